// The turnover requirement of withdrawals, in one place for the server and the withdraw screen:
// a member must wager (bet) as much as `multiplierPercent`% of what they deposited before any of the
// balance is withdrawable. Integer cents only.
import { reasonsOf } from './constants/ledger.ts';
import type { Turnover } from './schemas/withdrawals.ts';

/**
 * The ledger reasons of stakes (debits: counted as wagered) and of their refunds (credits: subtracted):
 * the ledger table's `bet` and `refund` groups, so a new bet reason counts here the day it is added.
 */
export const STAKE_REASONS = reasonsOf('bet');
export const STAKE_REFUND_REASONS = reasonsOf('refund');

export interface TurnoverInput {
  /** Σ of the member's credited or approved deposits. */
  depositedCents: number;
  /** Σ of stakes minus Σ of their refunds (never below 0). */
  wageredCents: number;
  /** The operator's multiplier in percent (100 = 1×). */
  multiplierPercent: number;
  /**
   * Further requirements on top of the deposits' (issue 14): Σ of the bonuses paid to the wallet (deposit
   * promotions' bonuses and claimed rewards), each bonus × its promotion's turnover multiplier. Added as is.
   */
  extraRequiredCents?: number;
}

/** requiredCents = ⌈deposited × percent / 100⌉ (+ extra); met when wagered ≥ required. */
export function turnoverOf(i: TurnoverInput): Turnover {
  const fromDeposits = Math.ceil((i.depositedCents * i.multiplierPercent) / 100);
  const requiredCents = fromDeposits + (i.extraRequiredCents ?? 0);
  const wageredCents = Math.max(0, i.wageredCents);
  return {
    requiredCents,
    wageredCents,
    remainingCents: Math.max(0, requiredCents - wageredCents),
    multiplierPercent: i.multiplierPercent,
    met: wageredCents >= requiredCents,
  };
}

/** What may be withdrawn: the whole balance once the turnover is met, else nothing. */
export const withdrawableOf = (balanceCents: number, t: Turnover) => (t.met ? Math.max(0, balanceCents) : 0);
