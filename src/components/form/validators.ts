// Pure field checks shared by the login, registration and password screens (SPEC.md section 5).
// Every check returns null (valid) or a message CODE; each feature maps codes to translated text
// (src/lib/messages.ts), so a language switch re-translates without re-validating.
import {
  CAPTCHA_MAX_LENGTH,
  MOBILE_NUM_MAX_LENGTH,
  MOBILE_NUM_MIN_LENGTH,
  SMS_CODE_MAX_LENGTH,
} from '../../shared/constants.ts';
import { isEmail } from '../../shared/email.ts';
import type { FieldRule } from '../../shared/schemas/auth.ts';

/** A message code (e.g. 'account.format', 'in_email_incorrect') or null when the value passes. */
export type FieldError = string | null;

/** Message codes the checks below produce (rule codes come from the server's FieldRule.message). */
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
/** Login names: letters, digits and a few separators, no spaces (the server decides the rest). */
const LOGIN_NAME = /^[A-Za-z0-9_.@-]{1,64}$/;

export function loginUsername(value: string): FieldError {
  const v = value.trim();
  if (!v) return C.usernameRequired;
  return LOGIN_NAME.test(v) ? null : C.accountFormat;
}

/** Login password: only presence and the payload bound; the policy is the server's business. */
export function loginPassword(value: string): FieldError {
  if (!value) return C.passwordRequired;
  return value.length <= 128 ? null : C.passwordFormat;
}

export function loginMobileNum(value: string): FieldError {
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

/** The server's pattern (src/shared/email.ts: 2-63-letter endings, at most 254 characters). */
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
      re = null; // a broken server pattern must not lock users out; the server checks again
    }
    compiled.set(source, re);
  }
  return compiled.get(source) ?? null;
}

/**
 * Checks `value` against a server FieldRule (SPEC.md section 5): a disabled rule and an optional empty
 * field pass; an empty required field gives 'field.required'; otherwise the trimmed value must match
 * `regExp`, else the rule's own message code.
 */
export function checkFieldRule(rule: FieldRule | undefined, value: string): FieldError {
  if (!rule?.enabled) return null;
  const v = value.trim();
  if (!v) return rule.required ? C.fieldRequired : null;
  const re = ruleRegExp(rule.regExp);
  return !re || re.test(v) ? null : rule.message;
}
