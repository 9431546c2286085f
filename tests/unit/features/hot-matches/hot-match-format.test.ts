import { describe, expect, it } from 'vitest';
import { formatMatchTime } from '../../../../src/features/hot-matches/format.ts';

// SPEC.md section 2: "start time (month/day hour:minute)".
describe('hot match start time', () => {
  it('is month/day hour:minute in the given zone, 24-hour, zero-padded time', () => {
    expect(formatMatchTime('2026-11-23T02:45:00.000Z', 'en', 'Asia/Manila')).toBe('11/23 10:45');
    expect(formatMatchTime('2026-01-05T16:05:00.000Z', 'en', 'Asia/Manila')).toBe('1/6 00:05');
  });

  it('keeps the same shape in Filipino', () => {
    expect(formatMatchTime('2026-11-23T02:45:00.000Z', 'fil', 'Asia/Manila')).toBe('11/23 10:45');
  });

  it('shows an unreadable time as given instead of "Invalid Date"', () => {
    expect(formatMatchTime('soon', 'en')).toBe('soon');
  });
});

describe('formatMatchTime in the device zone', () => {
  it('matches the Intl formatting of the same zone', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const iso of ['2026-11-23T02:45:00.000Z', '2026-01-05T16:05:00.000Z', '2026-07-01T23:59:00.000Z'])
      expect(formatMatchTime(iso, 'fil')).toBe(formatMatchTime(iso, 'fil', zone));
  });
});
