// Wagering counts once it is settled (issue 31): a stake parked on an open lottery draw and taken back
// earns nothing from a mission, the VIP club or a friend's referral reward, and meets no withdrawal
// requirement. Once its draw has settled it, the same stake counts, and nothing can take it back. Each
// case paid for (or let out) the parked stake before.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  missionClaims,
  missions,
  referralRewards,
  walletLedger,
  wallets,
} from '../../../server/db/schema.ts';
import { linkReferrer, Referrals } from '../../../server/referrals/referrals.ts';
import { balanceOf, credit } from '../../../server/wallet/ledger.ts';
import { checkLedger } from '../../../server/wallet/reconcile.ts';
import { ledgerRef } from '../../../server/wallet/references.ts';
import { WITHDRAW_CODES } from '../../../src/shared/errors/cashier.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import type { Order } from '../../../src/shared/schemas/lottery.ts';
import { MissionListSchema, MissionOpsSchema } from '../../../src/shared/schemas/missions.ts';
import { ReferralSummarySchema } from '../../../src/shared/schemas/referrals.ts';
import { VipStatusSchema } from '../../../src/shared/schemas/vip.ts';
import { WithdrawOverviewSchema } from '../../../src/shared/schemas/withdrawals.ts';
import { approvedDeposit, OPS_CARLA, pk10Order, settleOpenDraws } from '../support/campaign-helpers.ts';
import { type CashierMember, newMember, PAY_PASSWORD, readyToWithdraw } from '../support/cashier-members.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

const HOUR = 3_600_000;

