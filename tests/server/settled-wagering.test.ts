// Wagering counts once it is settled (issue 31): a stake parked on an open lottery draw and taken back
// earns nothing from a mission, the VIP club or a friend's referral reward. Once its draw has settled it,
// the same stake counts, and nothing can take it back. Each case paid for the parked stake before.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralRewards, walletLedger } from '../../server/db/schema.ts';
import { linkReferrer, Referrals } from '../../server/referrals/referrals.ts';
import { balanceOf } from '../../server/wallet/ledger.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { type Order, OrderSchema } from '../../src/shared/schemas/lottery.ts';
import { MissionListSchema, MissionOpsSchema } from '../../src/shared/schemas/missions.ts';
import { ReferralSummarySchema } from '../../src/shared/schemas/referrals.ts';
import { VipStatusSchema } from '../../src/shared/schemas/vip.ts';
import { OPS_CARLA } from './campaign-helpers.ts';
import { type CashierMember, newMember } from './cashier-members.ts';
import { createHarness, databases, type Harness, okValue } from './harness.ts';
import { closeReconciled } from './ledger-assert.ts';

const HOUR = 3_600_000;
/** PK10 draws every 2 minutes; its open issue may be the slot after the current one. */
const PAST_THE_DRAW_MS = 120_000 + 11_000;

describe.each(databases)('settled wagering ($kind)', ({ kind }) => {
  let h: Harness;
  const db = () => h.database.db;
  const runDraws = () => h.services.lottery.runDue(h.services.now());
  const balance = async (m: CashierMember) => (await balanceOf(db(), m.id)) ?? -1;

  /** One PK10 order of ten champion bets of `eachCents`: ten times that is staked. */
  const order = async (m: CashierMember, eachCents: number) => {
    await runDraws();
    return okValue(
      await m.send('POST', PATHS.lotteryOrders, {
        lotteryCode: 'SWERTE-PK10',
        bets: Array.from({ length: 10 }, (_, i) => ({
          betType: 'champion',
          numbers: [i + 1],
          amountCents: eachCents,
        })),
      }),
      OrderSchema,
    );
  };
  /** Takes the whole order back while its draw is open: every cent is refunded. */
  const cancel = async (m: CashierMember, o: Order) => {
    for (const sub of o.subOrders) {
      const res = await m.send('POST', `${PATHS.lotteryOrders}/${o.id}/suborders/${sub.id}/cancel`, {});
      expect(res.status).toBe(200);
    }
  };
  /** The clock past the open draw, and the scheduler draws and settles it. */
  const settleDraws = async () => {
    h.advance(PAST_THE_DRAW_MS);
    await runDraws();
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
    const now = h.services.now();
    const mission = await okValue(
      await h.app.request(PATHS.opsMissions, {
        method: 'POST',
        headers: OPS_CARLA,
        body: JSON.stringify({
          title: 'Wager on the lottery',
          rule: { kind: 'wager', cents: 5_000, category: 'LOTTERY' },
          rewardCents: 500,
          budgetCents: 100_000,
          startsAt: new Date(now - HOUR).toISOString(),
          endsAt: new Date(now + 10 * HOUR).toISOString(),
        }),
      }),
      MissionOpsSchema,
    );
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
    await settleDraws();
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
    await settleDraws();
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
    await settleDraws();
    expect(await referrals.checkTurnover(referrer.id)).toBe(1);
    expect(await rewards()).toMatchObject([{ amountCents: 700, referrerId: referrer.id }]);
  });
});
