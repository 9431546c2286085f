// The lobby (SPEC.md sections 3, 4 and 6): hot matches, categories, hot games, game lists, vendors, and
// the member's favourites and recent games. What answers is server/lobby/lobby.ts.
import { Hono } from 'hono';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  FavouriteBodySchema,
  FavouriteIdsSchema,
  FavouriteListQuerySchema,
  FavouriteListSchema,
  GameListQuerySchema,
  GameListSchema,
  GameTypeListSchema,
  GameTypeQuerySchema,
  HotGamesQuerySchema,
  HotGamesSchema,
  HotMatchListSchema,
  NodeIdResultSchema,
  RecentAddQuerySchema,
  RecentListQuerySchema,
  RecentListSchema,
  VendorConfigSchema,
} from '../../src/shared/schemas/games.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { requireSession } from '../http/require-session.ts';
import { validJson, validQuery } from '../http/validate.ts';
import type { Lobby } from '../lobby/lobby.ts';

export function gameRoutes(services: Services, lobby: Lobby) {
  const app = new Hono<AppEnv>();
  const session = requireSession(services);

  app.get(
    PATHS.hotMatches,
    documented({
      summary: 'Hot matches: upcoming and live (started in the last 3 hours)',
      value: HotMatchListSchema,
    }),
    async (c) => ok(c, await lobby.hotMatches(c.get('merchant'), services.now())),
  );

  app.get(
    PATHS.gameTypes,
    documented({ summary: 'Game categories in lobby order', value: GameTypeListSchema }),
    validQuery(GameTypeQuerySchema),
    async (c) => ok(c, await lobby.gameTypes(c.get('merchant'), c.get('lang'))),
  );

  app.get(
    PATHS.hotGames,
    documented({ summary: 'Hot games, by rank', value: HotGamesSchema }),
    validQuery(HotGamesQuerySchema),
    async (c) => ok(c, await lobby.hotGames(c.get('merchant'), c.req.valid('query').gameType)),
  );

  app.get(
    PATHS.gameList,
    documented({ summary: "One page of a category's games, filtered", value: GameListSchema }),
    validQuery(GameListQuerySchema),
    async (c) => ok(c, await lobby.gameList(c.get('merchant'), c.req.valid('query'))),
  );

  app.get(
    PATHS.vendorConfig,
    documented({ summary: 'Vendors per game category, in lobby order', value: VendorConfigSchema }),
    async (c) => ok(c, await lobby.vendorConfig(c.get('merchant'))),
  );

  // Lobby: favourites and recent games, per member (SPEC.md sections 3, 4 and 6).

  app.get(
    PATHS.favouriteIds,
    documented({
      summary: 'Every nodeId the member starred, newest first',
      auth: 'session',
      value: FavouriteIdsSchema,
    }),
    session,
    async (c) => ok(c, await lobby.favouriteIds(c.get('session').memberId)),
  );

  app.get(
    PATHS.favouriteList,
    documented({
      summary: "One page of the member's starred games",
      auth: 'session',
      value: FavouriteListSchema,
    }),
    session,
    validQuery(FavouriteListQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const { rows, totalPages } = await lobby.memberGames('favourites', {
        memberId: c.get('session').memberId,
        merchantCode: c.get('session').merchantCode,
        gameType: q.gameType,
        page: q.pageNo,
        pageSize: q.pageSize,
      });
      return ok(c, { content: rows, pageNum: q.pageNo, totalPages });
    },
  );

  app.post(
    PATHS.favourite,
    documented({
      summary: 'Star a game',
      auth: 'session',
      value: NodeIdResultSchema,
      failures: { 404: [CODES.notFound] },
    }),
    session,
    validJson(FavouriteBodySchema),
    async (c) => {
      const { nodeId, vendor } = c.req.valid('json');
      return answer(c, await lobby.star(c.get('session'), nodeId, vendor));
    },
  );

  app.delete(
    PATHS.favourite,
    documented({ summary: 'Unstar a game (idempotent)', auth: 'session', value: NodeIdResultSchema }),
    session,
    validJson(FavouriteBodySchema),
    async (c) => ok(c, await lobby.unstar(c.get('session').memberId, c.req.valid('json').nodeId)),
  );

  app.get(
    PATHS.recentList,
    documented({
      summary: "One page of the member's recently played games",
      auth: 'session',
      value: RecentListSchema,
    }),
    session,
    validQuery(RecentListQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const { rows, totalPages } = await lobby.memberGames('recents', {
        memberId: c.get('session').memberId,
        merchantCode: c.get('session').merchantCode,
        gameType: q.gameType,
        page: q.page,
        pageSize: q.pageSize,
      });
      return ok(c, { list: rows, pageNum: q.page, totalPages });
    },
  );

  // SPEC.md section 7: "add recent game | GET | query".
  app.get(
    PATHS.recentAdd,
    documented({
      summary: 'Record a game as recently played',
      auth: 'session',
      value: NodeIdResultSchema,
      failures: { 404: [CODES.notFound] },
    }),
    session,
    validQuery(RecentAddQuerySchema),
    async (c) => answer(c, await lobby.played(c.get('session'), c.req.valid('query').nodeId)),
  );

  return app;
}
