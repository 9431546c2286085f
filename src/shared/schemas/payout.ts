// Where withdrawals are paid: the member's payee name (set once), bank cards and e-wallets, and the
// 6-digit payment password that confirms a withdrawal. Shared by the withdraw screen and the server.
import * as v from 'valibot';
import { DB_INT_MAX } from './common.ts';

export const PAYOUT_KINDS = ['bank', 'ewallet'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];
/** The e-wallets a member may add (their account number is the wallet's PH mobile number). */
export const EWALLET_PROVIDERS = ['GCash', 'Maya', 'GrabPay', 'ShopeePay'] as const;
/** Active (not removed) payout accounts a member may have at once. */
export const PAYOUT_ACCOUNTS_MAX = 5;
/** Bank account numbers: digits only, this many. */
export const BANK_NUMBER_LENGTH = { min: 10, max: 16 } as const;
/** An e-wallet's number: a PH mobile, 09XXXXXXXXX or 639XXXXXXXXX. */
export const EWALLET_NUMBER = /^(09\d{9}|639\d{9})$/;
export const PAYMENT_PASSWORD_LENGTH = 6;
/** Payee names: letters (accents too), spaces, dots, apostrophes and hyphens. */
export const PAYEE_NAME = /^[A-Za-zÀ-ÿ .'-]{2,64}$/;

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
/** Exactly 6 digits (the format is checked here; whether it is right, by the server). */
export const PaymentPasswordSchema = v.pipe(
  v.string(),
  v.regex(/^\d{6}$/, 'The payment password is 6 digits'),
);

/** The member's payout account as listed (the number masked: `••••5678`). */
export const PayoutAccountSchema = v.object({
  id: v.number(),
  kind: v.picklist(PAYOUT_KINDS),
  /** The bank's name, or one of EWALLET_PROVIDERS. */
  provider: v.string(),
  holderName: v.string(),
  maskedNumber: v.string(),
  createdAt: v.string(),
});
export type PayoutAccount = v.InferOutput<typeof PayoutAccountSchema>;

/**
 * Add a bank card or e-wallet. `holderName` must equal the payee name (trimmed, any case);
 * `accountNumber`: BANK_NUMBER_LENGTH digits, or an e-wallet's EWALLET_NUMBER (spaces and dashes dropped).
 */
export const AddPayoutAccountSchema = v.object({
  kind: v.picklist(PAYOUT_KINDS),
  provider: Text(64),
  holderName: Text(64),
  accountNumber: Text(32),
});
export type AddPayoutAccount = v.InferOutput<typeof AddPayoutAccountSchema>;

export const PayoutAccountIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(DB_INT_MAX));

/** Set the payee name (once: a second time is refused with `payout.payee.set`). */
export const SetPayeeNameSchema = v.object({ payeeName: Text(64) });

/** First payment password (when none is set). */
export const SetPaymentPasswordSchema = v.object({
  password: PaymentPasswordSchema,
  confirmPassword: PaymentPasswordSchema,
});
/** Change it: the old one is required. */
export const ChangePaymentPasswordSchema = v.object({
  oldPassword: PaymentPasswordSchema,
  newPassword: PaymentPasswordSchema,
  confirmNewPassword: PaymentPasswordSchema,
});
/** Reset it with the SMS code sent to the member's bound mobile (POST paymentPasswordSms first). */
export const ResetPaymentPasswordSchema = v.object({
  verificationCode: Text(8),
  newPassword: PaymentPasswordSchema,
  confirmNewPassword: PaymentPasswordSchema,
});

/** Re-enter the login password: the session counts as recently authenticated again. */
export const ConfirmLoginPasswordSchema = v.object({ password: Text(128) });
export const RecentAuthSchema = v.object({
  /** Until when withdrawals and payment-password changes are allowed without confirming again. */
  recentUntil: v.string(),
});

/** Everything the payout screens need about the member. */
export const PayoutProfileSchema = v.object({
  payeeName: v.nullable(v.string()),
  paymentPasswordSet: v.boolean(),
  accounts: v.array(PayoutAccountSchema),
  /** The bound mobile for the SMS reset, masked (`63917•••4567`); null: none bound (no SMS reset). */
  maskedMobile: v.nullable(v.string()),
  /** Whether the session may withdraw / change the payment password now (else confirm the login password). */
  recentlyAuthenticated: v.boolean(),
});
export type PayoutProfile = v.InferOutput<typeof PayoutProfileSchema>;
