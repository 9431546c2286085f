import { describe, expect, it } from 'vitest';
import { minutesSince } from '../../../src/lib/online.ts';

describe('data age', () => {
  it('counts whole minutes, never below zero', () => {
    const now = 1_000_000_000;
    expect(minutesSince(now - 59_000, now)).toBe(0);
    expect(minutesSince(now - 61_000, now)).toBe(1);
    expect(minutesSince(now - 45 * 60_000, now)).toBe(45);
    expect(minutesSince(now + 5_000, now)).toBe(0);
  });
});
