// Only playable games are offered: a vendor's games reach players only when it is configured on the
// server (VENDORS; the studio always is), switched on by operators and not down after a failed launch;
// a studio tile with no engine behind it never shows. Lists, searches, counts, hot games and matches,
// favourites and recents all follow, and the launch refuses what the lobby hides.
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, opsAudit } from '../../../server/db/schema.ts';
import { VendorAvailability } from '../../../server/lobby/availability.ts';
import { STUDIO_ENGINES, STUDIO_VENDOR } from '../../../server/vendors/in-house.ts';
import { HEADERS } from '../../../src/shared/constants/http.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  FavouriteListSchema,
  GameListSchema,
  GameTypeListSchema,
  HotGamesSchema,
  HotMatchListSchema,
  VendorConfigSchema,
} from '../../../src/shared/schemas/games.ts';
import { OpsVendorListSchema } from '../../../src/shared/schemas/ops-lobby.ts';
import { failed } from '../support/auth-client.ts';
import {
  createHarness,
  databases,
  type Harness,
  okValue,
  TEST_OPS_TOKEN,
  TEST_VENDORS,
} from '../support/harness.ts';
import { studioPlayer } from '../support/studio-client.ts';

type App = Harness['app'];
const PG = TEST_VENDORS.filter((x) => x.code === 'PG');
const ops = {
  Authorization: `Bearer ${TEST_OPS_TOKEN}`,
  'X-Operator': 'ana',
  'Content-Type': 'application/json',
};

