import { describe, expect, it } from 'vitest';
import {
  defaultPrizeMode,
  drawResult,
  payoutCents,
  pickError,
  resultFromFloats,
} from '../../../src/shared/lottery-rules.ts';

describe('lottery rules', () => {
  it('checks picks per bet type', () => {
    expect(pickError('lotto645', 'six', [1, 2, 3, 4, 5, 45])).toBeNull();
    expect(pickError('lotto645', 'six', [1, 2, 3, 4, 5, 46])).toMatch(/from 1 to 45/);
    expect(pickError('lotto645', 'six', [1, 1, 3, 4, 5, 6])).toMatch(/differ/);
    expect(pickError('digits3', 'straight', [7, 7, 7])).toBeNull();
    expect(pickError('pk10', 'top2', [3])).toMatch(/takes 2/);
    expect(pickError('pk10', 'constructor', [3])).toMatch(/unknown/);
  });

  it('pays by the rule, rounded down to the cent', () => {
    expect(payoutCents('pk10', 'champion', [4], [4, 1, 2, 3, 5, 6, 7, 8, 9, 10], 100)).toBe(950);
    expect(payoutCents('pk10', 'top2', [1, 4], [4, 1, 2, 3, 5, 6, 7, 8, 9, 10], 100)).toBe(0);
    expect(payoutCents('digits3', 'last2', [2, 9], [5, 2, 9], 101)).toBe(9_090);
    expect(payoutCents('lotto645', 'six', [1, 2, 3, 40, 41, 42], [1, 2, 3, 4, 5, 6], 100)).toBe(800);
    expect(payoutCents('lotto645', 'one', [7], [1, 2, 3, 4, 5, 6], 100)).toBe(0);
  });

  it('draws valid results, reproducibly', async () => {
    const six = resultFromFloats(
      'lotto645',
      Array.from({ length: 45 }, () => 0.999),
    );
    expect(new Set(six).size).toBe(6);
    const race = await drawResult('pk10', 'seed', 'SWERTE-PK10:1');
    expect([...race].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await drawResult('pk10', 'seed', 'SWERTE-PK10:1')).toEqual(race);
    const digits = await drawResult('digits3', 'seed', 'SWERTE-3D:1');
    expect(digits.every((d) => d >= 0 && d <= 9)).toBe(true);
  });
});

describe('default prize mode (SPEC.md section 4)', () => {
  it('is e-lottery when the ELOTT vendors include TCG_LOTTO_VN or LOTT, else lottery', () => {
    expect(defaultPrizeMode({ ELOTT: ['TCG', 'TCG_LOTTO_VN'] })).toBe('Elott');
    expect(defaultPrizeMode({ ELOTT: ['LOTT'] })).toBe('Elott');
    expect(defaultPrizeMode({ ELOTT: ['TCG', 'GPK'] })).toBe('Lott');
    expect(defaultPrizeMode({})).toBe('Lott');
  });
});
