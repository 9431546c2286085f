// Which registration fields show, which are required, and how each is checked (SPEC.md section 5).
import {
  captchaCode,
  checkFieldRule,
  confirmPassword,
  email,
  type FieldError,
  loginMobileNum,
  VALIDATION_CODES,
  verificationCode,
} from '../../components/form/validators.ts';
import type { RegisterField } from '../../shared/constants.ts';
import type { FieldRule, RegistrationSettings } from '../../shared/schemas/auth.ts';

export type RegisterMethodTab = 'username' | 'mobile';
export type RegisterValues = Record<RegisterField, string>;
export interface ShownField {
  name: RegisterField;
  required: boolean;
}

/** SPEC.md section 4: mobile only when mobile registration is on and username registration is not. */
export function initialRegisterMethod(methods: RegistrationSettings['methods']): RegisterMethodTab {
  return methods.mobile && !methods.username ? 'mobile' : 'username';
}

const ruleOf = (s: RegistrationSettings, name: RegisterField): FieldRule | undefined =>
  s.fields.find((f) => f.name === name);

/** The fields of `method`, in screen order. The affiliate field also shows when a link prefilled it. */
export function registerFields(
  s: RegistrationSettings,
  method: RegisterMethodTab,
  prefilledAffiliate: boolean,
): ShownField[] {
  const byRule = (name: RegisterField): ShownField[] => {
    const rule = ruleOf(s, name);
    return rule?.enabled ? [{ name, required: rule.required }] : [];
  };
  const core: ShownField[] = [];
  const passwords: ShownField[] = [
    { name: 'password', required: true },
    { name: 'confirmPassword', required: true },
  ];
  const mobileWithCode: ShownField[] = [
    { name: 'mobileNum', required: true },
    { name: 'verificationCode', required: true },
  ];
  if (method === 'username') {
    core.push({ name: 'username', required: true }, ...passwords);
    core.push(...(s.smsVerification ? mobileWithCode : byRule('mobileNum')));
  } else {
    core.push(...mobileWithCode, ...(s.mobilePassword ? passwords : []));
  }
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
  password: VALIDATION_CODES.passwordRequired,
  mobileNum: VALIDATION_CODES.mobileRequired,
  verificationCode: VALIDATION_CODES.verificationRequired,
};

/** Checks one shown field: built-in checks first, then the server's rule for it. */
export function checkRegisterField(
  s: RegistrationSettings,
  field: ShownField,
  values: RegisterValues,
): FieldError {
  const { name, required } = field;
  const value = values[name];
  if (name === 'confirmPassword') return confirmPassword(value, values.password);
  if (name === 'captcha') return captchaCode(value, true);
  if (!value.trim()) return required ? (REQUIRED_CODES[name] ?? VALIDATION_CODES.fieldRequired) : null;
  const own =
    name === 'mobileNum'
      ? loginMobileNum(value)
      : name === 'verificationCode'
        ? verificationCode(value)
        : name === 'email'
          ? email(value)
          : null;
  if (own) return own;
  const rule = ruleOf(s, name);
  return rule ? checkFieldRule({ ...rule, enabled: true, required }, value) : null;
}
