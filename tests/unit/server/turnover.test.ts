import { describe, expect, it } from 'vitest';
import {
  type CreditedObligation,
  depositRequirement,
  excludedWithdrawableOf,
  turnoverOf,
  withdrawableOf,
} from '../../../server/payments/turnover.ts';

const deposit = (
  id: number,
  amountCents: number,
  wageredUntilNextCents: number,
  percent = 100,
): CreditedObligation => ({
  kind: 'deposit',
  id,
  creditedAt: `2026-11-0${id}T00:00:00.000Z`,
  amountCents,
  requiredCents: depositRequirement(amountCents, percent),
  wageredUntilNextCents,
});

const bonus = (
  id: number,
  amountCents: number,
  requiredCents: number,
  wageredUntilNextCents: number,
): CreditedObligation => ({
  kind: 'bonus',
  id,
  creditedAt: `2026-11-0${id}T00:00:00.000Z`,
  amountCents,
  requiredCents,
  wageredUntilNextCents,
});

describe('turnover requirement per deposit and bonus', () => {
  it('1×: a ₱500 deposit needs ₱500 of play placed after it', () => {
    const unmet = turnoverOf([deposit(1, 50_000, 30_000)], 100);
    expect(unmet).toMatchObject({
      requiredCents: 50_000,
      wageredCents: 30_000,
      remainingCents: 20_000,
      met: false,
    });
    expect(unmet.open).toEqual([
      expect.objectContaining({ kind: 'deposit', id: 1, wageredCents: 30_000, remainingCents: 20_000 }),
    ]);
    expect(withdrawableOf(80_000, unmet)).toBe(0);
    const met = turnoverOf([deposit(1, 50_000, 50_000)], 100);
    expect(met).toMatchObject({ requiredCents: 0, remainingCents: 0, met: true, open: [] });
    expect(withdrawableOf(80_000, met)).toBe(80_000);
  });

  it('no deposits or a 0 multiplier: nothing required', () => {
    expect(turnoverOf([], 100).met).toBe(true);
    expect(turnoverOf([deposit(1, 90_000, 0, 0)], 0).met).toBe(true);
  });

  it('multipliers in percent round the requirement up to a whole cent', () => {
    expect(depositRequirement(333, 150)).toBe(500);
    expect(depositRequirement(10_000, 250)).toBe(25_000);
  });

  it('play before a bonus never pays it: the surplus of an earlier bucket is not carried forward', () => {
    // ₱1,000 deposit, ₱100,000 wagered before the bonus: the deposit is met, the bonus untouched.
    const t = turnoverOf([deposit(1, 100_000, 10_000_000), bonus(2, 10_000, 100_000, 0)], 100);
    expect(t).toMatchObject({ requiredCents: 100_000, wageredCents: 0, remainingCents: 100_000, met: false });
    expect(t.open.map((o) => o.kind)).toEqual(['bonus']);
  });

  it('play after a later credit pays the oldest open obligation first', () => {
    const t = turnoverOf(
      [deposit(1, 100_000, 40_000), bonus(2, 10_000, 50_000, 0), deposit(3, 20_000, 70_000)],
      100,
    );
    // Bucket 3's ₱700: ₱600 finishes deposit 1, ₱100 goes to the bonus; deposit 3 untouched.
    expect(t.open).toEqual([
      expect.objectContaining({ kind: 'bonus', id: 2, wageredCents: 10_000, remainingCents: 40_000 }),
      expect.objectContaining({ kind: 'deposit', id: 3, wageredCents: 0, remainingCents: 20_000 }),
    ]);
    expect(t).toMatchObject({ requiredCents: 70_000, wageredCents: 10_000, remainingCents: 60_000 });
  });

  it('a negative bucket pays nothing and a negative balance withdraws nothing', () => {
    const t = turnoverOf([deposit(1, 10_000, -500)], 100);
    expect(t.remainingCents).toBe(10_000);
    expect(withdrawableOf(-1, turnoverOf([], 100))).toBe(0);
  });
});

describe('a self-excluded member withdraws (issue 31)', () => {
  it('open deposit turnover is waived: the whole balance of deposits goes back', () => {
    const t = turnoverOf([deposit(1, 50_000, 0), deposit(2, 20_000, 5_000)], 100);
    expect(t.met).toBe(false);
    expect(withdrawableOf(70_000, t)).toBe(0);
    expect(excludedWithdrawableOf(70_000, t)).toBe(70_000);
  });

  it('a bonus whose turnover is open stays; one already wagered through does not', () => {
    // Deposit ₱500 (paid by ₱500 of play), bonus ₱100 (₱600 to wager, ₱100 done), bonus ₱50 met.
    const t = turnoverOf(
      [deposit(1, 50_000, 50_000), bonus(2, 10_000, 60_000, 10_000), bonus(3, 5_000, 0, 0)],
      100,
    );
    expect(t.open.map((o) => o.id)).toEqual([2]);
    expect(excludedWithdrawableOf(65_000, t)).toBe(55_000);
  });

  it('never below 0, when the balance is less than the open bonuses (played away)', () => {
    const t = turnoverOf(
      [deposit(1, 10_000, 0), bonus(2, 10_000, 50_000, 0), bonus(3, 2_000, 8_000, 0)],
      100,
    );
    expect(excludedWithdrawableOf(11_000, t)).toBe(0);
    expect(excludedWithdrawableOf(12_500, t)).toBe(500);
  });
});
