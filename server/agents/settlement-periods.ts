// The periods contracts are settled by, in Manila time (no daylight saving: the fixed offset is exact):
// a calendar day (daily salary), an hour (hourly salary), a half-month — 1st–15th, 16th–end — (dividend).
// Keys as in src/shared/schemas/agent-contracts.ts PERIOD_PATTERNS.
import { OPERATOR_UTC_OFFSET_HOURS } from '../../src/shared/constants/time.ts';
import { type ContractKind, PERIOD_PATTERNS } from '../../src/shared/schemas/agent-contracts.ts';

const HOUR_MS = 60 * 60_000;
const OFFSET_MS = OPERATOR_UTC_OFFSET_HOURS * HOUR_MS;

export interface Period {
  key: string;
  start: Date;
  end: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A Manila wall-clock time as the instant it is. */
const manila = (y: number, m: number, d = 1, h = 0) => new Date(Date.UTC(y, m - 1, d, h) - OFFSET_MS);

/** The period of a key, or null when the key is not a real one (2026-02-30). */
export function periodOf(kind: ContractKind, key: string): Period | null {
  if (!PERIOD_PATTERNS[kind].test(key)) return null;
  const [y = 0, m = 0, rest = ''] = key.split('-').map((s, i) => (i < 2 ? Number(s) : s)) as [
    number,
    number,
    string,
  ];
  if (m < 1 || m > 12) return null;
  let start: Date;
  let end: Date;
  if (kind === 'dividend') {
    const half = Number(rest);
    start = manila(y, m, half === 1 ? 1 : 16);
    end = half === 1 ? manila(y, m, 16) : manila(y, m + 1, 1);
  } else {
    const [day = '', hour] = rest.split('T');
    const d = Number(day);
    const h = kind === 'hourly' ? Number(hour) : 0;
    if (h > 23) return null;
    start = manila(y, m, d, h);
    end = new Date(start.getTime() + (kind === 'hourly' ? HOUR_MS : 24 * HOUR_MS));
  }
  // Date.UTC rolls 30 February over into March: a key must read back as itself.
  return keyAt(kind, start.getTime()) === key ? { key, start, end } : null;
}

/** The key of the period that contains the instant `t`. */
export function keyAt(kind: ContractKind, t: number): string {
  const w = new Date(t + OFFSET_MS);
  const ym = `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}`;
  if (kind === 'dividend') return `${ym}-${w.getUTCDate() <= 15 ? 1 : 2}`;
  const day = `${ym}-${pad(w.getUTCDate())}`;
  return kind === 'hourly' ? `${day}T${pad(w.getUTCHours())}` : day;
}

/** The `count` latest periods that ended by `now`, newest first. */
export function endedPeriods(kind: ContractKind, now: number, count: number): Period[] {
  const out: Period[] = [];
  let current = periodOf(kind, keyAt(kind, now));
  while (current && out.length < count) {
    const previous = periodOf(kind, keyAt(kind, current.start.getTime() - 1));
    if (!previous) break;
    out.push(previous);
    current = previous;
  }
  return out;
}
