import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { VALIDATION_CODES } from '../../components/form/validators.ts';
import { NETWORK_ERROR } from '../../lib/http.ts';
import { MOBILE_NUM_MIN_LENGTH } from '../../shared/constants.ts';
import { AUTH_CODES, CODES } from '../../shared/errors.ts';

const A = AUTH_CODES;
const V = VALIDATION_CODES;
const min = MOBILE_NUM_MIN_LENGTH;

/** SPEC.md section 6: what a trial account hears when it tries a member-only function. */
export const FREE_REJECT_MESSAGE = msg`Please log in with a real account to use this function.`;
export const PASSWORD_SAME_MESSAGE = msg`The new password and the old password cannot be the same.`;

/**
 * Every code the account screens can meet (server AUTH_CODES and the form kit's field codes), translated
 * in one table (DESIGN.md section 3). Lazy descriptors: a language switch re-translates what is shown.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  // Server answers
  [A.loginFailed]: msg`The user name or password is incorrect.`,
  [A.captchaRequired]: msg`Please enter the verification code.`,
  [A.captchaInvalid]: msg`Verification code error.`,
  [A.throttled]: msg`Too many attempts. Please try again later.`,
  [A.sessionExpired]: msg`The account has been logged out, please log in again.`,
  [A.freeReject]: FREE_REJECT_MESSAGE,
  [A.smsCodeInvalid]: msg`Please enter a valid verification code.`,
  [A.smsCodeExpired]: msg`The verification code has expired. Please request a new one.`,
  [A.usernameTaken]: msg`Sorry, the username already exists.`,
  [A.mobileTaken]: msg`This mobile number is already registered.`,
  [A.invitationCodeError]: msg`Invalid invitation code.`,
  [A.fieldInvalid]: msg`Please check the highlighted field.`,
  [A.passwordCommon]: msg`This password is too common. Please choose a stronger one.`,
  [A.passwordMismatch]: msg`Confirmation password not matched`,
  [A.passwordSame]: PASSWORD_SAME_MESSAGE,
  [A.oldPasswordWrong]: msg`The old password is incorrect.`,
  [A.emailIncorrect]: msg`E-mail format is incorrect.`,
  [A.resetTokenInvalid]: msg`This reset link is invalid or has expired. Please request a new one.`,
  [A.mobileUnknown]: msg`Sorry, the user does not exist or is disabled.`,
  [CODES.sessionRequired]: msg`Sorry, you are not logged in! please login first.`,
  [CODES.featureDisabled]: msg`Sorry, this account does not have permission or the feature is temporarily unavailable.`,
  [CODES.permissionDenied]: msg`Sorry, this account does not have permission or the feature is temporarily unavailable.`,
  [CODES.moduleMismatch]: msg`This version of the app is out of date. Please reload the page.`,
  [CODES.maintenance]: msg`System upgrading, please try again later.`,
  [CODES.databaseUnavailable]: msg`The platform is busy right now. Please try again in a moment.`,
  [CODES.invalidRequest]: msg`Please check your input and try again.`,
  [NETWORK_ERROR]: msg`No connection. Please check your network and try again.`,
  // Field checks (form kit); in_email_incorrect and in_confirmation_correct are shared with the server above.
  [V.usernameRequired]: msg`Please enter the username.`,
  [V.accountFormat]: msg`Account format is incorrect.`,
  [V.passwordRequired]: msg`Please enter the password.`,
  [V.passwordFormat]: msg`Password format is incorrect.`,
  [V.mobileRequired]: msg`Please enter a valid mobile number of at least ${min} digits`,
  [V.mobileFormat]: msg`Please enter a valid mobile number of at least ${min} digits`,
  [V.mobileTooShort]: msg`Please enter a valid mobile number of at least ${min} digits`,
  [V.verificationRequired]: msg`Please enter a valid verification code.`,
  [V.verificationFormat]: msg`Please enter a valid verification code.`,
  [V.confirmRequired]: msg`Enter password`,
  [V.fieldRequired]: msg`This field is required.`,
};

const UNKNOWN = msg`Unknown error.`;

/** The translated message of a code; unknown codes get the catalogue's 'Unknown error.'. */
export const accountMessage = (code: string): MessageDescriptor => MESSAGES[code] ?? UNKNOWN;

/** The code of a failure (ApiError or anything else). */
export const errorCode = (err: unknown): string =>
  typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : 'unknown';
