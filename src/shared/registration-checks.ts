// The field checks of the account forms, shared by the app's forms and the server's handlers (SPEC.md
// section 5). Each answers null (valid) or a message CODE: the app translates codes
// (src/lib/messages.ts), so a language switch re-translates without re-validating.

import { MOBILE_NUM_MIN_LENGTH } from './constants/accounts.ts';
import { CAPTCHA_MAX_LENGTH, MOBILE_NUM_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from './constants/ui.ts';
import { isEmail } from './email.ts';
import type { FieldRule } from './schemas/auth.ts';

/** A message code (e.g. 'account.format', 'in_email_incorrect') or null when the value passes. */
export type FieldError = string | null;

/** Message codes the checks produce (rule codes come from the server's FieldRule.message). */
export const VALIDATION_CODES = {
  usernameRequired: 'username.required',
  passwordRequired: 'password.required',
  mobileRequired: 'mobile.required',
  verificationRequired: 'verification.required',
  /** Captcha missing: 'in_vwrite_code' (SPEC.md section 8). */
  captchaRequired: 'in_vwrite_code',
  captchaFormat: 'captcha.format',
  fieldRequired: 'field.required',
  accountFormat: 'account.format',
  passwordFormat: 'password.format',
  mobileFormat: 'mobile.format',
  /** Mobile number shorter than MOBILE_NUM_MIN_LENGTH (formatted with it). */
  mobileTooShort: 'in_mobileNum_error',
  verificationFormat: 'verification.format',
  emailIncorrect: 'in_email_incorrect',
  /** Confirm password missing. */
  confirmRequired: 'in_incorrect_password',
  /** Confirm password differs. */
  confirmMismatch: 'in_confirmation_correct',
} as const;
const C = VALIDATION_CODES;

const DIGITS = /^\d+$/;

/** A mobile number as typed (national or international digits, no dialing code). */
export function mobileNum(value: string): FieldError {
  const v = value.trim();
  if (!v) return C.mobileRequired;
  if (!DIGITS.test(v) || v.length > MOBILE_NUM_MAX_LENGTH) return C.mobileFormat;
  return v.length < MOBILE_NUM_MIN_LENGTH ? C.mobileTooShort : null;
}

/** SMS code: numeric, at most SMS_CODE_MAX_LENGTH. */
export function verificationCode(value: string): FieldError {
  const v = value.trim();
  if (!v) return C.verificationRequired;
  return DIGITS.test(v) && v.length <= SMS_CODE_MAX_LENGTH ? null : C.verificationFormat;
}

/** Captcha: required, at most CAPTCHA_MAX_LENGTH, numeric unless `numeric` is false. */
export function captchaCode(value: string, numeric = true): FieldError {
  const v = value.trim();
  if (!v) return C.captchaRequired;
  if (v.length > CAPTCHA_MAX_LENGTH) return C.captchaFormat;
  return !numeric || DIGITS.test(v) ? null : C.captchaFormat;
}

/** The one e-mail pattern (src/shared/email.ts: 2-63-letter endings, at most 254 characters), trimmed. */
export function email(value: string): FieldError {
  return isEmail(value.trim()) ? null : C.emailIncorrect;
}

/** Confirm password: required ('in_incorrect_password') and equal ('in_confirmation_correct'). */
export function confirmPassword(confirm: string, password: string): FieldError {
  if (!confirm) return C.confirmRequired;
  return confirm === password ? null : C.confirmMismatch;
}

const compiled = new Map<string, RegExp | null>();
function ruleRegExp(source: string): RegExp | null {
  if (!compiled.has(source)) {
    let re: RegExp | null = null;
    try {
      re = source ? new RegExp(source) : null;
    } catch {
      // An operator's broken pattern must not lock registration; the other checks still run.
      re = null;
    }
    compiled.set(source, re);
  }
  return compiled.get(source) ?? null;
}

/**
 * Checks `value` against a FieldRule (SPEC.md section 5): a disabled rule and an optional empty field
 * pass; an empty required field gives 'field.required'; otherwise the trimmed value must match
 * `regExp`, else the rule's own message code.
 */
export function checkFieldRule(rule: FieldRule | undefined, value: string | undefined): FieldError {
  if (!rule?.enabled) return null;
  const v = value?.trim() ?? '';
  if (!v) return rule.required ? C.fieldRequired : null;
  const re = ruleRegExp(rule.regExp);
  return !re || re.test(v) ? null : rule.message;
}

export const ruleOf = (fields: readonly FieldRule[], name: FieldRule['name']): FieldRule | undefined =>
  fields.find((f) => f.name === name);
