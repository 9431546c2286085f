// Player rebates pay on settled wagering (issue 31, case 4): a stake parked on an open draw earns nothing
// until its draw settles it, and taken back it never does; each settled stake is rebated by exactly one
// claim, also when its draw settles while claims run; the merchant's claim interval keeps the cap per claim
// from being multiplied; ledger:check finds a rebate paid on a stake that was taken back; the migration's
// backfill keeps stakes counted by a claim before it from being rebated again.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebateClaimLines, rebateClaims, walletLedger, wallets } from '../../../server/db/schema.ts';
import { balanceOf, credit } from '../../../server/wallet/ledger.ts';
import { checkLedger } from '../../../server/wallet/reconcile.ts';
import { ledgerRef } from '../../../server/wallet/references.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import type { Order } from '../../../src/shared/schemas/lottery.ts';
import {
  RebateAccrualSchema,
  RebateClaimPageSchema,
  RebateClaimResultSchema,
  RebateRatesSchema,
} from '../../../src/shared/schemas/rebates.ts';
import {
  OPS_CARLA,
  PAST_THE_DRAW_MS,
  pk10Order,
  playSlots,
  settleOpenDraws,
} from '../support/campaign-helpers.ts';
import { type CashierMember, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled, handMadeReference } from '../support/ledger-assert.ts';

const MINUTE = 60_000;

