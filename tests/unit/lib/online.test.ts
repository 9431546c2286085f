// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isOnline,
  minutesSince,
  onConnectivityChange,
  reportServerReachable,
  serverUnreachable,
  setReachabilityProbe,
} from '../../../src/lib/online.ts';

describe('data age', () => {
  it('counts whole minutes, never below zero', () => {
    const now = 1_000_000_000;
    expect(minutesSince(now - 59_000, now)).toBe(0);
    expect(minutesSince(now - 61_000, now)).toBe(1);
    expect(minutesSince(now - 45 * 60_000, now)).toBe(45);
    expect(minutesSince(now + 5_000, now)).toBe(0);
  });
});

describe('connectivity', () => {
  const setBrowserOnline = (value: boolean) =>
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });

  afterEach(() => {
    reportServerReachable(true);
    setBrowserOnline(true);
    vi.useRealTimers();
  });

  it('counts as offline while the platform does not answer, though the browser says online', () => {
    setBrowserOnline(true);
    const changed = vi.fn();
    const stop = onConnectivityChange(changed);
    reportServerReachable(false);
    expect(isOnline()).toBe(false);
    expect(serverUnreachable()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    reportServerReachable(true);
    expect(isOnline()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps asking the platform, less and less often, until it answers', async () => {
    vi.useFakeTimers();
    setBrowserOnline(true);
    let answers = false;
    const probe = vi.fn(async () => reportServerReachable(answers));
    setReachabilityProbe(probe);
    reportServerReachable(false);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(probe).toHaveBeenCalledTimes(1); // the second check waits 10 s
    answers = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probe).toHaveBeenCalledTimes(2); // answered: no more checks
  });

  it('does not blame the platform for calls that fail while the browser is offline', () => {
    setBrowserOnline(false);
    reportServerReachable(false);
    expect(serverUnreachable()).toBe(false);
    setBrowserOnline(true);
    expect(isOnline()).toBe(true);
  });

  it('asks at once when the browser comes back online', async () => {
    setBrowserOnline(true);
    const probe = vi.fn(async () => reportServerReachable(true));
    setReachabilityProbe(probe);
    reportServerReachable(false);
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(probe).toHaveBeenCalledTimes(1);
    expect(isOnline()).toBe(true);
  });
});
