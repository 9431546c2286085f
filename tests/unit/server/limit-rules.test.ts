import { describe, expect, it } from 'vitest';
import {
  changeLimit,
  leftOf,
  limitInForce,
  periodBounds,
  type StoredLimit,
} from '../../../server/protection/limit-rules.ts';
import { LIMIT_RAISE_COOLING_OFF_MS } from '../../../src/shared/constants/protection.ts';

// Manila is UTC+8 all year: its midnight is 16:00 UTC the day before.
const utc = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('limit periods (Manila calendar)', () => {
  it('a day runs from Manila midnight to the next', () => {
    // 2026-03-10 23:59 Manila = 15:59 UTC; 2026-03-11 00:00 Manila = 16:00 UTC.
    const late = periodBounds('day', utc('2026-03-10T15:59:59.999Z'));
    expect([iso(late.start), iso(late.end)]).toEqual([
      '2026-03-09T16:00:00.000Z',
      '2026-03-10T16:00:00.000Z',
    ]);
    const next = periodBounds('day', utc('2026-03-10T16:00:00.000Z'));
    expect(iso(next.start)).toBe('2026-03-10T16:00:00.000Z');
  });

  it('a week starts on Monday at Manila midnight, whatever day it is in UTC', () => {
    // Monday 2026-03-09 00:30 Manila is still Sunday 16:30 UTC.
    const monday = periodBounds('week', utc('2026-03-08T16:30:00Z'));
    expect([iso(monday.start), iso(monday.end)]).toEqual([
      '2026-03-08T16:00:00.000Z',
      '2026-03-15T16:00:00.000Z',
    ]);
    // Sunday 2026-03-15 23:59 Manila: still the same week.
    expect(periodBounds('week', utc('2026-03-15T15:59:00Z')).start).toBe(monday.start);
    // A week across a month and a year end: Monday 2025-12-29 to Monday 2026-01-05.
    const newYear = periodBounds('week', utc('2026-01-01T04:00:00Z'));
    expect([iso(newYear.start), iso(newYear.end)]).toEqual([
      '2025-12-28T16:00:00.000Z',
      '2026-01-04T16:00:00.000Z',
    ]);
  });

  it('a month runs from the 1st at Manila midnight, February and December included', () => {
    const feb = periodBounds('month', utc('2028-02-29T10:00:00Z'));
    expect([iso(feb.start), iso(feb.end)]).toEqual(['2028-01-31T16:00:00.000Z', '2028-02-29T16:00:00.000Z']);
    // 1 January 02:00 Manila is 31 December in UTC: January already.
    const jan = periodBounds('month', utc('2025-12-31T18:00:00Z'));
    expect(iso(jan.start)).toBe('2025-12-31T16:00:00.000Z');
    const dec = periodBounds('month', utc('2025-12-31T15:00:00Z'));
    expect([iso(dec.start), iso(dec.end)]).toEqual(['2025-11-30T16:00:00.000Z', '2025-12-31T16:00:00.000Z']);
  });

  it('every instant lies inside its own period', () => {
    for (let t = utc('2026-01-01T00:00:00Z'); t < utc('2026-03-01T00:00:00Z'); t += 3_600_000 * 7 + 13) {
      for (const p of ['day', 'week', 'month'] as const) {
        const b = periodBounds(p, t);
        expect(b.start <= t && t < b.end).toBe(true);
      }
    }
  });
});

describe('changing a limit', () => {
  const now = utc('2026-03-10T04:00:00Z');
  const none: StoredLimit = { limitCents: null, pendingCents: null, pendingAt: null };
  const set = (limitCents: number): StoredLimit => ({ limitCents, pendingCents: null, pendingAt: null });

  it('setting one where none was, and lowering, apply at once', () => {
    expect(changeLimit(none, 50_000, now)).toEqual(set(50_000));
    expect(changeLimit(set(50_000), 20_000, now)).toEqual(set(20_000));
  });

  it('raising and removing wait 24 hours; until then the old limit is in force', () => {
    const raised = changeLimit(set(20_000), 90_000, now);
    expect(raised).toEqual({
      limitCents: 20_000,
      pendingCents: 90_000,
      pendingAt: now + LIMIT_RAISE_COOLING_OFF_MS,
    });
    expect(limitInForce(raised, now + LIMIT_RAISE_COOLING_OFF_MS - 1)).toBe(20_000);
    expect(limitInForce(raised, now + LIMIT_RAISE_COOLING_OFF_MS)).toBe(90_000);
    const removed = changeLimit(set(20_000), null, now);
    expect(limitInForce(removed, now + 1)).toBe(20_000);
    expect(limitInForce(removed, now + LIMIT_RAISE_COOLING_OFF_MS)).toBeNull();
  });

  it('lowering while a raise waits drops the raise; a second raise restarts the wait', () => {
    const raised = changeLimit(set(20_000), 90_000, now);
    expect(changeLimit(raised, 10_000, now + 1000)).toEqual(set(10_000));
    const later = changeLimit(raised, 80_000, now + 3_600_000);
    expect(later.pendingAt).toBe(now + 3_600_000 + LIMIT_RAISE_COOLING_OFF_MS);
    // Choosing the limit in force again cancels the raise.
    expect(changeLimit(raised, 20_000, now + 1000)).toEqual(set(20_000));
  });

  it('a raise whose time has come is the base of the next change', () => {
    const raised = changeLimit(set(20_000), 90_000, now);
    const after = now + LIMIT_RAISE_COOLING_OFF_MS + 1;
    expect(changeLimit(raised, 60_000, after)).toEqual(set(60_000));
    expect(changeLimit(raised, 95_000, after)).toMatchObject({ limitCents: 90_000, pendingCents: 95_000 });
  });

  it('what is left is never negative', () => {
    expect(leftOf(1_000, 400)).toBe(600);
    expect(leftOf(1_000, 1_500)).toBe(0);
  });
});
