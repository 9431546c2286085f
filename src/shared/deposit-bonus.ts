// The deposit bonus (issue 14), one formula for both sides: the cashier previews it from the offer in
// the member's promotions list (src/features/deposit/api.ts), the server pays it when the order is
// credited (server/promotions/deposit-bonus.ts). A copy on either side is a promise the other breaks.

/** What the bonus depends on: the deposit promotion's rules and its per-member cap. */
export interface DepositBonusTerms {
  percent: number;
  /** The most one deposit's bonus pays. */
  capCents: number;
  minDepositCents: number;
  /** The most one member receives from the promotion (null: no such cap); the bonus is once a member. */
  memberCapCents: number | null;
}

/** min(⌊deposit × percent / 100⌋, cap, per-member cap); nothing below the minimum deposit. */
export function depositBonusCents(terms: DepositBonusTerms, amountCents: number): number {
  if (amountCents < terms.minDepositCents) return 0;
  const bonus = Math.min(Math.floor((amountCents * terms.percent) / 100), terms.capCents);
  return terms.memberCapCents === null ? bonus : Math.min(bonus, terms.memberCapCents);
}

/** The terms of a deposit offer as the member's promotions list carries them (`rewardCents`: the cap). */
export const offerTerms = (offer: {
  percent: number;
  minDepositCents: number;
  rewardCents: number;
  memberCapCents: number | null;
}): DepositBonusTerms => ({
  percent: offer.percent,
  capCents: offer.rewardCents,
  minDepositCents: offer.minDepositCents,
  memberCapCents: offer.memberCapCents,
});
