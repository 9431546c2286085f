import { and, asc, count, desc, eq, gte, isNotNull, like, lte, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { GAME_CATEGORIES, GAME_PAGE_SIZE, type GameCategory } from '../../src/shared/constants/lobby.ts';
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
  type VendorConfig,
  VendorConfigSchema,
} from '../../src/shared/schemas/games.ts';
import type { AppEnv, Services } from '../context.ts';
import { favouriteGames, games, gameTypes, hotMatches, recentGames, vendors } from '../db/schema.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { requireSession } from '../http/require-session.ts';
import { validJson, validQuery } from '../http/validate.ts';
import { addFavourite, findGame, removeFavourite } from '../lobby/favourites.ts';
import { recordRecentGame } from '../lobby/recents.ts';

/** The columns of a game tile (GameItemSchema). */
const gameItem = {
  nodeId: games.nodeId,
  gameName: games.name,
  vassalage: games.vassalage,
  gameType: games.gameType,
  gameId: games.gameId,
  iconUrl: games.iconUrl,
  mobileLargeIcon: games.mobileLargeIcon,
  mobileSmallIcon: games.mobileSmallIcon,
  supportPlay: games.supportPlay,
  isNew: games.isNew,
  gameClassify: games.gameClassify,
  minBet: games.minBet,
};