describe.each(databases)('the lobby offers only playable games ($kind)', ({ kind }) => {
  let h: Harness;
  /** A server with no third-party vendor configured: a fresh start. */
  let bare: App;
  /** A server with PG only. */
  let pgOnly: App;
  let token: string;
  const get = async <S extends v.GenericSchema>(app: App, path: string, schema: S) =>
    okValue(await app.request(path, { headers: { [HEADERS.token]: token } }), schema);

  beforeAll(async () => {
    h = await createHarness(kind);
    bare = h.appWith({ vendors: [] });
    pgOnly = h.appWith({ vendors: PG });
    token = (await studioPlayer(h)).token;
  });
  afterAll(() => h?.close());

  it('a fresh start offers the studio and the lottery only: every studio tile has a game behind it', async () => {
    const types = await get(bare, `${PATHS.gameTypes}?merchant=SWERTE`, GameTypeListSchema);
    expect(types.map((t) => t.gameType)).toEqual(['INHOUSE', 'LOTT']);
    const config = await get(bare, PATHS.vendorConfig, VendorConfigSchema);
    expect(Object.keys(config.mapping)).toEqual(['INHOUSE']);

    const inhouse = await get(
      bare,
      `${PATHS.gameList}?merchant=SWERTE&gameType=INHOUSE&pageSize=100`,
      GameListSchema,
    );
    expect(inhouse.total).toBe(inhouse.games.length);
    expect(inhouse.games.length).toBeGreaterThan(0);
    // The seed's catalogue holds studio tiles of every classify; only those an engine plays are listed.
    for (const g of inhouse.games) expect(Object.keys(STUDIO_ENGINES)).toContain(g.gameClassify);
    for (const g of inhouse.games) {
      const res = await bare.request(
        `${PATHS.launch}?nodeId=${g.nodeId}&gameId=${g.gameId}&vendor=${g.vassalage}`,
        { headers: { [HEADERS.token]: token } },
      );
      expect(res.status, g.gameName).toBe(200);
    }

    const slots = await get(bare, `${PATHS.gameList}?merchant=SWERTE&gameType=RNG`, GameListSchema);
    expect([slots.total, slots.games.length]).toEqual([0, 0]);
    const hot = await get(bare, `${PATHS.hotGames}?merchantCode=SWERTE`, HotGamesSchema);
    expect(hot.every((g) => g.vassalage === STUDIO_VENDOR)).toBe(true);
    // Every seeded hot match is at a sports vendor: none is offered.
    expect(await get(bare, PATHS.hotMatches, HotMatchListSchema)).toEqual([]);
  });

  it('a configured vendor is offered alone: its list, search and count, and the launch of another is refused', async () => {
    const [{ n: pgSlots } = { n: 0 }] = await h.database.db
      .select({ n: count() })
      .from(games)
      .where(and(eq(games.vassalage, 'PG'), eq(games.gameType, 'RNG'), eq(games.supportPlay, true)));
    const list = await get(
      pgOnly,
      `${PATHS.gameList}?merchant=SWERTE&gameType=RNG&pageSize=50`,
      GameListSchema,
    );
    expect(list.total).toBe(pgSlots);
    expect(list.games.every((g) => g.vassalage === 'PG')).toBe(true);
    const config = await get(pgOnly, PATHS.vendorConfig, VendorConfigSchema);
    expect(config.mapping.RNG).toEqual(['PG']);

    // A search finds a JILI slot on a server offering JILI, and nothing where JILI is not configured.
    const [jili] = await h.database.db
      .select()
      .from(games)
      .where(and(eq(games.vassalage, 'JILI'), eq(games.gameType, 'RNG')))
      .limit(1);
    if (!jili) throw new Error('no JILI slot seeded');
    const search = `${PATHS.gameList}?merchant=SWERTE&gameType=RNG&gameName=${encodeURIComponent(jili.name)}`;
    expect((await get(h.app, search, GameListSchema)).games.map((g) => g.nodeId)).toContain(jili.nodeId);
    expect((await get(pgOnly, search, GameListSchema)).total).toBe(0);
    const res = await failed(
      await pgOnly.request(`${PATHS.launch}?nodeId=${jili.nodeId}&gameId=${jili.gameId}&vendor=JILI`, {
        headers: { [HEADERS.token]: token },
      }),
    );
    expect([res.status, res.code]).toEqual([409, 'vendor.unavailable']);
  });

  it("favourites and recents keep a hidden vendor's games and show them again with the vendor", async () => {
    const [jili] = await h.database.db
      .select()
      .from(games)
      .where(and(eq(games.vassalage, 'JILI'), eq(games.gameType, 'FISH')))
      .limit(1);
    if (!jili) throw new Error('no JILI fishing game seeded');
    const headers = { [HEADERS.token]: token, 'Content-Type': 'application/json' };
    const star = await h.app.request(PATHS.favourite, {
      method: 'POST',
      headers,
      body: JSON.stringify({ nodeId: jili.nodeId, vendor: 'JILI' }),
    });
    expect(star.status).toBe(200);
    await h.app.request(`${PATHS.recentAdd}?nodeId=${jili.nodeId}`, { headers });
    const favourites = (app: App) =>
      get(app, `${PATHS.favouriteList}?pageNo=1&pageSize=20`, FavouriteListSchema).then((l) =>
        l.content.map((g) => g.nodeId),
      );
    const recents = (app: App) =>
      get(
        app,
        `${PATHS.recentList}?pageNo=1&pageSize=20`,
        v.object({ list: v.array(v.object({ nodeId: v.number() })) }),
      ).then((l) => l.list.map((g) => g.nodeId));
    expect(await favourites(h.app)).toContain(jili.nodeId);
    expect(await recents(h.app)).toContain(jili.nodeId);
    expect(await favourites(pgOnly)).not.toContain(jili.nodeId);
    expect(await recents(pgOnly)).not.toContain(jili.nodeId);
  });

  it('operators see why a vendor is not offered and switch one off and on, audited by name', async () => {
    const statuses = await okValue(
      await pgOnly.request(PATHS.opsVendors, { headers: ops }),
      OpsVendorListSchema,
    );
    const state = (code: string) => statuses.find((s) => s.code === code)?.state;
    expect([state('PG'), state(STUDIO_VENDOR), state('JILI')]).toEqual([
      'offered',
      'offered',
      'notConfigured',
    ]);
    expect(statuses.find((s) => s.code === 'JILI')?.gameTypes).toEqual(['FISH', 'RNG', 'PVP']);

    const off = await pgOnly.request(`${PATHS.opsVendors}/PG`, {
      method: 'PATCH',
      headers: ops,
      body: JSON.stringify({ enabled: false }),
    });
    expect((await okValue(off, OpsVendorListSchema)).find((s) => s.code === 'PG')?.state).toBe('disabled');
    const slots = await get(pgOnly, `${PATHS.gameList}?merchant=SWERTE&gameType=RNG`, GameListSchema);
    expect(slots.total).toBe(0);
    const types = await get(pgOnly, `${PATHS.gameTypes}?merchant=SWERTE`, GameTypeListSchema);
    expect(types.map((t) => t.gameType)).not.toContain('RNG');
    const [row] = await h.database.db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.action, 'lobby.vendor'), eq(opsAudit.target, 'vendor:PG')));
    expect(row?.details).toMatchObject({ enabled: false });

    const on = await pgOnly.request(`${PATHS.opsVendors}/PG`, {
      method: 'PATCH',
      headers: ops,
      body: JSON.stringify({ enabled: true }),
    });
    expect((await okValue(on, OpsVendorListSchema)).find((s) => s.code === 'PG')?.state).toBe('offered');
    const unknown = await pgOnly.request(`${PATHS.opsVendors}/NOPE`, {
      method: 'PATCH',
      headers: ops,
      body: JSON.stringify({ enabled: false }),
    });
    expect(unknown.status).toBe(404);
  });

  it('a vendor marked down after a failed launch leaves the lobby until the outage ends', async () => {
    const availability = new VendorAvailability(
      h.database.db,
      () => ['PG', STUDIO_VENDOR],
      () => Date.now(),
    );
    await availability.markDown('SWERTE', 'PG');
    const during = await get(pgOnly, `${PATHS.gameList}?merchant=SWERTE&gameType=RNG`, GameListSchema);
    expect(during.total).toBe(0);
    const statuses = await availability.statuses('SWERTE');
    expect(statuses.find((s) => s.code === 'PG')?.state).toBe('unavailable');
    h.advance(5 * 60_000 + 1_000);
    const after = await get(pgOnly, `${PATHS.gameList}?merchant=SWERTE&gameType=RNG`, GameListSchema);
    expect(after.total).toBeGreaterThan(0);
  });
});
