// The lobby's reads and the member's own lists (SPEC.md sections 3, 4 and 6): hot matches, categories,
// hot games, a category's games filtered and paged, vendors per category, favourites and recent games.
// Each shows only what can be played now (availability.ts): an unconfigured vendor's games are absent.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, like, lte, or, type SQL } from 'drizzle-orm';
import type { Language } from '../../src/shared/constants/language.ts';
import { GAME_CATEGORIES, GAME_PAGE_SIZE, type GameCategory } from '../../src/shared/constants/lobby.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import type { GameListQuery, VendorConfig } from '../../src/shared/schemas/games.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { favouriteGames, games, gameTypes, hotMatches, recentGames, vendors } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { playableOf, type VendorAvailability } from './availability.ts';
import { addFavourite, findGame, removeFavourite } from './favourites.ts';
import { recordRecentGame } from './recents.ts';

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

/** A match is live for this long after its start. */
const LIVE_MS = 3 * 3_600_000;

/** `%` and `_` in a search are literal characters, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const pages = (total: number, size: number) => Math.ceil(total / size);

/** Which of a member's lists: starred games, or recently played ones (they differ only in table). */
type MemberList = 'favourites' | 'recents';

const noSuchGame = refused(404, CODES.notFound, 'No such game');

export class Lobby {
  constructor(
    private readonly db: Db,
    private readonly availability: VendorAvailability,
  ) {}

  /** The catalogue rows a player of the merchant may see now. */
  private async playable(merchantCode: string): Promise<SQL> {
    return playableOf(await this.availability.offered(merchantCode));
  }

  /** Upcoming first; matches that started in the last 3 hours are still on (live). */
  async hotMatches(merchantCode: string, now: number) {
    const rows = await this.db
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
      .where(
        and(
          eq(hotMatches.merchantCode, merchantCode),
          gte(hotMatches.matchTime, new Date(now - LIVE_MS)),
          inArray(hotMatches.vendor, await this.availability.offered(merchantCode)),
        ),
      )
      .orderBy(asc(hotMatches.matchTime), asc(hotMatches.id))
      .limit(50);
    return rows.map((r) => ({ ...r, matchTime: r.matchTime.toISOString() }));
  }

  /**
   * Game categories in lobby order, named in `lang`: those with a vendor on offer, and the lottery
   * (its pages serve the in-house lotteries whatever vendors are configured).
   */
  async gameTypes(merchantCode: string, lang: Language) {
    const offered = await this.availability.offered(merchantCode);
    const withVendor = this.db
      .selectDistinct({ gameType: vendors.gameType })
      .from(vendors)
      .where(and(eq(vendors.merchantCode, merchantCode), inArray(vendors.code, offered)));
    return this.db
      .select({
        gameType: gameTypes.gameType,
        name: lang === 'EN' ? gameTypes.nameEn : gameTypes.nameTy,
        sort: gameTypes.sort,
      })
      .from(gameTypes)
      .where(
        and(
          eq(gameTypes.merchantCode, merchantCode),
          or(eq(gameTypes.gameType, 'LOTT'), inArray(gameTypes.gameType, withVendor)),
        ),
      )
      .orderBy(asc(gameTypes.sort));
  }

  /** Hot games by rank, of one category or all. */
  async hotGames(merchantCode: string, gameType: GameCategory | undefined) {
    const where: SQL[] = [
      eq(games.merchantCode, merchantCode),
      isNotNull(games.hotRank),
      await this.playable(merchantCode),
    ];
    if (gameType) where.push(eq(games.gameType, gameType));
    return this.db
      .select(gameItem)
      .from(games)
      .where(and(...where))
      .orderBy(asc(games.hotRank), asc(games.nodeId))
      .limit(GAME_PAGE_SIZE);
  }

