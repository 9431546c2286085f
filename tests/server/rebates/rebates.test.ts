// Player rebates: accrual from real settled rounds (studio, lottery, a third-party vendor's), rates per
// category, one credit per claim under 200 concurrent presses, refusals, and the ledger reconciled.
// Settled wagering, the claim interval and the marks: rebates-settled.test.ts.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, opsAudit, rebateClaims, walletLedger } from '../../../server/db/schema.ts';
import { STAKE_REASONS, STAKE_REFUND_REASONS } from '../../../server/payments/turnover.ts';
import { hmacHex } from '../../../server/vendors/signing.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { REBATE_CATEGORIES } from '../../../src/shared/constants/rebates.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { OrderSchema } from '../../../src/shared/schemas/lottery.ts';
import {
  RebateAccrualSchema,
  RebateClaimPageSchema,
  RebateClaimResultSchema,
  RebateRatesSchema,
} from '../../../src/shared/schemas/rebates.ts';
import { LaunchResultSchema, SEAMLESS_HEADERS } from '../../../src/shared/schemas/studio.ts';
import { playSlots as playSlotRounds, settleOpenDraws, timeOut } from '../support/campaign-helpers.ts';
import { type CashierMember, newMember } from '../support/cashier-members.ts';
import {
  createHarness,
  databases,
  failure,
  type Harness,
  okValue,
  TEST_OPS_TOKEN,
} from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'Content-Type': 'application/json' };
const PK10 = 'SWERTE-PK10';