describe.each(databases)('settled wagering ($kind)', ({ kind }) => {
  let h: Harness;
  const db = () => h.database.db;
  const runDraws = () => h.services.lottery.runDue(h.services.now());
  const balance = async (m: CashierMember) => (await balanceOf(db(), m.id)) ?? -1;

  const order = (m: CashierMember, eachCents: number) => pk10Order(h, m, eachCents);
  /** Takes the whole order back while its draw is open: every cent is refunded. */
  const cancel = async (m: CashierMember, o: Order) => {
    for (const sub of o.subOrders) {
      const res = await m.send('POST', `${PATHS.lotteryOrders}/${o.id}/suborders/${sub.id}/cancel`, {});
      expect(res.status).toBe(200);
    }
  };
  /** An operator's mission open now: wager ₱50 on the lottery for `rewardCents`. */
  const lotteryMission = async (title: string, rewardCents: number) => {
    const now = h.services.now();
    return okValue(
      await h.app.request(PATHS.opsMissions, {
        method: 'POST',
        headers: OPS_CARLA,
        body: JSON.stringify({
          title,
          rule: { kind: 'wager', cents: 5_000, category: 'LOTTERY' },
          rewardCents,
          budgetCents: 100_000,
          startsAt: new Date(now - HOUR).toISOString(),
          endsAt: new Date(now + 10 * HOUR).toISOString(),
        }),
      }),
      MissionOpsSchema,
    );
  };
  const credits = (prefix: string) =>
    db()
      .select()
      .from(walletLedger)
      .where(like(walletLedger.reference, `${prefix}%`));

  beforeAll(async () => {
    h = await createHarness(kind);
    await runDraws();
  }, 60_000);
  afterAll(() => closeReconciled(h));

  it('a mission: a parked stake makes no progress and cannot be claimed; once settled it pays', async () => {
    const mission = await lotteryMission('Wager on the lottery', 500);
    const m = await newMember(h, { balanceCents: 10_000 });
    const progress = async () => {
      const list = await okValue(await m.get(PATHS.missions), MissionListSchema);
      return list.list.find((x) => x.id === mission.id);
    };
    const claim = () => m.send('POST', `${PATHS.missions}/${mission.id}/claim`);

    const parked = await order(m, 500);
    expect(await progress()).toMatchObject({ complete: false });
    expect((await claim()).status).toBe(409);
    await cancel(m, parked);
    expect(await balance(m)).toBe(10_000);
    expect(await credits(`mission:${mission.id}:`)).toHaveLength(0);

    await order(m, 500);
    await settleOpenDraws(h);
    expect(await progress()).toMatchObject({ complete: true });
    expect((await claim()).status).toBe(200);
    expect((await credits(`mission:${mission.id}:`)).map((c) => c.amountCents)).toEqual([500]);
  });

  it('the VIP club: a parked stake reaches no level and pays no bonus; a settled one does', async () => {
    const level = (name: string, turnoverCents: number, upgradeBonusCents: number) => ({
      name,
      turnoverCents,
      depositCents: 0,
      upgradeBonusCents,
      monthlyBonusCents: 0,
      rebateNote: '',
      withdrawalNote: '',
    });
    const set = await h.app.request(PATHS.opsVipProgramme, {
      method: 'PUT',
      headers: OPS_CARLA,
      body: JSON.stringify({ periodDays: 30, levels: [level('Bronze', 0, 0), level('Silver', 10_000, 700)] }),
    });
    expect(set.status).toBe(200);
    const m = await newMember(h, { balanceCents: 20_000 });
    const status = async () => okValue(await m.get(PATHS.vip), VipStatusSchema);

    const parked = await order(m, 1_000);
    expect(await status()).toMatchObject({ rank: 1, turnoverCents: 0, paidBonusCents: 0 });
    await cancel(m, parked);
    expect(await balance(m)).toBe(20_000);

    await order(m, 1_000);
    await settleOpenDraws(h);
    expect(await status()).toMatchObject({ rank: 2, turnoverCents: 10_000, paidBonusCents: 700 });
    expect(await credits(`vip:${m.id}:`)).toHaveLength(1);
  });

  it("a friend's turnover reward: a parked stake does not qualify it; a settled one does", async () => {
    const programme = await h.app.request(PATHS.opsReferralProgramme, {
      method: 'PUT',
      headers: OPS_CARLA,
      body: JSON.stringify({
        depositRewardCents: 0,
        depositMinCents: 0,
        turnoverRewardCents: 700,
        turnoverMinCents: 5_000,
        budgetCents: 1_000_000,
      }),
    });
    expect(programme.status).toBe(200);
    const referrer = await newMember(h);
    const { code } = await okValue(await referrer.get(PATHS.referral), ReferralSummarySchema);
    const friend = await newMember(h, { balanceCents: 10_000 });
    expect(await linkReferrer(db(), 'SWERTE', friend.id, code, new Date(h.services.now()))).toBe(true);
    const referrals = new Referrals(db(), h.services.now);
    const rewards = () =>
      db()
        .select()
        .from(referralRewards)
        .where(and(eq(referralRewards.friendId, friend.id), eq(referralRewards.kind, 'turnover')));

    const parked = await order(friend, 500);
    expect(await referrals.checkTurnover(referrer.id)).toBe(0);
    await cancel(friend, parked);
    expect(await rewards()).toHaveLength(0);

    await order(friend, 500);
    expect(await referrals.checkTurnover(referrer.id)).toBe(0);
    await settleOpenDraws(h);
    expect(await referrals.checkTurnover(referrer.id)).toBe(1);
    expect(await rewards()).toMatchObject([{ amountCents: 700, referrerId: referrer.id }]);
  });

  it('the withdrawal requirement: a parked stake does not meet it, so nothing is withdrawn around it', async () => {
    // ₱100 of the member's own plus a ₱100 deposit at 1×: ₱100 to wager before anything is withdrawable.
    const m = await newMember(h, { balanceCents: 10_000 });
    const accountId = await readyToWithdraw(m);
    await approvedDeposit(h, m.id, 10_000);
    const overview = async () => okValue(await m.get(PATHS.withdrawOverview), WithdrawOverviewSchema);
    const withdraw = (amountCents: number) =>
      m.send('POST', PATHS.withdrawOrders, {
        payoutAccountId: accountId,
        amountCents,
        paymentPassword: PAY_PASSWORD,
      });

    const parked = await order(m, 1_000);
    expect(await overview()).toMatchObject({
      balanceCents: 10_000,
      withdrawableCents: 0,
      turnover: { requiredCents: 10_000, wageredCents: 0, met: false },
    });
    expect((await failure(await withdraw(10_000))).code).toBe(WITHDRAW_CODES.turnoverUnmet);
    await cancel(m, parked);
    expect(await balance(m)).toBe(20_000);

    await order(m, 1_000);
    await settleOpenDraws(h);
    const settled = await overview();
    expect(settled.turnover).toMatchObject({ remainingCents: 0, met: true, open: [] });
    expect(settled.withdrawableCents).toBe(await balance(m));
  });

  it('the reconciliation finds a mission paid for a stake still open at the claim, as the old claim paid', async () => {
    const now = h.services.now();
    const mission = await lotteryMission('Wager on the lottery again', 300);
    const m = await newMember(h, { balanceCents: 10_000 });
    const parked = await order(m, 500);
    // What the old claim wrote for a parked stake: the claim, its credit and the mission's spent.
    const reference = ledgerRef.mission(mission.id, m.id);
    await db()
      .insert(missionClaims)
      .values({ missionId: mission.id, memberId: m.id, amountCents: 300, createdAt: new Date(now) });
    await db().update(missions).set({ spentCents: 300 }).where(eq(missions.id, mission.id));
    const paid = await credit(db(), { memberId: m.id, amountCents: 300, reason: 'bonus.mission', reference });
    expect(paid.ok).toBe(true);

    const report = await checkLedger(db());
    expect(report.mismatches).toContainEqual(
      expect.objectContaining({
        kind: 'mission.unearned',
        memberId: m.id,
        ref: reference,
        expected: 5_000,
        found: 0,
      }),
    );
    // Taken back by hand; the parked stake cancelled: clean again.
    await db().delete(walletLedger).where(eq(walletLedger.reference, reference));
    await db()
      .update(wallets)
      .set({ balanceCents: sql`${wallets.balanceCents} - 300` })
      .where(eq(wallets.memberId, m.id));
    await db().delete(missionClaims).where(eq(missionClaims.missionId, mission.id));
    await db().update(missions).set({ spentCents: 0 }).where(eq(missions.id, mission.id));
    await cancel(m, parked);
    expect((await checkLedger(db())).mismatches).toEqual([]);
  });
});
