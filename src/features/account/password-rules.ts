// Pure checks of the account forms (SPEC.md section 5); each answers null or a message code that
// messages.ts translates.
import {
  checkFieldRule,
  confirmPassword,
  email,
  type FieldError,
  loginMobileNum,
  loginPassword,
  loginUsername,
  VALIDATION_CODES,
  verificationCode,
} from '../../components/form/validators.ts';
import type { FieldRule } from '../../shared/schemas/auth.ts';

/** A new password: required, within the payload bound, and the server's password rule when known. */
export function newPassword(value: string, rule: FieldRule | undefined): FieldError {
  return loginPassword(value) ?? checkFieldRule(rule ? { ...rule, required: true } : undefined, value);
}

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirm';

/** Change password: old by the login-password rule (when asked), new by the password rule, confirm equal. */
export function changePasswordErrors(
  values: Record<ChangePasswordField, string>,
  askOld: boolean,
  rule: FieldRule | undefined,
): Partial<Record<ChangePasswordField, FieldError>> {
  return {
    oldPassword: askOld ? loginPassword(values.oldPassword) : null,
    newPassword: newPassword(values.newPassword, rule),
    confirm: confirmPassword(values.confirm, values.newPassword),
  };
}

/** The new password may not repeat the old one (checked when both are typed). */
export const sameAsOld = (values: Record<ChangePasswordField, string>, askOld: boolean) =>
  askOld && values.oldPassword !== '' && values.oldPassword === values.newPassword;

export type ForgotEmailField = 'username' | 'email';

/** Forgot by e-mail: username by the login-username rule; e-mail required and well-formed (trimmed). */
export function forgotEmailErrors(
  values: Record<ForgotEmailField, string>,
): Partial<Record<ForgotEmailField, FieldError>> {
  return { username: loginUsername(values.username), email: email(values.email) };
}

export type PhoneResetField = 'mobileNum' | 'verificationCode' | 'newPassword';

/** Set password by phone: the mobile number short of MOBILE_NUM_MIN_LENGTH is 'in_mobileNum_error'. */
export function phoneResetErrors(
  values: Record<PhoneResetField, string>,
  rule: FieldRule | undefined,
): Partial<Record<PhoneResetField, FieldError>> {
  const mobile = loginMobileNum(values.mobileNum);
  return {
    // SPEC.md section 5: every mobile-number failure here reads 'in_mobileNum_error'.
    mobileNum: mobile ? VALIDATION_CODES.mobileTooShort : null,
    verificationCode: verificationCode(values.verificationCode),
    newPassword: newPassword(values.newPassword, rule),
  };
}

export type ResetField = 'newPassword' | 'confirm';

export function resetErrors(
  values: Record<ResetField, string>,
  rule: FieldRule | undefined,
): Partial<Record<ResetField, FieldError>> {
  return {
    newPassword: newPassword(values.newPassword, rule),
    confirm: confirmPassword(values.confirm, values.newPassword),
  };
}
