// The one table of texts for shared codes: every server code (AUTH_CODES, CODES), the transport codes,
// the form kit's field codes and the server's field-rule codes. Lazy descriptors, translated when shown,
// so a language switch re-translates what is on screen. A feature adds only codes of its own.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { VALIDATION_CODES as V } from '../components/form/validators.ts';
import {
  CONTACT_RESET_HOLD_HOURS as holdHours,
  MOBILE_NUM_MIN_LENGTH as min,
} from '../shared/constants/accounts.ts';
import { PENDING_DEPOSITS_MAX } from '../shared/constants/cashier.ts';
import { TOAST_MS } from '../shared/constants/ui.ts';
import { AUTH_CODES as A } from '../shared/errors/auth.ts';
import { DEPOSIT_CODES as D, TRANSFER_CODES as T } from '../shared/errors/cashier.ts';
import { CODES } from '../shared/errors/general.ts';
import { SOCIAL_CODES as S } from '../shared/errors/social.ts';
import { AMOUNT_CODES as M } from './amount-input.ts';
import { ApiError, BAD_RESPONSE, NETWORK_ERROR } from './http.ts';
import { formatOperatorTime } from './operator-time.ts';

/** What a trial account hears when it tries a member-only function (SPEC.md section 6). */
export const FREE_REJECT_MESSAGE = msg`Please log in with a real account to use this function.`;
export const PASSWORD_SAME_MESSAGE = msg`The new password and the old password cannot be the same.`;

export const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  // Account and session answers
  [A.loginFailed]: msg`Wrong account or password, or the account is disabled.`,
  [A.captchaRequired]: msg`Please enter the verification code.`,
  [A.captchaInvalid]: msg`Verification code error.`,
  [A.throttled]: msg`Too many attempts. Please wait a while and try again.`,
  [CODES.sessionExpired]: msg`The account has been logged out, please log in again.`,
  [A.freeReject]: FREE_REJECT_MESSAGE,
  [A.smsCodeInvalid]: msg`Please enter a valid verification code.`,
  [A.smsCodeExpired]: msg`The verification code has expired. Please request a new one.`,
  [A.smsUnsent]: msg`We could not send the text message. Please try again in a moment.`,
  [A.smsCountry]: msg`Text messages cannot be sent to numbers of this country.`,
  [A.usernameTaken]: msg`Sorry, the username already exists.`,
  [A.mobileTaken]: msg`This mobile number is already registered.`,
  [A.invitationCodeError]: msg`Invalid invitation code.`,
  [A.fieldInvalid]: msg`Please check the highlighted field.`,
  [A.passwordCommon]: msg`This password is too common. Please choose another one.`,
  [A.passwordMismatch]: msg`Confirmation password not matched.`,
  [A.passwordSame]: PASSWORD_SAME_MESSAGE,
  [A.oldPasswordWrong]: msg`The old password is incorrect.`,
  [A.emailIncorrect]: msg`E-mail format is incorrect.`,
  [A.resetTokenInvalid]: msg`This reset link is invalid or has expired. Please request a new one.`,
  [A.mobileUnknown]: msg`Sorry, the user does not exist or is disabled.`,
  [A.firstPasswordRequired]: msg`Please set your own password first.`,
  [A.firstPasswordSet]: msg`Your password is already set. You can change it in the member centre.`,
  [A.resetHeld]: msg`For your security, a reset through a contact bound in the last ${holdHours} hours has to wait. Please try again later.`,
  // Google and Facebook sign-in (issue 34): shown on the login page, or the security centre for a link
  [S.cancelled]: msg`The sign-in was cancelled. You can try again or log in another way.`,
  [S.failed]: msg`The sign-in could not be completed. Please try again or log in another way.`,
  [S.expired]: msg`The sign-in took too long or was already used. Please start again.`,
  [S.unavailable]: msg`The sign-in service is not answering right now. Please try again later or log in another way.`,
  [S.unverified]: msg`The e-mail address of this Google account is not verified. Verify it with Google, or log in another way.`,
  [S.details]: msg`A few details are still needed to finish creating your account.`,
  [S.linkedElsewhere]: msg`This account is already linked to another member.`,
  [S.alreadyLinked]: msg`An account of this provider is already linked. Unlink it first to link another one.`,
  [S.lastSignIn]: msg`This is the only way you can log in, so it cannot be unlinked. Set a login password first.`,
  // Gates and transport
  [CODES.invalidRequest]: msg`Please check your input and try again.`,
  [CODES.featureDisabled]: msg`Sorry, this account does not have permission or the feature is temporarily unavailable.`,
  [CODES.permissionDenied]: msg`Sorry, this account does not have permission or the feature is temporarily unavailable.`,
  [CODES.moduleMismatch]: msg`This version of the app is out of date. Please reload the page.`,
  [CODES.serverError]: msg`Unknown error.`,
  [CODES.notFound]: msg`This could not be found. It may have been removed.`,
  [CODES.merchantUnknown]: msg`This site is not set up on the platform. Please contact customer service.`,
  [CODES.maintenance]: msg`The platform is under maintenance.`,
  [CODES.databaseUnavailable]: msg`The platform is busy right now. Please try again in a moment.`,
  [CODES.regionRestricted]: msg`Access restricted for location or IP.`,
  [CODES.sessionRequired]: msg`Sorry, you are not logged in! please login first.`,
  [NETWORK_ERROR]: msg`No connection. Please check your network and try again.`,
  [BAD_RESPONSE]: msg`Unknown error.`,
  // Amount fields (src/lib/amount-input.ts); the limits show next to the field
  [M.required]: msg`Please enter the amount.`,
  [M.format]: msg`Enter an amount in pesos with up to 2 decimals, e.g. 500 or 1,250.50.`,
  [M.belowMin]: msg`The amount is below the minimum.`,
  [M.aboveMax]: msg`The amount is above the maximum.`,
  [M.overBalance]: msg`The amount is more than you have available.`,
  // Field checks of the form kit; in_email_incorrect and in_confirmation_correct are the server's above
  [V.usernameRequired]: msg`Please enter the username.`,
  [V.passwordRequired]: msg`Please enter the password.`,
  [V.mobileRequired]: msg`Please enter a valid mobile number.`,
  [V.verificationRequired]: msg`Please enter a valid verification code.`,
  [V.captchaRequired]: msg`Please enter the verification code.`,
  [V.captchaFormat]: msg`The verification code has up to 6 digits.`,
  [V.fieldRequired]: msg`This field is required.`,
  [V.mobileTooShort]: msg`Please enter a valid mobile number of at least ${min} digits`,
  [V.confirmRequired]: msg`Enter password`,
  // Field-rule codes (the server's FieldRule.message) shared with the form kit's format checks
  [V.accountFormat]: msg`Account format is incorrect.`,
  [V.passwordFormat]: msg`Password format is incorrect.`,
  [V.mobileFormat]: msg`The mobile num is not valid.`,
  [V.verificationFormat]: msg`Verification code error.`,
  'email.format': msg`E-mail format is incorrect.`,
  'name.format': msg`Name format is not valid.`,
  'affiliate.format': msg`Invalid invitation code.`,
  // Deposits (server/payments); the webhook's codes are answered to gateways, listed for completeness
  [D.channelUnknown]: msg`This deposit method is not available. Please choose another one.`,
  [D.amountOutOfRange]: msg`The amount is outside this method's minimum and maximum.`,
  [D.channelInvalid]: msg`This payment channel is not set up correctly.`,
  [D.orderUnknown]: msg`This deposit could not be found.`,
  [D.orderClosed]: msg`This deposit is already closed and can no longer be changed.`,
  [D.orderKind]: msg`This step does not apply to this kind of deposit.`,
  [D.gatewayUnavailable]: msg`The payment provider is not available right now. Please try again later or choose another method.`,
  [D.signatureInvalid]: msg`The payment notification could not be verified.`,
  [D.amountMismatch]: msg`The amount paid does not match the deposit.`,
  [D.receiptInvalid]: msg`The receipt must be a PNG or JPG image.`,
  [D.receiptTooLarge]: msg`The receipt image is larger than 5 MB.`,
  [D.receiptMissing]: msg`This deposit has no receipt image.`,
  [D.pendingTooMany]: msg`You already have ${PENDING_DEPOSITS_MAX} deposits waiting to be paid or approved. Please wait until one is done before starting another.`,
  // Transfers to the upline agent (server/payments/upline-transfer.ts)
  [T.notAllowed]: msg`This account cannot transfer to its upline.`,
  [T.noUpline]: msg`This account has no upline agent to transfer to.`,
  [T.amountOutOfRange]: msg`The amount is outside the transfer minimum and maximum.`,
  [T.insufficientFunds]: msg`Your balance is not enough for this transfer.`,
  [T.turnoverUnmet]: msg`You have not wagered enough yet to transfer this amount.`,
  [T.requestReused]: msg`This transfer was already sent with another amount. Please start again.`,
};

