import { and, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SANDBOX_PAYMENT_SECRET } from '../../../server/config.ts';
import { depositOrders, gameRounds, games, walletLedger } from '../../../server/db/schema.ts';
import { SANDBOX_SIGNATURE_HEADER, SandboxProvider } from '../../../server/payments/sandbox.ts';
import { periodBounds } from '../../../server/protection/limit-rules.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { PENDING_DEPOSITS_MAX } from '../../../src/shared/constants/cashier.ts';
import { LIMIT_RAISE_COOLING_OFF_MS } from '../../../src/shared/constants/protection.ts';
import { LooseEnvelopeSchema } from '../../../src/shared/envelope.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { DEPOSIT_CODES } from '../../../src/shared/errors/cashier.ts';
import { LOTTERY_CODES } from '../../../src/shared/errors/game.ts';
import { LIMIT_CODES } from '../../../src/shared/errors/protection.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  type Channel,
  DepositCreatedSchema,
  WebhookAckSchema,
} from '../../../src/shared/schemas/deposits.ts';
import { LotteryListSchema, OrderSchema } from '../../../src/shared/schemas/lottery.ts';
import {
  LimitRefusalSchema,
  type LimitState,
  LimitsSchema,
  OpsLimitsSchema,
  RealityCheckSchema,
} from '../../../src/shared/schemas/protection.ts';
import { LaunchResultSchema, SeamlessResultSchema } from '../../../src/shared/schemas/studio.ts';
import { type CashierMember, depositChannels, newMember, signedIn } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';
import { seamless } from '../support/studio-client.ts';

