// Date ranges of the record screens, as days of the operator's time zone (Asia/Manila): "today" starts
// at its midnight there, whatever the device's zone, so the app and the server's P&L agree on days.
import { RECORDS_MAX_RANGE_DAYS } from '../shared/constants/records.ts';
import { OPERATOR_TIME_ZONE, OPERATOR_UTC_OFFSET } from '../shared/constants/time.ts';

export const RANGE_TABS = ['today', '7d', '30d', 'custom'] as const;
export type RangeTab = (typeof RANGE_TABS)[number];

/** What a list asks for: `from` inclusive, `to` exclusive (absent: now). */
export interface RecordRange {
  from: string;
  to?: string;
}

const DAY_MS = 24 * 60 * 60_000;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_TIME_ZONE });

/** The operator's calendar day of an instant, `YYYY-MM-DD`. */
export const operatorDay = (at: number): string => dayFormat.format(new Date(at));

/** The instant a `YYYY-MM-DD` day of the operator's time zone starts. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00${OPERATOR_UTC_OFFSET}`);

/** The day `n` days after `day` (negative: before). */
export const addDays = (day: string, n: number): string =>
  operatorDay(dayStart(day) + n * DAY_MS + DAY_MS / 2);

/** A preset tab's range: today, the last 7 or 30 days (today included), up to now. */
export function presetRange(tab: Exclude<RangeTab, 'custom'>, now: number): RecordRange {
  const today = operatorDay(now);
  const days = { today: 1, '7d': 7, '30d': 30 }[tab];
  return { from: new Date(dayStart(addDays(today, 1 - days))).toISOString() };
}

export type CustomProblem = 'missing' | 'order' | 'tooLong' | 'future';

/** Why two typed days are not a range, or null. */
export function customProblem(fromDay: string, toDay: string, now: number): CustomProblem | null {
  if (!fromDay || !toDay || Number.isNaN(dayStart(fromDay)) || Number.isNaN(dayStart(toDay)))
    return 'missing';
  if (fromDay > toDay) return 'order';
  if (fromDay > operatorDay(now)) return 'future';
  if ((dayStart(toDay) - dayStart(fromDay)) / DAY_MS + 1 > RECORDS_MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** A custom range: from the start of the first day to the end of the last. */
export const customRange = (fromDay: string, toDay: string): RecordRange => ({
  from: new Date(dayStart(fromDay)).toISOString(),
  to: new Date(dayStart(addDays(toDay, 1))).toISOString(),
});
