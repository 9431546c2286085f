// The period leaderboard's rules (issue 14, /m/leaderBoard), pure so the server and the unit tests share
// them: which period a moment falls in (a Manila week from Monday 00:00, or a Manila day; Manila has no
// daylight saving, always UTC+8) and which ranks a prize table pays from what is left of its budget.

export const LEADERBOARD_PERIOD_KINDS = ['week', 'day'] as const;
export type LeaderboardPeriodKind = (typeof LEADERBOARD_PERIOD_KINDS)[number];

/** The most ranks a prize table may pay. */
export const LEADERBOARD_MAX_PRIZES = 50;
/** Members listed on the board at least (more when more ranks win a prize). */
export const LEADERBOARD_MIN_LISTED = 10;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Manila is UTC+8 all year. */
const MANILA_OFFSET_MS = 8 * HOUR_MS;

export interface Period {
  startsAt: number;
  endsAt: number;
}

/** The period `atMs` falls in: [start, end) in ms since epoch. */
export function periodOf(kind: LeaderboardPeriodKind, atMs: number): Period {
  const day = Math.floor((atMs + MANILA_OFFSET_MS) / DAY_MS);
  // 1970-01-01 was a Thursday: 3 days after a Monday.
  const first = kind === 'day' ? day : day - ((day + 3) % 7);
  const startsAt = first * DAY_MS - MANILA_OFFSET_MS;
  return { startsAt, endsAt: startsAt + (kind === 'day' ? DAY_MS : 7 * DAY_MS) };
}

/** The period that ended last before the one `atMs` falls in. */
export const previousPeriod = (kind: LeaderboardPeriodKind, atMs: number): Period =>
  periodOf(kind, periodOf(kind, atMs).startsAt - 1);

/** How many places the board lists: the prize table's ranks, at least LEADERBOARD_MIN_LISTED. */
export const listedPlaces = (prizes: readonly number[]) => Math.max(prizes.length, LEADERBOARD_MIN_LISTED);

/**
 * The prizes a settlement pays: ranks 1…n in order (rank = place among eligible members), each its table's
 * amount when the budget left still covers it; a prize the budget cannot cover is skipped (a lower,
 * smaller one may still be paid). Never pays more than `budgetLeftCents` in all.
 */
export function payablePrizes(
  prizes: readonly number[],
  ranked: number,
  budgetLeftCents: number,
): { rank: number; amountCents: number }[] {
  const paid: { rank: number; amountCents: number }[] = [];
  let left = budgetLeftCents;
  for (let rank = 1; rank <= Math.min(ranked, prizes.length); rank++) {
    const amountCents = prizes[rank - 1] ?? 0;
    if (amountCents <= 0 || amountCents > left) continue;
    left -= amountCents;
    paid.push({ rank, amountCents });
  }
  return paid;
}
