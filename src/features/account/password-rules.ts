// Pure checks of the account forms (SPEC.md section 5); each answers null or a message code that
// messages.ts translates.
import { loginUsername } from '../../components/form/validators.ts';
import { loginPassword, newPasswordProblem } from '../../shared/password.ts';
import {
  confirmPassword,
  email,
  type FieldError,
  mobileNum,
  VALIDATION_CODES,
  verificationCode,
} from '../../shared/registration-checks.ts';
import type { FieldRule } from '../../shared/schemas/auth.ts';

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirm';

/**
 * Change password: old by the login-password rule (when asked), new by the shared password policy
 * (src/shared/password.ts), confirm equal.
 */
export function changePasswordErrors(
  values: Record<ChangePasswordField, string>,
  askOld: boolean,
  rule: FieldRule | undefined,
): Partial<Record<ChangePasswordField, FieldError>> {
  return {
    oldPassword: askOld ? loginPassword(values.oldPassword) : null,
    newPassword: newPasswordProblem(values.newPassword, rule),
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
  const mobile = mobileNum(values.mobileNum);
  return {
    // SPEC.md section 5: every mobile-number failure here reads 'in_mobileNum_error'.
    mobileNum: mobile ? VALIDATION_CODES.mobileTooShort : null,
    verificationCode: verificationCode(values.verificationCode),
    newPassword: newPasswordProblem(values.newPassword, rule),
  };
}

export type ResetField = 'newPassword' | 'confirm';

export function resetErrors(
  values: Record<ResetField, string>,
  rule: FieldRule | undefined,
): Partial<Record<ResetField, FieldError>> {
  return {
    newPassword: newPasswordProblem(values.newPassword, rule),
    confirm: confirmPassword(values.confirm, values.newPassword),
  };
}
