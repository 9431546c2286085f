import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SANDBOX_PAYMENT_SECRET } from '../../../server/config.ts';
import { depositOrders, opsAudit, walletLedger, withdrawalOrders } from '../../../server/db/schema.ts';
import { SANDBOX_SIGNATURE_HEADER, SandboxProvider } from '../../../server/payments/sandbox.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { checkLedger } from '../../../server/wallet/reconcile.ts';
import { DEPOSIT_CODES, TRANSFER_CODES } from '../../../src/shared/errors/cashier.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  type Channel,
  DepositCreatedSchema,
  WebhookAckSchema,
} from '../../../src/shared/schemas/deposits.ts';
import { WithdrawOrderSchema } from '../../../src/shared/schemas/withdrawals.ts';
import { failed } from '../support/auth-client.ts';
import {
  type CashierMember,
  depositChannels,
  newMember,
  PAY_PASSWORD,
  readyToWithdraw,
} from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

// The money paths' races that the per-feature suites do not fire: the same decision many times at once,
// a gateway's cancel against its payment, one request id with two meanings at once, and different
// movements of one wallet at once. Each asserts the balances and the ledger entries, not only answers.
describe.each(databases)('payment races ($kind)', ({ kind }) => {
  let h: Harness;
  let channel: (kind: Channel['kind']) => Channel;
  const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'X-Operator': 'carol' };
  const sandbox = new SandboxProvider(DEV_SANDBOX_PAYMENT_SECRET, 'http://localhost');

  beforeAll(async () => {
    h = await createHarness(kind);
    const m = await newMember(h);
    channel = await depositChannels(m);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const db = () => h.database.db;
  const balance = async (id: number) => (await balanceOf(db(), id)) ?? -1;
  const opsSend = (path: string, body?: unknown) =>
    h.app.request(path, {
      method: 'POST',
      headers: { ...ops, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const refs = (memberId: number, pattern: string) =>
    db()
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.memberId, memberId), like(walletLedger.reference, pattern)));
  const deposit = async (m: CashierMember, channelId: number, amountCents: number) =>
    okValue(await m.send('POST', PATHS.depositOrders, { channelId, amountCents }), DepositCreatedSchema);
  const withdraw = (m: CashierMember, payoutAccountId: number, amountCents: number) =>
    m.send('POST', PATHS.withdrawOrders, { payoutAccountId, amountCents, paymentPassword: PAY_PASSWORD });
  const adjust = (body: Record<string, unknown>) =>
    h.app.request(PATHS.opsAdjustments, {
      method: 'POST',
      headers: { ...ops, 'Content-Type': 'application/json' },
      body: JSON.stringify({ note: 'race', ...body }),
    });

  it('one manual deposit approved 20 times at once: credited and audited once', async () => {
    const m = await newMember(h);
    const { order } = await deposit(m, channel('manual_bank').id, 45_600);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => opsSend(`${PATHS.opsDeposits}/${order.id}/approve`)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await balance(m.id)).toBe(45_600);
    expect((await refs(m.id, 'deposit:%')).map((e) => e.amountCents)).toEqual([45_600]);
    const audit = await db()
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `deposit:${order.id}`));
    expect(audit).toHaveLength(1);
  });

  it('one withdrawal rejected 20 times at once: refunded once', async () => {
    const m = await newMember(h, { balanceCents: 70_000 });
    const accountId = await readyToWithdraw(m);
    const order = await okValue(await withdraw(m, accountId, 70_000), WithdrawOrderSchema);
    expect(await balance(m.id)).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        opsSend(`${PATHS.opsWithdrawals}/${order.id}/reject`, { reason: 'race' }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await balance(m.id)).toBe(70_000);
    expect((await refs(m.id, 'withdraw:%')).map((e) => e.amountCents).sort()).toEqual([-70_000, 70_000]);
  });

  it('a sandbox cancel and its paid callback at once: credited and closed, or cancelled and nothing moved', async () => {
    for (let round = 0; round < 5; round++) {
      const m = await newMember(h);
      const created = await deposit(m, channel('gateway').id, 20_000);
      const [row] = await db().select().from(depositOrders).where(eq(depositOrders.id, created.order.id));
      const session = row?.gatewaySessionId ?? '';
      const { body, signature } = sandbox.sign({
        sessionId: session,
        paymentId: `sbxpay_race${round}`,
        amountCents: 20_000,
        paid: true,
      });
      const [paid] = await Promise.all([
        h.app.request(`${PATHS.paymentWebhook}/sandbox`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
          body,
        }),
        h.app.request(`/pay/sandbox/${session}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'action=cancel',
        }),
      ]);
      const [after] = await db().select().from(depositOrders).where(eq(depositOrders.id, created.order.id));
      const credited = await refs(m.id, 'deposit:%');
      if (after?.status === 'credited') {
        expect(paid.status).toBe(200);
        expect(credited.map((e) => e.amountCents)).toEqual([20_000]);
        expect(await balance(m.id)).toBe(20_000);
      } else {
        expect(after?.status).toBe('cancelled');
        // Acknowledged (the gateway stops resending) and left to an operator: nothing moved.
        expect(paid.status).toBe(200);
        expect((await okValue(paid, WebhookAckSchema)).unapplied).toBe(DEPOSIT_CODES.orderClosed);
        expect(credited).toHaveLength(0);
        expect(await balance(m.id)).toBe(0);
      }
    }
  });

  it('one adjustment id sent as a credit and as a debit at once: one moves, the other is refused', async () => {
    for (let round = 0; round < 5; round++) {
      const m = await newMember(h, { balanceCents: 10_000 });
      const requestId = randomUUID();
      const answers = await Promise.all([
        adjust({ memberId: m.id, direction: 'credit', amountCents: 4_000, requestId }),
        adjust({ memberId: m.id, direction: 'debit', amountCents: 4_000, requestId }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const loser = answers.find((r) => r.status === 409);
      if (loser) expect((await failed(loser)).code).toBe(TRANSFER_CODES.requestReused);
      const moved = await refs(m.id, 'adjust:%');
      expect(moved).toHaveLength(1);
      expect(await balance(m.id)).toBe(10_000 + (moved[0]?.amountCents ?? 0));
    }
  });

  it('a withdrawal and an operator debit of the whole balance at once: one moves, never an overdraft', async () => {
    for (let round = 0; round < 5; round++) {
      const m = await newMember(h, { balanceCents: 30_000 });
      const accountId = await readyToWithdraw(m);
      const [w, a] = await Promise.all([
        withdraw(m, accountId, 30_000),
        adjust({ memberId: m.id, direction: 'debit', amountCents: 30_000, requestId: randomUUID() }),
      ]);
      expect([w.status, a.status].filter((s) => s === 200)).toHaveLength(1);
      expect(await balance(m.id)).toBe(0);
      const held = await refs(m.id, 'withdraw:hold:%');
      const adjusted = await refs(m.id, 'adjust:%');
      expect(held.length + adjusted.length).toBe(1);
      const orders = await db().select().from(withdrawalOrders).where(eq(withdrawalOrders.memberId, m.id));
      expect(orders).toHaveLength(held.length);
    }
    expect((await checkLedger(db())).ok).toBe(true);
  });
});
