import { describe, expect, it } from 'vitest';
import { AMOUNT_CODES, amountProblem, centsToInput, parseCents } from '../../../src/lib/amount-input.ts';
import { formatMoney, formatPeso } from '../../../src/lib/money.ts';
import { LOCALE_OF } from '../../../src/shared/constants/language.ts';

describe('parseCents: what a member types, to integer cents', () => {
  it.each([
    ['500', 50_000],
    ['1,250.50', 125_050],
    ['1250.5', 125_050],
    ['₱ 1,000.00', 100_000],
    ['  42  ', 4_200],
    ['100.', 10_000],
    ['0.01', 1],
    ['1,000,000', 100_000_000],
    // 0.1 + 0.2 style float errors cannot happen: 0.29 is 29 cents, not 28.999…
    ['0.29', 29],
    ['999999999999.99', 99_999_999_999_999],
  ])('%s → %i', (typed, cents) => {
    expect(parseCents(typed)).toBe(cents);
  });

  it.each(['', '-5', '1.005', '1e3', 'abc', '12,34', '1,2345', '.5', '0x10', '1 000', '9999999999999'])(
    '%j is not an amount',
    (typed) => {
      expect(parseCents(typed)).toBeNull();
    },
  );

  it('round-trips through the text a chosen amount puts in the field', () => {
    for (const cents of [1, 10, 99, 100, 12_345, 500_000, 99_999_999_999_999]) {
      expect(parseCents(centsToInput(cents))).toBe(cents);
    }
    expect(centsToInput(150_050)).toBe('1500.50');
    expect(centsToInput(50_000)).toBe('500');
  });
});

describe('amountProblem', () => {
  const limits = { minCents: 10_000, maxCents: 5_000_000 };
  it('names what is wrong with the amount', () => {
    expect(amountProblem(' ', limits)).toBe(AMOUNT_CODES.required);
    expect(amountProblem('12.345', limits)).toBe(AMOUNT_CODES.format);
    expect(amountProblem('0', limits)).toBe(AMOUNT_CODES.format);
    expect(amountProblem('99.99', limits)).toBe(AMOUNT_CODES.belowMin);
    expect(amountProblem('50,000.01', limits)).toBe(AMOUNT_CODES.aboveMax);
    expect(amountProblem('600', { ...limits, availableCents: 50_000 })).toBe(AMOUNT_CODES.overBalance);
  });
  it('accepts the limits themselves', () => {
    expect(amountProblem('100', limits)).toBeNull();
    expect(amountProblem('50,000', limits)).toBeNull();
    expect(amountProblem('500', { ...limits, availableCents: 50_000 })).toBeNull();
  });
});

describe('formatPeso', () => {
  it('shows the peso sign and 2 decimals', () => {
    expect(formatPeso(123_450, 'en')).toBe('₱1,234.50');
    expect(formatPeso(5, 'en')).toBe('₱0.05');
    expect(formatPeso(-2_000, 'en')).toBe('-₱20.00');
    expect(formatPeso(100_000, 'fil')).toBe('₱1,000.00');
  });
});

describe('formatMoney', () => {
  it("writes every amount as the offered languages' own number format does", () => {
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1_000, 99_999, 100_000, 123_456_789, 99_999_999_999_999];
    for (const locale of Object.values(LOCALE_OF)) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const cents of [...amounts, ...amounts.filter(Boolean).map((a) => -a)]) {
        expect(formatMoney(cents, locale)).toBe(intl.format(cents / 100).replace('\u2212', '-'));
      }
    }
  });

  it('still formats a language the app does not offer', () => {
    expect(formatMoney(123_450, 'de')).toBe('1.234,50');
  });
});
