// The withdrawal requirement per deposit and bonus (issue 31, case 6): each one is paid only by settled
// play placed after it was credited, the oldest open one first. Wagering from before a deposit or a bonus
// never pre-pays it (the lifetime sum did: a regular player withdrew a new bonus at once), and a stake
// parked before a credit and settled after it pays only what was credited before it was placed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAW_CODES } from '../../../src/shared/errors/cashier.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { WithdrawOverviewSchema } from '../../../src/shared/schemas/withdrawals.ts';
import {
  approvedDeposit,
  claimedBonus,
  OPS_CARLA,
  pk10Order,
  settleOpenDraws,
} from '../support/campaign-helpers.ts';
import { type CashierMember, newMember, PAY_PASSWORD, readyToWithdraw } from '../support/cashier-members.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

describe.each(databases)('turnover per deposit and bonus ($kind)', ({ kind }) => {
  let h: Harness;
  const overview = async (m: CashierMember) =>
    okValue(await m.get(PATHS.withdrawOverview), WithdrawOverviewSchema);
  /** Ten ₱`each` champion bets on the open PK10 draw (one of them wins when it settles). */
  const bets = (m: CashierMember, eachCents: number) => pk10Order(h, m, eachCents);

  beforeAll(async () => {
    h = await createHarness(kind);
    await h.services.lottery.runDue(h.services.now());
    const res = await h.app.request(PATHS.opsCashierSettings, {
      method: 'PUT',
      headers: OPS_CARLA,
      body: JSON.stringify({ turnoverPercent: 100 }),
    });
    expect(res.status).toBe(200);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  it('old wagering pre-pays neither a new deposit nor a new bonus; play after them does', async () => {
    const m = await newMember(h, { recentAuth: true, balanceCents: 100_000 });
    const accountId = await readyToWithdraw(m);
    await approvedDeposit(h, m.id, 10_000);
    // ₱300 of settled play on a ₱100 deposit: met, with ₱200 to spare.
    await bets(m, 1_000);
    await bets(m, 2_000);
    await settleOpenDraws(h);
    const met = await overview(m);
    expect(met.turnover).toMatchObject({ met: true, open: [] });
    expect(met.withdrawableCents).toBe(met.balanceCents);

    await approvedDeposit(h, m.id, 5_000);
    const bonusId = await claimedBonus(h, m, 2_000, 6_000);
    const fresh = await overview(m);
    expect(fresh).toMatchObject({
      withdrawableCents: 0,
      turnover: { met: false, requiredCents: 11_000, wageredCents: 0, remainingCents: 11_000 },
    });
    expect(fresh.turnover.open).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        amountCents: 5_000,
        requiredCents: 5_000,
        remainingCents: 5_000,
      }),
      expect.objectContaining({ kind: 'bonus', id: bonusId, amountCents: 2_000, remainingCents: 6_000 }),
    ]);
    const refused = await m.send('POST', PATHS.withdrawOrders, {
      payoutAccountId: accountId,
      amountCents: 10_000,
      paymentPassword: PAY_PASSWORD,
    });
    expect((await failure(refused)).code).toBe(WITHDRAW_CODES.turnoverUnmet);

    // ₱80 after them: the deposit (older) first, then ₱30 of the bonus's ₱60.
    await bets(m, 800);
    await settleOpenDraws(h);
    expect((await overview(m)).turnover.open).toEqual([
      expect.objectContaining({ kind: 'bonus', wageredCents: 3_000, remainingCents: 3_000 }),
    ]);
    await bets(m, 300);
    await settleOpenDraws(h);
    const done = await overview(m);
    expect(done.turnover).toMatchObject({ met: true, open: [] });
    const asked = await m.send('POST', PATHS.withdrawOrders, {
      payoutAccountId: accountId,
      amountCents: done.withdrawableCents,
      paymentPassword: PAY_PASSWORD,
    });
    expect(asked.status).toBe(200);
  });

  it('a stake placed before a deposit and settled after it pays only what was credited before it', async () => {
    const m = await newMember(h, { recentAuth: true, balanceCents: 100_000 });
    await approvedDeposit(h, m.id, 5_000);
    await bets(m, 1_000); // ₱100 parked on the open draw
    await approvedDeposit(h, m.id, 20_000);
    await settleOpenDraws(h);
    const t = (await overview(m)).turnover;
    expect(t.open).toEqual([
      expect.objectContaining({ kind: 'deposit', amountCents: 20_000, remainingCents: 20_000 }),
    ]);
    expect(t).toMatchObject({ met: false, remainingCents: 20_000 });
  });
});
