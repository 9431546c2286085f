import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SANDBOX_PAYMENT_SECRET } from '../../../server/config.ts';
import { depositOrders, walletLedger } from '../../../server/db/schema.ts';
import { Deposits, RECONCILE_AGES_MS } from '../../../server/payments/deposits.ts';
import { DepositReconcileJob } from '../../../server/payments/reconcile-job.ts';
import { SANDBOX_SIGNATURE_HEADER, SandboxProvider } from '../../../server/payments/sandbox.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { type Channel, DepositCreatedSchema } from '../../../src/shared/schemas/deposits.ts';
import { type CashierMember, depositChannels, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

// Gateway deposits whose webhook never came (the server was down past the gateway's retries): the
// reconciliation asks the gateway and credits them once, racing nothing into a second credit.
describe.each(databases)('deposit reconciliation ($kind)', ({ kind }) => {
  let h: Harness;
  let gateway: Channel;
  const MIN = 60_000;

  beforeAll(async () => {
    h = await createHarness(kind);
    const m = await newMember(h);
    gateway = (await depositChannels(m))('gateway');
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const db = () => h.database.db;
  const balance = async (id: number) => (await balanceOf(db(), id)) ?? -1;
  const credits = (memberId: number) =>
    db()
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.memberId, memberId), like(walletLedger.reference, 'deposit:%')));
  /** A gateway order of `m` and its checkout session. */
  const checkout = async (m: CashierMember, amountCents: number) => {
    const { order } = await okValue(
      await m.send('POST', PATHS.depositOrders, { channelId: gateway.id, amountCents }),
      DepositCreatedSchema,
    );
    const [row] = await db().select().from(depositOrders).where(eq(depositOrders.id, order.id));
    return { orderId: order.id, session: row?.gatewaySessionId ?? '' };
  };
  /** A gateway that took the payment and whose webhook was lost on the way. */
  const gatewayThatWasPaid = (session: string, paymentId: string, amountCents: number) => {
    const sandbox = new SandboxProvider(DEV_SANDBOX_PAYMENT_SECRET, 'http://localhost');
    const delivery = sandbox.sign({ sessionId: session, paymentId, amountCents, paid: true });
    return { deposits: new Deposits(db(), sandbox, { success: String, cancel: String }), delivery };
  };
  const statusOf = async (orderId: number) =>
    (await db().select().from(depositOrders).where(eq(depositOrders.id, orderId)))[0]?.status;

  it('a paid checkout whose webhook was lost is credited once its webhook has had its time', async () => {
    const m = await newMember(h);
    const { orderId, session } = await checkout(m, 35_000);
    const { deposits } = gatewayThatWasPaid(session, `sbxpay_lost_${orderId}`, 35_000);
    // Too young: the webhook may still come.
    await deposits.reconcilePending(Date.now());
    expect(await statusOf(orderId)).toBe('pending');
    const later = Date.now() + RECONCILE_AGES_MS[0] + MIN;
    const first = await deposits.reconcilePending(later);
    expect(first.credited).toBe(1);
    expect(await statusOf(orderId)).toBe('credited');
    expect(await balance(m.id)).toBe(35_000);
    // Asked again: the order is no longer pending, nothing more moves.
    expect((await deposits.reconcilePending(later)).asked).toBe(0);
    expect((await credits(m.id)).map((e) => e.amountCents)).toEqual([35_000]);
  });

  it('three passes and the late webhook at once credit once', async () => {
    const m = await newMember(h);
    const { orderId, session } = await checkout(m, 12_345);
    const { deposits, delivery } = gatewayThatWasPaid(session, `sbxpay_race_${orderId}`, 12_345);
    const later = Date.now() + RECONCILE_AGES_MS[0] + MIN;
    await Promise.all([
      deposits.reconcilePending(later),
      deposits.reconcilePending(later),
      deposits.reconcilePending(later),
      h.app.request(`${PATHS.paymentWebhook}/sandbox`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: delivery.signature },
        body: delivery.body,
      }),
    ]);
    expect(await statusOf(orderId)).toBe('credited');
    expect(await balance(m.id)).toBe(12_345);
    expect((await credits(m.id)).map((e) => e.amountCents)).toEqual([12_345]);
  });

  it('an abandoned checkout is asked as it crosses each age, not at every pass', async () => {
    const m = await newMember(h);
    const { orderId, session } = await checkout(m, 15_000);
    const sandbox = new SandboxProvider(DEV_SANDBOX_PAYMENT_SECRET, 'http://localhost');
    const asked: string[] = [];
    const lookupCheckout = sandbox.lookupCheckout.bind(sandbox);
    sandbox.lookupCheckout = (s) => {
      asked.push(s);
      return lookupCheckout(s);
    };
    const deposits = new Deposits(db(), sandbox, { success: String, cancel: String });
    const created = Date.now();
    const every = 5 * MIN;
    // Passes every 5 minutes over the first 3 hours.
    for (let at = created + every; at <= created + 180 * MIN; at += every)
      await deposits.reconcilePending(at, every);
    const ofThis = asked.filter((s) => s === session);
    // 3, 15, 60 and 150 minutes: four questions in 36 passes.
    expect(ofThis).toHaveLength(RECONCILE_AGES_MS.filter((age) => age <= 180 * MIN).length);
    expect(await statusOf(orderId)).toBe('pending');
    expect(await balance(m.id)).toBe(0);
  });

  it('the leader job: its first pass after a start asks about every pending order of the last two days', async () => {
    const m = await newMember(h);
    const { orderId, session } = await checkout(m, 18_800);
    const { deposits } = gatewayThatWasPaid(session, `sbxpay_outage_${orderId}`, 18_800);
    // The server comes back 5 hours after the payment: between two ages, so only a full pass finds it.
    const job = new DepositReconcileJob({ db: db(), now: () => Date.now() + 5 * 60 * MIN, deposits });
    try {
      const result = await job.runOnce();
      expect(result?.credited).toBe(1);
      expect(await balance(m.id)).toBe(18_800);
    } finally {
      await job.stop();
    }
  });
});
