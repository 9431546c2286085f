// The payout forms' checks: pure, answering message codes (texts: payout-messages.ts). The formats are
// the contract's (src/shared/schemas/payout.ts); the server checks them again.
import * as v from 'valibot';
import { PAYOUT_CODES } from '../../shared/errors/cashier.ts';
import {
  BANK_NUMBER_LENGTH,
  EWALLET_NUMBER,
  PAYEE_NAME,
  PaymentPasswordSchema,
  type PayoutKind,
} from '../../shared/schemas/payout.ts';

/** The forms' own codes (the server's are PAYOUT_CODES). */
export const PAYOUT_FIELD = {
  payeeRequired: 'payout.field.payee.required',
  providerRequired: 'payout.field.provider.required',
  numberRequired: 'payout.field.number.required',
  bankNumberFormat: 'payout.field.number.bank',
  ewalletNumberFormat: 'payout.field.number.ewallet',
  passwordRequired: 'payout.field.paypass.required',
  passwordFormat: 'payout.field.paypass.format',
  confirmRequired: 'payout.field.confirm.required',
  codeRequired: 'payout.field.code.required',
  loginPasswordRequired: 'payout.field.login.required',
} as const;

type Problem = string | null;

/** Names as the server keeps them: trimmed, runs of spaces as one. */
export const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ');

export function payeeNameProblem(name: string): Problem {
  const trimmed = normaliseName(name);
  if (!trimmed) return PAYOUT_FIELD.payeeRequired;
  return PAYEE_NAME.test(trimmed) ? null : PAYOUT_CODES.payeeNameInvalid;
}

/** Spaces and dashes are dropped ("0917-123 4567"), as the server does. */
export const accountDigits = (text: string) => text.replace(/[\s-]/g, '');

export function accountNumberProblem(kind: PayoutKind, text: string): Problem {
  const digits = accountDigits(text);
  if (!digits) return PAYOUT_FIELD.numberRequired;
  if (kind === 'ewallet') return EWALLET_NUMBER.test(digits) ? null : PAYOUT_FIELD.ewalletNumberFormat;
  const { min, max } = BANK_NUMBER_LENGTH;
  return /^\d+$/.test(digits) && digits.length >= min && digits.length <= max
    ? null
    : PAYOUT_FIELD.bankNumberFormat;
}

export const providerProblem = (provider: string): Problem =>
  provider.trim() ? null : PAYOUT_FIELD.providerRequired;

/** A payment password: 6 digits. */
export function paymentPasswordProblem(value: string): Problem {
  if (!value) return PAYOUT_FIELD.passwordRequired;
  return v.safeParse(PaymentPasswordSchema, value).success ? null : PAYOUT_FIELD.passwordFormat;
}

/** The confirmation of a new payment password. */
export function confirmProblem(password: string, confirm: string): Problem {
  if (!confirm) return PAYOUT_FIELD.confirmRequired;
  return confirm === password ? null : PAYOUT_CODES.paymentPasswordMismatch;
}

/** A new payment password: its format, and not the old one. */
export function newPasswordProblem(password: string, old?: string): Problem {
  const format = paymentPasswordProblem(password);
  if (format) return format;
  return old !== undefined && old === password ? PAYOUT_CODES.paymentPasswordSame : null;
}

export const requiredProblem = (value: string, code: string): Problem => (value.trim() ? null : code);
