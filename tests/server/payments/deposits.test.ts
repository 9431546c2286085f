import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SANDBOX_PAYMENT_SECRET } from '../../../server/config.ts';
import { depositOrders, opsAudit, walletLedger } from '../../../server/db/schema.ts';
import { Deposits, UNAPPLIED_PAYMENT_ACTION } from '../../../server/payments/deposits.ts';
import { ReceiptStore } from '../../../server/payments/receipts.ts';
import { SANDBOX_SIGNATURE_HEADER, SandboxProvider } from '../../../server/payments/sandbox.ts';
import { CheckoutError, type PaymentProvider } from '../../../server/payments/types.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { checkLedger } from '../../../server/wallet/reconcile.ts';
import { HEADERS } from '../../../src/shared/constants/http.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { DEPOSIT_CODES } from '../../../src/shared/errors/cashier.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  type Channel,
  ChannelSchema,
  DepositCreatedSchema,
  DepositOrderSchema,
  DepositPageSchema,
  DepositQueuePageSchema,
  OpsChannelSchema,
  RECEIPT_FIELD,
  RECEIPT_MAX_BYTES,
  WebhookAckSchema,
} from '../../../src/shared/schemas/deposits.ts';
import { authClient, failed } from '../support/auth-client.ts';
import {
  createHarness,
  databases,
  type Harness,
  memberIdOf,
  okValue,
  TEST_OPS_TOKEN,
} from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

