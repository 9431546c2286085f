// The turnover requirement of withdrawals, in one place for the server and the withdraw screen (issue 31).
// Each deposit and each bonus is an obligation: a deposit must be wagered `multiplierPercent`% of its
// amount, a bonus its promotion's multiple. Only settled play placed after the obligation was credited
// pays it (server/records/stakes.ts), oldest open obligation first, so wagering from before a bonus never
// pre-pays it. Nothing is withdrawable while any obligation is open. Integer cents only.
import { reasonsOf } from '../../src/shared/constants/ledger.ts';
import type { Turnover, TurnoverObligation } from '../../src/shared/schemas/withdrawals.ts';

/**
 * The ledger reasons of stakes (debits) and of their refunds (credits): the ledger table's `bet` and
 * `refund` groups, so a new bet reason counts in the team figures the day it is added.
 */
export const STAKE_REASONS = reasonsOf('bet');
export const STAKE_REFUND_REASONS = reasonsOf('refund');

/** A deposit's requirement: ⌈amount × percent / 100⌉. */
export const depositRequirement = (amountCents: number, multiplierPercent: number) =>
  Math.ceil((amountCents * multiplierPercent) / 100);

export interface CreditedObligation extends Omit<TurnoverObligation, 'wageredCents' | 'remainingCents'> {
  /**
   * Settled wagering placed from this obligation's credit until the next one's (until now for the last):
   * the play only this obligation and the older ones may count.
   */
  wageredUntilNextCents: number;
}

/**
 * Pays the obligations, in credit order, from the wagering placed after each: a stake goes to the oldest
 * obligation still open that was credited before it. Answers the open ones and their totals.
 */
export function turnoverOf(obligations: readonly CreditedObligation[], multiplierPercent: number): Turnover {
  const open: TurnoverObligation[] = [];
  for (const { wageredUntilNextCents, ...o } of obligations) {
    if (o.requiredCents > 0) open.push({ ...o, wageredCents: 0, remainingCents: o.requiredCents });
    let pool = Math.max(0, wageredUntilNextCents);
    for (const older of open) {
      if (pool === 0) break;
      const paid = Math.min(pool, older.remainingCents);
      older.wageredCents += paid;
      older.remainingCents -= paid;
      pool -= paid;
    }
    const stillOpen = open.filter((x) => x.remainingCents > 0);
    open.splice(0, open.length, ...stillOpen);
  }
  const total = (pick: (o: TurnoverObligation) => number) => open.reduce((sum, o) => sum + pick(o), 0);
  const remainingCents = total((o) => o.remainingCents);
  return {
    requiredCents: total((o) => o.requiredCents),
    wageredCents: total((o) => o.wageredCents),
    remainingCents,
    multiplierPercent,
    met: remainingCents === 0,
    open,
  };
}

/** What may be withdrawn: the whole balance once every obligation is met, else nothing. */
export const withdrawableOf = (balanceCents: number, t: Turnover) => (t.met ? Math.max(0, balanceCents) : 0);

/**
 * What a self-excluded member may withdraw (issue 31): they can no longer play, so their deposits' turnover
 * is waived (their own money goes back), but a bonus whose turnover is still open stays — else excluding
 * oneself would cash a bonus out. The balance less the open bonuses' amounts, never below 0.
 */
export const excludedWithdrawableOf = (balanceCents: number, t: Turnover) =>
  Math.max(
    0,
    t.open.reduce((left, o) => (o.kind === 'bonus' ? left - o.amountCents : left), balanceCents),
  );