describe.each(databases)('rebates on settled wagering ($kind)', ({ kind }) => {
  let h: Harness;
  const db = () => h.database.db;

  const setRebates = (body: unknown) =>
    h.app.request(PATHS.opsRebateRates, { method: 'PUT', headers: OPS_CARLA, body: JSON.stringify(body) });
  const accrual = async (m: CashierMember) => okValue(await m.get(PATHS.rebateAccrual), RebateAccrualSchema);
  const claim = (m: CashierMember, requestId: string = randomUUID()) =>
    m.send('POST', PATHS.rebateClaims, { requestId });
  const lineOf = <L extends { category: string }>(a: { lines: L[] }, category: string) =>
    a.lines.find((l) => l.category === category);
  const balance = async (m: CashierMember) => (await balanceOf(db(), m.id)) ?? -1;
  const rebateCredits = async (m: CashierMember) =>
    (
      await db()
        .select({ cents: walletLedger.amountCents })
        .from(walletLedger)
        .where(and(eq(walletLedger.memberId, m.id), eq(walletLedger.reason, 'rebate.claim')))
    ).map((r) => r.cents);
  /** Takes the whole order back while its draw is open: every cent is refunded. */
  const cancel = async (m: CashierMember, o: Order) => {
    for (const sub of o.subOrders) {
      const res = await m.send('POST', `${PATHS.lotteryOrders}/${o.id}/suborders/${sub.id}/cancel`, {});
      expect(res.status).toBe(200);
    }
  };
  /** The turnover every claim of the member counted, per the report. */
  const claimedTurnover = async (m: CashierMember) => {
    const page = await okValue(await m.get(`${PATHS.rebateClaims}?pageSize=50`), RebateClaimPageSchema);
    return page.list.flatMap((c) => c.lines).reduce((sum, l) => sum + l.turnoverCents, 0);
  };

  beforeAll(async () => {
    h = await createHarness(kind);
    await h.services.lottery.runDue(h.services.now());
    const on = await h.app.request(PATHS.opsConfig, {
      method: 'PATCH',
      headers: OPS_CARLA,
      body: JSON.stringify({ switches: { MANPLAYREB3: true, PLYRBT: true } }),
    });
    expect(on.status).toBe(200);
    const set = await setRebates({
      rates: [
        { category: 'INHOUSE', rateBp: 100, capCents: null },
        { category: 'LOTTERY', rateBp: 50, capCents: null },
      ],
    });
    expect(set.status).toBe(200);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  it('a member may claim once a day unless the operator sets another interval', async () => {
    const rates = await okValue(
      await h.app.request(PATHS.opsRebateRates, { headers: OPS_CARLA }),
      RebateRatesSchema,
    );
    expect(rates.claimIntervalMinutes).toBe(1_440);
    for (const bad of [-1, 1.5, 10_081])
      expect((await failure(await setRebates({ claimIntervalMinutes: bad }))).code).toBe('request.invalid');
    const unknown = await h.app.request(PATHS.opsRebateRates, {
      method: 'PUT',
      headers: { ...OPS_CARLA, Merchant: 'NO-SUCH-MERCHANT' },
      body: JSON.stringify({ claimIntervalMinutes: 5 }),
    });
    expect([unknown.status, (await failure(unknown)).code]).toEqual([404, 'merchant.unknown']);
    // The other tests claim back to back.
    const set = await okValue(await setRebates({ claimIntervalMinutes: 0 }), RebateRatesSchema);
    expect(set.claimIntervalMinutes).toBe(0);
    expect(set.rates.find((r) => r.category === 'LOTTERY')).toMatchObject({ rateBp: 50 });
  });

  it('a stake parked on an open draw earns no rebate, and taken back it never does (case 4)', async () => {
    const m = await newMember(h, { balanceCents: 100_000 });
    const parked = await pk10Order(h, m, 5_000); // ₱500 on an open draw: ₱2.50 at 0.5 % once settled
    const now = await accrual(m);
    expect(lineOf(now, 'LOTTERY')).toMatchObject({ turnoverCents: 0, amountCents: 0 });
    expect(now.totalCents).toBe(0);
    const refused = await failure(await claim(m));
    expect([refused.status, refused.code]).toEqual([409, 'rebate.nothing']);
    await cancel(m, parked);
    // Every cent of the stake back, and no rebate kept.
    expect(await balance(m)).toBe(100_000);
    expect(await rebateCredits(m)).toEqual([]);
    expect((await accrual(m)).totalCents).toBe(0);
  });

  it('a stake settled after a claim is rebated by the next claim, once', async () => {
    const m = await newMember(h, { balanceCents: 100_000 });
    await pk10Order(h, m, 5_000); // ₱500 parked
    await playSlots(h, m, 2, 1_000, 'settled'); // ₱20 in the studio, settled at once: 20 cents
    const first = await okValue(await claim(m), RebateClaimResultSchema);
    expect(first.claim.amountCents).toBe(20);
    expect(first.claim.lines).toEqual([
      { category: 'INHOUSE', turnoverCents: 2_000, rateBp: 100, capCents: null, amountCents: 20 },
    ]);

    await settleOpenDraws(h);
    const settled = await accrual(m);
    expect(lineOf(settled, 'LOTTERY')).toMatchObject({ turnoverCents: 50_000, amountCents: 250 });
    expect(settled.totalCents).toBe(250);
    const second = await okValue(await claim(m), RebateClaimResultSchema);
    // The screen showed what the claim pays.
    expect(second.claim.amountCents).toBe(settled.totalCents);
    expect(second.claim.lines).toEqual([
      { category: 'LOTTERY', turnoverCents: 50_000, rateBp: 50, capCents: null, amountCents: 250 },
    ]);
    expect((await accrual(m)).totalCents).toBe(0);
    expect((await failure(await claim(m))).code).toBe('rebate.nothing');
    expect(await rebateCredits(m)).toEqual([20, 250]);
  });

  it('claims fired at once pay once', async () => {
    const m = await newMember(h, { balanceCents: 100_000 });
    await pk10Order(h, m, 2_000); // ₱200: ₱1.00
    await settleOpenDraws(h);
    await playSlots(h, m, 3, 1_000, 'at-once'); // ₱30: 30 cents
    const before = await balance(m);
    const presses = await Promise.all(Array.from({ length: 50 }, () => claim(m)));
    const codes = await Promise.all(
      presses.map(async (r) => (r.status === 200 ? 'ok' : (await failure(r)).code)),
    );
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'rebate.nothing')).toHaveLength(49);
    expect(await balance(m)).toBe(before + 130);
    expect(await rebateCredits(m)).toEqual([130]);
  });

  it('a draw settling while claims run: each of its stakes is rebated by exactly one claim', async () => {
    const m = await newMember(h, { balanceCents: 1_000_000 });
    for (let i = 0; i < 3; i++) await pk10Order(h, m, 1_000); // 30 sub-orders, ₱300 in all
    await playSlots(h, m, 1, 1_000, 'race'); // something to claim before the draw settles
    h.advance(PAST_THE_DRAW_MS);
    const [, presses] = await Promise.all([
      h.services.lottery.runDue(h.services.now()),
      Promise.all(Array.from({ length: 20 }, () => claim(m))),
    ]);
    expect(presses.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    // What the claims counted and what is left make every settled stake, once.
    const left = lineOf(await accrual(m), 'LOTTERY')?.turnoverCents ?? 0;
    expect((await claimedTurnover(m)) + left).toBe(30_000 + 1_000);
    if (left > 0) await okValue(await claim(m), RebateClaimResultSchema);
    expect(await claimedTurnover(m)).toBe(31_000);
    expect((await accrual(m)).totalCents).toBe(0);
    const page = await okValue(await m.get(`${PATHS.rebateClaims}?pageSize=50`), RebateClaimPageSchema);
    const paid = page.list.reduce((sum, c) => sum + c.amountCents, 0);
    expect((await rebateCredits(m)).reduce((a, b) => a + b, 0)).toBe(paid);
  });

  it('a claim within the interval is refused (rebate.too_soon); the screen says when the next one may be', async () => {
    await okValue(await setRebates({ claimIntervalMinutes: 60 }), RebateRatesSchema);
    try {
      const m = await newMember(h, { balanceCents: 100_000 });
      await playSlots(h, m, 2, 1_000, 'interval');
      const first = await okValue(await claim(m), RebateClaimResultSchema);
      expect(first.claim.amountCents).toBe(20);
      await playSlots(h, m, 3, 1_000, 'interval');
      const waiting = await accrual(m);
      expect(waiting.totalCents).toBe(30);
      expect(waiting.nextClaimAt).toBe(
        new Date(Date.parse(first.claim.createdAt) + 60 * MINUTE).toISOString(),
      );
      const before = await balance(m);
      const early = await failure(await claim(m));
      expect([early.status, early.code]).toEqual([409, 'rebate.too_soon']);
      expect(await balance(m)).toBe(before);

      h.advance(60 * MINUTE);
      expect((await accrual(m)).nextClaimAt).toBeNull();
      expect((await okValue(await claim(m), RebateClaimResultSchema)).claim.amountCents).toBe(30);
      expect(await balance(m)).toBe(before + 30);
    } finally {
      await okValue(await setRebates({ claimIntervalMinutes: 0 }), RebateRatesSchema);
    }
  });

  it('ledger:check finds a rebate paid on a stake that was taken back, as the old claim paid it', async () => {
    const m = await newMember(h, { balanceCents: 100_000 });
    // The old claim paid on ₱500 parked on a draw, which was then cancelled. Cancelled first here so the
    // claim's credit is the member's last entry (taken back by hand below); the rule reads no order.
    await cancel(m, await pk10Order(h, m, 5_000));
    const [row] = await db()
      .insert(rebateClaims)
      .values({
        memberId: m.id,
        requestId: randomUUID(),
        amountCents: 250,
        reference: randomUUID(),
        createdAt: new Date(h.services.now()),
      })
      .returning({ id: rebateClaims.id });
    if (!row) throw new Error('claim');
    const claimId = row.id;
    const reference = ledgerRef.rebate(m.id, claimId);
    await db().update(rebateClaims).set({ reference }).where(eq(rebateClaims.id, claimId));
    await db().insert(rebateClaimLines).values({
      claimId,
      category: 'LOTTERY',
      turnoverCents: 50_000,
      rateBp: 50,
      capCents: null,
      amountCents: 250,
    });
    expect(
      (await credit(db(), { memberId: m.id, amountCents: 250, reason: 'rebate.claim', reference })).ok,
    ).toBe(true);

    const report = await checkLedger(db());
    expect(report.mismatches).toContainEqual(
      expect.objectContaining({
        kind: 'rebate.unearned',
        memberId: m.id,
        ref: reference,
        expected: 50_000,
        found: 0,
      }),
    );
    // Taken back by hand: clean again.
    await db().delete(walletLedger).where(eq(walletLedger.reference, reference));
    await db()
      .update(wallets)
      .set({ balanceCents: sql`${wallets.balanceCents} - 250` })
      .where(eq(wallets.memberId, m.id));
    await db().delete(rebateClaimLines).where(eq(rebateClaimLines.claimId, claimId));
    await db().delete(rebateClaims).where(eq(rebateClaims.id, claimId));
    expect((await checkLedger(db())).mismatches).toEqual([]);
  });

  it('after the migration, stakes a claim before it counted are not rebated again', async () => {
    const m = await newMember(h, { balanceCents: 100_000 });
    // Before the migration: a claim counted the member's ₱500 parked on a draw, at bet time.
    await pk10Order(h, m, 5_000);
    const [top] = await db()
      .select({ id: sql<number>`max(${walletLedger.id})` })
      .from(walletLedger)
      .where(eq(walletLedger.memberId, m.id));
    const watermark = Number(top?.id);
    const reference = handMadeReference(`rebate:${m.id}:${watermark}`);
    const [old] = await db()
      .insert(rebateClaims)
      .values({
        memberId: m.id,
        requestId: randomUUID(),
        watermark,
        amountCents: 250,
        reference,
        createdAt: new Date(h.services.now()),
      })
      .returning({ id: rebateClaims.id });
    if (!old) throw new Error('claim');
    await db().insert(rebateClaimLines).values({
      claimId: old.id,
      category: 'LOTTERY',
      turnoverCents: 50_000,
      rateBp: 50,
      capCents: null,
      amountCents: 250,
      carryCents: 0,
    });
    expect(
      (await credit(db(), { memberId: m.id, amountCents: 250, reason: 'rebate.claim', reference })).ok,
    ).toBe(true);
    await playSlots(h, m, 4, 1_000, 'backfill'); // after that claim: 40 cents to come

    // The migration's backfill, then the draw settles the parked stake.
    const dir = join(import.meta.dirname, '../../../server/db/migrations');
    const file = readdirSync(dir).find((f) => f.endsWith('_rebate_claim_marks.sql'));
    if (!file) throw new Error('no rebate_claim_marks migration');
    const text = readFileSync(join(dir, file), 'utf8');
    const backfill = text.slice(text.indexOf('-- Backfill:'));
    for (const statement of backfill.split('--> statement-breakpoint'))
      await db().execute(sql.raw(statement));
    await settleOpenDraws(h);

    const now = await accrual(m);
    expect(lineOf(now, 'LOTTERY')).toMatchObject({ turnoverCents: 0, amountCents: 0 });
    expect(lineOf(now, 'INHOUSE')).toMatchObject({ turnoverCents: 4_000, amountCents: 40 });
    expect((await okValue(await claim(m), RebateClaimResultSchema)).claim.amountCents).toBe(40);
    expect(await rebateCredits(m)).toEqual([250, 40]);
  });
});
