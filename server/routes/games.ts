import { and, asc, count, eq, gte, ilike, isNotNull, lte, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { GAME_CATEGORIES, GAME_PAGE_SIZE } from '../../src/shared/constants.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  GameListQuerySchema,
  GameTypeQuerySchema,
  HotGamesQuerySchema,
  type VendorConfig,
} from '../../src/shared/schemas/games.ts';
import type { AppEnv, Services } from '../context.ts';
import { games, gameTypes, hotMatches, vendors } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { validQuery } from '../http/validate.ts';

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

export function gameRoutes({ db }: Services) {
  const app = new Hono<AppEnv>();

  app.get(PATHS.hotMatches, async (c) => {
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
  });

  app.get(PATHS.gameTypes, validQuery(GameTypeQuerySchema), async (c) => {
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
  });

  app.get(PATHS.hotGames, validQuery(HotGamesQuerySchema), async (c) => {
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
  });

  app.get(PATHS.gameList, validQuery(GameListQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const where: SQL[] = [eq(games.merchantCode, c.get('merchant')), eq(games.gameType, q.gameType)];
    if (q.gameName) where.push(ilike(games.name, `%${likeEscape(q.gameName)}%`));
    if (q.vassalage) where.push(eq(games.vassalage, q.vassalage));
    if (q.gameClassify) where.push(eq(games.gameClassify, q.gameClassify));
    // isNew=1 lists new games only; 0 (or absent) lists all.
    if (q.isNew === 1) where.push(eq(games.isNew, true));
    // minBet: games playable at that stake, i.e. whose minimum bet is at most the chosen value.
    if (q.minBet !== undefined) where.push(lte(games.minBet, q.minBet));
    const filter = and(...where);

    const [totalRow] = await db.select({ n: count() }).from(games).where(filter);
    const total = totalRow?.n ?? 0;
    const rows = await db
      .select(gameItem)
      .from(games)
      .where(filter)
      .orderBy(asc(games.sort), asc(games.nodeId))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize);
    return ok(c, { games: rows, pageNum: q.pageNo, totalPages: Math.ceil(total / q.pageSize), total });
  });

  app.get(PATHS.vendorConfig, async (c) => {
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
  });

  return app;
}
