import { describe, expect, it } from 'vitest';
import { turnoverOf, withdrawableOf } from '../../../src/shared/turnover.ts';

describe('turnover requirement', () => {
  it('1×: a ₱500 deposit needs ₱500 of bets', () => {
    const unmet = turnoverOf({ depositedCents: 50_000, wageredCents: 30_000, multiplierPercent: 100 });
    expect(unmet).toEqual({
      requiredCents: 50_000,
      wageredCents: 30_000,
      remainingCents: 20_000,
      multiplierPercent: 100,
      met: false,
    });
    expect(withdrawableOf(80_000, unmet)).toBe(0);
    const met = turnoverOf({ depositedCents: 50_000, wageredCents: 50_000, multiplierPercent: 100 });
    expect(met).toMatchObject({ remainingCents: 0, met: true });
    expect(withdrawableOf(80_000, met)).toBe(80_000);
  });

  it('no deposits or a 0 multiplier: nothing required', () => {
    expect(turnoverOf({ depositedCents: 0, wageredCents: 0, multiplierPercent: 100 }).met).toBe(true);
    expect(turnoverOf({ depositedCents: 90_000, wageredCents: 0, multiplierPercent: 0 }).met).toBe(true);
  });

  it('multipliers in percent round the requirement up to a whole cent', () => {
    expect(turnoverOf({ depositedCents: 333, wageredCents: 0, multiplierPercent: 150 }).requiredCents).toBe(
      500,
    );
    expect(
      turnoverOf({ depositedCents: 10_000, wageredCents: 0, multiplierPercent: 250 }).requiredCents,
    ).toBe(25_000);
  });

  it('refunds larger than stakes never make the wagered amount negative; extra requirements add up', () => {
    expect(turnoverOf({ depositedCents: 0, wageredCents: -500, multiplierPercent: 100 }).wageredCents).toBe(
      0,
    );
    const withBonus = turnoverOf({
      depositedCents: 10_000,
      wageredCents: 15_000,
      multiplierPercent: 100,
      extraRequiredCents: 10_000,
    });
    expect(withBonus).toMatchObject({ requiredCents: 20_000, remainingCents: 5_000, met: false });
    expect(withdrawableOf(-1, { ...withBonus, met: true })).toBe(0);
  });
});
