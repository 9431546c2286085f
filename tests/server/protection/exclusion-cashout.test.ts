import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions, rewards, withdrawalOrders } from '../../../server/db/schema.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { WITHDRAW_CODES } from '../../../src/shared/errors/cashier.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { EXCLUSION_CODES } from '../../../src/shared/errors/protection.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { ExcludedValueSchema } from '../../../src/shared/schemas/protection.ts';
import { WithdrawOrderSchema, WithdrawOverviewSchema } from '../../../src/shared/schemas/withdrawals.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { approvedDeposit, claimedBonus, timeOut } from '../support/campaign-helpers.ts';
import {
  type CashierMember,
  LOGIN_PASSWORD,
  newMember,
  PAY_PASSWORD,
  readyToWithdraw,
} from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

// Issue 31: a self-excluded member can still get their money back. The right login password answers the
// exclusion refusal with a short cash-out-only session: it reads the withdraw overview and payout accounts,
// asks a withdrawal and reads it, and nothing else (play, deposits, promotions, new payout accounts).
// Their own deposits need no turnover any more; a bonus whose turnover is open stays.
describe.each(databases)('cash-out for self-excluded members ($kind)', ({ kind }) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const exclude = (m: CashierMember, kind = 'exclusion', period = 'permanent') =>
    m.send('POST', PATHS.exclusion, { kind, period, password: LOGIN_PASSWORD });
  const login = (account: string, password = LOGIN_PASSWORD) =>
    authClient(h).login({ type: 'username', username: account, password });
  /** Calls with a bare token (the cash-out session). */
  const as = (token: string) => ({
    get: (path: string) => Promise.resolve(h.app.request(path, { headers: { Token: token } })),
    send: (method: string, path: string, body?: unknown) =>
      Promise.resolve(
        h.app.request(path, {
          method,
          headers: { Token: token, 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      ),
  });
  const balance = async (m: CashierMember) => (await balanceOf(h.database.db, m.id)) ?? 0;
  /** A reward issued and not yet claimed (the claim is what a cash-out session must not do). */
  const unclaimedReward = async (m: CashierMember) => {
    const [promotion] = await h.database.db.select().from(promotions).orderBy(promotions.id).limit(1);
    if (!promotion) throw new Error('no promotion seeded');
    // Issuing spends the promotion's budget (the ledger check counts it).
    await h.database.db
      .update(promotions)
      .set({
        spentCents: sql`${promotions.spentCents} + 1000`,
        budgetCents: sql`greatest(${promotions.budgetCents}, ${promotions.spentCents} + 1000)`,
      })
      .where(eq(promotions.id, promotion.id));
    const [r] = await h.database.db
      .insert(rewards)
      .values({
        merchantCode: 'SWERTE',
        memberId: m.id,
        promotionId: promotion.id,
        amountCents: 1_000,
        turnoverCents: 0,
        idempotencyKey: `test:cashout:${randomBytes(6).toString('hex')}`,
        expiresAt: new Date(h.services.now() + 86_400_000),
      })
      .returning({ id: rewards.id });
    if (!r) throw new Error('no reward');
    return r.id;
  };
  /** Deposit ₱500 and a ₱100 bonus with its turnover open, payout ready: ₱600 of balance. */
  const funded = async () => {
    const m = await newMember(h);
    const accountId = await readyToWithdraw(m);
    await approvedDeposit(h, m.id, 50_000);
    await claimedBonus(h, m, 10_000, 50_000);
    return { m, accountId };
  };
  const cashoutToken = async (account: string) => {
    const refused = await failed(await login(account));
    expect([refused.status, refused.code]).toEqual([403, EXCLUSION_CODES.excluded]);
    return v.parse(ExcludedValueSchema, refused.value).cashout?.token;
  };

  it('a permanently self-excluded member withdraws their deposit; the open bonus stays; nothing else goes through', async () => {
    const { m, accountId } = await funded();
    const rewardId = await unclaimedReward(m);
    expect((await exclude(m)).status).toBe(200);
    expect(await balance(m)).toBe(60_000);

    const token = await cashoutToken(m.account);
    expect(token).toEqual(expect.any(String));
    const s = as(token ?? '');

    // The overview: the deposit is withdrawable, the bonus with open turnover is not.
    const overview = await okValue(await s.get(PATHS.withdrawOverview), WithdrawOverviewSchema);
    expect([overview.balanceCents, overview.withdrawableCents]).toEqual([60_000, 50_000]);
    expect((await s.get(PATHS.payoutAccounts)).status).toBe(200);

    // Asking for the bonus too is refused; the deposit money is held for payout.
    const tooMuch = await failed(
      await s.send('POST', PATHS.withdrawOrders, {
        payoutAccountId: accountId,
        amountCents: 60_000,
        paymentPassword: PAY_PASSWORD,
      }),
    );
    expect([tooMuch.status, tooMuch.code]).toEqual([400, WITHDRAW_CODES.turnoverUnmet]);
    const order = await okValue(
      await s.send('POST', PATHS.withdrawOrders, {
        payoutAccountId: accountId,
        amountCents: 50_000,
        paymentPassword: PAY_PASSWORD,
      }),
      WithdrawOrderSchema,
    );
    expect([order.amountCents, order.status]).toEqual([50_000, 'pending']);
    expect(await balance(m)).toBe(10_000);
    expect((await okValue(await s.get(`${PATHS.withdrawOrders}/${order.id}`), WithdrawOrderSchema)).id).toBe(
      order.id,
    );

    // Play, deposits, promotions, rewards, new payout accounts, the member centre, renewal: refused.
    const refusedCalls = [
      s.send('POST', PATHS.lotteryOrders, {
        lotteryCode: 'SWERTE-PK10',
        bets: [{ betType: 'champion', numbers: [1], amountCents: 1_000 }],
      }),
      s.send('POST', PATHS.launch, { gameId: 1 }),
      s.send('POST', PATHS.depositOrders, { channelId: 1, amountCents: 10_000 }),
      s.send('POST', `${PATHS.rewards}/${rewardId}/claim`),
      s.send('POST', PATHS.payoutAccounts, {
        kind: 'bank',
        provider: 'BDO',
        holderName: 'Juan Dela Cruz',
        accountNumber: '123456789012',
      }),
      s.send('POST', PATHS.paymentPassword, { password: '654321', confirmPassword: '654321' }),
      s.get(PATHS.memberInfo),
      s.send('POST', PATHS.renew),
    ];
    for (const res of await Promise.all(refusedCalls)) {
      const f = await failed(res);
      expect([f.status, f.code]).toEqual([403, EXCLUSION_CODES.excluded]);
    }
    expect(await balance(m)).toBe(10_000);
    const [reward] = await h.database.db.select().from(rewards).where(eq(rewards.id, rewardId));
    expect(reward?.status).not.toBe('claimed');

    // Log out: the token is dead.
    expect((await s.send('DELETE', PATHS.session)).status).toBe(200);
    expect((await failed(await s.get(PATHS.withdrawOverview))).code).toBe(CODES.sessionExpired);
  });

  it('another member with the same money is unaffected: deposit turnover still applies', async () => {
    const { m, accountId } = await funded();
    expect((await m.get(PATHS.memberInfo)).status).toBe(200);
    const overview = await okValue(await m.get(PATHS.withdrawOverview), WithdrawOverviewSchema);
    expect([overview.balanceCents, overview.withdrawableCents]).toEqual([60_000, 0]);
    const f = await failed(
      await m.send('POST', PATHS.withdrawOrders, {
        payoutAccountId: accountId,
        amountCents: 50_000,
        paymentPassword: PAY_PASSWORD,
      }),
    );
    expect([f.status, f.code]).toEqual([400, WITHDRAW_CODES.turnoverUnmet]);
    expect(await balance(m)).toBe(60_000);
  });

  it('no cash-out session without a balance, with a wrong password, or on a time-out', async () => {
    const empty = await newMember(h);
    expect((await exclude(empty)).status).toBe(200);
    expect(await cashoutToken(empty.account)).toBeUndefined();
    expect((await failed(await login(empty.account, 'Wrong12345'))).code).toBe(AUTH_CODES.loginFailed);

    // A time-out ends soon: the member cashes out then, as usual (no turnover waiver to abuse daily).
    const { m } = await funded();
    await timeOut(h, m.id, '24h', 86_400_000);
    expect(await cashoutToken(m.account)).toBeUndefined();
  });

  it('withdrawing everything fired at once holds the money once (real PostgreSQL)', async () => {
    const m = await newMember(h);
    const accountId = await readyToWithdraw(m);
    await approvedDeposit(h, m.id, 30_000);
    expect((await exclude(m)).status).toBe(200);
    const s = as((await cashoutToken(m.account)) ?? '');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        s.send('POST', PATHS.withdrawOrders, {
          payoutAccountId: accountId,
          amountCents: 30_000,
          paymentPassword: PAY_PASSWORD,
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balance(m)).toBe(0);
    const orders = await h.database.db
      .select()
      .from(withdrawalOrders)
      .where(eq(withdrawalOrders.memberId, m.id));
    expect(orders.map((o) => o.amountCents)).toEqual([30_000]);
  });
});
