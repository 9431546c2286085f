// The date range of a records request: `to` defaults to now, `from` to 30 days before `to`.
import { RECORDS_DEFAULT_RANGE_DAYS, RECORDS_MAX_RANGE_DAYS } from '../../src/shared/constants/records.ts';

const DAY_MS = 24 * 60 * 60_000;

export interface Range {
  from: Date;
  to: Date;
}

/** The range asked for, or null when it is wider than RECORDS_MAX_RANGE_DAYS or ends before it starts. */
export function rangeOf(q: { from?: string; to?: string }, now: number): Range | null {
  const to = q.to ? Date.parse(q.to) : now;
  const from = q.from ? Date.parse(q.from) : to - RECORDS_DEFAULT_RANGE_DAYS * DAY_MS;
  if (from >= to || to - from > RECORDS_MAX_RANGE_DAYS * DAY_MS) return null;
  return { from: new Date(from), to: new Date(to) };
}
