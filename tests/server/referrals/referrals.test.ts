import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  members,
  opsAudit,
  referralProgrammes,
  referralRewards,
  referrals,
  walletLedger,
} from '../../../server/db/schema.ts';
import { referralPass } from '../../../server/referrals/job.ts';
import { Referrals, referralDepositCredited } from '../../../server/referrals/referrals.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { checkLedger } from '../../../server/wallet/reconcile.ts';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '../../../src/shared/constants/referrals.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { REFERRAL_CODES } from '../../../src/shared/errors/referral.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { LoginResultSchema } from '../../../src/shared/schemas/auth.ts';
import { DepositOrderSchema } from '../../../src/shared/schemas/deposits.ts';
import {
  ReferralFriendsPageSchema,
  type ReferralProgrammeInput,
  ReferralProgrammeSchema,
  ReferralSummarySchema,
} from '../../../src/shared/schemas/referrals.ts';
import { authClient, failed } from '../support/auth-client.ts';
import {
  bankChannelOf,
  OPS_CARLA,
  pendingManualDeposit,
  settledPk10Order,
  timeOut,
} from '../support/campaign-helpers.ts';
import { type CashierMember, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';
import { adjustBalance, closeReconciled } from '../support/ledger-assert.ts';

// Invite friends: codes, the referrer stored at registration, rewards paid once from a budget that is never
// exceeded. The races run on both databases but mean something only on PostgreSQL.
describe.each(databases)('referrals ($kind)', ({ kind }) => {
  let h: Harness;
  let service: Referrals;
  let bankChannelId: number;
  const ops = OPS_CARLA;

  beforeAll(async () => {
    h = await createHarness(kind);
    service = new Referrals(h.database.db, h.services.now);
    bankChannelId = await bankChannelOf(h);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const setProgramme = (p: Partial<ReferralProgrammeInput>) =>
    h.app.request(PATHS.opsReferralProgramme, {
      method: 'PUT',
      headers: ops,
      body: JSON.stringify({
        depositRewardCents: 0,
        depositMinCents: 0,
        turnoverRewardCents: 0,
        turnoverMinCents: 0,
        budgetCents: 0,
        ...p,
      }),
    });
  const promotion = (on: boolean) =>
    h.app.request(PATHS.opsConfig, {
      method: 'PATCH',
      headers: ops,
      body: JSON.stringify({ promotions: { REFERRAL: on } }),
    });
  const summaryOf = async (m: CashierMember) => okValue(await m.get(PATHS.referral), ReferralSummarySchema);
  const balance = async (id: number) => (await balanceOf(h.database.db, id)) ?? -1;
  /** A friend registered through the API with `code` as recommenderId; answers the new member's id and token. */
  const register = async (code: string | undefined) => {
    const c = authClient(h);
    const username = `fr${randomBytes(4).toString('hex')}`;
    const res = await c.register({
      username,
      password: 'Swerte2025x',
      confirmPassword: 'Swerte2025x',
      ...(code === undefined ? {} : { recommenderId: code }),
      ...(await c.solvedCaptcha()),
    });
    const { token } = await okValue(res, LoginResultSchema);
    const [row] = await h.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.account, username));
    if (!row) throw new Error('registered member not found');
    return { id: row.id, token, username };
  };
  const referrerOf = async (friendId: number) => {
    const [row] = await h.database.db.select().from(referrals).where(eq(referrals.friendId, friendId));
    return row?.referrerId;
  };
  /** A pending manual deposit of the member's (as the cashier leaves it), for an operator to approve. */
  const pendingDeposit = (memberId: number, amountCents: number) =>
    pendingManualDeposit(h, bankChannelId, memberId, amountCents);
  const approve = (id: number) =>
    h.app.request(`${PATHS.opsDeposits}/${id}/approve`, { method: 'POST', headers: ops });

  it('is refused while the REFERRAL promotion is off, and to trial accounts', async () => {
    const m = await newMember(h);
    await promotion(false);
    expect(await failed(await m.get(PATHS.referral))).toMatchObject({
      status: 403,
      code: REFERRAL_CODES.disabled,
    });
    await promotion(true);
    const trial = await newMember(h, { type: 4 });
    expect(await failed(await trial.get(PATHS.referral))).toMatchObject({ code: AUTH_CODES.freeReject });
    expect((await h.app.request(PATHS.referral)).status).toBe(401);
  });

  it('gives each member one stable code, unique even when 200 first visits race', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => newMember(h)));
    const first = await Promise.all(
      members.flatMap((m) =>
        Array.from({ length: 10 }, () => service.codeOf({ memberId: m.id, merchantCode: 'SWERTE' })),
      ),
    );
    const byMember = members.map((_, i) => new Set(first.slice(i * 10, i * 10 + 10)));
    for (const codes of byMember) expect(codes.size).toBe(1);
    const all = byMember.map((s) => [...s][0] as string);
    expect(new Set(all).size).toBe(members.length);
    for (const code of all) {
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      for (const ch of code) expect(REFERRAL_CODE_ALPHABET).toContain(ch);
    }
    // The screen shows the same code as before.
    const [m0] = members;
    if (!m0) throw new Error('no member');
    expect((await summaryOf(m0)).code).toBe(all[0]);
  });

  it('registration with a code stores the referrer; an unknown code, a trial or the promotion off do not', async () => {
    const a = await newMember(h);
    const code = (await summaryOf(a)).code;
    const friend = await register(code.toLowerCase());
    expect(await referrerOf(friend.id)).toBe(a.id);
    const stranger = await register('ZZZZZZZZ');
    expect(await referrerOf(stranger.id)).toBeUndefined();
    // A trial never has a code a friend could use (its visit is refused), even planted by hand.
    const trial = await newMember(h, { type: 4 });
    const trialCode = await service.codeOf({ memberId: trial.id, merchantCode: 'SWERTE' });
    const viaTrial = await register(trialCode);
    expect(await referrerOf(viaTrial.id)).toBeUndefined();
    await promotion(false);
    const whileOff = await register(code);
    expect(await referrerOf(whileOff.id)).toBeUndefined();
    await promotion(true);
    // One's own code cannot make oneself a referrer (the database refuses it too).
    const { linkReferrer } = await import('../../../server/referrals/referrals.ts');
    expect(await linkReferrer(h.database.db, 'SWERTE', a.id, code, new Date())).toBe(false);
    await expect(
      h.database.db.insert(referrals).values({ friendId: a.id, referrerId: a.id, createdAt: new Date() }),
    ).rejects.toThrow();
    // The friend shows in A's list, masked, with nothing earned yet.
    const page = await okValue(await a.get(PATHS.referralFriends), ReferralFriendsPageSchema);
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ deposited: false, wagered: false, earnedCents: 0, pendingCents: 0 });
    expect(page.list[0]?.account).not.toBe(friend.username);
    expect(page.list[0]?.account.slice(0, 2)).toBe(friend.username.slice(0, 2));
  });

  it('operators set the programme (validated, audited); a budget below what was paid is refused', async () => {
    expect(await failed(await setProgramme({ depositRewardCents: 500 }))).toMatchObject({
      status: 400,
      code: REFERRAL_CODES.rulesInvalid,
    });
    expect((await setProgramme({ depositRewardCents: -1 })).status).toBe(400);
    expect((await h.app.request(PATHS.opsReferralProgramme)).status).toBe(401);
    const saved = await okValue(
      await setProgramme({ depositRewardCents: 500, depositMinCents: 10_000, budgetCents: 1_000_000 }),
      ReferralProgrammeSchema,
    );
    expect(saved).toMatchObject({ depositRewardCents: 500, depositMinCents: 10_000, spentCents: 0 });
    const audited = await h.database.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.action, 'referral.programme'));
    expect(audited.at(-1)).toMatchObject({ actor: 'ops:carla', target: 'referral:SWERTE' });
  });

  it('a qualifying deposit pays the referrer once, even with 200 concurrent approvals and trigger replays', async () => {
    await setProgramme({ depositRewardCents: 500, depositMinCents: 10_000, budgetCents: 1_000_000 });
    const a = await newMember(h);
    const friend = await register((await summaryOf(a)).code);
    // A deposit below the minimum earns nothing.
    const small = await pendingDeposit(friend.id, 9_999);
    await okValue(await approve(small), DepositOrderSchema);
    expect((await summaryOf(a)).pendingCents + (await summaryOf(a)).earnedCents).toBe(0);
    // 200 qualifying orders approved at once, each approval sent twice.
    const orders = await Promise.all(Array.from({ length: 100 }, () => pendingDeposit(friend.id, 10_000)));
    const before = await balance(a.id);
    const answers = await Promise.all([...orders, ...orders].map((id) => approve(id)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(100);
    // And the trigger itself replayed 200 times at once, each in its own transaction.
    await Promise.all(
      Array.from({ length: 200 }, () =>
        h.database.db.transaction((tx) => referralDepositCredited(tx, friend.id, 50_000, new Date())),
      ),
    );
    expect(await balance(friend.id)).toBe(9_999 + 100 * 10_000);
    // 200 visits of the referrer at once pay the pending reward once.
    const summaries = await Promise.all(Array.from({ length: 200 }, () => summaryOf(a)));
    expect(summaries.at(-1)).toMatchObject({ friends: 1, earnedCents: 500, pendingCents: 0 });
    expect(await balance(a.id)).toBe(before + 500);
    const credits = await h.database.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, `referral:deposit:${friend.id}`));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ memberId: a.id, amountCents: 500, reason: 'bonus.referral' });
    const page = await okValue(await a.get(PATHS.referralFriends), ReferralFriendsPageSchema);
    expect(page.list[0]).toMatchObject({ deposited: true, earnedCents: 500 });
  });

  it('the budget is never exceeded: 20 friends qualify, 200 concurrent payers, only what the budget covers is paid', async () => {
    // What is left of the budget covers exactly 7 more rewards of 300.
    const [p] = await h.database.db
      .select()
      .from(referralProgrammes)
      .where(eq(referralProgrammes.merchantCode, 'SWERTE'));
    const spent = p?.spentCents ?? 0;
    await okValue(
      await setProgramme({
        depositRewardCents: 300,
        depositMinCents: 5_000,
        budgetCents: spent + 7 * 300 + 299,
      }),
      ReferralProgrammeSchema,
    );
    const referrers = await Promise.all(Array.from({ length: 10 }, () => newMember(h)));
    const codes = await Promise.all(referrers.map(async (r) => (await summaryOf(r)).code));
    const friends: { id: number }[] = [];
    for (let i = 0; i < 20; i++) friends.push(await register(codes[i % codes.length]));
    const orders = await Promise.all(friends.map((f) => pendingDeposit(f.id, 5_000)));
    const balancesBefore = await Promise.all(referrers.map((r) => balance(r.id)));
    await Promise.all(orders.map((id) => approve(id)));
    // 200 payers at once: referrers' visits and the leader job's passes.
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 4 === 0 ? referralPass(service) : summaryOf(referrers[i % referrers.length] as CashierMember),
      ),
    );
    const [after] = await h.database.db
      .select()
      .from(referralProgrammes)
      .where(eq(referralProgrammes.merchantCode, 'SWERTE'));
    expect(after?.spentCents).toBe(spent + 7 * 300);
    const gained = (await Promise.all(referrers.map((r) => balance(r.id)))).reduce(
      (sum, b, i) => sum + b - (balancesBefore[i] ?? 0),
      0,
    );
    expect(gained).toBe(7 * 300);
    const programme = await okValue(
      await h.app.request(PATHS.opsReferralProgramme, { headers: ops }),
      ReferralProgrammeSchema,
    );
    expect(programme).toMatchObject({ pendingCount: 13, pendingCents: 13 * 300 });
    // Raising the budget pays the waiting rewards on the next pass, each once.
    await setProgramme({ depositRewardCents: 300, depositMinCents: 5_000, budgetCents: spent + 100_000 });
    await Promise.all([referralPass(service), referralPass(service)]);
    const [raised] = await h.database.db
      .select()
      .from(referralProgrammes)
      .where(eq(referralProgrammes.merchantCode, 'SWERTE'));
    expect(raised?.spentCents).toBe(spent + 20 * 300);
    expect(
      await h.database.db
        .select()
        .from(walletLedger)
        .where(like(walletLedger.reference, 'referral:deposit:%')),
    ).toHaveLength(21);
    // A budget below what was paid is refused and changes nothing.
    expect(
      await failed(await setProgramme({ depositRewardCents: 300, depositMinCents: 5_000, budgetCents: 1 })),
    ).toMatchObject({
      code: REFERRAL_CODES.rulesInvalid,
    });
  });

  it('turnover rewards: paid once when the friend has wagered enough; held while the referrer is excluded', async () => {
    await setProgramme({ turnoverRewardCents: 700, turnoverMinCents: 20_000, budgetCents: 10_000_000 });
    const a = await newMember(h);
    const friend = await register((await summaryOf(a)).code);
    const db = h.database.db;
    // Real stakes: lottery orders of the friend's (₱150, then ₱50 more: only then is the turnover reached),
    // each counted once its draw has settled it.
    await adjustBalance(db, friend.id, 30_000);
    const bet = (eachCents: number) => settledPk10Order(h, friend.token, eachCents);
    await bet(1_500);
    expect((await summaryOf(a)).pendingCents).toBe(0);
    // The referrer takes a time-out: the reward qualifies but waits.
    await timeOut(h, a.id, '24h', 3_600_000);
    await bet(500);
    const before = await balance(a.id);
    await Promise.all(Array.from({ length: 50 }, () => referralPass(service)));
    expect(await balance(a.id)).toBe(before);
    const [held] = await db
      .select()
      .from(referralRewards)
      .where(and(eq(referralRewards.friendId, friend.id), eq(referralRewards.kind, 'turnover')));
    expect(held).toMatchObject({ status: 'pending', amountCents: 700, referrerId: a.id });
    // Once the time-out is over, the next passes pay it, once.
    h.advance(2 * 3_600_000);
    await Promise.all(Array.from({ length: 50 }, () => referralPass(service)));
    expect(await balance(a.id)).toBe(before + 700);
    const page = await okValue(await a.get(PATHS.referralFriends), ReferralFriendsPageSchema);
    expect(page.list[0]).toMatchObject({ wagered: true, deposited: false, earnedCents: 700 });
  });

  it('the reconciliation finds a reward marked unpaid after its credit, and a programme whose spent drifted', async () => {
    const db = h.database.db;
    const [paid] = await db.select().from(referralRewards).where(eq(referralRewards.status, 'paid')).limit(1);
    if (!paid) throw new Error('no paid reward');
    await db.update(referralRewards).set({ status: 'pending' }).where(eq(referralRewards.id, paid.id));
    const [p] = await db
      .select()
      .from(referralProgrammes)
      .where(eq(referralProgrammes.merchantCode, 'SWERTE'));
    await db
      .update(referralProgrammes)
      .set({ spentCents: (p?.spentCents ?? 0) - 1 })
      .where(eq(referralProgrammes.merchantCode, 'SWERTE'));
    try {
      const report = await checkLedger(db);
      const kinds = report.mismatches.map((f) => f.kind);
      expect(kinds).toContain('referral.pending_paid');
      expect(kinds).toContain('referral.spent');
    } finally {
      await db.update(referralRewards).set({ status: 'paid' }).where(eq(referralRewards.id, paid.id));
      await db
        .update(referralProgrammes)
        .set({ spentCents: p?.spentCents ?? 0 })
        .where(eq(referralProgrammes.merchantCode, 'SWERTE'));
    }
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('answers the documented shapes', async () => {
    const m = await newMember(h);
    expect(
      v.is(ReferralSummarySchema, await okValue(await m.get(PATHS.referral), ReferralSummarySchema)),
    ).toBe(true);
    expect((await m.get(`${PATHS.referralFriends}?pageSize=999`)).status).toBe(400);
  });
});
