import { describe, expect, it } from 'vitest';
import { createThrottle } from '../../../../src/features/game-list/throttle.ts';
import { toggledIds } from '../../../../src/features/game-list/use-favourites.ts';
import { LOAD_MORE_THROTTLE_MS } from '../../../../src/shared/constants/lobby.ts';

describe('load-more throttle', () => {
  it('runs at most once per second', () => {
    let now = 10_000;
    const throttle = createThrottle(LOAD_MORE_THROTTLE_MS, () => now);
    expect(throttle.tryRun()).toBe(true);
    now += 500;
    expect(throttle.tryRun()).toBe(false);
    now += 499;
    expect(throttle.tryRun()).toBe(false);
    now += 1;
    expect(throttle.tryRun()).toBe(true);
    throttle.reset();
    expect(throttle.tryRun()).toBe(true);
  });
});

describe('favourite ids', () => {
  it('adds to the front once, removes every copy', () => {
    expect(toggledIds([2, 3], 1, true)).toEqual([1, 2, 3]);
    expect(toggledIds([1, 2], 1, true)).toEqual([1, 2]);
    expect(toggledIds([1, 2], 1, false)).toEqual([2]);
  });
});
