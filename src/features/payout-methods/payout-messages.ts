// Texts of the payout codes (PAYOUT_CODES, the recent-login code) and of the payout forms' own codes.
// Only the payout screens show them, so they live here, in the screens' catalog.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/http.ts';
import { errorMessage, fieldMessage } from '../../lib/messages.ts';
import { PAYOUT_CODES as P, WITHDRAW_CODES } from '../../shared/errors/cashier.ts';
import { BANK_NUMBER_LENGTH, PAYOUT_ACCOUNTS_MAX } from '../../shared/schemas/payout.ts';
import { PAYOUT_FIELD as F } from './payout-rules.ts';

const { min, max } = BANK_NUMBER_LENGTH;
const most = PAYOUT_ACCOUNTS_MAX;

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [P.payeeNameSet]: msg`Your payee name is already set and cannot be changed.`,
  [P.payeeNameMissing]: msg`Please set your payee name first.`,
  [P.payeeNameInvalid]: msg`A name may have letters, spaces, dots, apostrophes and hyphens only (2 to 64).`,
  [P.holderMismatch]: msg`The account holder must be your payee name.`,
  [P.numberInvalid]: msg`This account number is not valid.`,
  [P.providerInvalid]: msg`This e-wallet is not offered.`,
  [P.accountDuplicate]: msg`This account is already added.`,
  [P.accountLimit]: msg`You can have at most ${most} bank cards and e-wallets. Remove one first.`,
  [P.accountUnknown]: msg`This account no longer exists.`,
  [P.paymentPasswordMissing]: msg`Please set a payment password first.`,
  [P.paymentPasswordSet]: msg`A payment password is already set. Change it or reset it by SMS.`,
  [P.paymentPasswordWrong]: msg`The payment password is incorrect.`,
  [P.paymentPasswordLocked]: msg`Too many wrong payment passwords. Please wait a while and try again.`,
  [P.paymentPasswordMismatch]: msg`The two payment passwords do not match.`,
  [P.paymentPasswordSame]: msg`The new payment password must differ from the old one.`,
  [P.mobileMissing]: msg`No mobile number is bound to your account, so the code cannot be sent. Please contact customer service.`,
  [P.loginPasswordWrong]: msg`The login password is incorrect.`,
  [WITHDRAW_CODES.recentAuthRequired]: msg`Please confirm your login password to continue.`,
  [F.payeeRequired]: msg`Please enter your payee name.`,
  [F.providerRequired]: msg`Please choose the bank or e-wallet.`,
  [F.numberRequired]: msg`Please enter the account number.`,
  [F.bankNumberFormat]: msg`A bank account number has ${min} to ${max} digits.`,
  [F.ewalletNumberFormat]: msg`Enter the e-wallet's mobile number: 09XXXXXXXXX or 639XXXXXXXXX.`,
  [F.passwordRequired]: msg`Please enter the payment password.`,
  [F.passwordFormat]: msg`The payment password is 6 digits.`,
  [F.confirmRequired]: msg`Please enter the payment password again.`,
  [F.codeRequired]: msg`Please enter the SMS code.`,
  [F.loginPasswordRequired]: msg`Please enter your login password.`,
};

/** Text of a failed call on the payout screens; other codes read as everywhere else. */
export function payoutErrorMessage(err: unknown): MessageDescriptor {
  const own = err instanceof ApiError ? MESSAGES[err.code] : undefined;
  return own ?? errorMessage(err);
}

/** Text of a field code (the forms' own, the server's payout codes, or the shared ones). */
export const payoutFieldMessage = (code: string): MessageDescriptor => MESSAGES[code] ?? fieldMessage(code);