describe.each(databases)('rebates on $kind', ({ kind }) => {
  let h: Harness;
  const db = () => h.database.db;

  const setRates = async (rates: unknown, headers: Record<string, string> = ops) =>
    h.app.request(PATHS.opsRebateRates, { method: 'PUT', headers, body: JSON.stringify({ rates }) });
  const setSwitches = (switches: Record<string, boolean>) =>
    h.app.request(PATHS.opsConfig, { method: 'PATCH', headers: ops, body: JSON.stringify({ switches }) });

  /** Plays `n` slot rounds of `betCents` in the studio (real rounds through the seamless wallet). */
  const playSlots = (m: CashierMember, n: number, betCents: number) =>
    playSlotRounds(h, m, n, betCents, 'rebate');
  const lotteryOrder = async (m: CashierMember, amountCents: number) =>
    okValue(
      await m.send('POST', PATHS.lotteryOrders, {
        lotteryCode: PK10,
        bets: [{ betType: 'champion', numbers: [1], amountCents }],
      }),
      OrderSchema,
    );
  const accrual = async (m: CashierMember) => okValue(await m.get(PATHS.rebateAccrual), RebateAccrualSchema);
  const claim = (m: CashierMember, requestId: string = randomUUID()) =>
    m.send('POST', PATHS.rebateClaims, { requestId });
  const lineOf = <L extends { category: string }>(a: { lines: L[] }, category: string) =>
    a.lines.find((l) => l.category === category);

  beforeAll(async () => {
    h = await createHarness(kind);
    await h.services.lottery.runDue(h.services.now());
    // The seed leaves MANPLAYREB3 off.
    expect((await setSwitches({ MANPLAYREB3: true, PLYRBT: true })).status).toBe(200);
    const set = await setRates([
      { category: 'INHOUSE', rateBp: 100, capCents: null },
      { category: 'LOTTERY', rateBp: 50, capCents: 1_000 },
      { category: 'FISH', rateBp: 200, capCents: null },
    ]);
    expect(set.status).toBe(200);
    // Claims back to back (the interval has its own test).
    const interval = await h.app.request(PATHS.opsRebateRates, {
      method: 'PUT',
      headers: ops,
      body: JSON.stringify({ claimIntervalMinutes: 0 }),
    });
    expect(interval.status).toBe(200);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  it('every stake and refund reason of the turnover rule has a category source', () => {
    for (const reason of [...STAKE_REASONS, ...STAKE_REFUND_REASONS])
      expect(reason.startsWith('lottery.') || reason.startsWith('seamless.'), reason).toBe(true);
  });

  it('operators read and set rates per category, validated and audited', async () => {
    const rates = await okValue(
      await h.app.request(PATHS.opsRebateRates, { headers: ops }),
      RebateRatesSchema,
    );
    expect(rates.rates.map((r) => r.category)).toEqual([...REBATE_CATEGORIES]);
    expect(rates.rates.find((r) => r.category === 'INHOUSE')).toMatchObject({ rateBp: 100, capCents: null });
    expect(rates.rates.find((r) => r.category === 'SPORTS')).toMatchObject({ rateBp: 0, updatedAt: null });
    // No token; a rate above 3 %; a category twice; an unknown category: refused, nothing changed.
    expect((await setRates([{ category: 'RNG', rateBp: 10, capCents: null }], {})).status).toBe(401);
    for (const bad of [
      [{ category: 'RNG', rateBp: 301, capCents: null }],
      [{ category: 'RNG', rateBp: 1.5, capCents: null }],
      [{ category: 'RNG', rateBp: 10, capCents: 0 }],
      [
        { category: 'RNG', rateBp: 10, capCents: null },
        { category: 'RNG', rateBp: 20, capCents: null },
      ],
      [{ category: 'ELOTT', rateBp: 10, capCents: null }],
    ])
      expect((await failure(await setRates(bad))).code).toBe('request.invalid');
    const audits = await db().select().from(opsAudit).where(eq(opsAudit.action, 'rebate.rates'));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.target).toBe('merchant:SWERTE');
  });

  it('accrues per category from real studio rounds and lottery orders, at each rate and cap', async () => {
    const m = await newMember(h, { balanceCents: 1_000_000 });
    expect((await accrual(m)).totalCents).toBe(0);
    await playSlots(m, 5, 1_000); // ₱50 of in-house turnover at 1 %: 50 cents
    await lotteryOrder(m, 300_000); // ₱3,000 of lottery at 0.5 % = ₱15, capped at ₱10, once settled
    await settleOpenDraws(h);
    const a = await accrual(m);
    expect(lineOf(a, 'INHOUSE')).toMatchObject({ turnoverCents: 5_000, rateBp: 100, amountCents: 50 });
    expect(lineOf(a, 'LOTTERY')).toMatchObject({ turnoverCents: 300_000, rateBp: 50, amountCents: 1_000 });
    expect(lineOf(a, 'SPORTS')).toMatchObject({ turnoverCents: 0, amountCents: 0 });
    expect(a.totalCents).toBe(1_050);
    expect(a.since).toBeNull();
    expect(a.nextClaimAt).toBeNull();
  });

  it('a third-party round counts in the lobby category of the game it was launched in', async () => {
    const m = await newMember(h, { balanceCents: 100_000 });
    const [fish] = await db()
      .select()
      .from(games)
      .where(and(eq(games.gameType, 'FISH'), eq(games.merchantCode, 'SWERTE')))
      .limit(1);
    if (!fish) throw new Error('no fishing game');
    const vendor = {
      code: fish.vassalage,
      launchUrl: 'https://vendor.invalid/launch',
      secret: 'vendor-secret-0123456789',
    };
    const app = h.appWith({ vendors: [vendor] });
    const session = await h.services.sessions.find(m.token);
    const playerToken = h.services.vendors.tokens.issue({
      m: m.id,
      c: 'SWERTE',
      v: vendor.code,
      g: fish.gameId,
      n: fish.nodeId,
      e: h.services.now() + 60_000,
      s: session?.id,
    });
    const call = (kind: 'bet' | 'win', body: Record<string, unknown>) => {
      const raw = JSON.stringify({ playerToken, ...body });
      return app.request(`/wps/seamless/${kind}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Merchant: 'SWERTE',
          [SEAMLESS_HEADERS.vendor]: vendor.code,
          [SEAMLESS_HEADERS.signature]: hmacHex(vendor.secret, raw),
        },
        body: raw,
      });
    };
    expect(
      (await call('bet', { transactionId: `f-${m.id}`, roundId: `fr-${m.id}`, amountCents: 10_000 })).status,
    ).toBe(200);
    expect(
      (await call('win', { transactionId: `fw-${m.id}`, roundId: `fr-${m.id}`, amountCents: 0 })).status,
    ).toBe(200);
    const a = await accrual(m);
    expect(lineOf(a, 'FISH')).toMatchObject({ turnoverCents: 10_000, rateBp: 200, amountCents: 200 });
    expect(a.totalCents).toBe(200);
  });

  it('200 concurrent claims credit exactly once; the next accrual counts only later rounds', async () => {
    const m = await newMember(h, { balanceCents: 100_000 });
    await playSlots(m, 10, 1_000); // ₱100 at 1 %: ₱1.00
    const before = (await balanceOf(db(), m.id)) ?? 0;
    const presses = await Promise.all(Array.from({ length: 200 }, () => claim(m)));
    const statuses = await Promise.all(
      presses.map(async (r) => (r.status === 200 ? 'ok' : (await failure(r)).code)),
    );
    expect(statuses.filter((s) => s === 'ok')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'rebate.nothing')).toHaveLength(199);
    expect(await balanceOf(db(), m.id)).toBe(before + 100);
    const credits = await db()
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.memberId, m.id), eq(walletLedger.reason, 'rebate.claim')));
    expect(credits.map((c) => c.amountCents)).toEqual([100]);
    expect(credits[0]?.reference).toMatch(new RegExp(`^rebate:${m.id}:c\\d+$`));

    // Nothing left; new rounds accrue.
    const after = await accrual(m);
    expect(after.totalCents).toBe(0);
    expect(after.since).not.toBeNull();
    await playSlots(m, 2, 1_000);
    expect(lineOf(await accrual(m), 'INHOUSE')).toMatchObject({ turnoverCents: 2_000, amountCents: 20 });
    const second = await okValue(await claim(m), RebateClaimResultSchema);
    expect(second.claim.amountCents).toBe(20);
    expect(second.claim.lines).toEqual([
      { category: 'INHOUSE', turnoverCents: 2_000, rateBp: 100, capCents: null, amountCents: 20 },
    ]);
  });

  it('claims racing with rounds count every stake exactly once across claims and what is left', async () => {
    const m = await newMember(h, { balanceCents: 1_000_000 });
    const [g] = await db().select().from(games).where(eq(games.gameId, 'swerte-slots'));
    if (!g) throw new Error('no slots');
    const launched = await okValue(
      await m.get(`${PATHS.launch}?nodeId=${g.nodeId}&gameId=${g.gameId}&vendor=${g.vassalage}`),
      LaunchResultSchema,
    );
    if (launched.kind !== 'inHouse') throw new Error('in house');
    const plays = Array.from({ length: 30 }, () =>
      m.send('POST', PATHS.studioPlay, { token: launched.token, betCents: 1_000, clientSeed: 'race' }),
    );
    const claims = Array.from({ length: 30 }, () => claim(m));
    const [played, claimed] = await Promise.all([Promise.all(plays), Promise.all(claims)]);
    const stakes = played.filter((r) => r.status === 200).length * 1_000;
    expect(stakes).toBeGreaterThan(0);
    const rows = await db().select().from(rebateClaims).where(eq(rebateClaims.memberId, m.id));
    const page = await okValue(await m.get(`${PATHS.rebateClaims}?pageSize=50`), RebateClaimPageSchema);
    expect(page.total).toBe(rows.length);
    expect(claimed.filter((r) => r.status === 200)).toHaveLength(rows.length);
    const counted = page.list.flatMap((c) => c.lines).reduce((sum, l) => sum + l.turnoverCents, 0);
    const left = lineOf(await accrual(m), 'INHOUSE')?.turnoverCents ?? 0;
    expect(counted + left).toBe(stakes);
    const paid = page.list.reduce((sum, c) => sum + c.amountCents, 0);
    const credited = await db()
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.memberId, m.id), eq(walletLedger.reason, 'rebate.claim')));
    expect(credited.reduce((sum, c) => sum + c.amountCents, 0)).toBe(paid);
  });

  it('the same requestId pressed 200 times at once pays once and answers the same claim', async () => {
    const m = await newMember(h, { balanceCents: 100_000 });
    await playSlots(m, 3, 1_000);
    const before = (await balanceOf(db(), m.id)) ?? 0;
    const requestId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 200 }, async () => okValue(await claim(m, requestId), RebateClaimResultSchema)),
    );
    expect(new Set(results.map((r) => r.claim.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(db(), m.id)).toBe(before + 30);
    expect(await db().select().from(rebateClaims).where(eq(rebateClaims.memberId, m.id))).toHaveLength(1);
  });

  it('refuses a claim of nothing, trial accounts and excluded members; the switches close the routes', async () => {
    const idle = await newMember(h);
    const nothing = await failure(await claim(idle));
    expect([nothing.status, nothing.code]).toEqual([409, 'rebate.nothing']);

    const trial = await newMember(h, { type: 4 });
    for (const res of [
      await claim(trial),
      await trial.get(PATHS.rebateAccrual),
      await trial.get(PATHS.rebateClaims),
    ])
      expect((await failure(res)).code).toBe('free_reject');

    const excluded = await newMember(h, { balanceCents: 100_000 });
    await playSlots(excluded, 2, 1_000);
    await timeOut(h, excluded.id, '1d', 86_400_000);
    const refusedExcluded = await claim(excluded);
    expect(refusedExcluded.status).toBe(403);
    expect(await refusedExcluded.json()).toMatchObject({
      code: 'protection.excluded',
      value: { kind: 'timeout' },
    });
    expect(await db().select().from(rebateClaims).where(eq(rebateClaims.memberId, excluded.id))).toHaveLength(
      0,
    );

    await setSwitches({ MANPLAYREB3: false, PLYRBT: false });
    try {
      for (const res of [
        await idle.get(PATHS.rebateAccrual),
        await claim(idle),
        await idle.get(PATHS.rebateClaims),
      ])
        expect((await failure(res)).code).toBe('feature.disabled');
    } finally {
      await setSwitches({ MANPLAYREB3: true, PLYRBT: true });
    }
  });

  it('the report lists past claims newest first with their lines, paged and by date range', async () => {
    const m = await newMember(h, { balanceCents: 1_000_000 });
    await playSlots(m, 1, 1_000);
    await okValue(await claim(m), RebateClaimResultSchema);
    await lotteryOrder(m, 10_000);
    await settleOpenDraws(h);
    await okValue(await claim(m), RebateClaimResultSchema);
    const page = await okValue(await m.get(`${PATHS.rebateClaims}?pageSize=1`), RebateClaimPageSchema);
    expect(page.total).toBe(2);
    expect(page.list).toHaveLength(1);
    expect(page.list[0]?.lines.map((l) => l.category)).toEqual(['LOTTERY']);
    const second = await okValue(
      await m.get(`${PATHS.rebateClaims}?pageSize=1&pageNo=2`),
      RebateClaimPageSchema,
    );
    expect(second.list[0]?.lines).toEqual([
      { category: 'INHOUSE', turnoverCents: 1_000, rateBp: 100, capCents: null, amountCents: 10 },
    ]);
    const past = new Date(h.services.now() - 10 * 86_400_000).toISOString();
    const older = new Date(h.services.now() - 20 * 86_400_000).toISOString();
    const none = await okValue(
      await m.get(`${PATHS.rebateClaims}?from=${older}&to=${past}`),
      RebateClaimPageSchema,
    );
    expect(none.total).toBe(0);
    const wide = await failure(
      await m.get(`${PATHS.rebateClaims}?from=${new Date(0).toISOString()}&to=${past}`),
    );
    expect(wide.code).toBe('request.invalid');
    const schema = v.object({ total: v.number() });
    expect((await okValue(await m.get(PATHS.rebateClaims), schema)).total).toBe(2);
  });
});
