import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCountdown, type SmsCountdownState } from '../../../../src/components/form/sms-countdown.ts';
import { SMS_COUNTDOWN_DEFAULT_S } from '../../../../src/shared/constants/ui.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function machine() {
  const seen: SmsCountdownState[] = [];
  return { m: new SmsCountdown((s) => seen.push(s)), seen };
}

describe('SMS countdown (SPEC.md section 4)', () => {
  it('idle -> sending -> counting expiredMinutes x 60 s -> idle, once per second', async () => {
    const { m, seen } = machine();
    expect(m.state).toEqual({ phase: 'idle' });
    let resolve: (n: number) => void = () => {};
    const started = m.start(() => new Promise<number>((r) => (resolve = r)));
    expect(m.state).toEqual({ phase: 'sending' });
    resolve(2);
    expect(await started).toBe(true);
    expect(m.state).toEqual({ phase: 'counting', secondsLeft: 120 });
    vi.advanceTimersByTime(1000);
    expect(m.state).toEqual({ phase: 'counting', secondsLeft: 119 });
    vi.advanceTimersByTime(118_000);
    expect(m.state).toEqual({ phase: 'counting', secondsLeft: 1 });
    vi.advanceTimersByTime(1000);
    expect(m.state).toEqual({ phase: 'idle' });
    expect(seen[0]).toEqual({ phase: 'sending' });
    expect(seen.at(-1)).toEqual({ phase: 'idle' });
  });

  it('defaults to SMS_COUNTDOWN_DEFAULT_S without expiredMinutes', async () => {
    const { m } = machine();
    await m.start(async () => undefined);
    expect(m.state).toEqual({ phase: 'counting', secondsLeft: SMS_COUNTDOWN_DEFAULT_S });
  });

  it('ignores clicks while sending or counting', async () => {
    const { m } = machine();
    const send = vi.fn(async () => 1);
    const first = m.start(send);
    expect(await m.start(send)).toBe(false);
    await first;
    expect(await m.start(send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('starts no countdown when the sender fails or answers false', async () => {
    const { m } = machine();
    expect(await m.start(async () => false)).toBe(false);
    expect(m.state).toEqual({ phase: 'idle' });
    expect(
      await m.start(async () => {
        throw new Error('boom');
      }),
    ).toBe(false);
    expect(m.state).toEqual({ phase: 'idle' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is cleared when the page is left (dispose), even mid-send', async () => {
    const { m, seen } = machine();
    await m.start(async () => 1);
    m.dispose();
    expect(vi.getTimerCount()).toBe(0);
    const n = seen.length;
    vi.advanceTimersByTime(5000);
    expect(seen.length).toBe(n);

    const other = machine();
    let resolve: (n: number) => void = () => {};
    const p = other.m.start(() => new Promise<number>((r) => (resolve = r)));
    other.m.dispose();
    resolve(1);
    expect(await p).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
