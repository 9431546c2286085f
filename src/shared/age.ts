// Age, the one rule (issue 13): a member's age is counted on the operator's calendar (Manila, UTC+8 all
// year). A birthday of 29 February is reached on 1 March in common years: the later day, so nobody plays
// a day early. Dates travel as ISO calendar dates, YYYY-MM-DD.
import { OPERATOR_UTC_OFFSET_HOURS } from './constants/time.ts';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date of `iso` (YYYY-MM-DD), or null when it is not a real date (2023-02-29, 2024-13-01). */
export function parseIsoDate(iso: string): CalendarDate | null {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Today on the operator's calendar at `nowMs`. */
export function manilaDate(nowMs: number): CalendarDate {
  const wall = new Date(nowMs + OPERATOR_UTC_OFFSET_HOURS * 3_600_000);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** Whole years from `birth` to `today` (negative when born after it). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const years = today.year - birth.year;
  const reached = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return reached ? years : years - 1;
}

/** Whether someone born on `birthIso` is at least `minimumAge` on Manila's calendar at `nowMs`. */
export function isOldEnough(birthIso: string, minimumAge: number, nowMs: number): boolean {
  const birth = parseIsoDate(birthIso);
  return birth !== null && ageOn(birth, manilaDate(nowMs)) >= minimumAge;
}

/** Whether `birthIso` is a real date not after today (Manila). */
export function isPastDate(birthIso: string, nowMs: number): boolean {
  const birth = parseIsoDate(birthIso);
  if (!birth) return false;
  const t = manilaDate(nowMs);
  return birth.year * 10_000 + birth.month * 100 + birth.day <= t.year * 10_000 + t.month * 100 + t.day;
}