const FIELD_FALLBACK = msg`This value is not valid.`;
const ERROR_FALLBACK = msg`Something went wrong. Please try again.`;

/** The code of a failure (an ApiError's, or 'unknown'). */
export const errorCode = (err: unknown): string => (err instanceof ApiError ? err.code : 'unknown');

/** Text of a code; unknown codes get a generic text. */
export const messageOf = (code: string): MessageDescriptor => MESSAGES[code] ?? ERROR_FALLBACK;

/** Text of a field's message code (form kit or server rule); unknown codes get a generic field text. */
export const fieldMessage = (code: string): MessageDescriptor => MESSAGES[code] ?? FIELD_FALLBACK;

/** Text of a failed call; any 429 reads as throttled. */
export function errorMessage(err: unknown): MessageDescriptor {
  if (err instanceof ApiError && err.status === 429) return messageOf(A.throttled);
  return messageOf(errorCode(err));
}

/** An SMS send failure that belongs on the mobile field (bad number, number taken), as a message code. */
export function smsFieldCode(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  if (err.code === A.fieldInvalid) return V.mobileFormat;
  return err.code === A.mobileTaken ? err.code : null;
}

/**
 * A password or payment-password reset through a mobile or e-mail bound in the last hours is held
 * (server/contacts/reset-hold.ts): the text says from when it is possible, in Manila time. Any other
 * failure reads as `fallback` says.
 */
export function resetFailureMessage(
  err: unknown,
  locale: string,
  fallback: (err: unknown) => MessageDescriptor = errorMessage,
): MessageDescriptor {
  if (!(err instanceof ApiError) || err.code !== A.resetHeld) return fallback(err);
  const at = (err.value as { availableAt?: unknown } | null)?.availableAt;
  if (typeof at !== 'string') return messageOf(A.resetHeld);
  const when = formatOperatorTime(at, locale);
  return msg`For your security, a reset through a contact bound in the last ${holdHours} hours is possible from ${when} (Manila time).`;
}

/** How long a reset failure's toast stays: long enough to read the held reset's date. */
export const heldToastMs = (err: unknown) =>
  err instanceof ApiError && err.code === A.resetHeld ? TOAST_MS.long : TOAST_MS.default;
