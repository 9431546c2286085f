// Deposits: the member's orders, the operator's approvals and the gateways' confirmations.
// Money arrives once, through the ledger, as `deposit:<orderId>`, in the same transaction that takes the
// order out of `pending`. That transaction first locks the order row (FOR UPDATE), so an approval, a
// rejection and any number of gateway callbacks on one order queue behind each other and exactly one of
// them finds it pending; the ledger's unique reference is the second guard.

import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { PENDING_DEPOSITS_MAX } from '../../src/shared/constants/cashier.ts';
import type { Language } from '../../src/shared/constants/language.ts';
import { DEPOSIT_CODES } from '../../src/shared/errors/cashier.ts';
import { LIMIT_CODES } from '../../src/shared/errors/protection.ts';
import type {
  ChannelCreate,
  ChannelPatchSchema,
  DepositCreatedSchema,
  DepositOrder,
  DepositQueueQuerySchema,
  DepositsQuerySchema,
  PaymentProviderCode,
  UnappliedPaymentCode,
  WebhookAck,
} from '../../src/shared/schemas/deposits.ts';
import { RECEIPT_MAX_BYTES, receiptTypeOf } from '../../src/shared/schemas/deposits.ts';
import { inLanguage } from '../lib/in-language.ts';

/**
 * The ages at which a pending gateway order is asked of its gateway (`reconcilePending`): first once its
 * webhook has had its time, last past PayMongo's 136.5 min of retries and the checkout's 24 h.
 */
export const RECONCILE_AGES_MS = [3, 15, 60, 150, 360, 1_500].map((min) => min * 60_000) as [
  number,
  ...number[],
];
/** A server's first pass asks about every pending order this young (an outage just ended). */
export const RECONCILE_WITHIN_MS = 48 * 3_600_000;

/** The audit action of a gateway payment that credited nothing (operators settle it by hand). */
export const UNAPPLIED_PAYMENT_ACTION = 'deposit.payment.unapplied';

import { audit } from '../core/audit.ts';
import { type Decision, done, type Outcome, refused } from '../core/outcome.ts';
import { depositOrders, members, opsAudit, paymentChannels } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { LOCK_SPACE, lockKeys } from '../lib/xact-lock.ts';
import { checkDepositChoice, payDepositBonus } from '../promotions/deposit-bonus.ts';
import { depositLimitBreach } from '../protection/limits.ts';
import { referralDepositCredited } from '../referrals/referrals.ts';
import { credit } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';
import type { ReceiptStore } from './receipts.ts';
import { CheckoutError, type PaymentProvider, type WebhookEvent } from './types.ts';

type ChannelRow = typeof paymentChannels.$inferSelect;
type OrderRow = typeof depositOrders.$inferSelect;

