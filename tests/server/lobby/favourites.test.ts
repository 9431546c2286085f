import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../../../server/seed/seed.ts';
import { FAVOURITE_PAGE_SIZE, GAME_PAGE_SIZE } from '../../../src/shared/constants/lobby.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  FavouriteIdsSchema,
  FavouriteListSchema,
  type GameItem,
  GameListSchema,
} from '../../../src/shared/schemas/games.ts';
import { type AuthClient, authClient } from '../support/auth-client.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';

const Added = v.object({ nodeId: v.number() });

describe.each(databases)('favourite games on $kind', ({ kind }) => {
  let h: Harness;
  let c: AuthClient;
  let token: string;
  let rng: GameItem[];
  let live: GameItem[];
  beforeAll(async () => {
    h = await createHarness(kind);
    c = authClient(h);
    token = await c.passwordLogin(SEED_ACCOUNTS.demo.account, SEED_ACCOUNTS.demo.password);
    const list = (q: string) => `${PATHS.gameList}?merchant=SWERTE&${q}`;
    rng = (await okValue(await c.get(list('gameType=RNG&pageSize=40')), GameListSchema)).games;
    live = (await okValue(await c.get(list('gameType=LIVE&pageSize=5')), GameListSchema)).games;
  });
  afterAll(() => h?.close());

  const add = (g: GameItem, t = token) =>
    c.json('POST', PATHS.favourite, { nodeId: g.nodeId, vendor: g.vassalage }, t);
  const remove = (g: GameItem, t = token) =>
    c.json('DELETE', PATHS.favourite, { nodeId: g.nodeId, vendor: g.vassalage }, t);
  const ids = async () => okValue(await c.get(PATHS.favouriteIds, token), FavouriteIdsSchema);
  const page = async (q = '') =>
    okValue(await c.get(`${PATHS.favouriteList}?pageNo=1&language=EN${q}`, token), FavouriteListSchema);

  it('needs a session for every call (401 session.expired)', async () => {
    const game = rng[0] as GameItem;
    for (const res of [
      await c.get(PATHS.favouriteIds),
      await c.get(PATHS.favouriteList),
      await c.get(`${PATHS.favouriteList}?pageNo=1`, 'not-a-token'),
      await add(game, ''),
      await remove(game, ''),
    ]) {
      expect(await failure(res)).toMatchObject({ status: 401, code: 'session.expired' });
    }
  });

  it('starts empty: no ids, an empty first page', async () => {
    expect(await ids()).toEqual([]);
    expect(await page()).toEqual({ content: [], pageNum: 1, totalPages: 0 });
  });

  it('adds a game; adding it again does nothing', async () => {
    const game = rng[0] as GameItem;
    expect(await okValue(await add(game), Added)).toEqual({ nodeId: game.nodeId });
    expect(await okValue(await add(game), Added)).toEqual({ nodeId: game.nodeId });
    expect(await ids()).toEqual([game.nodeId]);
    const first = await page();
    expect(first.content.map((g) => g.nodeId)).toEqual([game.nodeId]);
    expect(first.content[0]).toEqual(game);
    expect(first.totalPages).toBe(1);
  });

  it('refuses an unknown game, a vendor that is not the game’s, and a bad body', async () => {
    const game = rng[1] as GameItem;
    expect(
      await failure(await c.json('POST', PATHS.favourite, { nodeId: 999_999, vendor: 'PG' }, token)),
    ).toMatchObject({ status: 404, code: 'not.found' });
    expect(
      await failure(await c.json('POST', PATHS.favourite, { nodeId: game.nodeId, vendor: 'NOPE' }, token)),
    ).toMatchObject({ status: 404 });
    expect(await failure(await c.json('POST', PATHS.favourite, { nodeId: 'x' }, token))).toMatchObject({
      status: 400,
      code: 'request.invalid',
    });
  });

  it('removes a game; removing it again does nothing', async () => {
    const game = rng[0] as GameItem;
    await okValue(await remove(game), Added);
    await okValue(await remove(game), Added);
    expect(await ids()).toEqual([]);
    expect((await page()).content).toEqual([]);
  });

  it('takes a replayed queue harmlessly: duplicate adds at once, removing a game never starred', async () => {
    // The app replays offline toggles when the connection returns; a retry may repeat one.
    const game = rng[2] as GameItem;
    const never = rng[3] as GameItem;
    const answers = await Promise.all([add(game), add(game), remove(never)]);
    for (const res of answers) expect(res.status).toBe(200);
    expect(await ids()).toEqual([game.nodeId]);
    await okValue(await remove(game), Added);
    expect(await ids()).toEqual([]);
  });

  it('pages 26 per page from page 1, newest first, filtered by game type', async () => {
    const starred = [...rng.slice(0, 30), ...live.slice(0, 3)];
    for (const g of starred) await okValue(await add(g), Added);
    const all = await ids();
    expect(all).toHaveLength(starred.length);
    expect(new Set(all)).toEqual(new Set(starred.map((g) => g.nodeId)));

    const p1 = await page();
    const p2 = await okValue(await c.get(`${PATHS.favouriteList}?pageNo=2`, token), FavouriteListSchema);
    expect(FAVOURITE_PAGE_SIZE).toBe(GAME_PAGE_SIZE);
    expect(p1.content).toHaveLength(FAVOURITE_PAGE_SIZE);
    expect(p1.totalPages).toBe(2);
    expect(p2.pageNum).toBe(2);
    expect(p2.content).toHaveLength(starred.length - FAVOURITE_PAGE_SIZE);
    // Newest first: the last starred is at the top of page 1.
    expect(p1.content[0]?.nodeId).toBe(starred.at(-1)?.nodeId);
    const seen = [...p1.content, ...p2.content].map((g) => g.nodeId);
    expect(new Set(seen).size).toBe(starred.length);

    const onlyLive = await page('&gameType=LIVE');
    expect(onlyLive.content.map((g) => g.nodeId).sort()).toEqual(
      live
        .slice(0, 3)
        .map((g) => g.nodeId)
        .sort(),
    );
    expect(onlyLive.totalPages).toBe(1);
    const small = await page('&pageSize=10');
    expect(small.totalPages).toBe(Math.ceil(starred.length / 10));
  });

  it('keeps each member’s favourites apart', async () => {
    const other = await c.passwordLogin('juan', 'Member1234');
    expect(await okValue(await c.get(PATHS.favouriteIds, other), FavouriteIdsSchema)).toEqual([]);
  });

  it('rejects a bad page query with 400', async () => {
    for (const q of ['pageNo=0', 'pageNo=abc', 'gameType=CASINO', 'pageSize=1000']) {
      expect(await failure(await c.get(`${PATHS.favouriteList}?${q}`, token)), q).toMatchObject({
        status: 400,
      });
    }
  });
});
