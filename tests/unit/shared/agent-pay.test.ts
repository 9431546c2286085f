// What a contract pays: the calculator and the settlement call these; tier boundaries, integer cents, floors.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dividendPay, payOf, salaryPay, shareOf } from '../../../src/shared/agent-pay.ts';
import { DividendTermsSchema, SalaryTermsSchema } from '../../../src/shared/schemas/agent-contracts.ts';

const SALARY = {
  tiers: [
    { minTurnoverCents: 100_000, minActivePlayers: 3, salaryCents: 5_000 },
    { minTurnoverCents: 500_000, minActivePlayers: 5, salaryCents: 20_000 },
    { minTurnoverCents: 1_000_000, minActivePlayers: 5, salaryCents: 50_000 },
  ],
};
const DIVIDEND = {
  tiers: [
    { minLossCents: 10_000, minActivePlayers: 2, shareBp: 1_000 },
    { minLossCents: 100_000, minActivePlayers: 5, shareBp: 2_500 },
  ],
};
const team = (turnoverCents: number, activePlayers: number, lossCents = 0) => ({
  turnoverCents,
  activePlayers,
  lossCents,
});

describe('salary pay (daily and hourly)', () => {
  it('pays nothing below the first tier, and the tier exactly at its minimums', () => {
    expect(salaryPay(SALARY, team(99_999, 10)).amountCents).toBe(0);
    expect(salaryPay(SALARY, team(100_000, 2)).amountCents).toBe(0);
    expect(salaryPay(SALARY, team(100_000, 3))).toMatchObject({ amountCents: 5_000, tier: 1 });
  });

  it('pays the highest tier both minimums reach', () => {
    expect(salaryPay(SALARY, team(499_999, 9)).tier).toBe(1);
    expect(salaryPay(SALARY, team(500_000, 5)).amountCents).toBe(20_000);
    // Turnover of tier 3 but players of tier 1 only.
    expect(salaryPay(SALARY, team(2_000_000, 4)).amountCents).toBe(5_000);
    expect(salaryPay(SALARY, team(2_000_000, 5))).toMatchObject({ amountCents: 50_000, tier: 3 });
  });

  it('shows the calculation line by line', () => {
    expect(salaryPay(SALARY, team(600_000, 6)).lines).toEqual([
      { key: 'turnover', value: 600_000 },
      { key: 'activePlayers', value: 6 },
      { key: 'tier', value: 2 },
      { key: 'salary', value: 20_000 },
      { key: 'amount', value: 20_000 },
    ]);
  });
});

describe('dividend pay', () => {
  it('pays nothing when the team won or lost less than the first tier', () => {
    expect(dividendPay(DIVIDEND, team(1_000_000, 10, -50_000)).amountCents).toBe(0);
    expect(dividendPay(DIVIDEND, team(1_000_000, 10, 0)).amountCents).toBe(0);
    expect(dividendPay(DIVIDEND, team(1_000_000, 10, 9_999)).amountCents).toBe(0);
  });

  it("pays the tier's share of the loss, floored to the cent", () => {
    expect(dividendPay(DIVIDEND, team(0, 2, 10_000))).toMatchObject({ amountCents: 1_000, tier: 1 });
    // 12,345 × 10% = 1,234.5 → 1,234.
    expect(dividendPay(DIVIDEND, team(0, 2, 12_345)).amountCents).toBe(1_234);
    // Tier 2 needs five active players.
    expect(dividendPay(DIVIDEND, team(0, 4, 100_000)).amountCents).toBe(10_000);
    expect(dividendPay(DIVIDEND, team(0, 5, 100_001))).toMatchObject({ amountCents: 25_000, tier: 2 });
  });

  it('stays exact on amounts past 2^53 when multiplied', () => {
    expect(shareOf(999_999_999_999, 9_999)).toBe(999_899_999_999);
    expect(Number.isInteger(shareOf(123_456_789_012, 3_333))).toBe(true);
  });

  it('is what payOf answers for the kind', () => {
    const f = team(0, 5, 200_000);
    expect(payOf({ kind: 'dividend', terms: DIVIDEND }, f)).toEqual(dividendPay(DIVIDEND, f));
    expect(payOf({ kind: 'hourly', terms: SALARY }, f)).toEqual(salaryPay(SALARY, f));
  });
});

describe('terms', () => {
  it('accept climbing tiers and refuse falling, equal or empty ones', () => {
    expect(v.is(SalaryTermsSchema, SALARY)).toBe(true);
    expect(v.is(DividendTermsSchema, DIVIDEND)).toBe(true);
    const [a, b] = SALARY.tiers;
    expect(v.is(SalaryTermsSchema, { tiers: [b, a] })).toBe(false);
    expect(v.is(SalaryTermsSchema, { tiers: [a, { ...a, salaryCents: 6_000 }] })).toBe(false);
    expect(v.is(SalaryTermsSchema, { tiers: [] })).toBe(false);
    expect(v.is(SalaryTermsSchema, { tiers: [{ ...a, salaryCents: 12.5 }] })).toBe(false);
    expect(
      v.is(DividendTermsSchema, { tiers: [{ minLossCents: 0, minActivePlayers: 0, shareBp: 10_001 }] }),
    ).toBe(false);
  });
});
