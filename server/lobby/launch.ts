// Launching a game (GET /wps/game/launch): a vendor URL or an in-house studio game. Trial members play their play money in the in-house studio only: a third-party
// vendor would take it as PHP, so they get 403 trial.vendor.refused before any token or URL is made
//. `gameId` is the node's catalogue game id or, for a hot match (SPEC.md section 2: "vendor,
// gameId (roomId) and nodeId"), the room id of a hot match of that node and vendor: the node's game
// is launched and the vendor told which room to open.
import { and, eq } from 'drizzle-orm';
import type { CatalogueLanguageCode } from '../../src/shared/constants/language.ts';
import { STUDIO_CODES } from '../../src/shared/errors/game.ts';
import type { LaunchQuery, LaunchResult } from '../../src/shared/schemas/studio.ts';
import type { CurrentSession } from '../auth/sessions.ts';
import { TRIAL_TYPE } from '../auth/trial.ts';
import { linkOrigin } from '../config.ts';
import type { Services } from '../context.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { games, hotMatches } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { activeExclusion, excludedRefusal } from '../protection/exclusion.ts';
import { engineFor, STUDIO_VENDOR } from '../vendors/in-house.ts';
import { PLAYER_TOKEN_TTL_MS } from '../vendors/player-token.ts';
import type { CatalogueGame, LaunchAnswer } from '../vendors/types.ts';
import type { VendorAvailability } from './availability.ts';

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

export class Launcher {
  constructor(
    private readonly s: Services,
    private readonly availability: VendorAvailability,
    private readonly logError: (message: string, err: unknown) => void,
  ) {}

  async launch(
    session: CurrentSession,
    merchant: string,
    q: LaunchQuery,
    requestLanguage: CatalogueLanguageCode,
  ): Promise<Outcome<LaunchResult>> {
    // Sessions die when a time-out starts; this holds even for one opened around that moment.
    const excluded = await activeExclusion(this.s.db, session.memberId, this.s.now());
    if (excluded) return excludedRefusal(excluded);
    const [game] = await this.s.db
      .select()
      .from(games)
      .where(and(eq(games.nodeId, q.nodeId), eq(games.merchantCode, merchant)));
    if (!game || game.vassalage !== q.vendor) return refused(404, STUDIO_CODES.gameUnknown, 'no such game');
    if (session.type === TRIAL_TYPE && game.vassalage !== STUDIO_VENDOR)
      return refused(
        403,
        STUDIO_CODES.trialVendorRefused,
        'Please login an actual account to use this function',
      );
    const roomId = game.gameId === q.gameId ? undefined : await hotMatchRoom(this.s.db, game, q.gameId);
    if (roomId === null) return refused(404, STUDIO_CODES.gameUnknown, 'no such game');
    if (!game.supportPlay || (game.vassalage === STUDIO_VENDOR && !engineFor(game)))
      return refused(409, STUDIO_CODES.gameUnavailable, 'game not playable');
    const adapter = this.s.vendors.adapter(game.vassalage);
    if (!adapter || !(await this.availability.offered(merchant)).includes(game.vassalage))
      return refused(409, STUDIO_CODES.vendorUnavailable, `vendor ${game.vassalage} not available`);

    const origin = linkOrigin(this.s.config);
    const playerToken = this.s.vendors.tokens.issue({
      m: session.memberId,
      c: session.merchantCode,
      v: game.vassalage,
      g: game.gameId,
      n: game.nodeId,
      e: this.s.now() + PLAYER_TOKEN_TTL_MS,
      s: session.id,
    });
    let launched: LaunchAnswer;
    try {
      launched = await adapter.launch({
        member: { id: session.memberId, account: session.account, merchantCode: session.merchantCode },
        game,
        language: q.language ?? requestLanguage,
        returnUrl: `${origin}${returnPath(q.pageBack)}`,
        playerToken,
        roomId,
      });
    } catch (err) {
      // The vendor failed: its games leave the lobby for a while rather than offer a retry that cannot work.
      this.logError(`launch at vendor ${game.vassalage} failed`, err);
      const until = await this.availability.markDown(merchant, game.vassalage);
      return {
        ...refused(409, STUDIO_CODES.vendorUnavailable, `vendor ${game.vassalage} failed`),
        retryAfterS: Math.ceil((until.getTime() - this.s.now()) / 1000),
      };
    }
    // A recent-games failure must not stop the game.
    await this.s.recordRecentGame?.(this.s.db, session.memberId, game.nodeId).catch(() => undefined);
    const value: LaunchResult =
      'url' in launched ? { kind: 'url', url: launched.url } : { kind: 'inHouse', ...launched.inHouse };
    return done(value);
  }
}
