// What the withdraw screen derives from the overview: pure, so each rule has its test.
import type { Turnover, WithdrawLimits, WithdrawOverview } from '../../shared/schemas/withdrawals.ts';

/** Withdrawals still allowed today (never negative). */
export const dailyLeft = (limits: WithdrawLimits): number =>
  Math.max(0, limits.dailyCount - limits.usedToday);

/** "Withdraw all": everything withdrawable, capped by the maximum of one withdrawal. */
export const withdrawAllCents = (overview: Pick<WithdrawOverview, 'withdrawableCents' | 'limits'>): number =>
  Math.max(0, Math.min(overview.withdrawableCents, overview.limits.maxCents));

/** The progress bar's fill, 0-100 (whole percent, floored: 100 only when met). */
export function turnoverPercent(turnover: Turnover): number {
  if (turnover.met || turnover.requiredCents <= 0) return 100;
  const percent = Math.floor((turnover.wageredCents * 100) / turnover.requiredCents);
  return Math.min(99, Math.max(0, percent));
}

/**
 * What stands between the member and the withdraw form, first thing first: a pending withdrawal (one
 * at a time), no payout account (the payee name comes first), no payment password, no withdrawal
 * left today. null: the form shows.
 */
export type WithdrawBlock = 'pending' | 'noAccount' | 'noPassword' | 'dailyLimit';

export function withdrawBlock(overview: WithdrawOverview): WithdrawBlock | null {
  if (overview.pending) return 'pending';
  if (overview.accounts.length === 0) return 'noAccount';
  if (!overview.paymentPasswordSet) return 'noPassword';
  return dailyLeft(overview.limits) === 0 ? 'dailyLimit' : null;
}

/** Why nothing can be withdrawn now although there is a balance: turnover not met, or below the minimum. */
export type WithdrawableNote = 'turnover' | 'belowMin' | 'noBalance' | null;

export function withdrawableNote(overview: WithdrawOverview): WithdrawableNote {
  if (overview.balanceCents <= 0) return 'noBalance';
  if (overview.withdrawableCents === 0 && !overview.turnover.met) return 'turnover';
  return overview.withdrawableCents < overview.limits.minCents ? 'belowMin' : null;
}
