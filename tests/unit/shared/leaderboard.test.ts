import { describe, expect, it } from 'vitest';
import { listedPlaces, payablePrizes, periodOf, previousPeriod } from '../../../src/shared/leaderboard.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('the leaderboard period (Manila, UTC+8)', () => {
  it('a week runs from Monday 00:00 Manila (Sunday 16:00 UTC) for 7 days', () => {
    // Tuesday 2026-11-24 08:00 UTC is Tuesday 16:00 in Manila.
    const p = periodOf('week', at('2026-11-24T08:00:00Z'));
    expect([iso(p.startsAt), iso(p.endsAt)]).toEqual([
      '2026-11-22T16:00:00.000Z',
      '2026-11-29T16:00:00.000Z',
    ]);
  });

  it('Sunday 23:59 Manila is still the old week; Monday 00:00 Manila starts the next', () => {
    const sunday = periodOf('week', at('2026-11-29T15:59:59.999Z'));
    const monday = periodOf('week', at('2026-11-29T16:00:00Z'));
    expect(iso(sunday.startsAt)).toBe('2026-11-22T16:00:00.000Z');
    expect(iso(monday.startsAt)).toBe('2026-11-29T16:00:00.000Z');
    expect(monday.startsAt).toBe(sunday.endsAt);
  });

  it('a day runs from 00:00 Manila (16:00 UTC the day before)', () => {
    const p = periodOf('day', at('2026-11-24T17:30:00Z'));
    expect([iso(p.startsAt), iso(p.endsAt)]).toEqual([
      '2026-11-24T16:00:00.000Z',
      '2026-11-25T16:00:00.000Z',
    ]);
  });

  it('the previous period is the one that ended when the current one began', () => {
    const now = at('2026-11-24T08:00:00Z');
    for (const kind of ['week', 'day'] as const) {
      const prev = previousPeriod(kind, now);
      expect(prev.endsAt).toBe(periodOf(kind, now).startsAt);
      expect(prev.endsAt - prev.startsAt).toBe((kind === 'week' ? 7 : 1) * 86_400_000);
    }
  });
});

describe('the prizes a settlement pays', () => {
  it('pays ranks in order, only as many as were ranked', () => {
    expect(payablePrizes([500, 300, 100], 2, 10_000)).toEqual([
      { rank: 1, amountCents: 500 },
      { rank: 2, amountCents: 300 },
    ]);
  });

  it('skips a prize the budget left cannot cover, pays a smaller one after it, never more than the budget', () => {
    const paid = payablePrizes([500, 300, 100], 3, 650);
    expect(paid).toEqual([
      { rank: 1, amountCents: 500 },
      { rank: 3, amountCents: 100 },
    ]);
    expect(paid.reduce((n, p) => n + p.amountCents, 0)).toBeLessThanOrEqual(650);
    expect(payablePrizes([500], 1, 0)).toEqual([]);
  });

  it('ranks without a prize (0) pay nothing; the board lists at least 10 places', () => {
    expect(payablePrizes([0, 200], 2, 1_000)).toEqual([{ rank: 2, amountCents: 200 }]);
    expect(listedPlaces([1, 2])).toBe(10);
    expect(listedPlaces(Array.from({ length: 25 }, () => 1))).toBe(25);
  });
});