// Deposits: manual transfers an operator approves or rejects, and gateway payments confirmed by a signed
// callback. The races run on both databases but mean something only on PostgreSQL (PGlite runs one
// transaction at a time); each asserts the money (balance and ledger entries), not only the answers.
describe.each(databases)('deposits ($kind)', ({ kind }) => {
  let h: Harness;
  let token: string;
  let memberId: number;
  let client: ReturnType<typeof authClient>;
  let channels: Channel[];
  const sandbox = new SandboxProvider(DEV_SANDBOX_PAYMENT_SECRET, 'http://localhost');
  const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'X-Operator': 'alice' };

  beforeAll(async () => {
    h = await createHarness(kind);
    client = authClient(h);
    token = await client.passwordLogin('juan', 'Member1234');
    memberId = await memberIdOf(h, 'juan');
    channels = await okValue(await client.get(PATHS.depositChannels, token), v.array(ChannelSchema));
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const channel = (kind: Channel['kind']) => {
    const found = channels.find((c) => c.kind === kind);
    if (!found) throw new Error(`no ${kind} channel seeded`);
    return found;
  };
  const balance = async () => (await balanceOf(h.database.db, memberId)) ?? -1;
  const entries = (orderId: number) =>
    h.database.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, `deposit:${orderId}`));
  const deposit = async (channelId: number, amountCents: number) =>
    okValue(
      await client.json('POST', PATHS.depositOrders, { channelId, amountCents }, token),
      DepositCreatedSchema,
    );
  const opsPost = (path: string, body?: unknown) =>
    h.app.request(path, {
      method: 'POST',
      headers: { ...ops, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const callback = (
    sessionId: string,
    amountCents: number,
    opts: { secret?: string; paymentId?: string } = {},
  ) => {
    const signer = opts.secret ? new SandboxProvider(opts.secret, 'http://localhost') : sandbox;
    const { body, signature } = signer.sign({
      sessionId,
      paymentId: opts.paymentId ?? 'sbxpay_1',
      amountCents,
      paid: true,
    });
    return h.app.request(`${PATHS.paymentWebhook}/sandbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
    });
  };
  const sessionOf = async (orderId: number) => {
    const [o] = await h.database.db.select().from(depositOrders).where(eq(depositOrders.id, orderId));
    if (!o?.gatewaySessionId) throw new Error(`order ${orderId} has no checkout session`);
    return o.gatewaySessionId;
  };

  it('lists the seeded channels: bank, e-wallet and the sandbox gateway, with limits', () => {
    expect(channels.map((c) => c.kind).sort()).toEqual(['gateway', 'manual_bank', 'manual_ewallet']);
    for (const c of channels) expect(c.minCents).toBeLessThanOrEqual(c.maxCents);
  });

  it('manual transfer: reference and receiving account, sender details, operator approves, credited once', async () => {
    const bank = channel('manual_bank');
    const before = await balance();
    const created = await deposit(bank.id, 150_050);
    expect(created.order).toMatchObject({ status: 'pending', amountCents: 150_050, kind: 'manual_bank' });
    expect(created.order.reference).toMatch(/^SW[A-Z2-9]{10}$/);
    expect(created.receivingAccount?.accountNumber).toBeTruthy();
    expect(created.redirectUrl).toBeNull();
    const id = created.order.id;
    // Asked again (a reload before the details are sent), the order still says where to pay.
    const again = await okValue(await client.get(`${PATHS.depositOrders}/${id}`, token), DepositOrderSchema);
    expect(again.receivingAccount).toEqual(created.receivingAccount);
    const submitted = await okValue(
      await client.json(
        'POST',
        `${PATHS.depositOrders}/${id}/submit`,
        { senderName: ' Juan Dela Cruz ', senderReference: 'BDO-778899' },
        token,
      ),
      DepositOrderSchema,
    );
    expect(submitted).toMatchObject({ senderName: 'Juan Dela Cruz', senderReference: 'BDO-778899' });
    expect(submitted.submittedAt).not.toBeNull();
    expect(await balance()).toBe(before);

    const queue = await okValue(
      await h.app.request(PATHS.opsDeposits, { headers: ops }),
      DepositQueuePageSchema,
    );
    expect(queue.list.find((o) => o.id === id)).toMatchObject({ account: 'juan', memberId });

    const approved = await okValue(await opsPost(`${PATHS.opsDeposits}/${id}/approve`), DepositOrderSchema);
    expect(approved.status).toBe('approved');
    expect(await balance()).toBe(before + 150_050);
    const ledger = await entries(id);
    expect(ledger.map((e) => [e.amountCents, e.reason])).toEqual([[150_050, 'deposit']]);

    // A second approval changes nothing.
    expect(await failed(await opsPost(`${PATHS.opsDeposits}/${id}/approve`))).toMatchObject({
      status: 409,
      code: DEPOSIT_CODES.orderClosed,
    });
    expect(await balance()).toBe(before + 150_050);
    const audit = await h.database.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `deposit:${id}`));
    expect(audit.map((a) => [a.actor, a.action])).toEqual([['ops:alice', 'deposit.approve']]);

    const mine = await okValue(await client.get(PATHS.depositOrders, token), DepositPageSchema);
    expect(mine.list.find((o) => o.id === id)?.status).toBe('approved');
  });

  it('reject: nothing credited, the member sees the reason', async () => {
    const before = await balance();
    const { order } = await deposit(channel('manual_ewallet').id, 20_000);
    const rejected = await okValue(
      await opsPost(`${PATHS.opsDeposits}/${order.id}/reject`, { reason: 'No transfer received' }),
      DepositOrderSchema,
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'No transfer received' });
    const seen = await okValue(
      await client.get(`${PATHS.depositOrders}/${order.id}`, token),
      DepositOrderSchema,
    );
    expect(seen).toMatchObject({ status: 'rejected', rejectReason: 'No transfer received' });
    expect(await balance()).toBe(before);
    expect(await entries(order.id)).toEqual([]);
    expect(await failed(await opsPost(`${PATHS.opsDeposits}/${order.id}/approve`))).toMatchObject({
      status: 409,
      code: DEPOSIT_CODES.orderClosed,
    });
    expect(await balance()).toBe(before);
  });

  it('reconciliation finds an approved deposit without its credit', async () => {
    const { order } = await deposit(channel('manual_bank').id, 10_000);
    const setStatus = (status: 'approved' | 'pending') =>
      h.database.db.update(depositOrders).set({ status }).where(eq(depositOrders.id, order.id));
    await setStatus('approved');
    try {
      const report = await checkLedger(h.database.db);
      expect(report.mismatches).toContainEqual(
        expect.objectContaining({ rule: 'deposits', kind: 'deposit.uncredited', ref: `deposit:${order.id}` }),
      );
    } finally {
      await setStatus('pending');
    }
    expect((await checkLedger(h.database.db)).ok).toBe(true);
  });

  it('sandbox gateway: checkout, signed callback, credited once; replays move nothing', async () => {
    const before = await balance();
    const created = await deposit(channel('gateway').id, 25_000);
    expect(created.redirectUrl).toMatch(/\/pay\/sandbox\/sbx_/);
    const session = await sessionOf(created.order.id);
    const first = await okValue(await callback(session, 25_000), WebhookAckSchema);
    expect(first).toEqual({ orderId: created.order.id, status: 'credited', replayed: false });
    const again = await okValue(await callback(session, 25_000), WebhookAckSchema);
    expect(again.replayed).toBe(true);
    expect(await balance()).toBe(before + 25_000);
    expect((await entries(created.order.id)).length).toBe(1);
  });

  it('the sandbox page: Pay posts the signed callback itself and returns the member to the app', async () => {
    const before = await balance();
    const created = await deposit(channel('gateway').id, 30_000);
    const path = new URL(created.redirectUrl ?? '').pathname;
    const page = await h.app.request(path);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('₱300.00');
    expect(text).not.toContain('<script');
    const paid = await h.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/m/voucherCenter?order=${created.order.id}`);
    expect(await balance()).toBe(before + 30_000);
    // Cancel on another checkout closes it with nothing moved.
    const other = await deposit(channel('gateway').id, 30_000);
    const otherPath = new URL(other.redirectUrl ?? '').pathname;
    await h.app.request(otherPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    });
    const seen = await okValue(
      await client.get(`${PATHS.depositOrders}/${other.order.id}`, token),
      DepositOrderSchema,
    );
    // A status the app translates, no English reason stored.
    expect(seen.status).toBe('cancelled');
    expect(seen.rejectReason).toBeNull();
    expect(await balance()).toBe(before + 30_000);
  });

  it("the sandbox page speaks the member's language: Filipino by default, English when asked", async () => {
    const english = await h.app.request(PATHS.depositOrders, {
      method: 'POST',
      headers: {
        'X-Forwarded-For': client.ip,
        'Content-Type': 'application/json',
        [HEADERS.token]: token,
        [HEADERS.language]: 'EN',
      },
      body: JSON.stringify({ channelId: channel('gateway').id, amountCents: 10_000 }),
    });
    const created = await okValue(english, DepositCreatedSchema);
    const url = new URL(created.redirectUrl ?? '');
    expect(url.searchParams.get('lang')).toBe('EN');
    const en = await (await h.app.request(`${url.pathname}${url.search}`)).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('>Pay</button>');
    expect(en).toContain('action="/pay/sandbox/');
    expect(en).toContain('?lang=EN"');
    const fil = await (await h.app.request(url.pathname)).text();
    expect(fil).toContain('<html lang="fil">');
    expect(fil).toContain('>Magbayad</button>');
    expect(fil).toContain('>Kanselahin</button>');
    expect(fil).not.toMatch(/>Pay<|>Cancel</);
    const unknown = await h.app.request('/pay/sandbox/sbx_nothing?lang=EN');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This checkout does not exist.');
    const cancelled = await h.app.request(url.pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    });
    expect(cancelled.status).toBe(303);
    const closed = await h.app.request(url.pathname);
    expect(closed.status).toBe(409);
    expect(await closed.text()).toContain(`Tapos na ang deposito ${created.order.reference}.`);
  });

  it('a bad or missing signature is 401 with a code, and credits nothing', async () => {
    const before = await balance();
    const created = await deposit(channel('gateway').id, 40_000);
    const session = await sessionOf(created.order.id);
    expect(await failed(await callback(session, 40_000, { secret: 'not-the-sandbox-secret' }))).toMatchObject(
      {
        status: 401,
        code: DEPOSIT_CODES.signatureInvalid,
      },
    );
    const unsigned = await h.app.request(`${PATHS.paymentWebhook}/sandbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionId: session, paymentId: 'x', amountCents: 40_000, paid: true }),
    });
    expect(await failed(unsigned)).toMatchObject({ status: 401, code: DEPOSIT_CODES.signatureInvalid });
    // The unconfigured gateway's webhook answers nothing but 404.
    const paymongo = await h.app.request(`${PATHS.paymentWebhook}/paymongo`, { method: 'POST', body: '{}' });
    expect(await failed(paymongo)).toMatchObject({ status: 404, code: CODES.notFound });
    expect(await balance()).toBe(before);
    expect(await entries(created.order.id)).toEqual([]);
  });

  it('a signed notification that is not a payment is acknowledged and moves nothing', async () => {
    const before = await balance();
    const created = await deposit(channel('gateway').id, 10_000);
    const { body, signature } = sandbox.sign({
      sessionId: await sessionOf(created.order.id),
      paymentId: 'sbxpay_failed',
      amountCents: 10_000,
      paid: false,
    });
    const res = await h.app.request(`${PATHS.paymentWebhook}/sandbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
    });
    expect(await okValue(res, WebhookAckSchema)).toEqual({ orderId: null, status: null, replayed: false });
    expect(await balance()).toBe(before);
    expect(await entries(created.order.id)).toEqual([]);
  });

  /** The audit rows of gateway payments that credited nothing, for payment id `paymentId`. */
  const unappliedRows = (paymentId: string) =>
    h.database.db
      .select()
      .from(opsAudit)
      .where(
        and(
          eq(opsAudit.action, UNAPPLIED_PAYMENT_ACTION),
          eq(opsAudit.target, `payment:sandbox:${paymentId}`),
        ),
      );

  it('a payment of another amount credits nothing: acknowledged (no resends), recorded once for operators', async () => {
    const before = await balance();
    const created = await deposit(channel('gateway').id, 50_000);
    const session = await sessionOf(created.order.id);
    const paymentId = `sbxpay_other_amount_${created.order.id}`;
    const ack = await okValue(await callback(session, 5_000_000, { paymentId }), WebhookAckSchema);
    expect(ack).toEqual({
      orderId: created.order.id,
      status: 'pending',
      replayed: false,
      unapplied: DEPOSIT_CODES.amountMismatch,
    });
    // The gateway resends it: a replay, still one record.
    const again = await okValue(await callback(session, 5_000_000, { paymentId }), WebhookAckSchema);
    expect(again).toMatchObject({ replayed: true, unapplied: DEPOSIT_CODES.amountMismatch });
    expect(await balance()).toBe(before);
    const seen = await okValue(
      await client.get(`${PATHS.depositOrders}/${created.order.id}`, token),
      DepositOrderSchema,
    );
    expect(seen.status).toBe('pending');
    const rows = await unappliedRows(paymentId);
    expect(rows.map((r) => [r.actor, r.details])).toEqual([
      [
        'gateway:sandbox',
        {
          code: DEPOSIT_CODES.amountMismatch,
          sessionId: session,
          externalId: paymentId,
          amountCents: 5_000_000,
          orderId: created.order.id,
          orderStatus: 'pending',
          orderAmountCents: 50_000,
        },
      ],
    ]);
    // The operator finds it in the payments audit.
    const audit = await okValue(
      await h.app.request(`${PATHS.opsAudit}?action=${UNAPPLIED_PAYMENT_ACTION}`, { headers: ops }),
      v.object({ list: v.array(v.object({ target: v.string() })) }),
    );
    expect(audit.list.map((a) => a.target)).toContain(`payment:sandbox:${paymentId}`);
  });

  it('a second payment of a credited order and one of an unknown checkout credit nothing, recorded once each', async () => {
    const before = await balance();
    const created = await deposit(channel('gateway').id, 20_000);
    const session = await sessionOf(created.order.id);
    await okValue(
      await callback(session, 20_000, { paymentId: `sbxpay_first_${created.order.id}` }),
      WebhookAckSchema,
    );
    // The member paid the same checkout twice: the second payment is not a replay of the first.
    const second = `sbxpay_second_${created.order.id}`;
    expect(await okValue(await callback(session, 20_000, { paymentId: second }), WebhookAckSchema)).toEqual({
      orderId: created.order.id,
      status: 'credited',
      replayed: false,
      unapplied: DEPOSIT_CODES.orderClosed,
    });
    expect(await balance()).toBe(before + 20_000);
    expect((await entries(created.order.id)).length).toBe(1);
    expect(await unappliedRows(second)).toHaveLength(1);

    // A checkout this platform never made (another integration on the gateway account), resent at once.
    const stray = `sbxpay_stray_${created.order.id}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callback(`sbx_not_ours_${created.order.id}`, 7_500, { paymentId: stray }),
      ),
    );
    const acks = await Promise.all(answers.map((res) => okValue(res, WebhookAckSchema)));
    expect(acks.filter((a) => !a.replayed)).toHaveLength(1);
    for (const a of acks)
      expect(a).toMatchObject({ orderId: null, status: null, unapplied: DEPOSIT_CODES.orderUnknown });
    expect(await unappliedRows(stray)).toHaveLength(1);
    expect(await balance()).toBe(before + 20_000);
  });

  it('an amount outside the channel’s min/max is 400 with a code; fractions are refused', async () => {
    const bank = channel('manual_bank');
    for (const amountCents of [bank.minCents - 1, bank.maxCents + 1]) {
      const res = await client.json('POST', PATHS.depositOrders, { channelId: bank.id, amountCents }, token);
      expect(await failed(res)).toMatchObject({ status: 400, code: DEPOSIT_CODES.amountOutOfRange });
    }
    const fraction = await client.json(
      'POST',
      PATHS.depositOrders,
      { channelId: bank.id, amountCents: 10_000.5 },
      token,
    );
    expect(await failed(fraction)).toMatchObject({ status: 400, code: CODES.invalidRequest });
    const unknown = await client.json(
      'POST',
      PATHS.depositOrders,
      { channelId: 999_999, amountCents: 10_000 },
      token,
    );
    expect(await failed(unknown)).toMatchObject({ status: 404, code: DEPOSIT_CODES.channelUnknown });
  });

  it('a trial member gets free_reject from every deposit call; a visitor session.expired', async () => {
    const trial = await authClient(h).json('POST', PATHS.freeplay, {});
    const { token: trialToken } = v.parse(
      v.object({ value: v.object({ token: v.string() }) }),
      await trial.json(),
    ).value;
    for (const res of [
      await client.get(PATHS.depositChannels, trialToken),
      await client.json(
        'POST',
        PATHS.depositOrders,
        { channelId: channel('manual_bank').id, amountCents: 10_000 },
        trialToken,
      ),
      await client.get(PATHS.depositOrders, trialToken),
    ])
      expect(await failed(res)).toMatchObject({ status: 403, code: AUTH_CODES.freeReject });
    expect(await failed(await client.get(PATHS.depositChannels))).toMatchObject({
      status: 401,
      code: CODES.sessionExpired,
    });
  });

  it('another member’s deposit is unknown to this one', async () => {
    const { order } = await deposit(channel('manual_bank').id, 10_000);
    const other = authClient(h);
    const otherToken = await other.passwordLogin('maria', 'Member1234');
    expect(await failed(await other.get(`${PATHS.depositOrders}/${order.id}`, otherToken))).toMatchObject({
      status: 404,
      code: DEPOSIT_CODES.orderUnknown,
    });
  });

  it('lists deposits by date range and status, paged', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = await okValue(
      await client.get(`${PATHS.depositOrders}?from=${encodeURIComponent(future)}`, token),
      DepositPageSchema,
    );
    expect(none).toMatchObject({ list: [], total: 0 });
    const page = await okValue(
      await client.get(`${PATHS.depositOrders}?pageSize=2&status=pending`, token),
      DepositPageSchema,
    );
    expect(page.list.length).toBeLessThanOrEqual(2);
    expect(page.list.every((o) => o.status === 'pending')).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(page.list.length);
  });

  it('the deposit records answer only while DEPRECM3 is on; depositing does not depend on it', async () => {
    const switches = (on: boolean) =>
      h.app.request(PATHS.opsConfig, {
        method: 'PATCH',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({ switches: { DEPRECM3: on } }),
      });
    expect((await switches(false)).status).toBe(200);
    try {
      const res = await client.get(PATHS.depositOrders, token);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: CODES.featureDisabled });
      expect((await deposit(channel('manual_bank').id, 50_000)).order.status).toBe('pending');
    } finally {
      expect((await switches(true)).status).toBe(200);
    }
    expect((await client.get(PATHS.depositOrders, token)).status).toBe(200);
  });

  it('operators add, change and disable channels; each change is audited', async () => {
    const created = await okValue(
      await opsPost(PATHS.opsPaymentChannels, {
        kind: 'manual_ewallet',
        name: 'Maya',
        accountName: 'Swerte',
        accountNumber: '09990001111',
        minCents: 5_000,
        maxCents: 100_000,
        quickAmounts: [5_000, 10_000],
      }),
      OpsChannelSchema,
    );
    expect(created).toMatchObject({ enabled: true, name: 'Maya' });
    const listed = await okValue(await client.get(PATHS.depositChannels, token), v.array(ChannelSchema));
    expect(listed.some((c) => c.id === created.id)).toBe(true);

    const patch = (body: unknown) =>
      h.app.request(`${PATHS.opsPaymentChannels}/${created.id}`, {
        method: 'PATCH',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(await failed(await patch({ minCents: 200_000 }))).toMatchObject({
      status: 400,
      code: DEPOSIT_CODES.channelInvalid,
    });
    const off = await okValue(await patch({ enabled: false }), OpsChannelSchema);
    expect(off.enabled).toBe(false);
    const after = await okValue(await client.get(PATHS.depositChannels, token), v.array(ChannelSchema));
    expect(after.some((c) => c.id === created.id)).toBe(false);
    const res = await client.json(
      'POST',
      PATHS.depositOrders,
      { channelId: created.id, amountCents: 10_000 },
      token,
    );
    expect(await failed(res)).toMatchObject({ status: 404, code: DEPOSIT_CODES.channelUnknown });

    const bad = await opsPost(PATHS.opsPaymentChannels, {
      kind: 'gateway',
      name: 'No provider',
      minCents: 100,
      maxCents: 1000,
    });
    expect(await failed(bad)).toMatchObject({ status: 400, code: DEPOSIT_CODES.channelInvalid });
    const audit = await h.database.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `channel:${created.id}`));
    expect(audit.map((a) => a.action)).toEqual(['channel.create', 'channel.update']);
    const all = await okValue(
      await h.app.request(PATHS.opsPaymentChannels, { headers: ops }),
      v.array(OpsChannelSchema),
    );
    expect(all.find((c) => c.id === created.id)?.enabled).toBe(false);
    expect(await failed(await h.app.request(PATHS.opsPaymentChannels))).toMatchObject({
      status: 401,
      code: CODES.opsUnauthorized,
    });
  });

  it('the same callback fired 50 times at once credits once', async () => {
    const before = await balance();
    const created = await deposit(channel('gateway').id, 77_700);
    const session = await sessionOf(created.order.id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => callback(session, 77_700)));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const acks = await Promise.all(answers.map((r) => okValue(r, WebhookAckSchema)));
    expect(acks.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await balance()).toBe(before + 77_700);
    const ledger = await entries(created.order.id);
    expect(ledger.map((e) => e.amountCents)).toEqual([77_700]);
  });

  it('approve and reject fired at once on one order apply exactly one', async () => {
    for (let round = 0; round < 5; round++) {
      const before = await balance();
      const { order } = await deposit(channel('manual_bank').id, 12_300);
      const [a, r] = await Promise.all([
        opsPost(`${PATHS.opsDeposits}/${order.id}/approve`),
        opsPost(`${PATHS.opsDeposits}/${order.id}/reject`, { reason: 'race' }),
      ]);
      expect([a.status, r.status].sort()).toEqual([200, 409]);
      const [row] = await h.database.db
        .select()
        .from(depositOrders)
        .where(and(eq(depositOrders.id, order.id)));
      const credited = (await entries(order.id)).length;
      if (row?.status === 'approved') {
        expect(credited).toBe(1);
        expect(await balance()).toBe(before + 12_300);
      } else {
        expect(row?.status).toBe('rejected');
        expect(credited).toBe(0);
        expect(await balance()).toBe(before);
      }
      const audit = await h.database.db
        .select()
        .from(opsAudit)
        .where(eq(opsAudit.target, `deposit:${order.id}`));
      expect(audit).toHaveLength(1);
    }
  });

  it('a gateway that refuses the checkout: 502 with a code, the order `failed` with no English reason', async () => {
    const refusing: PaymentProvider = {
      code: 'sandbox',
      createCheckout: async () => {
        throw new CheckoutError('down');
      },
      verifyWebhook: () => null,
      lookupCheckout: async () => null,
    };
    const service = new Deposits(h.database.db, refusing, { success: String, cancel: String });
    const outcome = await service.create({ memberId, merchantCode: 'SWERTE' }, channel('gateway').id, 10_000);
    expect(outcome).toMatchObject({ ok: false, status: 502, code: DEPOSIT_CODES.gatewayUnavailable });
    const [row] = await h.database.db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'failed')));
    expect(row).toMatchObject({ status: 'failed', rejectReason: null });
    const seen = await okValue(
      await client.get(`${PATHS.depositOrders}/${row?.id}`, token),
      DepositOrderSchema,
    );
    expect(seen.status).toBe('failed');
  });

  describe('receipt images', () => {
    const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 0, 255]);
    const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
    const upload = (id: number, body: RequestInit['body'], type?: string) =>
      h.app.request(`${PATHS.depositOrders}/${id}/receipt`, {
        method: 'POST',
        headers: {
          'X-Forwarded-For': client.ip,
          [HEADERS.token]: token,
          ...(type ? { 'Content-Type': type } : {}),
        },
        body,
      });
    const form = (bytes: Uint8Array, name: string, type: string) => {
      const f = new FormData();
      f.append(RECEIPT_FIELD, new Blob([bytes], { type }), name);
      return f;
    };
    const download = (id: number) => h.app.request(`${PATHS.opsDeposits}/${id}/receipt`, { headers: ops });

    it('a PNG in a form: stored under a random key, the order says hasReceipt, operators download it', async () => {
      const { order } = await deposit(channel('manual_bank').id, 50_000);
      expect(order.hasReceipt).toBe(false);
      expect(await failed(await download(order.id))).toMatchObject({
        status: 404,
        code: DEPOSIT_CODES.receiptMissing,
      });
      const res = await upload(order.id, form(PNG, '../../etc/passwd.png', 'image/png'));
      const attached = await okValue(res, DepositOrderSchema);
      expect(attached.hasReceipt).toBe(true);
      const seen = await okValue(
        await client.get(`${PATHS.depositOrders}/${order.id}`, token),
        DepositOrderSchema,
      );
      expect(seen.hasReceipt).toBe(true);
      const [row] = await h.database.db.select().from(depositOrders).where(eq(depositOrders.id, order.id));
      expect(row?.receiptKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(row?.receiptType).toBe('image/png');
      const file = await download(order.id);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(file.headers.get('content-disposition')).toContain(`receipt-${order.reference}.png`);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
      // Without the ops token: nothing.
      const anonymous = await h.app.request(`${PATHS.opsDeposits}/${order.id}/receipt`);
      expect(anonymous.status).toBe(401);
      // A JPEG as the raw body replaces it (the type is the bytes', whatever the header says).
      const replaced = await okValue(await upload(order.id, JPEG, 'image/png'), DepositOrderSchema);
      expect(replaced.hasReceipt).toBe(true);
      const again = await download(order.id);
      expect(again.headers.get('content-type')).toBe('image/jpeg');
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(JPEG);
      const queue = await okValue(
        await h.app.request(PATHS.opsDeposits, { headers: ops }),
        DepositQueuePageSchema,
      );
      expect(queue.list.find((o) => o.id === order.id)?.hasReceipt).toBe(true);
    });

    it('refuses what is not a PNG or JPEG by its bytes, above 5 MB, on a gateway or closed order', async () => {
      const { order } = await deposit(channel('manual_ewallet').id, 50_000);
      const text = new TextEncoder().encode('not an image at all');
      for (const res of [
        await upload(order.id, form(text, 'receipt.png', 'image/png')),
        await upload(order.id, text, 'image/jpeg'),
        await upload(order.id, new FormData()),
      ])
        expect(await failed(res)).toMatchObject({ status: 400, code: DEPOSIT_CODES.receiptInvalid });
      const big = new Uint8Array(RECEIPT_MAX_BYTES + 1);
      big.set(PNG);
      expect(await failed(await upload(order.id, big, 'application/octet-stream'))).toMatchObject({
        status: 413,
        code: DEPOSIT_CODES.receiptTooLarge,
      });
      const huge = new Uint8Array(RECEIPT_MAX_BYTES + 200 * 1024);
      huge.set(PNG);
      expect(await failed(await upload(order.id, form(huge, 'big.png', 'image/png')))).toMatchObject({
        status: 413,
        code: DEPOSIT_CODES.receiptTooLarge,
      });
      // Exactly 5 MB passes the size check.
      const largest = new Uint8Array(RECEIPT_MAX_BYTES);
      largest.set(PNG);
      expect(
        (await okValue(await upload(order.id, form(largest, 'ok.png', 'image/png')), DepositOrderSchema))
          .hasReceipt,
      ).toBe(true);
      expect(
        (await okValue(await client.get(`${PATHS.depositOrders}/${order.id}`, token), DepositOrderSchema))
          .hasReceipt,
      ).toBe(true);

      const gateway = await deposit(channel('gateway').id, 10_000);
      expect(await failed(await upload(gateway.order.id, PNG, 'image/png'))).toMatchObject({
        status: 409,
        code: DEPOSIT_CODES.orderKind,
      });
      await okValue(
        await opsPost(`${PATHS.opsDeposits}/${order.id}/reject`, { reason: 'no transfer' }),
        DepositOrderSchema,
      );
      expect(await failed(await upload(order.id, PNG, 'image/png'))).toMatchObject({
        status: 409,
        code: DEPOSIT_CODES.orderClosed,
      });
      expect(await failed(await upload(2_000_000_000, PNG, 'image/png'))).toMatchObject({
        status: 404,
        code: DEPOSIT_CODES.orderUnknown,
      });
      // Another member's order is not found either.
      const other = authClient(h);
      const otherToken = await other.passwordLogin('maria', 'Member1234');
      const res = await h.app.request(`${PATHS.depositOrders}/${order.id}/receipt`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': other.ip, [HEADERS.token]: otherToken },
        body: PNG,
      });
      expect(await failed(res)).toMatchObject({ status: 404, code: DEPOSIT_CODES.orderUnknown });
    });

    it('ten uploads at once on one order: one stored key, one file left', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'swerte-receipts-test-'));
      try {
        const service = new Deposits(
          h.database.db,
          null,
          { success: String, cancel: String },
          new ReceiptStore(dir),
        );
        const { order } = await deposit(channel('manual_bank').id, 50_000);
        const member = { memberId, merchantCode: 'SWERTE' };
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            service.attachReceipt(member, order.id, new Uint8Array([...PNG, i])),
          ),
        );
        expect(results.every((r) => r.ok)).toBe(true);
        const [row] = await h.database.db.select().from(depositOrders).where(eq(depositOrders.id, order.id));
        expect(await readdir(dir)).toEqual([row?.receiptKey]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('without a session: 401, nothing stored', async () => {
      const { order } = await deposit(channel('manual_bank').id, 50_000);
      const res = await h.app.request(`${PATHS.depositOrders}/${order.id}/receipt`, {
        method: 'POST',
        body: PNG,
      });
      expect(res.status).toBe(401);
      const [row] = await h.database.db.select().from(depositOrders).where(eq(depositOrders.id, order.id));
      expect(row?.receiptKey).toBeNull();
    });
  });

  it('a Module-Id of another module is refused on deposit calls', async () => {
    const res = await h.app.request(PATHS.depositChannels, {
      headers: { [HEADERS.token]: token, [HEADERS.moduleId]: 'COMM3' },
    });
    expect(await failed(res)).toMatchObject({ status: 403, code: CODES.moduleMismatch });
  });
});
