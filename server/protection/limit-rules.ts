// The rules of deposit and loss limits, written once for the server (enforcement) and the app (display).
// Periods are calendar periods of the operator's clock (Manila, UTC+8 all year, no daylight saving):
// a day from midnight, a week from Monday midnight, a month from the 1st at midnight.
import {
  LIMIT_RAISE_COOLING_OFF_MS,
  LIMIT_WEEK_STARTS_ON,
  type LimitPeriod,
} from '../../src/shared/constants/protection.ts';
import { OPERATOR_UTC_OFFSET_HOURS } from '../../src/shared/constants/time.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFSET = OPERATOR_UTC_OFFSET_HOURS * HOUR;

/** The period containing `now` (ms since epoch): [start, end) in ms since epoch. */
export function periodBounds(period: LimitPeriod, now: number): { start: number; end: number } {
  // Manila's wall clock read as if it were UTC: its calendar fields are the getUTC* ones.
  const local = new Date(now + OFFSET);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const dayStart = Date.UTC(y, m, local.getUTCDate());
  if (period === 'day') return { start: dayStart - OFFSET, end: dayStart + DAY - OFFSET };
  if (period === 'week') {
    const back = (local.getUTCDay() - LIMIT_WEEK_STARTS_ON + 7) % 7;
    const start = dayStart - back * DAY;
    return { start: start - OFFSET, end: start + 7 * DAY - OFFSET };
  }
  return { start: Date.UTC(y, m, 1) - OFFSET, end: Date.UTC(y, m + 1, 1) - OFFSET };
}

/** A limit as stored: the one in force and a pending raise or removal (null cents = no limit). */
export interface StoredLimit {
  limitCents: number | null;
  pendingCents: number | null;
  /** When the pending change applies (ms); null: nothing pending. */
  pendingAt: number | null;
}

/** The limit in force at `now` (null: none): a pending change counts once its time has come. */
export function limitInForce(s: StoredLimit, now: number): number | null {
  return s.pendingAt !== null && s.pendingAt <= now ? s.pendingCents : s.limitCents;
}

/**
 * A member's new choice (null: remove) applied to what is stored at `now`. Lowering, or setting a limit
 * where none was, applies at once and drops any pending raise; raising or removing waits the cooling-off
 * (a later raise restarts it). Choosing the limit in force again just cancels what was pending.
 */
export function changeLimit(s: StoredLimit, wanted: number | null, now: number): StoredLimit {
  const current = limitInForce(s, now);
  const stricter = wanted !== null && (current === null || wanted <= current);
  if (stricter) return { limitCents: wanted, pendingCents: null, pendingAt: null };
  if (wanted === current) return { limitCents: current, pendingCents: null, pendingAt: null };
  return { limitCents: current, pendingCents: wanted, pendingAt: now + LIMIT_RAISE_COOLING_OFF_MS };
}

/** What is left of a limit after `usedCents` (never negative). */
export const leftOf = (limitCents: number, usedCents: number) => Math.max(0, limitCents - usedCents);
