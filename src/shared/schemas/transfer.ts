// Transfers to the upline agent (member side) and operators' adjustments and audit (operator side).
import * as v from 'valibot';
import { ADJUSTMENT_MAX_CENTS, ADJUSTMENT_NOTE_MAX, OPS_AUDIT_PAGE_SIZE } from '../constants/transfer.ts';
import { DB_INT_MAX, IntFromString, IsoDateTimeSchema } from './common.ts';

// valibot is one module: every action the app uses anywhere ships in /m/home's first-load JS, so the
// schemas here stay with actions the first page already has (regex, transform) instead of uuid/toLowerCase.
const UUID = /^[\da-fA-F]{8}-[\da-fA-F]{4}-[\da-fA-F]{4}-[\da-fA-F]{4}-[\da-fA-F]{12}$/;

/** A client-made UUID: a retried request (same id) moves money once. */
export const RequestIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(UUID),
  v.transform((id) => id.toLowerCase()),
);

/** What the transfer screen needs: who receives, what the member has, the limits. */
export const UplineTransferInfoSchema = v.object({
  upline: v.object({
    /** The agent's account name, masked (`ag***t`): the member recognises it, nobody harvests it. */
    account: v.string(),
    nickname: v.nullable(v.string()),
  }),
  balanceCents: v.number(),
  /** What may move now: the withdrawable amount (the turnover requirement holds the rest). */
  transferableCents: v.number(),
  /** What must still be wagered before the whole balance may move; 0 when it may. */
  remainingTurnoverCents: v.number(),
  minCents: v.number(),
  maxCents: v.number(),
});
export type UplineTransferInfo = v.InferOutput<typeof UplineTransferInfoSchema>;

/** ₱100,000,000: the bound of the wire; the limits are the server's, answered with their own code. */
const TRANSFER_WIRE_MAX_CENTS = 10_000_000_000;

export const UplineTransferSchema = v.object({
  amountCents: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TRANSFER_WIRE_MAX_CENTS)),
  requestId: RequestIdSchema,
});
export type UplineTransferBody = v.InferOutput<typeof UplineTransferSchema>;

export const UplineTransferResultSchema = v.object({
  requestId: v.string(),
  amountCents: v.number(),
  /** The member's balance after the transfer (now, for a replay). */
  balanceCents: v.number(),
  /** True: this requestId had moved already; nothing moved now. */
  replayed: v.boolean(),
  at: IsoDateTimeSchema,
});
export type UplineTransferResult = v.InferOutput<typeof UplineTransferResultSchema>;

// --- Operators ---------------------------------------------------------------------------------

export const ADJUST_DIRECTIONS = ['credit', 'debit'] as const;

/** One of `memberId` or `account` names the member. */
export const AdjustmentSchema = v.pipe(
  v.object({
    memberId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(DB_INT_MAX))),
    account: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
    direction: v.picklist(ADJUST_DIRECTIONS),
    amountCents: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ADJUSTMENT_MAX_CENTS)),
    note: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(ADJUSTMENT_NOTE_MAX)),
    requestId: RequestIdSchema,
  }),
  v.check(
    (a) => (a.memberId === undefined) !== (a.account === undefined),
    'give exactly one of memberId or account',
  ),
);
export type Adjustment = v.InferOutput<typeof AdjustmentSchema>;

export const AdjustmentResultSchema = v.object({
  memberId: v.number(),
  account: v.string(),
  direction: v.picklist(ADJUST_DIRECTIONS),
  amountCents: v.number(),
  balanceCents: v.number(),
  /** The ledger entry's reference. */
  reference: v.string(),
  replayed: v.boolean(),
});

export const AuditQuerySchema = v.object({
  target: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))),
  action: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
  pageNo: v.optional(IntFromString(1, 100_000), 1),
  pageSize: v.optional(IntFromString(1, 200), OPS_AUDIT_PAGE_SIZE),
});

export const AuditEntrySchema = v.object({
  id: v.number(),
  actor: v.string(),
  action: v.string(),
  target: v.string(),
  details: v.record(v.string(), v.unknown()),
  at: IsoDateTimeSchema,
});

export const AuditPageSchema = v.object({
  list: v.array(AuditEntrySchema),
  pageNo: v.number(),
  pageSize: v.number(),
  total: v.number(),
});
