import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotterySubOrders, opsAudit, vipMemberLevels, walletLedger } from '../../../server/db/schema.ts';
import { VipJob } from '../../../server/vip/job.ts';
import { Vip } from '../../../server/vip/vip.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { checkLedger } from '../../../server/wallet/reconcile.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { DepositOrderSchema } from '../../../src/shared/schemas/deposits.ts';
import {
  type VipProgrammeInput,
  VipProgrammeSchema,
  VipStatusSchema,
} from '../../../src/shared/schemas/vip.ts';
import { failed } from '../support/auth-client.ts';
import {
  bankChannelOf,
  lotteryWins,
  OPS_CARLA,
  pendingManualDeposit,
  pk10Order,
  settleOpenDraws,
  timeOut,
} from '../support/campaign-helpers.ts';
import { type CashierMember, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';
import { adjustBalance, closeReconciled } from '../support/ledger-assert.ts';

const level = (name: string, turnoverCents: number, depositCents: number, upgradeBonusCents: number) => ({
  name,
  turnoverCents,
  depositCents,
  upgradeBonusCents,
  monthlyBonusCents: 0,
  rebateNote: '',
  withdrawalNote: '',
});
const PROGRAMME: VipProgrammeInput = {
  periodDays: 30,
  levels: [
    level('Bronze', 0, 0, 0),
    level('Silver', 10_000, 10_000, 500),
    level('Gold', 30_000, 50_000, 2_000),
  ],
};

// The VIP club: levels from real stakes and credited deposits, level-up bonuses paid once per member and
// level whatever races, never twice after falling back, held while excluded, never to trials.
describe.each(databases)('vip club ($kind)', ({ kind }) => {
  let h: Harness;
  let vip: Vip;
  let bankChannelId: number;
  const ops = OPS_CARLA;

  beforeAll(async () => {
    h = await createHarness(kind);
    vip = new Vip(h.database.db, h.services.now);
    bankChannelId = await bankChannelOf(h);
    await h.services.lottery.runDue(h.services.now());
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const setProgramme = (body: unknown) =>
    h.app.request(PATHS.opsVipProgramme, { method: 'PUT', headers: ops, body: JSON.stringify(body) });
  const statusOf = async (m: CashierMember) => okValue(await m.get(PATHS.vip), VipStatusSchema);
  const balance = async (id: number) => (await balanceOf(h.database.db, id)) ?? -1;
  /** A manual deposit of the member's approved by an operator (credited through the ledger). */
  const deposit = async (memberId: number, amountCents: number) => {
    const orderId = await pendingManualDeposit(h, bankChannelId, memberId, amountCents);
    await okValue(
      await h.app.request(`${PATHS.opsDeposits}/${orderId}/approve`, { method: 'POST', headers: ops }),
      DepositOrderSchema,
    );
  };
  /** Real stakes: one lottery order of 10 bets of `eachCents`, its draw then settled (settled wagering). */
  const bet = async (m: CashierMember, eachCents: number) => {
    const order = await pk10Order(h, m, eachCents);
    await settleOpenDraws(h);
    return order;
  };
  const vipCredits = (memberId: number) =>
    h.database.db
      .select()
      .from(walletLedger)
      .where(like(walletLedger.reference, `vip:${memberId}:%`));

  it('operators set the levels (validated, audited); the seeded merchant starts with four', async () => {
    const seeded = await okValue(
      await h.app.request(PATHS.opsVipProgramme, { headers: ops }),
      VipProgrammeSchema,
    );
    expect(seeded.levels.map((l) => l.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    expect((await h.app.request(PATHS.opsVipProgramme)).status).toBe(401);
    // A level below the one before it, a negative bonus, an empty name: refused, nothing saved.
    const [bronze, silver, gold] = PROGRAMME.levels;
    expect((await setProgramme({ ...PROGRAMME, levels: [bronze, gold, silver] })).status).toBe(400);
    expect(
      (await setProgramme({ ...PROGRAMME, levels: [{ ...bronze, upgradeBonusCents: -1 }] })).status,
    ).toBe(400);
    expect((await setProgramme({ ...PROGRAMME, levels: [{ ...bronze, name: ' ' }] })).status).toBe(400);
    expect((await setProgramme({ ...PROGRAMME, periodDays: 0 })).status).toBe(400);
    const saved = await okValue(await setProgramme(PROGRAMME), VipProgrammeSchema);
    expect(saved).toMatchObject({ periodDays: 30, levels: PROGRAMME.levels });
    const audited = await h.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'vip.programme'));
    expect(audited.at(-1)).toMatchObject({ actor: 'ops:carla', target: 'vip:SWERTE' });
  });

  it('is refused to trial accounts, without a session and while VIPBENEFIT3 is off', async () => {
    const trial = await newMember(h, { type: 4 });
    expect(await failed(await trial.get(PATHS.vip))).toMatchObject({ code: AUTH_CODES.freeReject });
    expect((await h.app.request(PATHS.vip)).status).toBe(401);
    // VIPBENEFIT3 off: the screen's call is refused for real members too.
    const m = await newMember(h);
    const switchTo = (on: boolean) =>
      h.app.request(PATHS.opsConfig, {
        method: 'PATCH',
        headers: ops,
        body: JSON.stringify({ switches: { VIPBENEFIT3: on } }),
      });
    expect((await switchTo(false)).status).toBe(200);
    try {
      expect(await failed(await m.get(PATHS.vip))).toMatchObject({
        status: 403,
        code: CODES.featureDisabled,
      });
    } finally {
      expect((await switchTo(true)).status).toBe(200);
    }
    expect((await m.get(PATHS.vip)).status).toBe(200);
    // The job never gives a trial a level either.
    await adjustBalance(h.database.db, trial.id, 50_000);
    await vip.pass();
    expect(
      await h.database.db.select().from(vipMemberLevels).where(eq(vipMemberLevels.memberId, trial.id)),
    ).toEqual([]);
  });

  it('the level comes from real stakes and credited deposits over the period; the bonus is credited', async () => {
    await okValue(await setProgramme(PROGRAMME), VipProgrammeSchema);
    const m = await newMember(h);
    expect(await statusOf(m)).toMatchObject({
      rank: 1,
      turnoverCents: 0,
      depositCents: 0,
      paidBonusCents: 0,
    });
    await deposit(m.id, 10_000);
    // Deposits alone are not enough: Silver also needs ₱100 of stakes.
    expect(await statusOf(m)).toMatchObject({ rank: 1, depositCents: 10_000 });
    await bet(m, 900);
    expect(await statusOf(m)).toMatchObject({ rank: 1, turnoverCents: 9_000 });
    await bet(m, 100);
    const before = await balance(m.id);
    const status = await statusOf(m);
    expect(status).toMatchObject({
      rank: 2,
      turnoverCents: 10_000,
      depositCents: 10_000,
      paidBonusCents: 500,
    });
    expect(await balance(m.id)).toBe(before + 500);
    expect(await vipCredits(m.id)).toMatchObject([
      { amountCents: 500, reason: 'bonus.vip', reference: `vip:${m.id}:2` },
    ]);
  });

  it('a level-up bonus is paid once under 200 concurrent reads and job passes (skipped levels included)', async () => {
    const m = await newMember(h);
    await deposit(m.id, 50_000);
    await bet(m, 3_000);
    const before = await balance(m.id);
    // The leader job itself (one instance: its runs never overlap), job passes and member visits at once.
    const job = new VipJob({ db: h.database.db, now: h.services.now });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 8 === 0 ? job.run() : i % 4 === 0 ? vip.pass() : m.get(PATHS.vip).then((r) => r.status),
      ),
    );
    expect(answers.filter((a) => a === 200)).toHaveLength(150);
    await job.stop();
    // Straight to Gold: Silver's 500 and Gold's 2,000, each once.
    expect(await balance(m.id)).toBe(before + 2_500);
    const credits = await vipCredits(m.id);
    expect(credits.map((c) => c.reference).sort()).toEqual([`vip:${m.id}:2`, `vip:${m.id}:3`]);
    expect(await statusOf(m)).toMatchObject({ rank: 3, paidBonusCents: 2_500, heldBonusCents: 0 });
  });

  it('falling back a level and climbing again never pays twice', async () => {
    const m = await newMember(h);
    await deposit(m.id, 10_000);
    await bet(m, 1_000);
    expect(await statusOf(m)).toMatchObject({ rank: 2, paidBonusCents: 500 });
    const paid = await balance(m.id);
    const wonBefore = await lotteryWins(h, m.id);
    // 31 days later the period holds nothing: back to Bronze (the member's entries aged by 31 days).
    await h.database.db
      .update(walletLedger)
      .set({ createdAt: sql`${walletLedger.createdAt} - interval '31 days'` })
      .where(eq(walletLedger.memberId, m.id));
    await h.database.db
      .update(lotterySubOrders)
      .set({ settledAt: sql`${lotterySubOrders.settledAt} - interval '31 days'` })
      .where(eq(lotterySubOrders.memberId, m.id));
    expect(await statusOf(m)).toMatchObject({ rank: 1, turnoverCents: 0, depositCents: 0 });
    await deposit(m.id, 10_000);
    await bet(m, 1_000);
    await Promise.all(Array.from({ length: 20 }, () => vip.pass()));
    expect(await statusOf(m)).toMatchObject({ rank: 2, paidBonusCents: 500 });
    // The deposit, the stake and what the draw paid back moved the balance; no second bonus did.
    expect(await balance(m.id)).toBe(paid + 10_000 - 10_000 + (await lotteryWins(h, m.id)) - wonBefore);
    expect(await vipCredits(m.id)).toHaveLength(1);
  });

  it('a member on a time-out reaches the level but the bonus is held until it ends, then paid once', async () => {
    const m = await newMember(h);
    await deposit(m.id, 10_000);
    await bet(m, 1_000);
    await timeOut(h, m.id, '24h', 3_600_000);
    const before = await balance(m.id);
    await Promise.all(Array.from({ length: 50 }, () => vip.pass()));
    expect(await balance(m.id)).toBe(before);
    expect((await vip.status(m.id, 'SWERTE', 'EN')).heldBonusCents).toBe(500);
    const [held] = await h.database.db
      .select()
      .from(vipMemberLevels)
      .where(and(eq(vipMemberLevels.memberId, m.id), eq(vipMemberLevels.rank, 2)));
    expect(held).toMatchObject({ bonusStatus: 'pending', bonusCents: 500 });
    h.advance(2 * 3_600_000);
    await Promise.all(Array.from({ length: 50 }, () => vip.pass()));
    expect(await balance(m.id)).toBe(before + 500);
    expect(await vipCredits(m.id)).toHaveLength(1);
  });

  it('the reconciliation finds a level marked unpaid after its credit', async () => {
    const db = h.database.db;
    const [paid] = await db
      .select()
      .from(vipMemberLevels)
      .where(eq(vipMemberLevels.bonusStatus, 'paid'))
      .limit(1);
    if (!paid) throw new Error('no paid level');
    const where = and(eq(vipMemberLevels.memberId, paid.memberId), eq(vipMemberLevels.rank, paid.rank));
    await db.update(vipMemberLevels).set({ bonusStatus: 'pending' }).where(where);
    try {
      expect((await checkLedger(db)).mismatches.map((f) => f.kind)).toContain('vip.status');
    } finally {
      await db.update(vipMemberLevels).set({ bonusStatus: 'paid' }).where(where);
    }
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