// Deposit and loss limits, the reality check. The races mean something only on PostgreSQL (PGlite runs
// one transaction at a time); each fires its calls at once and asserts the money that moved, and the
// suite ends with the ledger reconciliation. Each test has its own member. The test that moves the clock
// a day ahead runs last: deposits and ledger entries are dated by the database's clock.
describe.each(databases)('deposit and loss limits ($kind)', ({ kind }) => {
  let h: Harness;
  let channel: (kind: Channel['kind']) => Channel;
  const sandbox = new SandboxProvider(DEV_SANDBOX_PAYMENT_SECRET, 'http://localhost');
  const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}` };

  beforeAll(async () => {
    h = await createHarness(kind);
    const m = await newMember(h);
    channel = await depositChannels(m);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const limits = async (m: CashierMember) =>
    (await okValue(await m.get(PATHS.protectionLimits), LimitsSchema)).limits;
  const one = (all: LimitState[], kind: LimitState['kind'], period: LimitState['period']) => {
    const found = all.find((l) => l.kind === kind && l.period === period);
    if (!found) throw new Error(`no ${kind}/${period} limit in the answer`);
    return found;
  };
  const setLimit = async (
    m: CashierMember,
    body: { kind: string; period: string; limitCents: number | null },
  ) => (await okValue(await m.send('PUT', PATHS.protectionLimits, body), LimitsSchema)).limits;
  const deposit = (m: CashierMember, amountCents: number, k: Channel['kind'] = 'manual_bank') =>
    m.send('POST', PATHS.depositOrders, { channelId: channel(k).id, amountCents });
  /** The sandbox gateway's signed "paid" callback for the order's checkout. */
  const paySandbox = async (orderId: number, paymentId: string, amountCents: number) => {
    const [order] = await h.database.db.select().from(depositOrders).where(eq(depositOrders.id, orderId));
    const { body, signature } = sandbox.sign({
      sessionId: order?.gatewaySessionId ?? '',
      paymentId,
      amountCents,
      paid: true,
    });
    const res = await h.app.request(`${PATHS.paymentWebhook}/sandbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
    });
    await okValue(res, WebhookAckSchema);
  };
  const refusal = async (res: Response) => {
    const body = v.parse(LooseEnvelopeSchema, await res.json());
    return { status: res.status, code: body.code, value: body.value };
  };
  const ordersOf = (memberId: number) =>
    h.database.db.select().from(depositOrders).where(eq(depositOrders.memberId, memberId));
  const balance = async (m: CashierMember) => (await balanceOf(h.database.db, m.id)) ?? -1;

  /** A launched in-house game's player token: the seamless wallet's calls name the member by it. */
  const playerToken = async (m: CashierMember) => {
    const [g] = await h.database.db.select().from(games).where(eq(games.gameId, 'swerte-slots'));
    if (!g) throw new Error('no swerte-slots in the catalogue');
    const launched = await okValue(
      await m.get(`${PATHS.launch}?nodeId=${g.nodeId}&gameId=${g.gameId}&vendor=${g.vassalage}`),
      LaunchResultSchema,
    );
    if (launched.kind !== 'inHouse') throw new Error('slots launch in house');
    return launched.token;
  };
  let n = 0;
  const bet = (token: string, amountCents: number, transactionId = `lim-${++n}`) =>
    seamless(h, 'bet', { playerToken: token, transactionId, roundId: transactionId, amountCents });

  it('a new member has no limits: every kind and period answered, nothing pending, nothing used', async () => {
    const m = await newMember(h);
    const all = await limits(m);
    expect(all).toHaveLength(6);
    for (const l of all) expect(l).toMatchObject({ limitCents: null, pending: null, usedCents: 0 });
  });

  it('setting a limit and lowering it apply at once; raising and removing wait the cooling-off', async () => {
    const m = await newMember(h);
    let all = await setLimit(m, { kind: 'deposit', period: 'day', limitCents: 500_000 });
    expect(one(all, 'deposit', 'day')).toMatchObject({ limitCents: 500_000, pending: null });
    all = await setLimit(m, { kind: 'deposit', period: 'day', limitCents: 300_000 });
    expect(one(all, 'deposit', 'day')).toMatchObject({ limitCents: 300_000, pending: null });

    const before = h.services.now();
    all = await setLimit(m, { kind: 'deposit', period: 'day', limitCents: 800_000 });
    const raised = one(all, 'deposit', 'day');
    expect(raised.limitCents).toBe(300_000);
    expect(raised.pending?.limitCents).toBe(800_000);
    const applies = Date.parse(raised.pending?.appliesAt ?? '');
    expect(applies - before).toBeGreaterThanOrEqual(LIMIT_RAISE_COOLING_OFF_MS);
    expect(applies - before).toBeLessThan(LIMIT_RAISE_COOLING_OFF_MS + 60_000);

    // Lowering while a raise waits: at once, and the raise is dropped.
    all = await setLimit(m, { kind: 'deposit', period: 'day', limitCents: 200_000 });
    expect(one(all, 'deposit', 'day')).toMatchObject({ limitCents: 200_000, pending: null });
    // Removing waits too (pending null limit).
    all = await setLimit(m, { kind: 'loss', period: 'week', limitCents: 100_000 });
    all = await setLimit(m, { kind: 'loss', period: 'week', limitCents: null });
    expect(one(all, 'loss', 'week')).toMatchObject({ limitCents: 100_000, pending: { limitCents: null } });
  });

  it('refuses bad input and trial accounts; the member sees nothing changed', async () => {
    const m = await newMember(h);
    for (const body of [
      { kind: 'deposit', period: 'year', limitCents: 100 },
      { kind: 'bonus', period: 'day', limitCents: 100 },
      { kind: 'deposit', period: 'day', limitCents: 0 },
      { kind: 'deposit', period: 'day', limitCents: 12.5 },
    ]) {
      const res = await m.send('PUT', PATHS.protectionLimits, body);
      expect(res.status).toBe(400);
    }
    expect((await limits(m)).every((l) => l.limitCents === null)).toBe(true);
    const trial = await newMember(h, { type: 4 });
    expect((await refusal(await trial.get(PATHS.protectionLimits))).code).toBe(AUTH_CODES.freeReject);
  });

  it('a deposit over the daily limit is refused with the limit and what is left; under it is created', async () => {
    const m = await newMember(h);
    await setLimit(m, { kind: 'deposit', period: 'day', limitCents: 300_000 });
    expect((await deposit(m, 200_000)).status).toBe(200);
    const refused = await refusal(await deposit(m, 150_000));
    expect(refused.status).toBe(409);
    expect(refused.code).toBe(LIMIT_CODES.depositExceeded);
    expect(v.parse(LimitRefusalSchema, refused.value)).toEqual({
      kind: 'deposit',
      period: 'day',
      limitCents: 300_000,
      usedCents: 200_000,
      leftCents: 100_000,
    });
    // Exactly what is left still goes through; nothing was written for the refused one.
    expect((await deposit(m, 100_000)).status).toBe(200);
    expect((await ordersOf(m.id)).map((o) => o.amountCents).sort()).toEqual([100_000, 200_000]);
    expect(one(await limits(m), 'deposit', 'day').usedCents).toBe(300_000);
    // A weekly limit below the daily one is the one that binds.
    await setLimit(m, { kind: 'deposit', period: 'week', limitCents: 250_000 });
    const weekly = await refusal(await deposit(m, 10_000));
    expect(v.parse(LimitRefusalSchema, weekly.value)).toMatchObject({ period: 'week', leftCents: 0 });
  });

  it('a rejected order frees its amount (only pending, approved and credited orders count)', async () => {
    const m = await newMember(h);
    await setLimit(m, { kind: 'deposit', period: 'month', limitCents: 100_000 });
    const created = await okValue(await deposit(m, 100_000), DepositCreatedSchema);
    expect((await refusal(await deposit(m, 10_000))).code).toBe(LIMIT_CODES.depositExceeded);
    const rejected = await h.app.request(`${PATHS.opsDeposits}/${created.order.id}/reject`, {
      method: 'POST',
      headers: { ...ops, 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'no transfer arrived' }),
    });
    expect(rejected.status).toBe(200);
    expect((await deposit(m, 100_000)).status).toBe(200);
  });

  it('20 deposit orders at once against a limit: exactly the affordable ones are created', async () => {
    const m = await newMember(h);
    await setLimit(m, { kind: 'deposit', period: 'day', limitCents: 75_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(m, 10_000)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.filter((s) => s === 409)).toHaveLength(13);
    const rows = await ordersOf(m.id);
    expect(rows).toHaveLength(7);
    expect(rows.reduce((sum, o) => sum + o.amountCents, 0)).toBe(70_000);
  });

  it('deposits waiting at once are bounded: of 20 fired together, PENDING_DEPOSITS_MAX are created', async () => {
    const m = await newMember(h);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(m, 10_000)));
    const refusals = await Promise.all(answers.filter((r) => r.status !== 200).map(refusal));
    expect(answers.length - refusals.length).toBe(PENDING_DEPOSITS_MAX);
    expect(refusals.every((r) => r.status === 409 && r.code === DEPOSIT_CODES.pendingTooMany)).toBe(true);
    expect(await ordersOf(m.id)).toHaveLength(PENDING_DEPOSITS_MAX);
    // One closes (the operator rejects it): room for one more.
    const [first] = await ordersOf(m.id);
    const rejected = await h.app.request(`${PATHS.opsDeposits}/${first?.id}/reject`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${TEST_OPS_TOKEN}`,
        'X-Operator': 'carla',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ reason: 'No transfer received' }),
    });
    expect(rejected.status).toBe(200);
    expect((await deposit(m, 10_000)).status).toBe(200);
    expect((await refusal(await deposit(m, 10_000))).code).toBe(DEPOSIT_CODES.pendingTooMany);
  });

  it('a gateway payment for an order created before a lower limit is still credited', async () => {
    const m = await newMember(h);
    const created = await okValue(await deposit(m, 50_000, 'gateway'), DepositCreatedSchema);
    await setLimit(m, { kind: 'deposit', period: 'day', limitCents: 10_000 });
    await paySandbox(created.order.id, `pay-${m.id}`, 50_000);
    expect(await balance(m)).toBe(50_000);
    // New orders are refused, though: the period already holds more than the limit.
    expect((await refusal(await deposit(m, 10_000))).code).toBe(LIMIT_CODES.depositExceeded);
  });

  it('a seamless bet that would pass the loss limit is refused; wins and refunds make room again', async () => {
    const m = await newMember(h, { balanceCents: 100_000 });
    const token = await playerToken(m);
    await setLimit(m, { kind: 'loss', period: 'day', limitCents: 2_000 });
    const first = `first-${m.id}`;
    expect((await bet(token, 1_500, first)).status).toBe(200);
    const refused = await refusal(await bet(token, 600));
    expect(refused).toMatchObject({ status: 409, code: LIMIT_CODES.lossExceeded });
    // The vendor still gets the balance with the refusal, and nothing moved.
    expect(v.parse(SeamlessResultSchema, refused.value).balanceCents).toBe(98_500);
    expect((await bet(token, 500)).status).toBe(200);
    expect(one(await limits(m), 'loss', 'day').usedCents).toBe(2_000);
    expect((await bet(token, 1)).status).toBe(409);
    // A win of 1,200 on the first round: the net loss drops to 800, so 1,200 more may be staked.
    const win = { playerToken: token, transactionId: `${first}:win`, roundId: first, amountCents: 1_200 };
    expect((await seamless(h, 'win', win)).status).toBe(200);
    const last = `last-${m.id}`;
    expect((await bet(token, 1_200, last)).status).toBe(200);
    expect((await bet(token, 1)).status).toBe(409);
    // Its rollback refunds it: room again.
    const rollback = await seamless(h, 'rollback', {
      playerToken: token,
      transactionId: last,
      roundId: last,
    });
    expect(rollback.status).toBe(200);
    expect((await bet(token, 1_200)).status).toBe(200);
    expect(await balance(m)).toBe(100_000 - 1_500 - 500 + 1_200 - 1_200 + 1_200 - 1_200);
  });

  it('20 seamless bets at once against a loss limit: the loss never passes it, balances reconcile', async () => {
    const m = await newMember(h, { balanceCents: 100_000 });
    const token = await playerToken(m);
    await setLimit(m, { kind: 'loss', period: 'day', limitCents: 5_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(token, 700)));
    const ok = answers.filter((r) => r.status === 200).length;
    expect(ok).toBe(7);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(13);
    expect(await balance(m)).toBe(100_000 - 7 * 700);
    const stakes = await h.database.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.memberId, m.id), eq(walletLedger.reason, 'seamless.bet')));
    expect(stakes).toHaveLength(7);
    expect(one(await limits(m), 'loss', 'day').usedCents).toBe(4_900);
  });

  it('lottery orders at once against a loss limit: exactly the affordable ones are placed and paid', async () => {
    const m = await newMember(h, { balanceCents: 100_000 });
    await h.services.lottery.runDue(h.services.now());
    const [lottery] = await okValue(await m.get(`${PATHS.lotteries}?code=SWERTE-PK10`), LotteryListSchema);
    if (!lottery?.nextDraw) throw new Error('PK10 has no open issue');
    await setLimit(m, { kind: 'loss', period: 'day', limitCents: 1_000 });
    const order = (i: number) =>
      m.send('POST', PATHS.lotteryOrders, {
        lotteryCode: 'SWERTE-PK10',
        bets: [{ betType: 'champion', numbers: [(i % 10) + 1], amountCents: 300 }],
      });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => order(i)));
    const placed = answers.filter((r) => r.status === 200);
    expect(placed).toHaveLength(3);
    const refused = answers.find((r) => r.status !== 200);
    if (!refused) throw new Error('no refusal');
    expect(await refusal(refused)).toMatchObject({ status: 409, code: LIMIT_CODES.lossExceeded });
    for (const r of placed) expect((await okValue(r, OrderSchema)).totalCents).toBe(300);
    expect(await balance(m)).toBe(100_000 - 900);
    const debits = await h.database.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.memberId, m.id), like(walletLedger.reference, 'lottery:order:%')));
    expect(debits).toHaveLength(3);
    // Insufficient funds keep their own answer: with the limit lifted out of reach, a stake above the balance.
    await setLimit(m, { kind: 'loss', period: 'day', limitCents: 500 });
    const poor = await newMember(h, { balanceCents: 100 });
    const tooMuch = await poor.send('POST', PATHS.lotteryOrders, {
      lotteryCode: 'SWERTE-PK10',
      bets: [{ betType: 'champion', numbers: [1], amountCents: 300 }],
    });
    expect((await refusal(tooMuch)).code).toBe(LOTTERY_CODES.fundsInsufficient);
  });

  it('an in-house studio round refused by the loss limit is voided, not left to be taken later', async () => {
    const m = await newMember(h, { balanceCents: 10_000 });
    const token = await playerToken(m);
    await setLimit(m, { kind: 'loss', period: 'day', limitCents: 50 });
    const play = await m.send('POST', PATHS.studioPlay, { token, betCents: 100, clientSeed: 'limit' });
    expect(await refusal(play)).toMatchObject({ status: 409, code: LIMIT_CODES.lossExceeded });
    const rounds = await h.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, m.id));
    expect(rounds.map((r) => r.status)).toEqual(['void']);
    expect(await balance(m)).toBe(10_000);
  });

  it('a replay of a bet taken before the limit answers its first result, moving nothing', async () => {
    const m = await newMember(h, { balanceCents: 50_000 });
    const token = await playerToken(m);
    const first = await okValue(await bet(token, 4_000, `old-${m.id}`), SeamlessResultSchema);
    await setLimit(m, { kind: 'loss', period: 'day', limitCents: 1_000 });
    const again = await okValue(await bet(token, 4_000, `old-${m.id}`), SeamlessResultSchema);
    expect(again).toMatchObject({ replayed: true, balanceCents: first.balanceCents });
    expect(await balance(m)).toBe(46_000);
    // A new bet is refused: the period already lost more than the limit.
    expect((await refusal(await bet(token, 100))).code).toBe(LIMIT_CODES.lossExceeded);
  });

  it('the reality check: interval chosen, and the play session with its net result from the ledger', async () => {
    const m = await newMember(h, { balanceCents: 50_000 });
    const idle = await okValue(await m.get(PATHS.realityCheck), RealityCheckSchema);
    expect(idle).toEqual({ intervalMinutes: 0, playingSince: null, minutes: 0, netCents: 0 });
    const set = await okValue(
      await m.send('PUT', PATHS.realityCheck, { intervalMinutes: 15 }),
      RealityCheckSchema,
    );
    expect(set.intervalMinutes).toBe(15);
    expect((await m.send('PUT', PATHS.realityCheck, { intervalMinutes: 20 })).status).toBe(400);
    const token = await playerToken(m);
    const r = `rc-${m.id}`;
    expect((await bet(token, 2_500, r)).status).toBe(200);
    const win = await seamless(h, 'win', {
      playerToken: token,
      transactionId: `${r}:win`,
      roundId: r,
      amountCents: 1_000,
    });
    expect(win.status).toBe(200);
    const playing = await okValue(await m.get(PATHS.realityCheck), RealityCheckSchema);
    expect(playing.intervalMinutes).toBe(15);
    expect(playing.netCents).toBe(-1_500);
    expect(playing.playingSince).not.toBeNull();
    expect(Math.abs(Date.parse(playing.playingSince ?? '') - Date.now())).toBeLessThan(60_000);
  });

  it('operators read a member’s limits and pending raises (read only, ops token required)', async () => {
    const m = await newMember(h);
    await setLimit(m, { kind: 'loss', period: 'month', limitCents: 90_000 });
    await setLimit(m, { kind: 'loss', period: 'month', limitCents: 120_000 });
    await m.send('PUT', PATHS.realityCheck, { intervalMinutes: 30 });
    const url = `${PATHS.opsProtectionLimits}?member=${m.account.toUpperCase()}`;
    expect((await h.app.request(url)).status).toBe(401);
    const view = await okValue(await h.app.request(url, { headers: ops }), OpsLimitsSchema);
    expect(view.account).toBe(m.account);
    expect(view.realityCheckMinutes).toBe(30);
    expect(one(view.limits, 'loss', 'month')).toMatchObject({
      limitCents: 90_000,
      pending: { limitCents: 120_000 },
    });
    const unknown = await h.app.request(`${PATHS.opsProtectionLimits}?member=nobody-here`, { headers: ops });
    expect((await refusal(unknown)).code).toBe(LIMIT_CODES.memberUnknown);
  });

  // Last: it moves the suite's clock a day ahead.
  it('a raise applies once its 24 hours have passed (server clock moved), not before', async () => {
    const m = await newMember(h);
    await setLimit(m, { kind: 'deposit', period: 'week', limitCents: 20_000 });
    await setLimit(m, { kind: 'deposit', period: 'week', limitCents: 90_000 });
    h.advance(LIMIT_RAISE_COOLING_OFF_MS - 60_000);
    // A day later the first session has gone idle: the member signs in again.
    const back = await signedIn(h, m);
    expect(one(await limits(back), 'deposit', 'week')).toMatchObject({ limitCents: 20_000 });
    expect((await refusal(await deposit(back, 30_000))).code).toBe(LIMIT_CODES.depositExceeded);
    h.advance(120_000);
    expect(one(await limits(back), 'deposit', 'week')).toMatchObject({ limitCents: 90_000, pending: null });
    expect((await deposit(back, 30_000)).status).toBe(200);
  });

  // Last: it moves the app's clock a day on.
  it('a gateway order opened before midnight and paid after counts in the day it is credited', async () => {
    let m = await newMember(h);
    await setLimit(m, { kind: 'deposit', period: 'day', limitCents: 100_000 });
    const created = await okValue(await deposit(m, 100_000, 'gateway'), DepositCreatedSchema);
    // Past the next Manila midnight, then the payment arrives.
    const now = h.services.now();
    h.advance(periodBounds('day', now).end - now + 60_000);
    m = await signedIn(h, m);
    await paySandbox(created.order.id, `pay-midnight-${m.id}`, 100_000);
    expect(await balance(m)).toBe(100_000);
    // The new day already holds its ₱1,000: another order is refused, not a second ₱1,000 in one day.
    const refused = await refusal(await deposit(m, 10_000));
    expect(refused).toMatchObject({ status: 409, code: LIMIT_CODES.depositExceeded });
    expect(refused.value).toMatchObject({ period: 'day', usedCents: 100_000, leftCents: 0 });
  });
});
