import { describe, expect, it } from 'vitest';
import { progressOf, vipRankOf } from '../../../src/shared/vip.ts';

const levels = [
  { turnoverCents: 0, depositCents: 0 },
  { turnoverCents: 10_000, depositCents: 5_000 },
  { turnoverCents: 50_000, depositCents: 20_000 },
];

describe('vipRankOf', () => {
  it('is the highest level whose turnover AND deposits are both met', () => {
    expect(vipRankOf(levels, { turnoverCents: 0, depositCents: 0 })).toBe(1);
    expect(vipRankOf(levels, { turnoverCents: 10_000, depositCents: 5_000 })).toBe(2);
    // Enough turnover for the top level but deposits only for the second.
    expect(vipRankOf(levels, { turnoverCents: 1_000_000, depositCents: 19_999 })).toBe(2);
    // Enough deposits for the top level, turnover one cent short of the second.
    expect(vipRankOf(levels, { turnoverCents: 9_999, depositCents: 1_000_000 })).toBe(1);
    expect(vipRankOf(levels, { turnoverCents: 50_000, depositCents: 20_000 })).toBe(3);
  });

  it('is 0 below the first level and without levels', () => {
    expect(vipRankOf([{ turnoverCents: 1, depositCents: 0 }], { turnoverCents: 0, depositCents: 0 })).toBe(0);
    expect(vipRankOf([], { turnoverCents: 5, depositCents: 5 })).toBe(0);
  });
});

describe('progressOf', () => {
  it('answers the percent (floored) and what remains', () => {
    expect(progressOf(2_500, 10_000)).toEqual({ percent: 25, remainingCents: 7_500 });
    expect(progressOf(9_999, 10_000)).toEqual({ percent: 99, remainingCents: 1 });
    expect(progressOf(12_000, 10_000)).toEqual({ percent: 100, remainingCents: 0 });
    expect(progressOf(0, 0)).toEqual({ percent: 100, remainingCents: 0 });
  });
});
