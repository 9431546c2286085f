import { describe, expect, it } from 'vitest';
import { bonusOf, type DepositOffer, offerCapOf } from '../../../../src/features/deposit/api.ts';
import { depositBonusCents } from '../../../../src/shared/deposit-bonus.ts';

const offer: DepositOffer = {
  id: 1,
  kind: 'deposit',
  category: 'deposit',
  title: 'Reload bonus',
  summary: '',
  bannerUrl: null,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  state: 'open',
  rewardCents: 30_000,
  turnoverMultiplier: 5,
  percent: 50,
  minDepositCents: 20_000,
  memberCapCents: null,
};
const rules = { percent: 50, capCents: 30_000, minDepositCents: 20_000, memberCapCents: null };

// The cashier shows the bonus before the member accepts; the server pays it: both must agree.
describe('deposit bonus shown and paid', () => {
  it.each([
    [null, 0],
    [19_999, 0],
    [20_000, 10_000],
    [40_001, 20_000],
    [60_000, 30_000],
    [1_000_000, 30_000],
  ])('a deposit of %s earns %s', (amount, bonus) => {
    expect(bonusOf(offer, amount)).toBe(bonus);
    if (amount !== null) expect(depositBonusCents(rules, amount)).toBe(bonus);
  });

  it("the promotion's per-member cap lowers the bonus shown as it lowers the bonus paid", () => {
    expect(bonusOf({ ...offer, memberCapCents: 12_345 }, 60_000)).toBe(12_345);
    expect(depositBonusCents({ ...rules, memberCapCents: 12_345 }, 60_000)).toBe(12_345);
    expect(bonusOf({ ...offer, memberCapCents: 12_345 }, 19_999)).toBe(0);
    // "up to" promises no more than the member can get.
    expect(offerCapOf({ ...offer, memberCapCents: 12_345 })).toBe(12_345);
    expect(offerCapOf(offer)).toBe(30_000);
  });
});
