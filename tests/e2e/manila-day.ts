import { test } from '@playwright/test';

// The operator's day is Manila's (UTC+8, no daylight saving): "today" on every screen and server total
// turns at 16:00 UTC. A test that reads a day's figures, acts, and expects them moved by the action
// would compare two different days if that turn fell between; it waits the turn out first instead.

const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The Manila day of now, YYYY-MM-DD: the period the operator settles. */
export const manilaToday = () => new Date(Date.now() + MANILA_OFFSET_MS).toISOString().slice(0, 10);

/** The start of today in Manila as an ISO instant (the screens' "Today"). */
export const manilaTodayFrom = () => new Date(`${manilaToday()}T00:00:00+08:00`).toISOString();

/**
 * Called at a test's start: when Manila's midnight is less than `withinMs` away (the test's own length,
 * generously), it waits until just past it, and the test's time limit grows by the wait.
 */
export async function clearOfManilaMidnight(withinMs = 4 * 60_000): Promise<void> {
  const untilMidnight = DAY_MS - ((Date.now() + MANILA_OFFSET_MS) % DAY_MS);
  if (untilMidnight >= withinMs) return;
  const wait = untilMidnight + 2_000;
  test.setTimeout(test.info().timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}
