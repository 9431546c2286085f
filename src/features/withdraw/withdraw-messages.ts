// Texts of the withdrawal codes and the withdraw form's own field codes. Only this screen shows them,
// so they live here (and in the screen's catalog), not in src/lib/messages.ts.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/http.ts';
import { errorMessage, fieldMessage } from '../../lib/messages.ts';
import { PAYOUT_CODES as P, WITHDRAW_CODES as W } from '../../shared/errors/cashier.ts';

/** Field codes of the form (the payment password's format is the contract's PaymentPasswordSchema). */
export const WITHDRAW_FIELD = {
  accountRequired: 'withdraw.account.required',
  payPasswordRequired: 'withdraw.paypass.required',
  payPasswordFormat: 'withdraw.paypass.format',
} as const;

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [W.amountOutOfRange]: msg`The amount is outside the withdrawal limits.`,
  [W.insufficientFunds]: msg`The amount is more than your balance.`,
  [W.turnoverUnmet]: msg`You have not wagered enough yet to withdraw.`,
  [W.pendingExists]: msg`You already have a withdrawal waiting for approval.`,
  [W.dailyLimit]: msg`You have used all of today's withdrawals. Please try again tomorrow.`,
  [W.recentAuthRequired]: msg`Please confirm your login password to continue.`,
  [W.orderUnknown]: msg`This withdrawal could not be found.`,
  [W.orderClosed]: msg`This withdrawal was already decided.`,
  [P.paymentPasswordMissing]: msg`Please set a payment password first.`,
  [P.paymentPasswordWrong]: msg`The payment password is incorrect.`,
  [P.paymentPasswordLocked]: msg`Too many wrong payment passwords. Please wait a while and try again.`,
  [P.accountUnknown]: msg`This payout account no longer exists. Please choose another one.`,
  [WITHDRAW_FIELD.accountRequired]: msg`Please choose where to withdraw to.`,
  [WITHDRAW_FIELD.payPasswordRequired]: msg`Please enter your payment password.`,
  [WITHDRAW_FIELD.payPasswordFormat]: msg`The payment password is 6 digits.`,
};

/** Text of a failed call on this screen; other codes read as everywhere else. */
export function withdrawErrorMessage(err: unknown): MessageDescriptor {
  const own = err instanceof ApiError ? MESSAGES[err.code] : undefined;
  return own ?? errorMessage(err);
}

/** Text of a field code (this screen's, the amount field's, or the shared ones). */
export const withdrawFieldMessage = (code: string): MessageDescriptor => MESSAGES[code] ?? fieldMessage(code);
