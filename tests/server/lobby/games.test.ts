import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COCKFIGHT_GAME_CODE,
  ESPORT_GAME_CODE,
  GAME_CATEGORIES,
  GAME_PAGE_SIZE,
} from '../../../src/shared/constants/lobby.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  GameListSchema,
  GameTypeListSchema,
  HotGamesSchema,
  HotMatchListSchema,
  VendorConfigSchema,
} from '../../../src/shared/schemas/games.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';

const list = (q: string) => `${PATHS.gameList}?merchant=SWERTE&clientType=2&platform=html5&${q}`;

describe.each(databases)('games on $kind', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('lists the popular categories in tab order, named in the request language', async () => {
    const ty = await okValue(await h.get(`${PATHS.gameTypes}?typeId=1&merchant=SWERTE`), GameTypeListSchema);
    const en = await okValue(
      await h.get(`${PATHS.gameTypes}?merchant=SWERTE`, { Language: 'EN' }),
      GameTypeListSchema,
    );
    expect(ty.map((t) => t.gameType)).toEqual([...GAME_CATEGORIES]);
    expect(ty.find((t) => t.gameType === 'COCKFIGHT')?.name).toBe('Sabong');
    expect(en.find((t) => t.gameType === 'COCKFIGHT')?.name).toBe('Cockfighting');
  });

  it('pages a category: 26 per page, total and totalPages consistent, pages disjoint', async () => {
    const p1 = await okValue(await h.get(list('gameType=RNG&pageNo=1')), GameListSchema);
    const p2 = await okValue(await h.get(list('gameType=RNG&pageNo=2')), GameListSchema);
    expect(p1.games).toHaveLength(GAME_PAGE_SIZE);
    expect(p1.pageNum).toBe(1);
    expect(p2.pageNum).toBe(2);
    expect(p1.total).toBeGreaterThan(500);
    expect(p1.totalPages).toBe(Math.ceil(p1.total / GAME_PAGE_SIZE));
    const ids = new Set(p1.games.map((g) => g.nodeId));
    expect(p2.games.some((g) => ids.has(g.nodeId))).toBe(false);
    expect(p1.games.every((g) => g.gameType === 'RNG')).toBe(true);
    const last = await okValue(await h.get(list(`gameType=RNG&pageNo=${p1.totalPages}`)), GameListSchema);
    expect(last.games.length).toBe(p1.total - (p1.totalPages - 1) * GAME_PAGE_SIZE);
    const beyond = await okValue(
      await h.get(list(`gameType=RNG&pageNo=${p1.totalPages + 1}`)),
      GameListSchema,
    );
    expect(beyond.games).toEqual([]);
  });

  it('has at least 1,500 games over all ten categories with icon paths per vendor', async () => {
    let total = 0;
    for (const gameType of GAME_CATEGORIES) {
      const page = await okValue(await h.get(list(`gameType=${gameType}&pageSize=5`)), GameListSchema);
      expect(page.total, gameType).toBeGreaterThan(0);
      for (const g of page.games) expect(g.iconUrl).toBe(`/icons/${g.vassalage}/${g.gameId}.webp`);
      total += page.total;
    }
    expect(total).toBeGreaterThanOrEqual(1500);
  });

  it('filters by name (case-insensitive contains), vendor, classification, new and minimum bet', async () => {
    const byName = await okValue(
      await h.get(list('gameType=RNG&gameName=FORTUNE&pageSize=100')),
      GameListSchema,
    );
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.games.every((g) => g.gameName.toLowerCase().includes('fortune'))).toBe(true);

    const wildcard = await okValue(await h.get(list('gameType=RNG&gameName=%25')), GameListSchema);
    expect(wildcard.total).toBe(0);

    const byVendor = await okValue(
      await h.get(list('gameType=RNG&vassalage=PG&pageSize=100')),
      GameListSchema,
    );
    expect(byVendor.total).toBeGreaterThan(0);
    expect(byVendor.games.every((g) => g.vassalage === 'PG')).toBe(true);

    const byClass = await okValue(
      await h.get(list('gameType=RNG&gameClassify=MEGAWAYS&pageSize=100')),
      GameListSchema,
    );
    expect(byClass.total).toBeGreaterThan(0);
    expect(byClass.games.every((g) => g.gameClassify === 'MEGAWAYS')).toBe(true);

    const fresh = await okValue(await h.get(list('gameType=RNG&isNew=1&pageSize=100')), GameListSchema);
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew)).toBe(true);

    const cheap = await okValue(await h.get(list('gameType=RNG&minBet=5&pageSize=100')), GameListSchema);
    const all = await okValue(await h.get(list('gameType=RNG&pageSize=1')), GameListSchema);
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(all.total);
    expect(cheap.games.every((g) => g.minBet <= 5)).toBe(true);
  });

  it('rejects non-numeric pageNo, an unknown gameType and a missing merchant with 400', async () => {
    for (const url of [
      list('gameType=RNG&pageNo=abc'),
      list('gameType=RNG&pageNo=0'),
      list('gameType=CASINO'),
      list('gameType=RNG&pageSize=1000'),
      `${PATHS.gameList}?gameType=RNG`,
      `${PATHS.hotGames}?merchantCode=SWERTE&gameType=nope`,
    ]) {
      expect(await failure(await h.get(url)), url).toMatchObject({ status: 400, code: 'request.invalid' });
    }
  });

  it('serves a single page of at most 26 hot games, across categories or for one', async () => {
    const all = await okValue(
      await h.get(`${PATHS.hotGames}?isPlatform=2&merchantCode=SWERTE`),
      HotGamesSchema,
    );
    expect(all.length).toBe(GAME_PAGE_SIZE);
    expect(new Set(all.map((g) => g.gameType)).size).toBeGreaterThan(3);
    const live = await okValue(
      await h.get(`${PATHS.hotGames}?merchantCode=SWERTE&gameType=LIVE`),
      HotGamesSchema,
    );
    expect(live.length).toBeGreaterThan(0);
    expect(live.length).toBeLessThanOrEqual(GAME_PAGE_SIZE);
    expect(live.every((g) => g.gameType === 'LIVE')).toBe(true);
  });

  it('lists upcoming hot matches first, with team crests', async () => {
    const matches = await okValue(await h.get(PATHS.hotMatches), HotMatchListSchema);
    expect(matches.length).toBe(6);
    const times = matches.map((m) => Date.parse(m.matchTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(Date.now() - 3 * 3_600_000);
    for (const m of matches) expect(m.homeTeamImageUrl).toMatch(/^\/teams\/[a-z0-9-]+\.svg$/);
  });

  it('gives the vendor config: sorting per category and the mapping', async () => {
    const config = await okValue(await h.get(PATHS.vendorConfig), VendorConfigSchema);
    expect(config.sorting.map((s) => s.gameCategory)).toEqual([...GAME_CATEGORIES]);
    const vendors = config.sorting.flatMap((s) => s.vendorNames);
    expect(vendors.length).toBeGreaterThanOrEqual(12);
    expect(config.mapping.ESPORTS).toContain(ESPORT_GAME_CODE);
    expect(config.mapping.COCKFIGHT).toContain(COCKFIGHT_GAME_CODE);
  });
});
