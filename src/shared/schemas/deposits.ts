// Deposits: payment channels, a member's deposit orders, and the operator's side of both.
import * as v from 'valibot';
import { DEPOSIT_CODES } from '../errors/cashier.ts';
import { IntFromString, IsoDateTimeSchema } from './common.ts';

export const CHANNEL_KINDS = ['manual_bank', 'manual_ewallet', 'gateway'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];
/**
 * `approved`: an operator confirmed a manual transfer; `credited`: a gateway confirmed payment;
 * `rejected`: an operator refused it (`rejectReason` says why); `cancelled`: the member left the
 * gateway's page with Cancel; `failed`: the gateway could not open the checkout. Nothing moved on the
 * last three; the app translates each status (no English reason is stored for the last two).
 */
export const DEPOSIT_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'credited',
  'cancelled',
  'failed',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/** Gateways the server has an adapter for (server/payments/); the webhook is `${paymentWebhook}/<code>`. */
export const PAYMENT_PROVIDERS = ['sandbox', 'paymongo'] as const;
export type PaymentProviderCode = (typeof PAYMENT_PROVIDERS)[number];

/** ₱100,000,000: no single deposit or channel limit goes above it. */
export const DEPOSIT_MAX_CENTS = 10_000_000_000;
export const DEPOSITS_PAGE_SIZE = 20;

const Cents = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(DEPOSIT_MAX_CENTS));
const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/** What a member sees of a channel before choosing it (the receiving account comes with the order). */
export const ChannelSchema = v.object({
  id: v.number(),
  kind: v.picklist(CHANNEL_KINDS),
  name: v.string(),
  minCents: v.number(),
  maxCents: v.number(),
  quickAmounts: v.array(v.number()),
});
export type Channel = v.InferOutput<typeof ChannelSchema>;

export const ReceivingAccountSchema = v.object({
  accountName: v.string(),
  accountNumber: v.string(),
  bankName: v.nullable(v.string()),
});

export const DepositOrderSchema = v.object({
  id: v.number(),
  channelId: v.number(),
  channelName: v.string(),
  kind: v.picklist(CHANNEL_KINDS),
  amountCents: v.number(),
  /** Quoted by the member on a manual transfer. */
  reference: v.string(),
  status: v.picklist(DEPOSIT_STATUSES),
  senderName: v.nullable(v.string()),
  senderReference: v.nullable(v.string()),
  /** Why an operator refused it, shown to the member. */
  rejectReason: v.nullable(v.string()),
  /** The member attached a receipt image to the manual transfer (operators download it). */
  hasReceipt: v.boolean(),
  /** A manual transfer's receiving account (the channel's); null for a gateway. */
  receivingAccount: v.optional(v.nullable(ReceivingAccountSchema), null),
  createdAt: IsoDateTimeSchema,
  submittedAt: v.nullable(IsoDateTimeSchema),
  decidedAt: v.nullable(IsoDateTimeSchema),
});
export type DepositOrder = v.InferOutput<typeof DepositOrderSchema>;

/** `promotionId`: a deposit promotion chosen for its bonus (issue 14); absent, none. */
export const CreateDepositSchema = v.object({
  channelId: Id,
  amountCents: Cents,
  promotionId: v.optional(Id),
});

/** Manual: where to send the money; gateway: where to pay (the provider's hosted page). */
export const DepositCreatedSchema = v.object({
  order: DepositOrderSchema,
  receivingAccount: v.nullable(ReceivingAccountSchema),
  redirectUrl: v.nullable(v.string()),
});
export type DepositCreated = v.InferOutput<typeof DepositCreatedSchema>;

export const SubmitDepositSchema = v.object({ senderName: Text(64), senderReference: Text(64) });

/** A receipt image of a manual transfer: png or jpeg, checked by its bytes, at most this size. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/png', 'image/jpeg'] as const;
/** The multipart field the image travels in (a raw image body is taken too). */
export const RECEIPT_FIELD = 'receipt';

/** The image type its first bytes say (src/shared/image-type.ts). */
export { imageTypeOf as receiptTypeOf } from '../image-type.ts';

