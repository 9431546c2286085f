// Registration's field matrix and rule matching (SPEC.md sections 2, 4 and 5): which fields a method
// asks for, which are required, and how each is checked. The app's form shows and checks exactly these
// fields; the server checks the same on the sealed payload, so neither side can drift from the other.
import type { RegisterField } from './constants/accounts.ts';
import { newPasswordProblem } from './password.ts';
import {
  captchaCode,
  checkFieldRule,
  confirmPassword,
  email,
  type FieldError,
  mobileNum,
  ruleOf,
  VALIDATION_CODES,
  verificationCode,
} from './registration-checks.ts';
import type { RegistrationPayload, RegistrationSettings } from './schemas/auth.ts';

export type RegisterMethodTab = RegistrationPayload['method'];
export type RegisterValues = Record<RegisterField, string>;
export interface ShownField {
  name: RegisterField;
  required: boolean;
}

/** SPEC.md section 4: mobile only when mobile registration is on and username registration is not. */
export function initialRegisterMethod(methods: RegistrationSettings['methods']): RegisterMethodTab {
  return methods.mobile && !methods.username ? 'mobile' : 'username';
}

/**
 * The fields of `method`, in screen order. A user-name sign-up asks user name and passwords, plus the
 * mobile number and SMS code when REGMOBVERF3 is on; a mobile sign-up asks number and code, plus
 * passwords when MOBILENUMPASSREG3 is on. Other fields show when their rule is enabled. The affiliate
 * field also shows when a link prefilled it (the app's case; the server passes false).
 */
export function registerFields(
  s: RegistrationSettings,
  method: RegisterMethodTab,
  prefilledAffiliate = false,
): ShownField[] {
  const byRule = (name: RegisterField): ShownField[] => {
    const rule = ruleOf(s.fields, name);
    return rule?.enabled ? [{ name, required: rule.required }] : [];
  };
  const passwords: ShownField[] = [
    { name: 'password', required: true },
    { name: 'confirmPassword', required: true },
  ];
  const mobileWithCode: ShownField[] = [
    { name: 'mobileNum', required: true },
    { name: 'verificationCode', required: true },
  ];
  const core: ShownField[] =
    method === 'username'
      ? [
          { name: 'username', required: true },
          ...passwords,
          ...(s.smsVerification ? mobileWithCode : byRule('mobileNum')),
        ]
      : [...mobileWithCode, ...(s.mobilePassword ? passwords : [])];
  const affiliate = byRule('affiliateCode');
  const extras: ShownField[] = [
    ...byRule('nickname'),
    ...byRule('email'),
    ...byRule('payeeName'),
    ...(affiliate.length || !prefilledAffiliate
      ? affiliate
      : [{ name: 'affiliateCode' as const, required: false }]),
  ];
  return [...core, ...extras, ...(s.captcha ? [{ name: 'captcha' as const, required: true }] : [])];
}

const REQUIRED_CODES: Partial<Record<RegisterField, string>> = {
  username: VALIDATION_CODES.usernameRequired,
  mobileNum: VALIDATION_CODES.mobileRequired,
  verificationCode: VALIDATION_CODES.verificationRequired,
};

const OWN_CHECKS: Partial<Record<RegisterField, (value: string) => FieldError>> = {
  mobileNum,
  verificationCode,
  email,
};

/**
 * Checks one field of the matrix: the built-in checks first (number, SMS code, e-mail, password
 * policy, confirmation, captcha), then the merchant's enabled rule for it. An optional empty field
 * passes.
 */
export function checkRegisterField(
  s: RegistrationSettings,
  field: ShownField,
  values: Partial<Record<RegisterField, string | undefined>>,
): FieldError {
  const { name, required } = field;
  const value = values[name] ?? '';
  if (name === 'confirmPassword') return confirmPassword(value, values.password ?? '');
  if (name === 'captcha') return captchaCode(value, true);
  if (name === 'password') return newPasswordProblem(value, ruleOf(s.fields, 'password'));
  if (!value.trim()) return required ? (REQUIRED_CODES[name] ?? VALIDATION_CODES.fieldRequired) : null;
  const own = OWN_CHECKS[name]?.(value);
  if (own) return own;
  const rule = ruleOf(s.fields, name);
  return checkFieldRule(rule && { ...rule, required }, value);
}

/**
 * The first field of `method` that fails, in screen order, with its code. The captcha is left to the
 * captcha service (its answer is checked there, not by pattern).
 */
export function registrationProblem(
  s: RegistrationSettings,
  method: RegisterMethodTab,
  values: Partial<Record<RegisterField, string | undefined>>,
): { field: RegisterField; code: string } | null {
  for (const field of registerFields(s, method)) {
    if (field.name === 'captcha') continue;
    const code = checkRegisterField(s, field, values);
    if (code) return { field: field.name, code };
  }
  return null;
}
