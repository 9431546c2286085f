// Withdrawals: the member's orders and the withdraw screen's overview, the merchant's cashier settings,
// and the operator's queue. Shared by the withdraw screen and the server.
import * as v from 'valibot';
import { IntFromString, IsoDateTimeSchema } from './common.ts';
import { PAYOUT_KINDS, PaymentPasswordSchema, PayoutAccountIdSchema, PayoutAccountSchema } from './payout.ts';

export const WITHDRAW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];
export const WITHDRAWALS_PAGE_SIZE = 20;
/** ₱100,000,000: no withdrawal or limit goes above it. */
export const WITHDRAW_MAX_CENTS = 10_000_000_000;

const Cents = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(WITHDRAW_MAX_CENTS));
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/** Where the order is paid, as it was when the member asked (the account may be removed later). */
export const PayoutSnapshotSchema = v.object({
  kind: v.picklist(PAYOUT_KINDS),
  provider: v.string(),
  holderName: v.string(),
  maskedNumber: v.string(),
});

export const WithdrawOrderSchema = v.object({
  id: v.number(),
  amountCents: v.number(),
  status: v.picklist(WITHDRAW_STATUSES),
  payout: PayoutSnapshotSchema,
  /** Why an operator refused it (the amount went back to the balance), shown to the member. */
  rejectReason: v.nullable(v.string()),
  createdAt: IsoDateTimeSchema,
  decidedAt: v.nullable(IsoDateTimeSchema),
});
export type WithdrawOrder = v.InferOutput<typeof WithdrawOrderSchema>;

/** Ask for a withdrawal: the amount is held (taken from the balance) until an operator decides. */
export const CreateWithdrawSchema = v.object({
  payoutAccountId: PayoutAccountIdSchema,
  amountCents: Cents,
  paymentPassword: PaymentPasswordSchema,
});

export const WithdrawalsQuerySchema = v.object({
  pageNo: v.optional(IntFromString(1, 10_000), 1),
  pageSize: v.optional(IntFromString(1, 50), WITHDRAWALS_PAGE_SIZE),
  /** Created at or after / before (ISO timestamps). */
  from: v.optional(IsoDateTimeSchema),
  to: v.optional(IsoDateTimeSchema),
  status: v.optional(v.picklist(WITHDRAW_STATUSES)),
});

export const WithdrawPageSchema = v.object({
  list: v.array(WithdrawOrderSchema),
  pageNo: v.number(),
  pageSize: v.number(),
  total: v.number(),
});

/** A deposit or a bonus with a turnover requirement still open (server/payments/turnover.ts). */
export const TurnoverObligationSchema = v.object({
  kind: v.picklist(['deposit', 'bonus']),
  /** The deposit order's or the reward's id. */
  id: v.number(),
  /** When the money was credited: only play placed after it counts for it. */
  creditedAt: v.string(),
  /** The deposit or the bonus. */
  amountCents: v.number(),
  requiredCents: v.number(),
  /** Settled play placed after the credit that went to this one (the oldest open one is paid first). */
  wageredCents: v.number(),
  remainingCents: v.number(),
});
export type TurnoverObligation = v.InferOutput<typeof TurnoverObligationSchema>;

/**
 * The turnover requirement (server/payments/turnover.ts) of the deposits and bonuses still open: nothing is
 * withdrawable until each one's `remainingCents` is 0. Totals are over the open ones.
 */
export const TurnoverSchema = v.object({
  requiredCents: v.number(),
  wageredCents: v.number(),
  /** What is still to be wagered (0 when met). */
  remainingCents: v.number(),
  /** The operator's multiplier in percent of deposits (100 = 1×). */
  multiplierPercent: v.number(),
  met: v.boolean(),
  /** The open obligations, oldest first. */
  open: v.array(TurnoverObligationSchema),
});
export type Turnover = v.InferOutput<typeof TurnoverSchema>;

export const WithdrawLimitsSchema = v.object({
  minCents: v.number(),
  maxCents: v.number(),
  /** Withdrawals allowed per day (Manila time), and how many were asked today (rejected ones count too). */
  dailyCount: v.number(),
  usedToday: v.number(),
});
export type WithdrawLimits = v.InferOutput<typeof WithdrawLimitsSchema>;

/** The withdraw screen in one call. */
export const WithdrawOverviewSchema = v.object({
  balanceCents: v.number(),
  /** The balance when the turnover requirement is met, else 0. */
  withdrawableCents: v.number(),
  turnover: TurnoverSchema,
  limits: WithdrawLimitsSchema,
  /** The member's pending withdrawal (only one at a time), or null. */
  pending: v.nullable(WithdrawOrderSchema),
  payeeName: v.nullable(v.string()),
  paymentPasswordSet: v.boolean(),
  accounts: v.array(PayoutAccountSchema),
  /** The bound mobile for the payment password's SMS reset, masked; null: none bound. */
  maskedMobile: v.nullable(v.string()),
  /** False: confirm the login password (PATHS.passwordConfirm) before withdrawing. */
  recentlyAuthenticated: v.boolean(),
});
export type WithdrawOverview = v.InferOutput<typeof WithdrawOverviewSchema>;

// Operator side

/** The merchant's withdrawal rules (defaults: ₱100.00 to ₱50,000.00, 3 a day, 1× deposits). */
export const CashierSettingsSchema = v.object({
  withdrawMinCents: v.number(),
  withdrawMaxCents: v.number(),
  withdrawDailyCount: v.number(),
  turnoverPercent: v.number(),
});
export type CashierSettings = v.InferOutput<typeof CashierSettingsSchema>;

/** Any subset; min must stay at or below max. `turnoverPercent`: 0 (no requirement) to 10000 (100×). */
export const CashierSettingsPatchSchema = v.partial(
  v.object({
    withdrawMinCents: Cents,
    withdrawMaxCents: Cents,
    withdrawDailyCount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
    turnoverPercent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
  }),
);

export const OpsWithdrawSchema = v.object({
  ...WithdrawOrderSchema.entries,
  memberId: v.number(),
  account: v.string(),
  /** The full account number to pay to (operators only). */
  accountNumber: v.string(),
  payoutAccountId: v.number(),
  decidedBy: v.nullable(v.string()),
});

export const WithdrawQueueQuerySchema = v.object({
  status: v.optional(v.picklist(WITHDRAW_STATUSES), 'pending'),
  pageNo: v.optional(IntFromString(1, 10_000), 1),
  pageSize: v.optional(IntFromString(1, 200), 50),
});

export const WithdrawQueuePageSchema = v.object({
  list: v.array(OpsWithdrawSchema),
  pageNo: v.number(),
  pageSize: v.number(),
  total: v.number(),
});

export const RejectWithdrawSchema = v.object({ reason: Text(200) });