/** `%` and `_` in a search are literal characters, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const pages = (total: number, size: number) => Math.ceil(total / size);

export function gameRoutes(services: Services) {
  const { db } = services;
  const app = new Hono<AppEnv>();
  const session = requireSession(services);

  app.get(
    PATHS.hotMatches,
    documented({
      summary: 'Hot matches: upcoming and live (started in the last 3 hours)',
      value: HotMatchListSchema,
    }),
    async (c) => {
      // Upcoming first; matches that started in the last 3 hours are still on (live).
      const since = new Date(Date.now() - 3 * 3_600_000);
      const rows = await db
        .select({
          id: hotMatches.id,
          league: hotMatches.league,
          matchTime: hotMatches.matchTime,
          homeTeam: hotMatches.homeTeam,
          awayTeam: hotMatches.awayTeam,
          homeTeamImageUrl: hotMatches.homeTeamImageUrl,
          awayTeamImageUrl: hotMatches.awayTeamImageUrl,
          vendor: hotMatches.vendor,
          roomId: hotMatches.roomId,
          nodeId: hotMatches.nodeId,
        })
        .from(hotMatches)
        .where(and(eq(hotMatches.merchantCode, c.get('merchant')), gte(hotMatches.matchTime, since)))
        .orderBy(asc(hotMatches.matchTime), asc(hotMatches.id))
        .limit(50);
      return ok(
        c,
        rows.map((r) => ({ ...r, matchTime: r.matchTime.toISOString() })),
      );
    },
  );

  app.get(
    PATHS.gameTypes,
    documented({ summary: 'Game categories in lobby order', value: GameTypeListSchema }),
    validQuery(GameTypeQuerySchema),
    async (c) => {
      const en = c.get('lang') === 'EN';
      const rows = await db
        .select({
          gameType: gameTypes.gameType,
          name: en ? gameTypes.nameEn : gameTypes.nameTy,
          sort: gameTypes.sort,
        })
        .from(gameTypes)
        .where(eq(gameTypes.merchantCode, c.get('merchant')))
        .orderBy(asc(gameTypes.sort));
      return ok(c, rows);
    },
  );

  app.get(
    PATHS.hotGames,
    documented({ summary: 'Hot games, by rank', value: HotGamesSchema }),
    validQuery(HotGamesQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const where: SQL[] = [eq(games.merchantCode, c.get('merchant')), isNotNull(games.hotRank)];
      if (q.gameType) where.push(eq(games.gameType, q.gameType));
      const rows = await db
        .select(gameItem)
        .from(games)
        .where(and(...where))
        .orderBy(asc(games.hotRank), asc(games.nodeId))
        .limit(GAME_PAGE_SIZE);
      return ok(c, rows);
    },
  );

  app.get(
    PATHS.gameList,
    documented({ summary: "One page of a category's games, filtered", value: GameListSchema }),
    validQuery(GameListQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const where: SQL[] = [eq(games.merchantCode, c.get('merchant')), eq(games.gameType, q.gameType)];
      if (q.gameName) where.push(like(games.nameLower, `%${likeEscape(q.gameName.toLowerCase())}%`));
      if (q.vassalage) where.push(eq(games.vassalage, q.vassalage));
      if (q.gameClassify) where.push(eq(games.gameClassify, q.gameClassify));
      // isNew=1 lists new games only; 0 (or absent) lists all.
      if (q.isNew === 1) where.push(eq(games.isNew, true));
      // minBet: games playable at that stake, i.e. whose minimum bet is at most the chosen value.
      if (q.minBet !== undefined) where.push(lte(games.minBet, q.minBet));
      const filter = and(...where);

      const offset = (q.pageNo - 1) * q.pageSize;
      const rows = await db
        .select(gameItem)
        .from(games)
        .where(filter)
        .orderBy(asc(games.sort), asc(games.nodeId))
        .limit(q.pageSize)
        .offset(offset);
      // A short, non-empty page (or an empty first page) is the last one: its total needs no second scan.
      const isLast = rows.length < q.pageSize && (rows.length > 0 || offset === 0);
      const total = isLast
        ? offset + rows.length
        : ((await db.select({ n: count() }).from(games).where(filter))[0]?.n ?? 0);
      return ok(c, { games: rows, pageNum: q.pageNo, totalPages: Math.ceil(total / q.pageSize), total });
    },
  );

  app.get(
    PATHS.vendorConfig,
    documented({ summary: 'Vendors per game category, in lobby order', value: VendorConfigSchema }),
    async (c) => {
      const rows = await db
        .select({
          gameType: vendors.gameType,
          vassalage: vendors.code,
          name: vendors.name,
          accountTypeName: vendors.accountTypeName,
        })
        .from(vendors)
        .where(eq(vendors.merchantCode, c.get('merchant')))
        .orderBy(asc(vendors.sort), asc(vendors.id));
      const config: VendorConfig = { sorting: [], mapping: {} };
      for (const gameCategory of GAME_CATEGORIES) {
        const list = rows.filter((r) => r.gameType === gameCategory);
        if (!list.length) continue;
        config.sorting.push({
          gameCategory,
          vendorNames: list.map(({ accountTypeName, ...v }) =>
            accountTypeName ? { ...v, accountTypeName } : v,
          ),
        });
        config.mapping[gameCategory] = list.map((r) => r.vassalage);
      }
      return ok(c, config);
    },
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
    async (c) => {
      const rows = await db
        .select({ nodeId: favouriteGames.nodeId })
        .from(favouriteGames)
        .where(eq(favouriteGames.memberId, c.get('session').memberId))
        .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.nodeId));
      return ok(
        c,
        rows.map((r) => r.nodeId),
      );
    },
  );

  /** One page of a member's starred or recent games, newest first (the two lists differ only in table). */
  async function memberGamesPage(
    table: typeof favouriteGames | typeof recentGames,
    newest: typeof favouriteGames.createdAt | typeof recentGames.playedAt,
    q: { memberId: number; gameType: GameCategory | undefined; page: number; pageSize: number },
  ) {
    const where: SQL[] = [eq(table.memberId, q.memberId)];
    if (q.gameType) where.push(eq(games.gameType, q.gameType));
    const filter = and(...where);
    const [totalRow] = await db
      .select({ n: count() })
      .from(table)
      .innerJoin(games, eq(games.nodeId, table.nodeId))
      .where(filter);
    const rows = await db
      .select(gameItem)
      .from(table)
      .innerJoin(games, eq(games.nodeId, table.nodeId))
      .where(filter)
      .orderBy(desc(newest), desc(table.nodeId))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    return { rows, totalPages: pages(totalRow?.n ?? 0, q.pageSize) };
  }

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
      const { rows, totalPages } = await memberGamesPage(favouriteGames, favouriteGames.createdAt, {
        memberId: c.get('session').memberId,
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
      const { memberId, merchantCode } = c.get('session');
      if (!(await findGame(db, merchantCode, nodeId, vendor)))
        return fail(c, 404, CODES.notFound, 'No such game');
      await addFavourite(db, memberId, nodeId);
      return ok(c, { nodeId });
    },
  );

  app.delete(
    PATHS.favourite,
    documented({ summary: 'Unstar a game (idempotent)', auth: 'session', value: NodeIdResultSchema }),
    session,
    validJson(FavouriteBodySchema),
    async (c) => {
      const { nodeId } = c.req.valid('json');
      await removeFavourite(db, c.get('session').memberId, nodeId);
      return ok(c, { nodeId });
    },
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
      const { rows, totalPages } = await memberGamesPage(recentGames, recentGames.playedAt, {
        memberId: c.get('session').memberId,
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
    async (c) => {
      const { nodeId } = c.req.valid('query');
      const { memberId, merchantCode } = c.get('session');
      if (!(await findGame(db, merchantCode, nodeId))) return fail(c, 404, CODES.notFound, 'No such game');
      await recordRecentGame(db, memberId, nodeId);
      return ok(c, { nodeId });
    },
  );

  return app;
}
