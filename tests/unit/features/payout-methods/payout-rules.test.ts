import { describe, expect, it } from 'vitest';
import {
  payoutErrorMessage,
  payoutFieldMessage,
} from '../../../../src/features/payout-methods/payout-messages.ts';
import {
  accountDigits,
  accountNumberProblem,
  confirmProblem,
  PAYOUT_FIELD as F,
  newPasswordProblem,
  payeeNameProblem,
  paymentPasswordProblem,
} from '../../../../src/features/payout-methods/payout-rules.ts';
import { ApiError } from '../../../../src/lib/http.ts';
import { errorMessage, fieldMessage } from '../../../../src/lib/messages.ts';
import { PAYOUT_CODES as P, WITHDRAW_CODES } from '../../../../src/shared/errors/cashier.ts';

describe('payout form checks', () => {
  it.each([
    ['', F.payeeRequired],
    ['   ', F.payeeRequired],
    ['J', P.payeeNameInvalid],
    ['Juan 2', P.payeeNameInvalid],
    ['Juan Dela Cruz', null],
    ["  Ma. Cristina O'Neil-Santos ", null],
    ['José Rizal', null],
  ])('payee name %j: %s', (name, code) => {
    expect(payeeNameProblem(name)).toBe(code);
  });

  it.each([
    ['bank', '', F.numberRequired],
    ['bank', '123456789', F.bankNumberFormat],
    ['bank', '1234567890', null],
    ['bank', '1234-5678 9012', null],
    ['bank', '12345678901234567', F.bankNumberFormat],
    ['bank', '12345abcde', F.bankNumberFormat],
    ['ewallet', '0917 123 4567', null],
    ['ewallet', '639171234567', null],
    ['ewallet', '+639171234567', F.ewalletNumberFormat],
    ['ewallet', '0817 123 4567', F.ewalletNumberFormat],
    ['ewallet', '09171234', F.ewalletNumberFormat],
  ] as const)('%s number %j: %s', (kind, number, code) => {
    expect(accountNumberProblem(kind, number)).toBe(code);
  });

  it('drops spaces and dashes from account numbers, as the server does', () => {
    expect(accountDigits(' 0917-123 4567 ')).toBe('09171234567');
  });

  it('payment passwords are 6 digits; a new one differs from the old one and is confirmed', () => {
    expect(paymentPasswordProblem('')).toBe(F.passwordRequired);
    expect(paymentPasswordProblem('12a456')).toBe(F.passwordFormat);
    expect(paymentPasswordProblem('123456')).toBeNull();
    expect(newPasswordProblem('123456', '123456')).toBe(P.paymentPasswordSame);
    expect(newPasswordProblem('123456', '654321')).toBeNull();
    expect(newPasswordProblem('123456')).toBeNull();
    expect(confirmProblem('123456', '')).toBe(F.confirmRequired);
    expect(confirmProblem('123456', '123457')).toBe(P.paymentPasswordMismatch);
    expect(confirmProblem('123456', '123456')).toBeNull();
  });
});

describe('payout texts', () => {
  const generic = errorMessage(new ApiError('no.such.code', 400));
  it.each([...Object.values(P), WITHDRAW_CODES.recentAuthRequired])('has a text for %s', (code) => {
    expect(payoutErrorMessage(new ApiError(code, 400))).not.toBe(generic);
  });
  it.each(Object.values(F))('has a text for the field code %s', (code) => {
    expect(payoutFieldMessage(code)).not.toBe(fieldMessage('no.such.code'));
  });
});
