import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberExclusions, opsAudit, rainSessions, walletLedger } from '../../../server/db/schema.ts';
import { drawGrabCents, RAIN_REASON } from '../../../server/rain/rain.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { EXCLUSION_CODES } from '../../../src/shared/errors/protection.ts';
import { RAIN_CODES } from '../../../src/shared/errors/rain.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  type RainCreate,
  RainGrabbedSchema,
  RainOpsPageSchema,
  RainOpsSessionSchema,
  RainStateSchema,
} from '../../../src/shared/schemas/red-rain.ts';
import { failed } from '../support/auth-client.ts';
import { type CashierMember, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

// Red envelope rain: operators schedule a session; members' grabs are paid an amount the server draws,
// within the window, within the per-member cap, never past the budget (200 grabs at once on PostgreSQL),
// once per (session, member, seq). Trial and excluded members take no part. Every suite ends reconciled.
describe.each(databases)('red envelope rain ($kind)', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const ops = (method: string, path: string, body?: unknown) =>
    Promise.resolve(
      h.app.request(path, {
        method,
        headers: {
          Authorization: `Bearer ${TEST_OPS_TOKEN}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  const rules = (over: Partial<RainCreate> = {}): RainCreate => ({
    startsAt: new Date(h.services.now()).toISOString(),
    durationSeconds: 300,
    budgetCents: 100_000,
    minGrabCents: 100,
    maxGrabCents: 500,
    maxGrabsPerMember: 5,
    ...over,
  });
  /** Each test starts after every session so far has ended (a session lasts at most an hour). */
  const schedule = async (over: Partial<RainCreate> = {}) => {
    h.advance(2 * 3_600_000);
    return okValue(await ops('POST', PATHS.opsRainSessions, rules(over)), RainOpsSessionSchema);
  };
  const grab = (m: CashierMember, sessionId: number, seq: number) =>
    m.send('POST', PATHS.rainGrab, { sessionId, seq });
  const balance = async (m: CashierMember) => (await balanceOf(h.database.db, m.id)) ?? -1;
  const spentOf = async (id: number) => {
    const [s] = await h.database.db.select().from(rainSessions).where(eq(rainSessions.id, id));
    return s?.spentCents ?? -1;
  };

  it('a grab pays an amount within min and max, credited once to the balance; the screen shows it', async () => {
    const s = await schedule({ minGrabCents: 100, maxGrabCents: 300 });
    const m = await newMember(h);
    const state = await okValue(await m.get(PATHS.rainSession), RainStateSchema);
    expect(state.session).toMatchObject({ id: s.id, maxGrabs: 5, exhausted: false });
    expect(state).toMatchObject({ grabs: 0, totalCents: 0 });

    const first = await okValue(await grab(m, s.id, 1), RainGrabbedSchema);
    expect(first.amountCents).toBeGreaterThanOrEqual(100);
    expect(first.amountCents).toBeLessThanOrEqual(300);
    expect(first).toMatchObject({ grabs: 1, totalCents: first.amountCents, replayed: false });
    expect(first.balanceCents).toBe(first.amountCents);
    expect(await balance(m)).toBe(first.amountCents);

    const [entry] = await h.database.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, `rain:${s.id}:${m.id}:1`));
    expect(entry).toMatchObject({ reason: RAIN_REASON, amountCents: first.amountCents, memberId: m.id });

    const after = await okValue(await m.get(PATHS.rainSession), RainStateSchema);
    expect(after).toMatchObject({ grabs: 1, totalCents: first.amountCents });
  });

  it('the same seq again (one after another, and ten at once) pays once and answers the first amount', async () => {
    const s = await schedule();
    const m = await newMember(h);
    const first = await okValue(await grab(m, s.id, 1), RainGrabbedSchema);
    const again = await okValue(await grab(m, s.id, 1), RainGrabbedSchema);
    expect(again).toMatchObject({ amountCents: first.amountCents, replayed: true, grabs: 1 });

    const twins = await Promise.all(Array.from({ length: 10 }, () => grab(m, s.id, 2)));
    const paid = await Promise.all(twins.map((r) => okValue(r, RainGrabbedSchema)));
    expect(new Set(paid.map((p) => p.amountCents)).size).toBe(1);
    expect(paid.filter((p) => !p.replayed)).toHaveLength(1);
    expect(await balance(m)).toBe(first.amountCents + (paid[0]?.amountCents ?? 0));
    expect(await spentOf(s.id)).toBe(await balance(m));
  });

  it('refuses grabs before the start and after the end, and moves nothing', async () => {
    h.advance(2 * 3_600_000);
    const start = new Date(h.services.now() + 60_000).toISOString();
    const { id } = await okValue(
      await ops('POST', PATHS.opsRainSessions, rules({ startsAt: start, durationSeconds: 30 })),
      RainOpsSessionSchema,
    );
    const m = await newMember(h);
    expect((await okValue(await m.get(PATHS.rainSession), RainStateSchema)).session?.id).toBe(id);
    expect(await failed(await grab(m, id, 1))).toMatchObject({ status: 409, code: RAIN_CODES.notStarted });
    h.advance(61_000);
    await okValue(await grab(m, id, 1), RainGrabbedSchema);
    h.advance(30_000);
    const before = await balance(m);
    expect(await failed(await grab(m, id, 2))).toMatchObject({ status: 409, code: RAIN_CODES.ended });
    expect(await balance(m)).toBe(before);
    // An ended session is no longer offered.
    expect((await okValue(await m.get(PATHS.rainSession), RainStateSchema)).session).toBeNull();
    expect(await failed(await grab(m, 999_999, 1))).toMatchObject({ status: 404, code: RAIN_CODES.unknown });
  });

  it('caps grabs per member: seq above the cap, and more grabs than the cap at once, are refused', async () => {
    const s = await schedule({ maxGrabsPerMember: 3 });
    const m = await newMember(h);
    expect(await failed(await grab(m, s.id, 4))).toMatchObject({ status: 409, code: RAIN_CODES.capReached });
    const results = await Promise.all([1, 2, 3].map((seq) => grab(m, s.id, seq)));
    const paid = await Promise.all(results.map((r) => okValue(r, RainGrabbedSchema)));
    const total = paid.reduce((sum, p) => sum + p.amountCents, 0);
    expect(await balance(m)).toBe(total);
    const state = await okValue(await m.get(PATHS.rainSession), RainStateSchema);
    expect(state).toMatchObject({ grabs: 3, totalCents: total });
  });

  it('trial members get free_reject; excluded members are refused with protection.excluded', async () => {
    const s = await schedule();
    const trial = await newMember(h, { type: 4 });
    expect(await failed(await grab(trial, s.id, 1))).toMatchObject({
      status: 403,
      code: AUTH_CODES.freeReject,
    });
    expect(await failed(await trial.get(PATHS.rainSession))).toMatchObject({
      status: 403,
      code: AUTH_CODES.freeReject,
    });

    const excluded = await newMember(h);
    const now = h.services.now();
    await h.database.db.insert(memberExclusions).values({
      memberId: excluded.id,
      merchantCode: 'SWERTE',
      kind: 'timeout',
      period: '24h',
      startsAt: new Date(now - 1000),
      endsAt: new Date(now + 86_400_000),
      createdAt: new Date(now - 1000),
    });
    expect(await failed(await grab(excluded, s.id, 1))).toMatchObject({
      status: 403,
      code: EXCLUSION_CODES.excluded,
      value: { kind: 'timeout' },
    });
    expect(await balance(trial)).toBe(0);
    expect(await balance(excluded)).toBe(0);
    expect(await spentOf(s.id)).toBe(0);
  });

  it('200 grabs at once by 50 members never pay past the budget, and the balances add up to it', async () => {
    const budget = 30_000;
    const s = await schedule({
      budgetCents: budget,
      minGrabCents: 100,
      maxGrabCents: 500,
      maxGrabsPerMember: 4,
    });
    const crowd = await Promise.all(Array.from({ length: 50 }, () => newMember(h, { recentAuth: false })));
    const results = await Promise.all(
      crowd.flatMap((m) => [1, 2, 3, 4].map(async (seq) => ({ m, res: await grab(m, s.id, seq) }))),
    );
    let paid = 0;
    let exhausted = 0;
    for (const { res } of results) {
      if (res.status === 200) paid += (await okValue(res, RainGrabbedSchema)).amountCents;
      else {
        expect(await failed(res)).toMatchObject({ status: 409, code: RAIN_CODES.exhausted });
        exhausted++;
      }
    }
    // 200 grabs of at least ₱1 each ask more than ₱300: the budget is paid out to the cent, no further.
    expect(paid).toBe(budget);
    expect(exhausted).toBeGreaterThan(0);
    expect(await spentOf(s.id)).toBe(budget);
    const balances = await Promise.all(crowd.map(balance));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(budget);
    const entries = await h.database.db
      .select()
      .from(walletLedger)
      .where(like(walletLedger.reference, `rain:${s.id}:%`));
    expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(budget);

    // The screen says the rain is all paid out; operators see spent = budget.
    const [someone] = crowd;
    if (!someone) throw new Error('no crowd');
    const state = await okValue(await someone.get(PATHS.rainSession), RainStateSchema);
    expect(state.session?.exhausted).toBe(true);
    const page = await okValue(await ops('GET', PATHS.opsRainSessions), RainOpsPageSchema);
    expect(page.list.find((x) => x.id === s.id)).toMatchObject({
      status: 'running',
      spentCents: budget,
      leftCents: 0,
      grabs: entries.length,
    });
  }, 120_000);

  it('operators: rules checked, overlaps refused, a future session cancelled (audited), a started one not', async () => {
    h.advance(2 * 3_600_000);
    const bad = await ops('POST', PATHS.opsRainSessions, rules({ minGrabCents: 600, maxGrabCents: 500 }));
    expect(await failed(bad)).toMatchObject({ status: 400, code: RAIN_CODES.rulesInvalid });
    const past = new Date(h.services.now() - 3_600_000).toISOString();
    expect(await failed(await ops('POST', PATHS.opsRainSessions, rules({ startsAt: past })))).toMatchObject({
      status: 400,
      code: RAIN_CODES.rulesInvalid,
    });
    const noToken = await h.app.request(PATHS.opsRainSessions, { method: 'GET' });
    expect(noToken.status).toBe(401);

    const later = new Date(h.services.now() + 600_000).toISOString();
    const future = await okValue(
      await ops('POST', PATHS.opsRainSessions, rules({ startsAt: later, durationSeconds: 120 })),
      RainOpsSessionSchema,
    );
    expect(future).toMatchObject({ status: 'scheduled', spentCents: 0, leftCents: 100_000 });
    const clash = new Date(h.services.now() + 660_000).toISOString();
    expect(await failed(await ops('POST', PATHS.opsRainSessions, rules({ startsAt: clash })))).toMatchObject({
      status: 409,
      code: RAIN_CODES.overlap,
    });

    const cancelled = await okValue(
      await ops('POST', `${PATHS.opsRainSessions}/${future.id}/cancel`),
      RainOpsSessionSchema,
    );
    expect(cancelled.status).toBe('cancelled');
    const m = await newMember(h);
    expect(await failed(await grab(m, future.id, 1))).toMatchObject({
      status: 404,
      code: RAIN_CODES.unknown,
    });
    const audits = await h.database.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `rain:${future.id}`));
    expect(audits.map((a) => a.action).sort()).toEqual(['rain.cancel', 'rain.create']);

    const running = await okValue(await ops('POST', PATHS.opsRainSessions, rules()), RainOpsSessionSchema);
    expect(running.status).toBe('running');
    expect(await failed(await ops('POST', `${PATHS.opsRainSessions}/${running.id}/cancel`))).toMatchObject({
      status: 409,
      code: RAIN_CODES.started,
    });
    const page = await okValue(await ops('GET', PATHS.opsRainSessions), RainOpsPageSchema);
    expect(page.list.slice(0, 2).map((x) => [x.id, x.status])).toEqual([
      [future.id, 'cancelled'],
      [running.id, 'running'],
    ]);
  });
});

describe('drawGrabCents', () => {
  it('draws within min and max, and never more than the budget left', () => {
    const s = { minGrabCents: 100, maxGrabCents: 500 };
    expect(drawGrabCents(s, 10_000, () => 0)).toBe(100);
    expect(drawGrabCents(s, 10_000, (n) => n - 1)).toBe(500);
    expect(drawGrabCents(s, 250, (n) => n - 1)).toBe(250);
    expect(drawGrabCents(s, 40, () => 0)).toBe(40);
  });
});
