// Operators' hot matches: added for a vendor's room, shown on the home from then until 3 hours after
// kick-off while the vendor is on offer, taken off at once; audited by operator; bad input refused.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotMatches, opsAudit } from '../../../server/db/schema.ts';
import { HOT_MATCHES, sampleRoomId } from '../../../server/seed/data/catalogue.ts';
import { renewSampleMatches } from '../../../server/seed/demo-renewal.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { HotMatchListSchema, HotMatchSchema } from '../../../src/shared/schemas/games.ts';
import { failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';

const ops = {
  Authorization: `Bearer ${TEST_OPS_TOKEN}`,
  'X-Operator': 'lea',
  'Content-Type': 'application/json',
};
const HOUR = 3_600_000;

describe.each(databases)('hot matches from operators ($kind)', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const add = (body: unknown) =>
    h.app.request(PATHS.opsHotMatches, { method: 'POST', headers: ops, body: JSON.stringify(body) });
  const shown = async () =>
    (await okValue(await h.get(PATHS.hotMatches), HotMatchListSchema)).map((m) => m.roomId);
  const match = (roomId: string, inMs: number, vendor = 'SABA') => ({
    league: 'PBA Commissioner’s Cup',
    matchTime: new Date(h.services.now() + inMs).toISOString(),
    homeTeam: 'Meralco Bolts',
    awayTeam: 'NLEX Road Warriors',
    vendor,
    roomId,
  });

  it('a match added by an operator shows on the home until 3 hours after kick-off, then leaves', async () => {
    const added = await okValue(await add(match('SABA-OPS-1', 2 * HOUR)), HotMatchSchema);
    expect(added.homeTeamImageUrl).toBe('/teams/meralco-bolts.svg');
    expect(added.nodeId).toBeGreaterThan(0);
    expect(await shown()).toContain('SABA-OPS-1');
    const [row] = await h.database.db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.action, 'lobby.hotMatch.add'), eq(opsAudit.target, `hotMatch:${added.id}`)));
    expect(row?.actor).toBe('ops:lea');
    h.advance(5 * HOUR + 60_000);
    expect(await shown()).not.toContain('SABA-OPS-1');
    // Still in the operators' list, with the past ones.
    const all = await okValue(await h.app.request(PATHS.opsHotMatches, { headers: ops }), HotMatchListSchema);
    expect(all.map((m) => m.roomId)).toContain('SABA-OPS-1');
  });

  it('removing a match takes it off the home at once; an unknown one is 404', async () => {
    const added = await okValue(await add(match('CMD-OPS-2', HOUR, 'CMD')), HotMatchSchema);
    expect(await shown()).toContain('CMD-OPS-2');
    const removed = await h.app.request(`${PATHS.opsHotMatches}/${added.id}`, {
      method: 'DELETE',
      headers: ops,
    });
    expect(removed.status).toBe(200);
    expect(await shown()).not.toContain('CMD-OPS-2');
    const again = await failed(
      await h.app.request(`${PATHS.opsHotMatches}/${added.id}`, { method: 'DELETE', headers: ops }),
    );
    expect([again.status, again.code]).toEqual([404, 'not.found']);
  });

  it("the demo's sample matches come back to the days ahead once shown; an operator's do not", async () => {
    await okValue(await add(match('SABA-OPS-3', HOUR)), HotMatchSchema);
    const samples = HOT_MATCHES.map(sampleRoomId);
    expect(await shown()).toEqual(expect.arrayContaining(samples));
    // Four days on, every seeded sample (6-70 h ahead) and the operator's match have ended.
    h.advance(4 * 24 * HOUR);
    expect((await shown()).filter((room) => samples.includes(room) || room === 'SABA-OPS-3')).toEqual([]);
    expect(await renewSampleMatches(h.database.db, h.services.now())).toBe(samples.length);
    const renewed = await shown();
    expect(renewed).toEqual(expect.arrayContaining(samples));
    expect(renewed).not.toContain('SABA-OPS-3');
    // Each moved whole days: within the next day, at its own time of day.
    const rows = await h.database.db.select().from(hotMatches).where(inArray(hotMatches.roomId, samples));
    for (const r of rows) {
      const until = r.matchTime.getTime() + 3 * HOUR - h.services.now();
      expect(until).toBeGreaterThan(0);
      expect(until).toBeLessThanOrEqual(24 * HOUR);
    }
    expect(await renewSampleMatches(h.database.db, h.services.now())).toBe(0);
  });

  it('refuses a vendor with no sports game, a bad time or a crest outside https', async () => {
    const noSports = await failed(await add(match('PG-1', HOUR, 'PG')));
    expect(noSports.status).toBe(404);
    expect((await failed(await add({ ...match('X', HOUR), matchTime: 'tomorrow' }))).status).toBe(400);
    expect(
      (await failed(await add({ ...match('X', HOUR), homeTeamImageUrl: 'http://evil.example/a.png' })))
        .status,
    ).toBe(400);
    expect(
      (await failed(await h.app.request(PATHS.opsHotMatches, { method: 'POST', body: '{}' }))).status,
    ).toBe(401);
  });
});