export const DepositsQuerySchema = v.object({
  pageNo: v.optional(IntFromString(1, 10_000), 1),
  pageSize: v.optional(IntFromString(1, 50), DEPOSITS_PAGE_SIZE),
  /** Created at or after / before (ISO timestamps). */
  from: v.optional(IsoDateTimeSchema),
  to: v.optional(IsoDateTimeSchema),
  status: v.optional(v.picklist(DEPOSIT_STATUSES)),
});

export const DepositPageSchema = v.object({
  list: v.array(DepositOrderSchema),
  pageNo: v.number(),
  pageSize: v.number(),
  total: v.number(),
});

/** What a gateway's webhook is answered. */
/** Why a gateway's paid notification credited nothing (it is acknowledged and left to an operator). */
export const UNAPPLIED_PAYMENT_CODES = [
  DEPOSIT_CODES.orderUnknown,
  DEPOSIT_CODES.orderClosed,
  DEPOSIT_CODES.amountMismatch,
] as const;
export type UnappliedPaymentCode = (typeof UNAPPLIED_PAYMENT_CODES)[number];

export const WebhookAckSchema = v.object({
  orderId: v.nullable(v.number()),
  status: v.nullable(v.picklist(DEPOSIT_STATUSES)),
  replayed: v.boolean(),
  /** Set when the payment credited nothing: recorded for an operator to credit or refund by hand. */
  unapplied: v.optional(v.picklist(UNAPPLIED_PAYMENT_CODES)),
});
export type WebhookAck = v.InferOutput<typeof WebhookAckSchema>;

// Operator side

export const OpsChannelSchema = v.object({
  ...ChannelSchema.entries,
  /** The name in Filipino; null: Filipino players read `name`. */
  nameTy: v.nullable(v.string()),
  providerCode: v.nullable(v.string()),
  accountName: v.nullable(v.string()),
  accountNumber: v.nullable(v.string()),
  bankName: v.nullable(v.string()),
  enabled: v.boolean(),
  sort: v.number(),
});

const ChannelFields = {
  kind: v.picklist(CHANNEL_KINDS),
  name: Text(64),
  nameTy: v.nullable(Text(64)),
  providerCode: v.nullable(v.picklist(PAYMENT_PROVIDERS)),
  accountName: v.nullable(Text(64)),
  accountNumber: v.nullable(Text(64)),
  bankName: v.nullable(Text(64)),
  minCents: Cents,
  maxCents: Cents,
  quickAmounts: v.pipe(v.array(Cents), v.maxLength(8)),
  enabled: v.boolean(),
  sort: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
};

export const ChannelCreateSchema = v.object({
  ...ChannelFields,
  nameTy: v.optional(ChannelFields.nameTy, null),
  providerCode: v.optional(ChannelFields.providerCode, null),
  accountName: v.optional(ChannelFields.accountName, null),
  accountNumber: v.optional(ChannelFields.accountNumber, null),
  bankName: v.optional(ChannelFields.bankName, null),
  quickAmounts: v.optional(ChannelFields.quickAmounts, []),
  enabled: v.optional(ChannelFields.enabled, true),
  sort: v.optional(ChannelFields.sort, 0),
});
export type ChannelCreate = v.InferOutput<typeof ChannelCreateSchema>;

/** Any subset of the fields; the result must still be a consistent channel. `enabled` switches it. */
export const ChannelPatchSchema = v.partial(v.object(ChannelFields));

export const OpsDepositSchema = v.object({
  ...DepositOrderSchema.entries,
  memberId: v.number(),
  account: v.string(),
  provider: v.nullable(v.string()),
  externalId: v.nullable(v.string()),
});

export const DepositQueueQuerySchema = v.object({
  status: v.optional(v.picklist(DEPOSIT_STATUSES), 'pending'),
  pageNo: v.optional(IntFromString(1, 10_000), 1),
  pageSize: v.optional(IntFromString(1, 200), 50),
});

export const DepositQueuePageSchema = v.object({
  list: v.array(OpsDepositSchema),
  pageNo: v.number(),
  pageSize: v.number(),
  total: v.number(),
});

export const RejectDepositSchema = v.object({ reason: Text(200) });
