// The settlement periods, Manila time: a day, an hour, a half-month; keys that are not real are refused.
import { describe, expect, it } from 'vitest';
import { endedPeriods, keyAt, periodOf } from '../../../server/agents/settlement-periods.ts';

const at = (iso: string) => Date.parse(iso);

describe('contract settlement periods', () => {
  it('a Manila day starts at 16:00 UTC the day before', () => {
    expect(periodOf('salary', '2026-11-24')).toEqual({
      key: '2026-11-24',
      start: new Date('2026-11-23T16:00:00Z'),
      end: new Date('2026-11-24T16:00:00Z'),
    });
    expect(keyAt('salary', at('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
    expect(keyAt('salary', at('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
  });

  it('an hour, and the half-months (1st–15th, 16th–end of month)', () => {
    expect(periodOf('hourly', '2026-11-24T00')?.start).toEqual(new Date('2026-11-23T16:00:00Z'));
    expect(keyAt('hourly', at('2026-11-24T05:30:00Z'))).toBe('2026-11-24T13');
    expect(periodOf('dividend', '2026-02-2')).toMatchObject({
      start: new Date('2026-02-15T16:00:00Z'),
      end: new Date('2026-02-28T16:00:00Z'),
    });
    expect(periodOf('dividend', '2026-12-2')?.end).toEqual(new Date('2026-12-31T16:00:00Z'));
    expect(keyAt('dividend', at('2026-11-15T15:59:00Z'))).toBe('2026-11-1');
    expect(keyAt('dividend', at('2026-11-15T16:00:00Z'))).toBe('2026-11-2');
  });

  it('refuses keys that are not real periods', () => {
    for (const [kind, key] of [
      ['salary', '2026-02-30'],
      ['salary', '2026-13-01'],
      ['hourly', '2026-11-24T24'],
      ['dividend', '2026-11-3'],
      ['salary', '2026-11-24T01'],
    ] as const)
      expect(periodOf(kind, key), key).toBeNull();
  });

  it('lists the latest ended periods, newest first', () => {
    const now = at('2026-11-24T05:30:00Z');
    expect(endedPeriods('salary', now, 2).map((p) => p.key)).toEqual(['2026-11-23', '2026-11-22']);
    expect(endedPeriods('hourly', now, 2).map((p) => p.key)).toEqual(['2026-11-24T12', '2026-11-24T11']);
    expect(endedPeriods('dividend', now, 2).map((p) => p.key)).toEqual(['2026-11-1', '2026-10-2']);
  });
});
