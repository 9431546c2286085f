// The one table of account texts: every AUTH_CODES code, every validator and field-rule message code,
// and the transport codes the account screens can meet. Lazy descriptors, translated when shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { VALIDATION_CODES } from '../../components/form/validators.ts';
import { ApiError, BAD_RESPONSE, NETWORK_ERROR } from '../../lib/http.ts';
import { MOBILE_NUM_MIN_LENGTH } from '../../shared/constants.ts';
import { AUTH_CODES, CODES } from '../../shared/errors.ts';

const min = MOBILE_NUM_MIN_LENGTH;

export const AUTH_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  // AUTH_CODES (server answers)
  [AUTH_CODES.loginFailed]: msg`Wrong account or password, or the account is disabled.`,
  [AUTH_CODES.captchaRequired]: msg`Please enter the verification code.`,
  [AUTH_CODES.captchaInvalid]: msg`The verification code is wrong. Please try the new one.`,
  [AUTH_CODES.throttled]: msg`Too many attempts. Please wait a while and try again.`,
  [AUTH_CODES.sessionExpired]: msg`The account has been logged out, please log in again.`,
  [AUTH_CODES.freeReject]: msg`Please log in with a real account to use this function.`,
  [AUTH_CODES.smsCodeInvalid]: msg`The SMS code is wrong.`,
  [AUTH_CODES.smsCodeExpired]: msg`The SMS code has expired. Please request a new one.`,
  [AUTH_CODES.usernameTaken]: msg`Sorry, the username already exists.`,
  [AUTH_CODES.mobileTaken]: msg`This mobile number is already registered.`,
  [AUTH_CODES.invitationCodeError]: msg`Invalid invitation code.`,
  [AUTH_CODES.fieldInvalid]: msg`Please check the highlighted field.`,
  [AUTH_CODES.passwordCommon]: msg`This password is too common. Please choose another one.`,
  [AUTH_CODES.passwordMismatch]: msg`Confirmation password not matched.`,
  [AUTH_CODES.passwordSame]: msg`The new password and the old password cannot be the same.`,
  [AUTH_CODES.oldPasswordWrong]: msg`The old password is wrong.`,
  [AUTH_CODES.emailIncorrect]: msg`E-mail format is incorrect.`,
  [AUTH_CODES.resetTokenInvalid]: msg`This reset link is invalid or has expired.`,
  [AUTH_CODES.mobileUnknown]: msg`The mobile num is not valid.`,
  // Validators (src/components/form/validators.ts)
  [VALIDATION_CODES.usernameRequired]: msg`Please enter the username.`,
  [VALIDATION_CODES.passwordRequired]: msg`Please enter the password.`,
  [VALIDATION_CODES.mobileRequired]: msg`Please enter a valid mobile number.`,
  [VALIDATION_CODES.verificationRequired]: msg`Please enter a valid verification code.`,
  [VALIDATION_CODES.captchaRequired]: msg`Please enter the verification code.`,
  [VALIDATION_CODES.captchaFormat]: msg`The verification code has up to 6 digits.`,
  [VALIDATION_CODES.fieldRequired]: msg`This field is required.`,
  [VALIDATION_CODES.mobileTooShort]: msg`The mobile number needs at least ${min} digits.`,
  [VALIDATION_CODES.confirmRequired]: msg`Please enter the password again.`,
  // Field-rule message codes (the server's FieldRule.message) and validator format codes
  'account.format': msg`Account format is incorrect.`,
  'password.format': msg`Password format is incorrect.`,
  'mobile.format': msg`The mobile num is not valid.`,
  'email.format': msg`E-mail format is incorrect.`,
  'name.format': msg`Name format is not valid.`,
  'verification.format': msg`Verification code error.`,
  'affiliate.format': msg`Invalid invitation code.`,
  // Transport and gate codes
  [NETWORK_ERROR]: msg`No connection. Check your network and try again.`,
  [BAD_RESPONSE]: msg`Unknown error.`,
  [CODES.invalidRequest]: msg`The request could not be read. Please try again.`,
  [CODES.featureDisabled]: msg`Sorry, this account does not have permission or the feature is temporarily unavailable.`,
  [CODES.permissionDenied]: msg`Sorry, this account does not have permission or the feature is temporarily unavailable.`,
  [CODES.moduleMismatch]: msg`This version of the app is out of date. Please reload the page.`,
  [CODES.serverError]: msg`Unknown error.`,
  [CODES.maintenance]: msg`The platform is under maintenance.`,
  [CODES.databaseUnavailable]: msg`The platform is busy right now. Please try again in a moment.`,
  [CODES.regionRestricted]: msg`Access restricted for location or IP.`,
  [CODES.sessionRequired]: msg`Sorry, you are not logged in! please login first.`,
};

const FIELD_FALLBACK = msg`This value is not valid.`;
const ERROR_FALLBACK = msg`Something went wrong. Please try again.`;

/** Text of a field's message code (validator or server rule); unknown codes get a generic text. */
export function fieldMessage(code: string): MessageDescriptor {
  return AUTH_MESSAGES[code] ?? FIELD_FALLBACK;
}

/** Text of a failed call (ApiError code, or a network failure); anything else gets a generic text. */
export function errorMessage(err: unknown): MessageDescriptor {
  if (err instanceof ApiError) {
    if (err.status === 429) return AUTH_MESSAGES[AUTH_CODES.throttled] ?? ERROR_FALLBACK;
    return AUTH_MESSAGES[err.code] ?? ERROR_FALLBACK;
  }
  return ERROR_FALLBACK;
}

/** An SMS send failure that belongs on the mobile field (bad number, number taken), as a message code. */
export function smsFieldCode(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  if (err.code === AUTH_CODES.fieldInvalid) return 'mobile.format';
  return err.code === AUTH_CODES.mobileTaken ? err.code : null;
}