/** Unambiguous letters and digits (no 0/O, 1/I): members type the reference into a bank app. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** `SW` + 10 characters: 50 bits, so two orders never meet (the unique index would refuse it anyway). */
const newReference = () =>
  `SW${Array.from({ length: 10 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type OrderChannel = Pick<ChannelRow, 'name' | 'kind' | 'accountName' | 'accountNumber' | 'bankName'>;

/** Where a manual transfer goes (the channel's account); null for a gateway. */
const receivingAccountOf = (ch: OrderChannel) =>
  ch.kind === 'gateway'
    ? null
    : { accountName: ch.accountName ?? '', accountNumber: ch.accountNumber ?? '', bankName: ch.bankName };

const toOrder = (o: OrderRow, ch: OrderChannel): DepositOrder => ({
  id: o.id,
  channelId: o.channelId,
  channelName: ch.name,
  kind: ch.kind,
  amountCents: o.amountCents,
  reference: o.reference,
  status: o.status,
  senderName: o.senderName,
  senderReference: o.senderReference,
  rejectReason: o.rejectReason,
  hasReceipt: o.receiptKey !== null,
  // Sent again with the order, so a member who reloads before sending the details still sees where to pay.
  receivingAccount: receivingAccountOf(ch),
  createdAt: o.createdAt.toISOString(),
  submittedAt: iso(o.submittedAt),
  decidedAt: iso(o.decidedAt),
});

/** A channel as members see it: its name in their language (`language`; operators read the English). */
export const toMemberChannel = (c: ChannelRow, language: Language = 'EN') => ({
  id: c.id,
  kind: c.kind,
  name: inLanguage(language, c.name, c.nameTy),
  minCents: c.minCents,
  maxCents: c.maxCents,
  quickAmounts: c.quickAmounts,
});

export const toOpsChannel = (c: ChannelRow) => ({
  ...toMemberChannel(c),
  nameTy: c.nameTy,
  providerCode: c.providerCode,
  accountName: c.accountName,
  accountNumber: c.accountNumber,
  bankName: c.bankName,
  enabled: c.enabled,
  sort: c.sort,
});

/** What makes a channel usable: the fields its kind needs, limits in order, quick amounts inside them. */
export function channelProblem(
  c: Omit<ChannelCreate, 'enabled' | 'sort' | 'providerCode'> & { providerCode: string | null },
): string | null {
  if (c.minCents > c.maxCents) return 'minCents is above maxCents';
  if (c.quickAmounts.some((a) => a < c.minCents || a > c.maxCents))
    return 'a quick amount is outside min/max';
  if (c.kind === 'gateway') return c.providerCode ? null : 'a gateway channel needs providerCode';
  if (!c.accountName || !c.accountNumber) return 'a manual channel needs accountName and accountNumber';
  return c.providerCode ? 'a manual channel has no providerCode' : null;
}

interface Member {
  memberId: number;
  merchantCode: string;
}

export class Deposits {
  constructor(
    private readonly db: Db,
    /** The configured gateway; null: manual channels only. */
    readonly provider: PaymentProvider | null,
    /** Where a gateway sends the member back. */
    readonly urls: { success: (orderId: number) => string; cancel: (orderId: number) => string },
    /** Where receipt images of manual transfers are kept (null: receipts are refused). */
    private readonly receipts: ReceiptStore | null = null,
    /** The app's clock: an order's times are on the clock of the member's deposit-limit periods. */
    private readonly now: () => number = Date.now,
  ) {}

  /** A gateway channel is offered only while its provider is the configured one. */
  private usable = (c: ChannelRow) =>
    c.enabled && (c.kind !== 'gateway' || c.providerCode === this.provider?.code);

  async channels(merchantCode: string, language: Language) {
    const rows = await this.db
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.merchantCode, merchantCode), eq(paymentChannels.enabled, true)))
      .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
    return rows.filter(this.usable).map((c) => toMemberChannel(c, language));
  }

  async create(
    m: Member,
    channelId: number,
    amountCents: number,
    /** The member's language, for a gateway's hosted page. */
    language?: string,
    /** The clock of the member's deposit-limit periods. */
    now: number = Date.now(),
    /** A deposit promotion chosen for its bonus (paid with the credit), or none. */
    promotionId: number | null = null,
  ): Promise<Outcome<v.InferOutput<typeof DepositCreatedSchema>>> {
    const [channel] = await this.db
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.id, channelId), eq(paymentChannels.merchantCode, m.merchantCode)));
    if (!channel || !this.usable(channel))
      return refused(404, DEPOSIT_CODES.channelUnknown, 'No such payment channel');
    if (amountCents < channel.minCents || amountCents > channel.maxCents)
      return refused(
        400,
        DEPOSIT_CODES.amountOutOfRange,
        `amountCents must be from ${channel.minCents} to ${channel.maxCents}`,
      );
    if (promotionId !== null) {
      const choice = await checkDepositChoice(this.db, m, promotionId, amountCents, now);
      if (!choice.ok) return choice;
    }
    const gateway = channel.kind === 'gateway' ? this.provider : null;
    // The member's deposit limits: checked and the order written under the member's lock, so concurrent
    // orders cannot all pass on the same remaining amount.
    const created = await this.db.transaction(async (tx) => {
      const limit = await depositLimitBreach(tx, m.memberId, amountCents, now);
      if (limit) return { limit, order: undefined, tooMany: false };
      // Under the same lock: of concurrent orders, only those that fit under the bound are written.
      const [waiting] = await tx
        .select({ n: count() })
        .from(depositOrders)
        .where(and(eq(depositOrders.memberId, m.memberId), eq(depositOrders.status, 'pending')));
      if ((waiting?.n ?? 0) >= PENDING_DEPOSITS_MAX) return { limit: null, order: undefined, tooMany: true };
      const [row] = await tx
        .insert(depositOrders)
        .values({
          merchantCode: m.merchantCode,
          memberId: m.memberId,
          channelId,
          amountCents,
          reference: newReference(),
          provider: gateway?.code ?? null,
          promotionId,
          createdAt: new Date(now),
        })
        .returning();
      return { limit: null, order: row, tooMany: false };
    });
    if (created.tooMany)
      return refused(
        409,
        DEPOSIT_CODES.pendingTooMany,
        `At most ${PENDING_DEPOSITS_MAX} deposits may wait at once: finish or wait for one first`,
      );
    if (created.limit)
      return {
        ...refused(
          409,
          LIMIT_CODES.depositExceeded,
          `The ${created.limit.period} deposit limit would be exceeded: ${created.limit.leftCents} cents left`,
        ),
        value: created.limit,
      };
    const { order } = created;
    if (!order) throw new Error('deposit insert returned nothing');
    if (!gateway)
      return done({
        order: toOrder(order, channel),
        receivingAccount: receivingAccountOf(channel),
        redirectUrl: null,
      });
    // The provider is called outside any transaction (a network call must not hold locks).
    try {
      const checkout = await gateway.createCheckout({
        id: order.id,
        amountCents,
        reference: order.reference,
        description: `Deposit ${order.reference}`,
        successUrl: this.urls.success(order.id),
        cancelUrl: this.urls.cancel(order.id),
        ...(language ? { language } : {}),
      });
      const [opened] = await this.db
        .update(depositOrders)
        .set({ gatewaySessionId: checkout.sessionId })
        .where(eq(depositOrders.id, order.id))
        .returning();
      if (!opened) throw new Error('deposit update returned nothing');
      return done({
        order: toOrder(opened, channel),
        receivingAccount: null,
        redirectUrl: checkout.redirectUrl,
      });
    } catch (err) {
      if (!(err instanceof CheckoutError)) throw err;
      await this.db
        .update(depositOrders)
        .set({ status: 'failed', decidedAt: new Date(this.now()) })
        .where(and(eq(depositOrders.id, order.id), eq(depositOrders.status, 'pending')));
      return refused(
        502,
        DEPOSIT_CODES.gatewayUnavailable,
        'The payment gateway is unavailable, try again later',
      );
    }
  }

  private async withChannel(where: SQL | undefined) {
    const [row] = await this.db
      .select({ order: depositOrders, channel: paymentChannels })
      .from(depositOrders)
      .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
      .where(where);
    return row;
  }

  async get(m: Member, id: number) {
    const row = await this.withChannel(and(eq(depositOrders.id, id), eq(depositOrders.memberId, m.memberId)));
    return row
      ? done(toOrder(row.order, row.channel))
      : refused(404, DEPOSIT_CODES.orderUnknown, 'No such deposit');
  }

  /** The member's sender name and reference number of a manual transfer (may be corrected while pending). */
  async submit(m: Member, id: number, sender: { senderName: string; senderReference: string }) {
    const row = await this.withChannel(and(eq(depositOrders.id, id), eq(depositOrders.memberId, m.memberId)));
    if (!row) return refused(404, DEPOSIT_CODES.orderUnknown, 'No such deposit');
    if (row.channel.kind === 'gateway')
      return refused(409, DEPOSIT_CODES.orderKind, 'A gateway deposit is confirmed by the gateway');
    const [updated] = await this.db
      .update(depositOrders)
      .set({ ...sender, submittedAt: sql`now()` })
      .where(and(eq(depositOrders.id, id), eq(depositOrders.status, 'pending')))
      .returning();
    if (!updated) return refused(409, DEPOSIT_CODES.orderClosed, 'This deposit is no longer pending');
    return done(toOrder(updated, row.channel));
  }

  /**
   * The receipt image of a pending manual transfer (a new one replaces the old). The type is read from
   * the bytes; the file is written first and kept only if the order was still pending.
   */
  async attachReceipt(m: Member, id: number, bytes: Uint8Array) {
    if (bytes.length > RECEIPT_MAX_BYTES)
      return refused(413, DEPOSIT_CODES.receiptTooLarge, 'receipt: larger than 5 MB');
    const type = receiptTypeOf(bytes);
    if (!type) return refused(400, DEPOSIT_CODES.receiptInvalid, 'receipt: not a PNG or JPEG image');
    const row = await this.withChannel(and(eq(depositOrders.id, id), eq(depositOrders.memberId, m.memberId)));
    if (!row) return refused(404, DEPOSIT_CODES.orderUnknown, 'No such deposit');
    if (row.channel.kind === 'gateway')
      return refused(409, DEPOSIT_CODES.orderKind, 'A gateway deposit takes no receipt');
    if (row.order.status !== 'pending')
      return refused(409, DEPOSIT_CODES.orderClosed, 'This deposit is no longer pending');
    if (!this.receipts) throw new Error('deposits: no receipt store configured');
    const key = await this.receipts.save(bytes);
    // The order locked while its key changes: of uploads at once, each later one finds the earlier one's
    // key and removes its file, so only the stored key's file stays.
    const swapped = await this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, eq(depositOrders.id, id));
      if (locked?.status !== 'pending') return null;
      const [order] = await tx
        .update(depositOrders)
        .set({ receiptKey: key, receiptType: type })
        .where(eq(depositOrders.id, id))
        .returning();
      return order ? { order, old: locked.receiptKey } : null;
    });
    if (!swapped) {
      await this.receipts.remove(key);
      return refused(409, DEPOSIT_CODES.orderClosed, 'This deposit is no longer pending');
    }
    const { order: updated, old } = swapped;
    if (old && old !== key) await this.receipts.remove(old);
    return done(toOrder(updated, row.channel));
  }

  /** An operator's download of a deposit's receipt image. */
  async receipt(merchantCode: string, id: number) {
    const [order] = await this.db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.id, id), eq(depositOrders.merchantCode, merchantCode)));
    if (!order) return refused(404, DEPOSIT_CODES.orderUnknown, 'No such deposit');
    const bytes = order.receiptKey && this.receipts ? await this.receipts.read(order.receiptKey) : null;
    if (!bytes || !order.receiptType)
      return refused(404, DEPOSIT_CODES.receiptMissing, 'This deposit has no receipt image');
    return done({ bytes, type: order.receiptType, reference: order.reference });
  }

  async list(m: Member, q: v.InferOutput<typeof DepositsQuerySchema>) {
    const where = and(
      eq(depositOrders.memberId, m.memberId),
      q.from ? gte(depositOrders.createdAt, new Date(q.from)) : undefined,
      q.to ? lt(depositOrders.createdAt, new Date(q.to)) : undefined,
      q.status ? eq(depositOrders.status, q.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ order: depositOrders, channel: paymentChannels })
        .from(depositOrders)
        .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
        .where(where)
        .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      this.db.select({ n: count() }).from(depositOrders).where(where),
    ]);
    return {
      list: rows.map((r) => toOrder(r.order, r.channel)),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: total?.n ?? 0,
    };
  }

  /** The order row, locked for the rest of the transaction. */
  private async lock(tx: DbOrTx, where: SQL | undefined) {
    const [order] = await tx.select().from(depositOrders).where(where).for('update');
    return order;
  }

  private async creditOrder(tx: DbOrTx, order: OrderRow) {
    const moved = await credit(tx, {
      memberId: order.memberId,
      amountCents: order.amountCents,
      reason: 'deposit',
      reference: ledgerRef.deposit(order.id),
    });
    if (!moved.ok) throw new Error(`deposit ${order.id}: credit refused (${moved.reason})`);
    // The chosen promotion's bonus, in this transaction: paid once with the order, or not at all (the
    // deposit credits either way).
    await payDepositBonus(tx, order, this.now());
    // Invite friends: a qualifying deposit makes the referrer's reward pending (paid outside this transaction).
    await referralDepositCredited(tx, order.memberId, order.amountCents, new Date(this.now()));
  }

  /** A verified payment: credits its order once; replays answer `replayed`. */
  /**
   * A gateway's signed "paid": credits its pending order once. A payment that credits nothing (no such
   * checkout, the order no longer pending or paid already by another payment, another amount) is the
   * member's money all the same: it is acknowledged, so the gateway stops resending it (PayMongo disables
   * a webhook whose events keep failing, and then no deposit arrives at all), and recorded once for an
   * operator to credit or refund by hand (`unappliedPayment`).
   */
  async applyPayment(provider: PaymentProviderCode, event: WebhookEvent): Promise<Outcome<WebhookAck>> {
    return this.db.transaction(async (tx) => {
      const order = await this.lock(
        tx,
        and(eq(depositOrders.provider, provider), eq(depositOrders.gatewaySessionId, event.sessionId)),
      );
      if (!order) return this.unappliedPayment(tx, provider, event, DEPOSIT_CODES.orderUnknown, null);
      if (order.status === 'credited' && order.externalId === event.externalId)
        return done({ orderId: order.id, status: order.status, replayed: true });
      if (order.status !== 'pending')
        return this.unappliedPayment(tx, provider, event, DEPOSIT_CODES.orderClosed, order);
      if (event.amountCents !== order.amountCents)
        return this.unappliedPayment(tx, provider, event, DEPOSIT_CODES.amountMismatch, order);
      await this.creditOrder(tx, order);
      await tx
        .update(depositOrders)
        .set({ status: 'credited', externalId: event.externalId, decidedAt: new Date(this.now()) })
        .where(eq(depositOrders.id, order.id));
      return done({ orderId: order.id, status: 'credited' as const, replayed: false });
    });
  }

  /**
   * Records a payment that credited nothing, once per gateway payment id, in the operators' audit
   * (`deposit.payment.unapplied`, target `payment:<provider>:<id>`); a resent one is a replay.
   */
  private async unappliedPayment(
    tx: DbOrTx,
    provider: PaymentProviderCode,
    event: WebhookEvent,
    code: UnappliedPaymentCode,
    order: OrderRow | null,
  ): Promise<Outcome<WebhookAck>> {
    const target = `payment:${provider}:${event.externalId}`;
    // Twins of one delivery queue here: an unknown checkout has no order row to lock.
    await lockKeys(tx, LOCK_SPACE.unappliedPayment, target);
    const [seen] = await tx
      .select({ id: opsAudit.id })
      .from(opsAudit)
      .where(and(eq(opsAudit.action, UNAPPLIED_PAYMENT_ACTION), eq(opsAudit.target, target)));
    if (!seen)
      await audit(tx, `gateway:${provider}`, UNAPPLIED_PAYMENT_ACTION, target, {
        code,
        sessionId: event.sessionId,
        externalId: event.externalId,
        amountCents: event.amountCents,
        orderId: order?.id ?? null,
        orderStatus: order?.status ?? null,
        orderAmountCents: order?.amountCents ?? null,
      });
    return done({
      orderId: order?.id ?? null,
      status: order?.status ?? null,
      replayed: !!seen,
      unapplied: code,
    });
  }

  /**
   * Pending gateway orders whose webhook never came (the server was down past the gateway's retries,
   * which PayMongo does not resend), asked of the gateway and credited through `applyPayment`, as their
   * webhook would have been. Without `windowMs` (a server's first pass after it starts: an outage just
   * ended) every pending order of the last RECONCILE_WITHIN_MS is asked; with it, only those that
   * crossed one of RECONCILE_AGES_MS in the last `windowMs`, so an abandoned checkout is asked a few
   * times in all, not at every pass.
   */
  async reconcilePending(now: number, windowMs?: number, shouldStop?: () => boolean) {
    const result = { asked: 0, credited: 0, unapplied: 0 };
    const provider = this.provider;
    if (!provider) return result;
    const at = (ageMs: number) => new Date(now - ageMs);
    const ages =
      windowMs === undefined
        ? and(
            lt(depositOrders.createdAt, at(RECONCILE_AGES_MS[0])),
            gte(depositOrders.createdAt, at(RECONCILE_WITHIN_MS)),
          )
        : or(
            ...RECONCILE_AGES_MS.map((age) =>
              and(lt(depositOrders.createdAt, at(age)), gte(depositOrders.createdAt, at(age + windowMs))),
            ),
          );
    const due = await this.db
      .select({ sessionId: depositOrders.gatewaySessionId })
      .from(depositOrders)
      .where(and(eq(depositOrders.status, 'pending'), eq(depositOrders.provider, provider.code), ages))
      .orderBy(asc(depositOrders.createdAt), asc(depositOrders.id));
    for (const { sessionId } of due) {
      if (shouldStop?.()) break;
      if (!sessionId) continue;
      result.asked++;
      const event = await provider.lookupCheckout(sessionId);
      if (!event?.paid) continue;
      const applied = await this.applyPayment(provider.code, event);
      if (applied.ok && applied.value.unapplied) result.unapplied++;
      else if (applied.ok && !applied.value.replayed) result.credited++;
    }
    return result;
  }

  /** The member left the sandbox's hosted page with Cancel: the order closes, nothing moved. */
  async cancelCheckout(provider: PaymentProviderCode, sessionId: string) {
    await this.db
      .update(depositOrders)
      .set({ status: 'cancelled', decidedAt: new Date(this.now()) })
      .where(
        and(
          eq(depositOrders.provider, provider),
          eq(depositOrders.gatewaySessionId, sessionId),
          eq(depositOrders.status, 'pending'),
        ),
      );
  }

  async checkout(provider: PaymentProviderCode, sessionId: string) {
    const [order] = await this.db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.provider, provider), eq(depositOrders.gatewaySessionId, sessionId)));
    return order;
  }

  // --- Operators --------------------------------------------------------------------------------

  async queue(merchantCode: string, q: v.InferOutput<typeof DepositQueueQuerySchema>) {
    const where = and(eq(depositOrders.merchantCode, merchantCode), eq(depositOrders.status, q.status));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ order: depositOrders, channel: paymentChannels, account: members.account })
        .from(depositOrders)
        .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
        .innerJoin(members, eq(members.id, depositOrders.memberId))
        .where(where)
        .orderBy(asc(depositOrders.createdAt), asc(depositOrders.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      this.db.select({ n: count() }).from(depositOrders).where(where),
    ]);
    return {
      list: rows.map((r) => ({
        ...toOrder(r.order, r.channel),
        memberId: r.order.memberId,
        account: r.account,
        provider: r.order.provider,
        externalId: r.order.externalId,
      })),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: total?.n ?? 0,
    };
  }

  /**
   * An operator's decision on a pending manual deposit: approve credits it, reject records the reason
   * the member sees. Both lock the order first, so of two decisions racing exactly one applies.
   */
  async decide(merchantCode: string, id: number, actor: string, decision: Decision) {
    return this.db.transaction(async (tx) => {
      const order = await this.lock(
        tx,
        and(eq(depositOrders.id, id), eq(depositOrders.merchantCode, merchantCode)),
      );
      if (!order) return refused(404, DEPOSIT_CODES.orderUnknown, 'No such deposit');
      if (order.provider)
        return refused(409, DEPOSIT_CODES.orderKind, 'A gateway deposit is confirmed by the gateway');
      if (order.status !== 'pending')
        return refused(409, DEPOSIT_CODES.orderClosed, `Deposit ${order.id} is ${order.status}`);
      if (decision.approve) await this.creditOrder(tx, order);
      const [updated] = await tx
        .update(depositOrders)
        .set(
          decision.approve
            ? { status: 'approved', decidedAt: new Date(this.now()) }
            : { status: 'rejected', rejectReason: decision.reason, decidedAt: new Date(this.now()) },
        )
        .where(eq(depositOrders.id, order.id))
        .returning();
      if (!updated) throw new Error('deposit update returned nothing');
      await audit(tx, actor, decision.approve ? 'deposit.approve' : 'deposit.reject', `deposit:${order.id}`, {
        memberId: order.memberId,
        amountCents: order.amountCents,
        ...(decision.approve ? {} : { reason: decision.reason }),
      });
      const [channel] = await tx
        .select()
        .from(paymentChannels)
        .where(eq(paymentChannels.id, order.channelId));
      if (!channel) throw new Error('deposit without its channel');
      return done(toOrder(updated, channel));
    });
  }

  async allChannels(merchantCode: string) {
    const rows = await this.db
      .select()
      .from(paymentChannels)
      .where(eq(paymentChannels.merchantCode, merchantCode))
      .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
    return rows.map(toOpsChannel);
  }

  async createChannel(merchantCode: string, actor: string, c: ChannelCreate) {
    const problem = channelProblem(c);
    if (problem) return refused(400, DEPOSIT_CODES.channelInvalid, problem);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(paymentChannels)
        .values({ ...c, merchantCode })
        .returning();
      if (!row) throw new Error('channel insert returned nothing');
      await audit(tx, actor, 'channel.create', `channel:${row.id}`, { merchantCode, ...c });
      return done(toOpsChannel(row));
    });
  }

  async updateChannel(
    merchantCode: string,
    id: number,
    actor: string,
    patch: v.InferOutput<typeof ChannelPatchSchema>,
  ) {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.id, id), eq(paymentChannels.merchantCode, merchantCode)))
        .for('update');
      if (!current) return refused(404, DEPOSIT_CODES.channelUnknown, 'No such payment channel');
      const next = { ...current, ...patch };
      const problem = channelProblem(next);
      if (problem) return refused(400, DEPOSIT_CODES.channelInvalid, problem);
      const [row] = await tx
        .update(paymentChannels)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(paymentChannels.id, id))
        .returning();
      if (!row) throw new Error('channel update returned nothing');
      await audit(tx, actor, 'channel.update', `channel:${id}`, patch);
      return done(toOpsChannel(row));
    });
  }
}
