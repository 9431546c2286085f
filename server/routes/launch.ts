// Launching a game: GET /wps/game/launch answers a vendor URL or an in-house studio game.
// Session required. Trial members play their play money in the in-house studio only: a third-party
// vendor would take it as PHP, so they get 403 trial.vendor.refused before any token or URL is made
//. `gameId` is the node's catalogue game id or, for a hot match (SPEC.md section 2: "vendor,
// gameId (roomId) and nodeId"), the room id of a hot match of that node and vendor: the node's game
// is launched and the vendor told which room to open.
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { STUDIO_CODES } from '../../src/shared/errors/game.ts';
import { EXCLUSION_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { LaunchQuerySchema, type LaunchResult, LaunchResultSchema } from '../../src/shared/schemas/studio.ts';
import { TRIAL_TYPE } from '../auth/trial.ts';
import { linkOrigin } from '../config.ts';
import type { AppEnv, Services } from '../context.ts';
import { games, hotMatches } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { fail, failWith, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { requireSession } from '../http/require-session.ts';
import { validQuery } from '../http/validate.ts';
import { activeExclusion, excludedMessage, excludedValue } from '../protection/exclusion.ts';
import { engineFor, STUDIO_VENDOR } from '../vendors/in-house.ts';
import { PLAYER_TOKEN_TTL_MS } from '../vendors/player-token.ts';
import type { CatalogueGame } from '../vendors/types.ts';

/** Same-app page paths only (no `//host`): where the vendor's "back to lobby" returns. */
const returnPath = (pageBack: string | undefined) =>
  pageBack && /^\/m\/[\w/.-]*$/.test(pageBack) ? pageBack : '/m/home';

/** The room of a hot match on this game's node and vendor, or null when it has none of that id. */
async function hotMatchRoom(db: Db, game: CatalogueGame, roomId: string): Promise<string | null> {
  const [match] = await db
    .select({ roomId: hotMatches.roomId })
    .from(hotMatches)
    .where(
      and(
        eq(hotMatches.merchantCode, game.merchantCode),
        eq(hotMatches.nodeId, game.nodeId),
        eq(hotMatches.vendor, game.vassalage),
        eq(hotMatches.roomId, roomId),
      ),
    )
    .limit(1);
  return match?.roomId ?? null;
}

export function launchRoutes(services: Services) {
  const { db, vendors } = services;
  const app = new Hono<AppEnv>();
  app.use(PATHS.launch, requireSession(services));

  app.get(
    PATHS.launch,
    documented({
      summary: 'Launch a game: a vendor URL, or a token for the in-house studio',
      auth: 'session',
      value: LaunchResultSchema,
      failures: {
        403: [STUDIO_CODES.trialVendorRefused, EXCLUSION_CODES.excluded],
        404: [STUDIO_CODES.gameUnknown],
        409: [STUDIO_CODES.gameUnavailable, STUDIO_CODES.vendorUnavailable],
      },
    }),
    validQuery(LaunchQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const session = c.get('session');
      // Sessions die when a time-out starts; this holds even for one opened around that moment.
      const excluded = await activeExclusion(db, session.memberId, services.now());
      if (excluded)
        return failWith(c, 403, EXCLUSION_CODES.excluded, excludedValue(excluded), excludedMessage(excluded));
      const [game] = await db
        .select()
        .from(games)
        .where(and(eq(games.nodeId, q.nodeId), eq(games.merchantCode, c.get('merchant'))));
      if (!game || game.vassalage !== q.vendor) return fail(c, 404, STUDIO_CODES.gameUnknown, 'no such game');
      if (session.type === TRIAL_TYPE && game.vassalage !== STUDIO_VENDOR)
        return fail(
          c,
          403,
          STUDIO_CODES.trialVendorRefused,
          'Please login an actual account to use this function',
        );
      const roomId = game.gameId === q.gameId ? undefined : await hotMatchRoom(db, game, q.gameId);
      if (roomId === null) return fail(c, 404, STUDIO_CODES.gameUnknown, 'no such game');
      if (!game.supportPlay || (game.vassalage === STUDIO_VENDOR && !engineFor(game)))
        return fail(c, 409, STUDIO_CODES.gameUnavailable, 'game not playable');
      const adapter = vendors.adapter(game.vassalage);
      if (!adapter)
        return fail(c, 409, STUDIO_CODES.vendorUnavailable, `vendor ${game.vassalage} not configured`);

      const origin = linkOrigin(services.config);
      const playerToken = vendors.tokens.issue({
        m: session.memberId,
        c: session.merchantCode,
        v: game.vassalage,
        g: game.gameId,
        n: game.nodeId,
        e: services.now() + PLAYER_TOKEN_TTL_MS,
        s: session.id,
      });
      const answer = await adapter.launch({
        member: { id: session.memberId, account: session.account, merchantCode: session.merchantCode },
        game,
        language: q.language ?? c.get('requestLanguage'),
        returnUrl: `${origin}${returnPath(q.pageBack)}`,
        playerToken,
        roomId,
      });
      // A recent-games failure must not stop the game.
      await services.recordRecentGame?.(db, session.memberId, game.nodeId).catch(() => undefined);
      const value: LaunchResult =
        'url' in answer ? { kind: 'url', url: answer.url } : { kind: 'inHouse', ...answer.inHouse };
      return ok(c, value);
    },
  );

  return app;
}
