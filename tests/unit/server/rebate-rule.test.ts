import { describe, expect, it } from 'vitest';
import { nextClaimAt, rebateAmount, rebateLines, rebateTotal } from '../../../server/rebates/rule.ts';
import { REBATE_CATEGORIES, rebateCategoryOf } from '../../../src/shared/constants/rebates.ts';

describe('rebate amount', () => {
  it('is turnover × basis points / 10 000, floored to the cent', () => {
    expect(rebateAmount(10_000, 100, null)).toBe(100); // ₱100 at 1 %: ₱1
    expect(rebateAmount(199, 50, null)).toBe(0); // 0.995 cents: nothing
    expect(rebateAmount(12_345, 75, null)).toBe(92); // 92.5875
  });
  it('is held to the cap, and nothing for no turnover or no rate', () => {
    expect(rebateAmount(1_000_000, 100, 5_000)).toBe(5_000);
    expect(rebateAmount(1_000_000, 100, 20_000)).toBe(10_000);
    expect(rebateAmount(0, 100, null)).toBe(0);
    expect(rebateAmount(-5_000, 100, null)).toBe(0);
    expect(rebateAmount(5_000, 0, null)).toBe(0);
  });
  it('stays exact in integer cents beyond 2^53 / 10 000', () => {
    expect(rebateAmount(9_000_000_000_000_001, 300, null)).toBe(270_000_000_000_000);
  });
});

describe('rebate lines', () => {
  const rates = [
    { category: 'INHOUSE' as const, rateBp: 100, capCents: null },
    { category: 'LOTTERY' as const, rateBp: 50, capCents: 1_000 },
  ];

  it('has one line per category in order, 0 where no rate is set', () => {
    const lines = rebateLines({ INHOUSE: 5_000, SPORTS: 10_000 }, rates);
    expect(lines.map((l) => l.category)).toEqual([...REBATE_CATEGORIES]);
    expect(lines.find((l) => l.category === 'INHOUSE')).toEqual({
      category: 'INHOUSE',
      turnoverCents: 5_000,
      rateBp: 100,
      capCents: null,
      amountCents: 50,
    });
    expect(lines.find((l) => l.category === 'SPORTS')).toMatchObject({
      turnoverCents: 10_000,
      amountCents: 0,
    });
    expect(rebateTotal(lines)).toBe(50);
  });

  it('holds each category to its cap, per claim', () => {
    const lines = rebateLines({ LOTTERY: 300_000, INHOUSE: 1_000 }, rates);
    expect(lines.find((l) => l.category === 'LOTTERY')).toMatchObject({
      turnoverCents: 300_000,
      amountCents: 1_000,
    });
    expect(rebateTotal(lines)).toBe(1_010);
  });

  it('the next claim is the interval after the last one', () => {
    const last = Date.parse('2026-03-01T10:00:00Z');
    expect(new Date(nextClaimAt(last, 1_440)).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(nextClaimAt(last, 0)).toBe(last);
  });

  it('counts both lobby lottery tabs as LOTTERY', () => {
    expect(rebateCategoryOf('ELOTT')).toBe('LOTTERY');
    expect(rebateCategoryOf('LOTT')).toBe('LOTTERY');
    expect(rebateCategoryOf('FISH')).toBe('FISH');
  });
});
