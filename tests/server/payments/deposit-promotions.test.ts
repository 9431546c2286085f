// Deposit promotions in the cashier: the member chooses one with a deposit, and its bonus
// (min(percent × deposit, cap, per-member cap), as the cashier previews it from the promotions list) is
// paid in the transaction that credits the order — once, however many callbacks arrive at once; never past the budget (then the deposit alone credits); never below the
// minimum deposit. The bonus's turnover (bonus × multiplier) shows on the withdraw overview. Ends with
// the ledger reconciliation (each bonus has exactly its credit and its budget spent).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SANDBOX_PAYMENT_SECRET } from '../../../server/config.ts';
import { depositOrders, promotions, rewards, walletLedger, wallets } from '../../../server/db/schema.ts';
import { SANDBOX_SIGNATURE_HEADER, SandboxProvider } from '../../../server/payments/sandbox.ts';
import { balanceOf, credit } from '../../../server/wallet/ledger.ts';
import { checkLedger } from '../../../server/wallet/reconcile.ts';
import { ledgerRef } from '../../../server/wallet/references.ts';
import { depositBonusCents, offerTerms } from '../../../src/shared/deposit-bonus.ts';
import { DEPOSIT_CODES } from '../../../src/shared/errors/cashier.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { type Channel, DepositCreatedSchema } from '../../../src/shared/schemas/deposits.ts';
import {
  OpsPromotionSchema,
  PromotionDetailSchema,
  type PromotionInput,
  PromotionListSchema,
} from '../../../src/shared/schemas/promotions.ts';
import { WithdrawOverviewSchema } from '../../../src/shared/schemas/withdrawals.ts';
import { failed } from '../support/auth-client.ts';
import { type CashierMember, depositChannels, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

const DAY = 86_400_000;

describe.each(databases)('deposit promotions ($kind)', ({ kind }) => {
  let h: Harness;
  let gateway: Channel;
  let bank: Channel;
  const sandbox = new SandboxProvider(DEV_SANDBOX_PAYMENT_SECRET, 'http://localhost');
  const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'X-Operator': 'maria' };
  const opsSend = (method: string, path: string, body?: unknown) =>
    h.app.request(path, {
      method,
      headers: { ...ops, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** A live deposit promotion: `percent`% of the deposit, at most `capCents`, bonus × `multiplier` turnover. */
  async function depositPromotion(
    rules: { percent: number; capCents: number; minDepositCents: number; turnoverMultiplier: number },
    budgetCents = 1_000_000,
    memberCapCents: number | null = null,
  ) {
    const input: PromotionInput = {
      category: 'deposit',
      texts: {
        TY: { title: 'Bonus sa deposito', summary: 'Dagdag sa deposito', termsHtml: '<p>Tuntunin</p>' },
        EN: { title: 'Deposit bonus', summary: 'Extra on your deposit', termsHtml: '<p>Terms</p>' },
      },
      startsAt: new Date(h.services.now() - 60_000).toISOString(),
      endsAt: new Date(h.services.now() + 30 * DAY).toISOString(),
      budgetCents,
      memberCapCents,
      rules: { kind: 'deposit', ...rules },
    };
    const p = await okValue(await opsSend('POST', PATHS.opsPromotions, input), OpsPromotionSchema);
    await okValue(await opsSend('POST', `${PATHS.opsPromotions}/${p.id}/schedule`), OpsPromotionSchema);
    return p.id;
  }

  const order = (m: CashierMember, amountCents: number, promotionId?: number) =>
    m.send('POST', PATHS.depositOrders, { channelId: gateway.id, amountCents, promotionId });
  const sessionOf = async (orderId: number) => {
    const [o] = await h.database.db.select().from(depositOrders).where(eq(depositOrders.id, orderId));
    if (!o?.gatewaySessionId) throw new Error(`order ${orderId} has no checkout session`);
    return o.gatewaySessionId;
  };
  /** The sandbox gateway's signed "paid" callback for an order. */
  const paid = async (orderId: number, amountCents: number) => {
    const { body, signature } = sandbox.sign({
      sessionId: await sessionOf(orderId),
      paymentId: `sbxpay_${orderId}`,
      amountCents,
      paid: true,
    });
    return h.app.request(`${PATHS.paymentWebhook}/sandbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
    });
  };
  const deposit = async (m: CashierMember, amountCents: number, promotionId?: number) => {
    const created = await okValue(await order(m, amountCents, promotionId), DepositCreatedSchema);
    expect((await paid(created.order.id, amountCents)).status).toBe(200);
    return created.order.id;
  };
  const balance = async (m: CashierMember) => (await balanceOf(h.database.db, m.id)) ?? -1;
  const bonusEntries = (orderId: number) =>
    h.database.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, `bonus:deposit:${orderId}`));
  const spent = async (id: number) =>
    (await h.database.db.select().from(promotions).where(eq(promotions.id, id)))[0]?.spentCents;
  const state = async (m: CashierMember, id: number) =>
    (await okValue(await m.get(`${PATHS.promotions}/${id}`), PromotionDetailSchema)).state;
  /** The promotion as the cashier receives it, from the member's promotions list (as its api.ts does). */
  const offerOf = async (m: CashierMember, id: number) => {
    const { list } = await okValue(await m.get(`${PATHS.promotions}?category=all`), PromotionListSchema);
    const offer = list.find((p) => p.id === id);
    if (offer?.kind !== 'deposit' || offer.percent === null || offer.minDepositCents === null)
      throw new Error(`promotion ${id} is not offered with a deposit`);
    return { ...offer, percent: offer.percent, minDepositCents: offer.minDepositCents };
  };
  /** The cashier's bonus preview for this deposit. */
  const preview = async (m: CashierMember, id: number, amountCents: number) =>
    depositBonusCents(offerTerms(await offerOf(m, id)), amountCents);
  const overview = async (m: CashierMember) =>
    okValue(await m.get(PATHS.withdrawOverview), WithdrawOverviewSchema);

  beforeAll(async () => {
    h = await createHarness(kind);
    const m = await newMember(h);
    const channel = await depositChannels(m);
    gateway = channel('gateway');
    bank = channel('manual_bank');
  }, 60_000);
  afterAll(() => closeReconciled(h));

  it('an enrolled member: the bonus is paid once with the order, though the callback arrives 200 times at once', async () => {
    const id = await depositPromotion({
      percent: 50,
      capCents: 30_000,
      minDepositCents: 20_000,
      turnoverMultiplier: 5,
    });
    const m = await newMember(h);
    expect((await m.send('POST', `${PATHS.promotions}/${id}/join`)).status).toBe(200);
    expect(await state(m, id)).toBe('joined');
    const before = await overview(m);
    const created = await okValue(await order(m, 40_000, id), DepositCreatedSchema);
    const answers = await Promise.all(Array.from({ length: 200 }, () => paid(created.order.id, 40_000)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    // 40 000 deposited + 50% = 20 000 bonus (under the 30 000 cap), paid once.
    expect(await balance(m)).toBe(60_000);
    const entries = await bonusEntries(created.order.id);
    expect(entries.map((e) => [e.reason, e.amountCents])).toEqual([['bonus.deposit', 20_000]]);
    expect(await spent(id)).toBe(20_000);
    expect(await state(m, id)).toBe('issued');
    const [reward] = await h.database.db
      .select()
      .from(rewards)
      .where(eq(rewards.idempotencyKey, `bonus:deposit:${created.order.id}`));
    expect(reward).toMatchObject({ status: 'claimed', amountCents: 20_000, turnoverCents: 100_000 });
    // The withdraw screen's requirement: the deposit's own plus the bonus × 5.
    const after = await overview(m);
    const fromDeposit = Math.ceil((40_000 * after.turnover.multiplierPercent) / 100);
    expect(after.turnover.requiredCents - before.turnover.requiredCents).toBe(fromDeposit + 100_000);
    expect(after.withdrawableCents).toBe(0);
    // The bonus is once per member: the promotion is no longer offered with a deposit.
    const again = await order(m, 40_000, id);
    expect(await failed(again)).toMatchObject({ status: 409, code: DEPOSIT_CODES.promotionUnavailable });
  });

  it('a member who chose without enrolling: enrolled by the choice, the bonus capped', async () => {
    const id = await depositPromotion({
      percent: 50,
      capCents: 30_000,
      minDepositCents: 20_000,
      turnoverMultiplier: 2,
    });
    const m = await newMember(h);
    expect(await state(m, id)).toBe('open');
    await deposit(m, 100_000, id);
    // 50% of 100 000 is 50 000: the cap pays 30 000.
    expect(await balance(m)).toBe(130_000);
    expect(await spent(id)).toBe(30_000);
    expect(await state(m, id)).toBe('issued');
  });

  it("the cashier's preview is the bonus the credit pays: at the member's cap, above it, below the minimum", async () => {
    // 50% up to 30 000 a deposit, but at most 12 000 to one member from this promotion.
    const rules = { percent: 50, capCents: 30_000, minDepositCents: 20_000, turnoverMultiplier: 1 };
    const id = await depositPromotion(rules, 1_000_000, 12_000);
    for (const [amount, bonus] of [
      [22_000, 11_000],
      [24_000, 12_000],
      [40_000, 12_000],
      [100_000, 12_000],
    ] as const) {
      const m = await newMember(h);
      const shown = await preview(m, id, amount);
      const orderId = await deposit(m, amount, id);
      const paidBonus = (await bonusEntries(orderId)).map((e) => [e.reason, e.amountCents]);
      expect({ amount, shown, paid: paidBonus }).toEqual({
        amount,
        shown: bonus,
        paid: [['bonus.deposit', bonus]],
      });
    }
    // Below the minimum the preview promises nothing, and the choice is refused.
    const m = await newMember(h);
    expect(await preview(m, id, 19_999)).toBe(0);
    expect(await failed(await order(m, 19_999, id))).toMatchObject({
      status: 409,
      code: DEPOSIT_CODES.promotionUnavailable,
    });
  });

  it('below the minimum deposit the choice is refused and nothing is created; without a choice, no bonus', async () => {
    const id = await depositPromotion({
      percent: 100,
      capCents: 50_000,
      minDepositCents: 30_000,
      turnoverMultiplier: 1,
    });
    const m = await newMember(h);
    const refused = await order(m, 20_000, id);
    expect(await failed(refused)).toMatchObject({ status: 409, code: DEPOSIT_CODES.promotionUnavailable });
    expect(await h.database.db.select().from(depositOrders).where(eq(depositOrders.memberId, m.id))).toEqual(
      [],
    );
    const orderId = await deposit(m, 40_000);
    expect(await balance(m)).toBe(40_000);
    expect(await bonusEntries(orderId)).toEqual([]);
    expect(await spent(id)).toBe(0);
    // An unknown promotion is refused the same way.
    expect(await failed(await order(m, 40_000, 2_000_000_000))).toMatchObject({
      status: 409,
      code: DEPOSIT_CODES.promotionUnavailable,
    });
  });

  it('the budget cannot cover the bonus: the deposit is credited without it, the budget untouched', async () => {
    const id = await depositPromotion(
      { percent: 100, capCents: 10_000, minDepositCents: 10_000, turnoverMultiplier: 3 },
      5_000,
    );
    const m = await newMember(h);
    const orderId = await deposit(m, 10_000, id);
    expect(await balance(m)).toBe(10_000);
    expect(await bonusEntries(orderId)).toEqual([]);
    expect(await spent(id)).toBe(0);
    // The member stays enrolled (the choice enrolled them), nothing issued.
    expect(await state(m, id)).toBe('joined');
  });

  it('many members at once on a small budget: paid while it lasts, never past it, every deposit credited', async () => {
    // 20 bonuses of 1 000 on a budget of 7 500: exactly 7 are paid.
    const id = await depositPromotion(
      { percent: 10, capCents: 1_000, minDepositCents: 10_000, turnoverMultiplier: 1 },
      7_500,
    );
    const crowd = await Promise.all(Array.from({ length: 20 }, () => newMember(h)));
    const orders = await Promise.all(
      crowd.map(async (m) => okValue(await order(m, 10_000, id), DepositCreatedSchema)),
    );
    const answers = await Promise.all(orders.map((o) => paid(o.order.id, 10_000)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const balances = await Promise.all(crowd.map(balance));
    expect(balances.every((b) => b === 10_000 || b === 11_000)).toBe(true);
    expect(balances.filter((b) => b === 11_000)).toHaveLength(7);
    expect(await spent(id)).toBe(7_000);
  });

  it('a manual transfer the operator approves pays its bonus with it', async () => {
    const id = await depositPromotion({
      percent: 25,
      capCents: 10_000,
      minDepositCents: 10_000,
      turnoverMultiplier: 4,
    });
    const m = await newMember(h);
    const created = await okValue(
      await m.send('POST', PATHS.depositOrders, { channelId: bank.id, amountCents: 20_000, promotionId: id }),
      DepositCreatedSchema,
    );
    expect(await balance(m)).toBe(0);
    expect((await opsSend('POST', `${PATHS.opsDeposits}/${created.order.id}/approve`)).status).toBe(200);
    expect(await balance(m)).toBe(25_000);
    expect((await bonusEntries(created.order.id)).map((e) => e.amountCents)).toEqual([5_000]);
    expect(await spent(id)).toBe(5_000);
  });

  it('two orders of one member credited at once: one bonus', async () => {
    const id = await depositPromotion({
      percent: 20,
      capCents: 5_000,
      minDepositCents: 10_000,
      turnoverMultiplier: 1,
    });
    const m = await newMember(h);
    const a = await okValue(await order(m, 10_000, id), DepositCreatedSchema);
    const b = await okValue(await order(m, 10_000, id), DepositCreatedSchema);
    await Promise.all([paid(a.order.id, 10_000), paid(b.order.id, 10_000)]);
    expect(await balance(m)).toBe(22_000);
    expect(await spent(id)).toBe(2_000);
  });

  it('the reconciliation finds a bonus credit without its bonus, and a bonus paid other than recorded', async () => {
    const db = h.database.db;
    const id = await depositPromotion({
      percent: 10,
      capCents: 5_000,
      minDepositCents: 10_000,
      turnoverMultiplier: 1,
    });
    const m = await newMember(h);
    const withBonus = await deposit(m, 20_000, id);
    const without = await deposit(m, 20_000);
    const before = await balance(m);
    const forged = ledgerRef.depositBonus(without);
    const moved = await credit(db, {
      memberId: m.id,
      amountCents: 700,
      reason: 'bonus.deposit',
      reference: forged,
    });
    expect(moved.ok).toBe(true);
    const key = `bonus:deposit:${withBonus}`;
    await db.update(rewards).set({ amountCents: 2_500 }).where(eq(rewards.idempotencyKey, key));
    const report = await checkLedger(db);
    expect(report.mismatches.map((f) => [f.kind, f.ref])).toEqual(
      expect.arrayContaining([
        ['bonus.deposit.untracked', forged],
        ['bonus.deposit.amount', key],
        ['promotion.spent', `promotion:${id}`],
      ]),
    );
    // Put back: the table as it was, so the suite ends reconciled.
    await db.update(rewards).set({ amountCents: 2_000 }).where(eq(rewards.idempotencyKey, key));
    await db.delete(walletLedger).where(eq(walletLedger.reference, forged));
    await db.update(wallets).set({ balanceCents: before }).where(eq(wallets.memberId, m.id));
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
