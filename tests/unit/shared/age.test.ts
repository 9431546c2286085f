import { describe, expect, it } from 'vitest';
import { ageOn, isOldEnough, isPastDate, manilaDate, parseIsoDate } from '../../../src/shared/age.ts';

/** The instant that is `iso` 00:00 in Manila (UTC+8). */
const manilaMidnight = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`);

describe('parseIsoDate', () => {
  it('reads real calendar dates only', () => {
    expect(parseIsoDate('2004-02-29')).toEqual({ year: 2004, month: 2, day: 29 });
    expect(parseIsoDate('2003-02-29')).toBeNull();
    expect(parseIsoDate('2004-13-01')).toBeNull();
    expect(parseIsoDate('2004-04-31')).toBeNull();
    expect(parseIsoDate('04-02-2004')).toBeNull();
    expect(parseIsoDate('2004-2-9')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });
});

describe('manilaDate: the operator calendar, not the server’s', () => {
  it('is already tomorrow in Manila at 16:00 UTC', () => {
    expect(manilaDate(Date.parse('2025-06-30T15:59:59Z'))).toEqual({ year: 2025, month: 6, day: 30 });
    expect(manilaDate(Date.parse('2025-06-30T16:00:00Z'))).toEqual({ year: 2025, month: 7, day: 1 });
  });
});

describe('ageOn / isOldEnough', () => {
  it('turns 21 on the 21st birthday, not the day before', () => {
    const birth = { year: 2004, month: 7, day: 1 };
    expect(ageOn(birth, { year: 2025, month: 6, day: 30 })).toBe(20);
    expect(ageOn(birth, { year: 2025, month: 7, day: 1 })).toBe(21);
    expect(isOldEnough('2004-07-01', 21, manilaMidnight('2025-07-01'))).toBe(true);
    expect(isOldEnough('2004-07-01', 21, manilaMidnight('2025-07-01') - 1)).toBe(false);
  });

  it('counts on the Manila date: 21 at Manila midnight although it is still the day before in UTC', () => {
    // 2025-06-30T16:00Z is 1 July 00:00 in Manila.
    expect(isOldEnough('2004-07-01', 21, Date.parse('2025-06-30T16:00:00Z'))).toBe(true);
    expect(isOldEnough('2004-07-01', 21, Date.parse('2025-06-30T15:59:59Z'))).toBe(false);
  });

  it('born on 29 February: of age on 1 March in a common year, on 29 February in a leap year', () => {
    expect(isOldEnough('2004-02-29', 21, manilaMidnight('2025-02-28'))).toBe(false);
    expect(isOldEnough('2004-02-29', 21, manilaMidnight('2025-03-01'))).toBe(true);
    expect(isOldEnough('2004-02-29', 20, manilaMidnight('2024-02-28'))).toBe(false);
    expect(isOldEnough('2004-02-29', 20, manilaMidnight('2024-02-29'))).toBe(true);
  });

  it('18 and 21 are different thresholds', () => {
    const now = manilaMidnight('2025-01-01');
    expect(isOldEnough('2005-01-01', 18, now)).toBe(true);
    expect(isOldEnough('2005-01-01', 21, now)).toBe(false);
  });

  it('refuses dates that are not dates', () => {
    expect(isOldEnough('2003-02-29', 18, manilaMidnight('2025-01-01'))).toBe(false);
  });
});

describe('isPastDate', () => {
  it('allows today and refuses tomorrow (Manila)', () => {
    const now = manilaMidnight('2025-07-01');
    expect(isPastDate('2025-07-01', now)).toBe(true);
    expect(isPastDate('2025-07-02', now)).toBe(false);
    expect(isPastDate('2025-02-30', now)).toBe(false);
  });
});
