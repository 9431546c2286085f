import { describe, expect, it } from 'vitest';
import { payPasswordProblem } from '../../../../src/features/withdraw/withdraw-form.tsx';
import {
  WITHDRAW_FIELD,
  withdrawErrorMessage,
  withdrawFieldMessage,
} from '../../../../src/features/withdraw/withdraw-messages.ts';
import {
  dailyLeft,
  turnoverPercent,
  withdrawAllCents,
  withdrawableNote,
  withdrawBlock,
} from '../../../../src/features/withdraw/withdraw-rules.ts';
import { ApiError } from '../../../../src/lib/http.ts';
import { errorMessage, fieldMessage } from '../../../../src/lib/messages.ts';
import { PAYOUT_CODES, WITHDRAW_CODES } from '../../../../src/shared/errors/cashier.ts';
import { OVERVIEW, PENDING } from './withdraw-fixtures.ts';

describe('withdraw rules', () => {
  it.each([
    [3, 0, 3],
    [3, 2, 1],
    [3, 3, 0],
    [3, 5, 0],
  ])('daily count %i, used %i: %i left', (dailyCount, usedToday, left) => {
    expect(dailyLeft({ minCents: 1, maxCents: 2, dailyCount, usedToday })).toBe(left);
  });

  it.each([
    [250_000, 5_000_000, 250_000],
    [9_000_000, 5_000_000, 5_000_000],
    [0, 5_000_000, 0],
  ])('withdraw all of %i with max %i is %i', (withdrawableCents, maxCents, all) => {
    expect(withdrawAllCents({ withdrawableCents, limits: { ...OVERVIEW.limits, maxCents } })).toBe(all);
  });

  it.each([
    [{ requiredCents: 0, wageredCents: 0, met: true }, 100],
    [{ requiredCents: 100_000, wageredCents: 0, met: false }, 0],
    [{ requiredCents: 100_000, wageredCents: 33_333, met: false }, 33],
    // Not met yet never shows a full bar.
    [{ requiredCents: 100_000, wageredCents: 99_999, met: false }, 99],
    [{ requiredCents: 100_000, wageredCents: 150_000, met: true }, 100],
  ])('turnover %o fills %i%', (t, percent) => {
    expect(turnoverPercent({ ...t, remainingCents: 0, multiplierPercent: 100, open: [] })).toBe(percent);
  });

  it('puts a pending withdrawal first, then the account, the password and the day count', () => {
    expect(withdrawBlock(OVERVIEW)).toBeNull();
    expect(withdrawBlock({ ...OVERVIEW, pending: PENDING, accounts: [] })).toBe('pending');
    expect(withdrawBlock({ ...OVERVIEW, accounts: [], paymentPasswordSet: false })).toBe('noAccount');
    expect(withdrawBlock({ ...OVERVIEW, paymentPasswordSet: false })).toBe('noPassword');
    expect(withdrawBlock({ ...OVERVIEW, limits: { ...OVERVIEW.limits, usedToday: 3 } })).toBe('dailyLimit');
  });

  it('explains a withdrawable amount of 0 (turnover) or below the minimum', () => {
    expect(withdrawableNote(OVERVIEW)).toBeNull();
    const unmet = { ...OVERVIEW.turnover, wageredCents: 20_000, remainingCents: 80_000, met: false };
    expect(withdrawableNote({ ...OVERVIEW, withdrawableCents: 0, turnover: unmet })).toBe('turnover');
    expect(withdrawableNote({ ...OVERVIEW, balanceCents: 5_000, withdrawableCents: 5_000 })).toBe('belowMin');
    expect(withdrawableNote({ ...OVERVIEW, balanceCents: 0, withdrawableCents: 0 })).toBe('noBalance');
  });

  it.each([
    ['', WITHDRAW_FIELD.payPasswordRequired],
    ['12345', WITHDRAW_FIELD.payPasswordFormat],
    ['12345a', WITHDRAW_FIELD.payPasswordFormat],
    ['1234567', WITHDRAW_FIELD.payPasswordFormat],
    ['123456', null],
  ])('payment password %j: %s', (value, code) => {
    expect(payPasswordProblem(value)).toBe(code);
  });
});

describe('withdraw texts', () => {
  const generic = errorMessage(new ApiError('no.such.code', 400));
  // What POST withdrawOrders may answer (server/routes/withdrawals.ts); settingsInvalid is the operators'.
  const answers = [
    ...Object.values(WITHDRAW_CODES).filter((c) => c !== WITHDRAW_CODES.settingsInvalid),
    PAYOUT_CODES.paymentPasswordWrong,
    PAYOUT_CODES.paymentPasswordMissing,
    PAYOUT_CODES.paymentPasswordLocked,
    PAYOUT_CODES.accountUnknown,
  ];
  it.each(answers)('has a text for %s', (code) => {
    expect(withdrawErrorMessage(new ApiError(code, 400))).not.toBe(generic);
  });
  it.each(Object.values(WITHDRAW_FIELD))('has a text for the field code %s', (code) => {
    expect(withdrawFieldMessage(code)).not.toBe(fieldMessage('no.such.code'));
  });
});
