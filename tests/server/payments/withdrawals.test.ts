import { and, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit, walletLedger, withdrawalOrders } from '../../../server/db/schema.ts';
import { dayStart } from '../../../server/payments/withdrawals.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { checkLedger } from '../../../server/wallet/reconcile.ts';
import { CASHIER_DEFAULTS } from '../../../src/shared/constants/cashier.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { PAYOUT_CODES, WITHDRAW_CODES } from '../../../src/shared/errors/cashier.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { type Channel, ChannelSchema, DepositCreatedSchema } from '../../../src/shared/schemas/deposits.ts';
import {
  CashierSettingsSchema,
  OpsWithdrawSchema,
  WithdrawOrderSchema,
  WithdrawOverviewSchema,
  WithdrawPageSchema,
  WithdrawQueuePageSchema,
} from '../../../src/shared/schemas/withdrawals.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { lotteryWins, settledPk10Order } from '../support/campaign-helpers.ts';
import { type CashierMember, newMember, PAY_PASSWORD, readyToWithdraw } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';
import { adjustBalance, closeReconciled } from '../support/ledger-assert.ts';

// Withdrawals: the hold written with the order, the operator's approval (nothing moves) or rejection
// (the hold refunded once), every refusal, the turnover requirement from real deposits and real bets,
// and the races (meaningful on PostgreSQL; PGlite runs one transaction at a time). Each asserts the money.
describe.each(databases)('withdrawals ($kind)', ({ kind }) => {
  let h: Harness;
  const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'X-Operator': 'bob' };

  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const db = () => h.database.db;
  const balance = async (m: CashierMember) => (await balanceOf(db(), m.id)) ?? -1;
  const overview = async (m: CashierMember) =>
    okValue(await m.get(PATHS.withdrawOverview), WithdrawOverviewSchema);
  const withdraw = (
    m: CashierMember,
    payoutAccountId: number,
    amountCents: number,
    paymentPassword = PAY_PASSWORD,
  ) => m.send('POST', PATHS.withdrawOrders, { payoutAccountId, amountCents, paymentPassword });
  const opsSend = (method: string, path: string, body?: unknown) =>
    h.app.request(path, {
      method,
      headers: { ...ops, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const approve = (id: number) => opsSend('POST', `${PATHS.opsWithdrawals}/${id}/approve`);
  const reject = (id: number, reason = 'Account name does not match') =>
    opsSend('POST', `${PATHS.opsWithdrawals}/${id}/reject`, { reason });
  const entries = (m: CashierMember) =>
    db()
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.memberId, m.id), like(walletLedger.reference, 'withdraw:%')));
  const funded = async (cents: number, opts: { recentAuth?: boolean } = {}) => {
    const m = await newMember(h, { balanceCents: cents, ...opts });
    return { m, accountId: await readyToWithdraw(m) };
  };

  it('the overview: balance, withdrawable, turnover, default limits, payout details', async () => {
    const { m, accountId } = await funded(250_000);
    const o = await overview(m);
    expect(o).toMatchObject({
      balanceCents: 250_000,
      withdrawableCents: 250_000,
      turnover: { requiredCents: 0, wageredCents: 0, remainingCents: 0, multiplierPercent: 100, met: true },
      limits: {
        minCents: CASHIER_DEFAULTS.withdrawMinCents,
        maxCents: CASHIER_DEFAULTS.withdrawMaxCents,
        dailyCount: CASHIER_DEFAULTS.withdrawDailyCount,
        usedToday: 0,
      },
      pending: null,
      payeeName: 'Juan Dela Cruz',
      paymentPasswordSet: true,
      recentlyAuthenticated: true,
    });
    expect(o.accounts.map((a) => a.id)).toEqual([accountId]);
    expect(o.maskedMobile).toMatch(/•••/);
  });

  it('asking holds the amount at once; one pending at a time; rejection refunds it once with the reason', async () => {
    const { m, accountId } = await funded(300_000);
    const order = await okValue(await withdraw(m, accountId, 120_000), WithdrawOrderSchema);
    expect(order).toMatchObject({
      status: 'pending',
      amountCents: 120_000,
      rejectReason: null,
      payout: { kind: 'bank', provider: 'BDO', holderName: 'Juan Dela Cruz' },
    });
    expect(order.payout.maskedNumber).toMatch(/^••••\d{4}$/);
    expect(await balance(m)).toBe(180_000);
    const o = await overview(m);
    expect(o.pending?.id).toBe(order.id);
    expect(o.limits.usedToday).toBe(1);
    expect(await failed(await withdraw(m, accountId, 10_000))).toMatchObject({
      status: 409,
      code: WITHDRAW_CODES.pendingExists,
    });

    const queue = await okValue(await opsSend('GET', PATHS.opsWithdrawals), WithdrawQueuePageSchema);
    const queued = queue.list.find((q) => q.id === order.id);
    expect(queued).toMatchObject({ account: m.account, memberId: m.id, payoutAccountId: accountId });
    expect(queued?.accountNumber).toMatch(/^\d{10,16}$/);

    const rejected = await okValue(await reject(order.id), OpsWithdrawSchema);
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectReason: 'Account name does not match',
      decidedBy: 'ops:bob',
    });
    expect(await balance(m)).toBe(300_000);
    expect(await failed(await reject(order.id))).toMatchObject({
      status: 409,
      code: WITHDRAW_CODES.orderClosed,
    });
    expect(await failed(await approve(order.id))).toMatchObject({
      status: 409,
      code: WITHDRAW_CODES.orderClosed,
    });
    expect(await balance(m)).toBe(300_000);
    const moved = (await entries(m)).map((e) => [e.reference, e.amountCents, e.reason]);
    expect(moved).toEqual([
      [`withdraw:hold:${order.id}`, -120_000, 'withdraw.hold'],
      [`withdraw:refund:${order.id}`, 120_000, 'withdraw.refund'],
    ]);
    const seen = await okValue(await m.get(`${PATHS.withdrawOrders}/${order.id}`), WithdrawOrderSchema);
    expect(seen).toMatchObject({ status: 'rejected', rejectReason: 'Account name does not match' });
    expect(seen.decidedAt).not.toBeNull();
    const audit = await db()
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `withdraw:${order.id}`));
    expect(audit.map((a) => [a.action, a.actor])).toEqual([['withdraw.reject', 'ops:bob']]);
    expect((await overview(m)).pending).toBeNull();
  });

  it('approval moves nothing: the held amount is paid out of band', async () => {
    const { m, accountId } = await funded(100_000);
    const order = await okValue(await withdraw(m, accountId, 100_000), WithdrawOrderSchema);
    expect(await balance(m)).toBe(0);
    const approved = await okValue(await approve(order.id), OpsWithdrawSchema);
    expect(approved.status).toBe('approved');
    expect(await balance(m)).toBe(0);
    expect((await entries(m)).map((e) => e.reference)).toEqual([`withdraw:hold:${order.id}`]);
    const audit = await db()
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `withdraw:${order.id}`));
    expect(audit.map((a) => a.action)).toEqual(['withdraw.approve']);
    const page = await okValue(await m.get(`${PATHS.withdrawOrders}?status=approved`), WithdrawPageSchema);
    expect(page).toMatchObject({ total: 1, pageNo: 1 });
    expect(page.list[0]?.id).toBe(order.id);
  });

  it('refusals: amount limits, balance, payment password, account, recent authentication', async () => {
    const { m, accountId } = await funded(20_000);
    const refusedWith = async (res: Response, status: number, code: string) => {
      expect(await failed(res)).toMatchObject({ status, code });
      expect(await balance(m)).toBe(20_000);
    };
    await refusedWith(
      await withdraw(m, accountId, CASHIER_DEFAULTS.withdrawMinCents - 1),
      400,
      WITHDRAW_CODES.amountOutOfRange,
    );
    await refusedWith(
      await withdraw(m, accountId, CASHIER_DEFAULTS.withdrawMaxCents + 1),
      400,
      WITHDRAW_CODES.amountOutOfRange,
    );
    await refusedWith(await withdraw(m, accountId, 20_001), 400, WITHDRAW_CODES.insufficientFunds);
    await refusedWith(await withdraw(m, accountId, 10_000, '000000'), 400, PAYOUT_CODES.paymentPasswordWrong);
    await refusedWith(await withdraw(m, 999_999, 10_000), 404, PAYOUT_CODES.accountUnknown);
    await refusedWith(await withdraw(m, accountId, 10_000.5), 400, CODES.invalidRequest);
    await refusedWith(await withdraw(m, accountId, 10_000, '12345'), 400, CODES.invalidRequest);
    // A removed account is not paid to.
    expect((await m.send('DELETE', `${PATHS.payoutAccounts}/${accountId}`)).status).toBe(200);
    await refusedWith(await withdraw(m, accountId, 10_000), 404, PAYOUT_CODES.accountUnknown);
    // Another member's account neither.
    const other = await funded(20_000);
    await refusedWith(await withdraw(m, other.accountId, 10_000), 404, PAYOUT_CODES.accountUnknown);

    // No payment password yet.
    const bare = await newMember(h, { balanceCents: 20_000 });
    expect(await failed(await withdraw(bare, 1, 10_000))).toMatchObject({
      status: 409,
      code: PAYOUT_CODES.paymentPasswordMissing,
    });
    // A session that did not prove the password recently.
    const stale = await newMember(h, { balanceCents: 20_000, recentAuth: false });
    expect(await failed(await withdraw(stale, 1, 10_000))).toMatchObject({
      status: 403,
      code: WITHDRAW_CODES.recentAuthRequired,
    });
    expect((await overview(stale)).recentlyAuthenticated).toBe(false);
    expect(await balance(stale)).toBe(20_000);
  });

  it('wrong payment passwords lock withdrawals', async () => {
    const { m, accountId } = await funded(20_000);
    for (let i = 0; i < 4; i++)
      expect(await failed(await withdraw(m, accountId, 10_000, '000000'))).toMatchObject({
        code: PAYOUT_CODES.paymentPasswordWrong,
      });
    expect(await failed(await withdraw(m, accountId, 10_000, '000000'))).toMatchObject({
      status: 429,
      code: PAYOUT_CODES.paymentPasswordLocked,
    });
    expect(await failed(await withdraw(m, accountId, 10_000))).toMatchObject({
      status: 429,
      code: PAYOUT_CODES.paymentPasswordLocked,
    });
    expect(await balance(m)).toBe(20_000);
  });

  it(`at most ${CASHIER_DEFAULTS.withdrawDailyCount} a day (rejected ones count)`, async () => {
    const { m, accountId } = await funded(100_000);
    for (let i = 0; i < CASHIER_DEFAULTS.withdrawDailyCount; i++) {
      const order = await okValue(await withdraw(m, accountId, 10_000), WithdrawOrderSchema);
      await okValue(await reject(order.id, 'test'), OpsWithdrawSchema);
    }
    expect(await failed(await withdraw(m, accountId, 10_000))).toMatchObject({
      status: 429,
      code: WITHDRAW_CODES.dailyLimit,
    });
    expect((await overview(m)).limits.usedToday).toBe(CASHIER_DEFAULTS.withdrawDailyCount);
    expect(await balance(m)).toBe(100_000);
  });

  it('the cashier day starts at midnight in Manila', () => {
    // 2026-01-01 15:59:59Z is 23:59:59 in Manila; 16:00:00Z the next day there.
    expect(dayStart(Date.parse('2026-01-01T15:59:59Z')).toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(dayStart(Date.parse('2026-01-01T16:00:00Z')).toISOString()).toBe('2026-01-01T16:00:00.000Z');
  });

  it('turnover: a ₱500 deposit at 1× needs ₱500 of bets before anything is withdrawable', async () => {
    const { m, accountId } = await funded(0);
    const client = authClient(h);
    // A real deposit, approved by an operator.
    const channels = await okValue(await client.get(PATHS.depositChannels, m.token), v.array(ChannelSchema));
    const bank = channels.find((c: Channel) => c.kind === 'manual_bank');
    if (!bank) throw new Error('no manual bank channel');
    const created = await okValue(
      await client.json('POST', PATHS.depositOrders, { channelId: bank.id, amountCents: 50_000 }, m.token),
      DepositCreatedSchema,
    );
    expect((await opsSend('POST', `${PATHS.opsDeposits}/${created.order.id}/approve`)).status).toBe(200);
    await adjustBalance(db(), m.id, 80_000);

    let o = await overview(m);
    expect(o.turnover).toMatchObject({
      requiredCents: 50_000,
      wageredCents: 0,
      remainingCents: 50_000,
      met: false,
    });
    expect(o.withdrawableCents).toBe(0);
    expect(await failed(await withdraw(m, accountId, 10_000))).toMatchObject({
      status: 400,
      code: WITHDRAW_CODES.turnoverUnmet,
    });

    // Real bets: ₱300 then ₱200 of lottery orders, each counted once its draw has settled it.
    const bet = (eachCents: number) => settledPk10Order(h, m.token, eachCents);
    await bet(3_000);
    o = await overview(m);
    expect(o.turnover).toMatchObject({ wageredCents: 30_000, remainingCents: 20_000, met: false });
    await bet(2_000);
    o = await overview(m);
    // Met: nothing is open any more.
    expect(o.turnover).toMatchObject({ requiredCents: 0, remainingCents: 0, met: true, open: [] });
    // What is left of the ₱800, and what the two draws paid back.
    const won = await lotteryWins(h, m.id);
    expect(o.balanceCents).toBe(30_000 + won);
    expect(o.withdrawableCents).toBe(o.balanceCents);

    // The operator doubles the multiplier: ₱1,000 required, not met again.
    const doubled = await okValue(
      await opsSend('PUT', PATHS.opsCashierSettings, { turnoverPercent: 200 }),
      CashierSettingsSchema,
    );
    expect(doubled).toEqual({ ...CASHIER_DEFAULTS, turnoverPercent: 200 });
    try {
      expect((await overview(m)).turnover).toMatchObject({ requiredCents: 100_000, met: false });
      expect(await failed(await withdraw(m, accountId, 10_000))).toMatchObject({
        code: WITHDRAW_CODES.turnoverUnmet,
      });
    } finally {
      await opsSend('PUT', PATHS.opsCashierSettings, { turnoverPercent: 100 });
    }
    const order = await okValue(await withdraw(m, accountId, 30_000), WithdrawOrderSchema);
    expect(order.status).toBe('pending');
    expect(await balance(m)).toBe(won);
  });

  it('operators read and change the cashier settings; min above max is refused; changes are audited', async () => {
    const current = await okValue(await opsSend('GET', PATHS.opsCashierSettings), CashierSettingsSchema);
    expect(current).toEqual({ ...CASHIER_DEFAULTS });
    expect(
      await failed(await opsSend('PUT', PATHS.opsCashierSettings, { withdrawMinCents: 6_000_000 })),
    ).toMatchObject({
      status: 400,
      code: WITHDRAW_CODES.settingsInvalid,
    });
    expect(
      await failed(await opsSend('PUT', PATHS.opsCashierSettings, { withdrawDailyCount: 0 })),
    ).toMatchObject({
      status: 400,
      code: CODES.invalidRequest,
    });
    const { m, accountId } = await funded(100_000);
    await okValue(
      await opsSend('PUT', PATHS.opsCashierSettings, { withdrawMinCents: 50_000 }),
      CashierSettingsSchema,
    );
    try {
      expect((await overview(m)).limits.minCents).toBe(50_000);
      expect(await failed(await withdraw(m, accountId, 40_000))).toMatchObject({
        code: WITHDRAW_CODES.amountOutOfRange,
      });
    } finally {
      await opsSend('PUT', PATHS.opsCashierSettings, { withdrawMinCents: CASHIER_DEFAULTS.withdrawMinCents });
    }
    const audit = await db().select().from(opsAudit).where(eq(opsAudit.target, 'cashier:SWERTE'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(await failed(await h.app.request(PATHS.opsCashierSettings))).toMatchObject({
      status: 401,
      code: CODES.opsUnauthorized,
    });
    expect(await failed(await h.app.request(PATHS.opsWithdrawals))).toMatchObject({
      status: 401,
      code: CODES.opsUnauthorized,
    });
  });

  it('lists the member’s withdrawals by date range and status, paged; another member’s is unknown', async () => {
    const { m, accountId } = await funded(50_000);
    const order = await okValue(await withdraw(m, accountId, 10_000), WithdrawOrderSchema);
    const future = new Date(h.services.now() + 86_400_000).toISOString();
    const none = await okValue(
      await m.get(`${PATHS.withdrawOrders}?from=${encodeURIComponent(future)}`),
      WithdrawPageSchema,
    );
    expect(none).toMatchObject({ list: [], total: 0 });
    const page = await okValue(
      await m.get(`${PATHS.withdrawOrders}?pageSize=1&status=pending`),
      WithdrawPageSchema,
    );
    expect(page).toMatchObject({ total: 1, pageSize: 1 });
    expect(page.list[0]?.id).toBe(order.id);
    const other = await newMember(h);
    expect(await failed(await other.get(`${PATHS.withdrawOrders}/${order.id}`))).toMatchObject({
      status: 404,
      code: WITHDRAW_CODES.orderUnknown,
    });
    expect(await failed(await m.get(`${PATHS.withdrawOrders}/abc`))).toMatchObject({
      status: 404,
      code: WITHDRAW_CODES.orderUnknown,
    });
    await okValue(await reject(order.id), OpsWithdrawSchema);
  });

  it('the withdrawal records answer only while WITHREC3 is on; asking does not depend on it', async () => {
    const { m, accountId } = await funded(30_000);
    const switches = (on: boolean) => opsSend('PATCH', PATHS.opsConfig, { switches: { WITHREC3: on } });
    expect((await switches(false)).status).toBe(200);
    try {
      expect(await failed(await m.get(PATHS.withdrawOrders))).toMatchObject({
        status: 403,
        code: CODES.featureDisabled,
      });
      const order = await okValue(await withdraw(m, accountId, 10_000), WithdrawOrderSchema);
      expect((await overview(m)).pending?.id).toBe(order.id);
      await okValue(await reject(order.id), OpsWithdrawSchema);
    } finally {
      expect((await switches(true)).status).toBe(200);
    }
    expect((await m.get(PATHS.withdrawOrders)).status).toBe(200);
  });

  it('a trial member gets free_reject from every withdrawal call; a visitor session.expired', async () => {
    const trial = await authClient(h).json('POST', PATHS.freeplay, {});
    const { token } = v.parse(v.object({ value: v.object({ token: v.string() }) }), await trial.json()).value;
    const client = authClient(h);
    for (const res of [
      await client.get(PATHS.withdrawOverview, token),
      await client.get(PATHS.withdrawOrders, token),
      await client.json(
        'POST',
        PATHS.withdrawOrders,
        { payoutAccountId: 1, amountCents: 10_000, paymentPassword: PAY_PASSWORD },
        token,
      ),
    ])
      expect(await failed(res)).toMatchObject({ status: 403, code: AUTH_CODES.freeReject });
    for (const res of [await client.get(PATHS.withdrawOverview), await client.get(PATHS.withdrawOrders)])
      expect(await failed(res)).toMatchObject({ status: 401, code: CODES.sessionExpired });
  });

  it('100 concurrent withdrawals of the whole balance hold it once', async () => {
    const { m, accountId } = await funded(500_000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => withdraw(m, accountId, 500_000)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const codes = await Promise.all(
      answers.filter((r) => r.status !== 200).map(async (r) => (await failed(r)).code),
    );
    expect(new Set(codes)).toEqual(new Set([WITHDRAW_CODES.pendingExists]));
    expect(await balance(m)).toBe(0);
    const holds = await entries(m);
    expect(holds).toHaveLength(1);
    expect(holds[0]?.amountCents).toBe(-500_000);
    const orders = await db().select().from(withdrawalOrders).where(eq(withdrawalOrders.memberId, m.id));
    expect(orders.map((o) => o.status)).toEqual(['pending']);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('approve and reject racing on one order apply once', async () => {
    for (let round = 0; round < 5; round++) {
      const { m, accountId } = await funded(40_000);
      const order = await okValue(await withdraw(m, accountId, 40_000), WithdrawOrderSchema);
      const [a, r] = await Promise.all([approve(order.id), reject(order.id)]);
      const statuses = [a.status, r.status].sort();
      expect(statuses).toEqual([200, 409]);
      const [row] = await db().select().from(withdrawalOrders).where(eq(withdrawalOrders.id, order.id));
      if (row?.status === 'approved') {
        expect(a.status).toBe(200);
        expect(await balance(m)).toBe(0);
        expect(await entries(m)).toHaveLength(1);
      } else {
        expect(row?.status).toBe('rejected');
        expect(await balance(m)).toBe(40_000);
        expect(await entries(m)).toHaveLength(2);
      }
      const audit = await db()
        .select()
        .from(opsAudit)
        .where(eq(opsAudit.target, `withdraw:${order.id}`));
      expect(audit).toHaveLength(1);
    }
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('the database itself refuses a second pending withdrawal of one member', async () => {
    const { m, accountId } = await funded(30_000);
    const order = await okValue(await withdraw(m, accountId, 10_000), WithdrawOrderSchema);
    const [row] = await db().select().from(withdrawalOrders).where(eq(withdrawalOrders.id, order.id));
    if (!row) throw new Error('no order row');
    const { id: _id, ...copy } = row;
    await expect(db().insert(withdrawalOrders).values(copy)).rejects.toThrow();
    await okValue(await reject(order.id), OpsWithdrawSchema);
  });

  it('a removed payout account: the order keeps where it is paid', async () => {
    const { m, accountId } = await funded(30_000);
    const order = await okValue(await withdraw(m, accountId, 10_000), WithdrawOrderSchema);
    expect((await m.send('DELETE', `${PATHS.payoutAccounts}/${accountId}`)).status).toBe(200);
    const seen = await okValue(await m.get(`${PATHS.withdrawOrders}/${order.id}`), WithdrawOrderSchema);
    expect(seen.payout).toEqual(order.payout);
    const queue = await okValue(await opsSend('GET', PATHS.opsWithdrawals), WithdrawQueuePageSchema);
    expect(queue.list.find((q) => q.id === order.id)?.payoutAccountId).toBe(accountId);
    await okValue(await approve(order.id), OpsWithdrawSchema);
  });

  it('reconciliation finds a rejected withdrawal without its refund, and a hold without its order', async () => {
    const { m, accountId } = await funded(30_000);
    const order = await okValue(await withdraw(m, accountId, 30_000), WithdrawOrderSchema);
    const setStatus = (status: 'rejected' | 'pending') =>
      db().update(withdrawalOrders).set({ status }).where(eq(withdrawalOrders.id, order.id));
    await setStatus('rejected');
    try {
      const report = await checkLedger(db());
      expect(report.mismatches).toContainEqual(
        expect.objectContaining({
          rule: 'withdrawals',
          kind: 'withdraw.unrefunded',
          ref: `withdraw:refund:${order.id}`,
        }),
      );
    } finally {
      await setStatus('pending');
    }
    expect((await checkLedger(db())).ok).toBe(true);
    await okValue(await reject(order.id), OpsWithdrawSchema);
    expect((await checkLedger(db())).ok).toBe(true);
  });
});
