import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRecentGame } from '../../../server/lobby/recents.ts';
import { SEED_ACCOUNTS } from '../../../server/seed/seed.ts';
import { RECENT_GAMES_KEPT, RECENT_PAGE_SIZE } from '../../../src/shared/constants/lobby.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { type GameItem, GameListSchema, RecentListSchema } from '../../../src/shared/schemas/games.ts';
import { type AuthClient, authClient } from '../support/auth-client.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';

describe.each(databases)('recent games on $kind', ({ kind }) => {
  let h: Harness;
  let c: AuthClient;
  let token: string;
  let rng: GameItem[];
  beforeAll(async () => {
    h = await createHarness(kind);
    c = authClient(h);
    token = await c.passwordLogin(SEED_ACCOUNTS.demo.account, SEED_ACCOUNTS.demo.password);
    const url = `${PATHS.gameList}?merchant=SWERTE&gameType=RNG&pageSize=60`;
    rng = (await okValue(await c.get(url), GameListSchema)).games;
  });
  afterAll(() => h?.close());

  const touch = async (g: GameItem) => {
    const res = await c.get(`${PATHS.recentAdd}?nodeId=${g.nodeId}`, token);
    expect(res.status).toBe(200);
  };
  const list = async (q = '') =>
    okValue(await c.get(`${PATHS.recentList}?clientType=2&language=EN${q}`, token), RecentListSchema);

  it('needs a session (401)', async () => {
    for (const res of [
      await c.get(PATHS.recentList),
      await c.get(`${PATHS.recentAdd}?nodeId=${rng[0]?.nodeId}`),
    ]) {
      expect(await failure(res)).toMatchObject({ status: 401, code: 'session.expired' });
    }
  });

  it('lists the most recent first; re-adding moves a game to the front', async () => {
    const [a, b, cc] = rng as [GameItem, GameItem, GameItem];
    await touch(a);
    await touch(b);
    await touch(cc);
    expect((await list()).list.map((g) => g.nodeId)).toEqual([cc.nodeId, b.nodeId, a.nodeId]);
    await touch(a);
    const again = await list();
    expect(again.list.map((g) => g.nodeId)).toEqual([a.nodeId, cc.nodeId, b.nodeId]);
    expect(again).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(again.list[0]).toEqual(a);
  });

  it(`keeps only the latest ${RECENT_GAMES_KEPT} and pages them ${RECENT_PAGE_SIZE} at a time`, async () => {
    // recordRecentGame is what a launch calls; the GET does the same.
    const member = (await h.services.sessions.find(token))?.memberId as number;
    for (const g of rng.slice(0, 55)) await recordRecentGame(h.database.db, member, g.nodeId);
    const p1 = await list('&page=1');
    const p2 = await list('&page=2');
    const p3 = await list('&page=3');
    expect(p1.list).toHaveLength(RECENT_PAGE_SIZE);
    expect(p1.totalPages).toBe(RECENT_GAMES_KEPT / RECENT_PAGE_SIZE);
    expect(p3.list).toEqual([]);
    const ids = [...p1.list, ...p2.list].map((g) => g.nodeId);
    expect(ids).toEqual(
      rng
        .slice(0, 55)
        .reverse()
        .slice(0, RECENT_GAMES_KEPT)
        .map((g) => g.nodeId),
    );
  });

  it('filters by game type and refuses unknown games and bad queries', async () => {
    expect((await list('&gameType=LIVE')).list).toEqual([]);
    expect((await list('&gameType=RNG')).list.length).toBe(RECENT_PAGE_SIZE);
    expect(await failure(await c.get(`${PATHS.recentAdd}?nodeId=999999`, token))).toMatchObject({
      status: 404,
    });
    for (const url of [`${PATHS.recentAdd}?nodeId=x`, `${PATHS.recentAdd}`, `${PATHS.recentList}?page=0`]) {
      expect(await failure(await c.get(url, token)), url).toMatchObject({ status: 400 });
    }
  });
});