  /** One page of a category's games, filtered. */
  async gameList(merchantCode: string, q: GameListQuery) {
    const where: SQL[] = [
      eq(games.merchantCode, merchantCode),
      eq(games.gameType, q.gameType),
      await this.playable(merchantCode),
    ];
    if (q.gameName) where.push(like(games.nameLower, `%${likeEscape(q.gameName.toLowerCase())}%`));
    if (q.vassalage) where.push(eq(games.vassalage, q.vassalage));
    if (q.gameClassify) where.push(eq(games.gameClassify, q.gameClassify));
    // isNew=1 lists new games only; 0 (or absent) lists all.
    if (q.isNew === 1) where.push(eq(games.isNew, true));
    // minBet: games playable at that stake, i.e. whose minimum bet is at most the chosen value.
    if (q.minBet !== undefined) where.push(lte(games.minBet, q.minBet));
    const filter = and(...where);

    const offset = (q.pageNo - 1) * q.pageSize;
    const rows = await this.db
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
      : ((await this.db.select({ n: count() }).from(games).where(filter))[0]?.n ?? 0);
    return { games: rows, pageNum: q.pageNo, totalPages: Math.ceil(total / q.pageSize), total };
  }

  /** Vendors per game category, in lobby order. */
  async vendorConfig(merchantCode: string): Promise<VendorConfig> {
    const rows = await this.db
      .select({
        gameType: vendors.gameType,
        vassalage: vendors.code,
        name: vendors.name,
        accountTypeName: vendors.accountTypeName,
      })
      .from(vendors)
      .where(
        and(
          eq(vendors.merchantCode, merchantCode),
          inArray(vendors.code, await this.availability.offered(merchantCode)),
        ),
      )
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
    return config;
  }

  /** Every nodeId the member starred, newest first. */
  async favouriteIds(memberId: number): Promise<number[]> {
    const rows = await this.db
      .select({ nodeId: favouriteGames.nodeId })
      .from(favouriteGames)
      .where(eq(favouriteGames.memberId, memberId))
      .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.nodeId));
    return rows.map((r) => r.nodeId);
  }

  /** One page of a member's starred or recent games, newest first. */
  async memberGames(
    list: MemberList,
    q: {
      memberId: number;
      merchantCode: string;
      gameType: GameCategory | undefined;
      page: number;
      pageSize: number;
    },
  ) {
    const table = list === 'favourites' ? favouriteGames : recentGames;
    const newest = list === 'favourites' ? favouriteGames.createdAt : recentGames.playedAt;
    // A starred or played game whose vendor is no longer on offer leaves the list (and comes back with it).
    const where: SQL[] = [eq(table.memberId, q.memberId), await this.playable(q.merchantCode)];
    if (q.gameType) where.push(eq(games.gameType, q.gameType));
    const filter = and(...where);
    const [totalRow] = await this.db
      .select({ n: count() })
      .from(table)
      .innerJoin(games, eq(games.nodeId, table.nodeId))
      .where(filter);
    const rows = await this.db
      .select(gameItem)
      .from(table)
      .innerJoin(games, eq(games.nodeId, table.nodeId))
      .where(filter)
      .orderBy(desc(newest), desc(table.nodeId))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    return { rows, totalPages: pages(totalRow?.n ?? 0, q.pageSize) };
  }

  /** Stars a game of the member's merchant (starring twice changes nothing). */
  async star(m: { memberId: number; merchantCode: string }, nodeId: number, vendor: string | undefined) {
    if (!(await findGame(this.db, m.merchantCode, nodeId, vendor))) return noSuchGame;
    await addFavourite(this.db, m.memberId, nodeId);
    return done({ nodeId });
  }

  /** Unstars a game (idempotent). */
  async unstar(memberId: number, nodeId: number) {
    await removeFavourite(this.db, memberId, nodeId);
    return { nodeId };
  }

  /** Records a game of the member's merchant as recently played. */
  async played(
    m: { memberId: number; merchantCode: string },
    nodeId: number,
  ): Promise<Outcome<{ nodeId: number }>> {
    if (!(await findGame(this.db, m.merchantCode, nodeId))) return noSuchGame;
    await recordRecentGame(this.db, m.memberId, nodeId);
    return done({ nodeId });
  }
}
