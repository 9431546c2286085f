// New passwords (registration, change, resets), the part of the policy both sides check: present,
// within the payload bound, the merchant's password rule (or the built-in one when the merchant's is
// switched off), not the account name. The common-password list stays on the server (too big to ship).
import { checkFieldRule, type FieldError, VALIDATION_CODES } from './registration-checks.ts';
import type { FieldRule } from './schemas/auth.ts';

/** The payload bound of every password field. */
export const PASSWORD_MAX_LENGTH = 128;

/** A letter and a digit, 8-20 characters. */
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*\\d).{8,20}$';

/** The rule that applies when the merchant's password rule is missing or switched off. */
export const DEFAULT_PASSWORD_RULE: FieldRule = {
  name: 'password',
  enabled: true,
  required: true,
  regExp: PASSWORD_PATTERN,
  message: VALIDATION_CODES.passwordFormat,
};

/** The merchant's rule when enabled, else DEFAULT_PASSWORD_RULE; always required. */
export const passwordRule = (rule: FieldRule | undefined): FieldRule => ({
  ...(rule?.enabled ? rule : DEFAULT_PASSWORD_RULE),
  required: true,
});

/** A login password (the current one): only presence and the payload bound. */
export function loginPassword(value: string): FieldError {
  if (!value) return VALIDATION_CODES.passwordRequired;
  return value.length <= PASSWORD_MAX_LENGTH ? null : VALIDATION_CODES.passwordFormat;
}

/** A new password against `rule` (see passwordRule): null, 'password.required' or the rule's code. */
export function newPasswordProblem(value: string, rule: FieldRule | undefined): FieldError {
  return loginPassword(value) ?? checkFieldRule(passwordRule(rule), value);
}

/** The password repeats the account name (case-insensitive): refused as AUTH_CODES.passwordCommon. */
export const passwordIsAccount = (password: string, account: string | undefined): boolean =>
  !!account && password.trim().toLowerCase() === account.trim().toLowerCase();
