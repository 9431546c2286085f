import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, useRainPhase } from '../../../../src/features/red-rain/countdown.tsx';

// The rain's countdown updates its own text once a second; the screen around it renders again only when
// the session's phase changes (its start, its end), not on every tick.

let root: ReturnType<typeof createRoot>;
let host: HTMLElement;
let screenRenders = 0;
const T0 = Date.parse('2026-11-24T12:00:00Z');
/** The server's clock runs 5 s ahead of the device's. */
const OFFSET = 5_000;
const session = {
  startsAt: new Date(T0 + OFFSET + 3_000).toISOString(),
  endsAt: new Date(T0 + OFFSET + 5_000).toISOString(),
};

function Screen() {
  screenRenders++;
  const phase = useRainPhase(session, OFFSET);
  return (
    <div>
      <span data-testid="phase">{phase}</span>
      <Countdown
        at={Date.parse(phase === 'waiting' ? session.startsAt : session.endsAt)}
        offset={OFFSET}
        testId="left"
      />
    </div>
  );
}

const text = (id: string) => host.querySelector(`[data-testid="${id}"]`)?.textContent;

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  vi.useFakeTimers({ now: T0 });
  screenRenders = 0;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<Screen />));
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

describe('rain countdown', () => {
  it('ticks once a second by the server clock while the screen stays as it was', () => {
    expect(text('left')).toBe('0:03');
    expect(text('phase')).toBe('waiting');
    const rendered = screenRenders;
    act(() => vi.advanceTimersByTime(1_010));
    expect(text('left')).toBe('0:02');
    act(() => vi.advanceTimersByTime(1_010));
    expect(text('left')).toBe('0:01');
    expect(screenRenders).toBe(rendered);
  });

  it('the screen changes at the start and at the end only', () => {
    const rendered = screenRenders;
    act(() => vi.advanceTimersByTime(3_100));
    expect(text('phase')).toBe('running');
    expect(text('left')).toBe('0:02');
    expect(screenRenders).toBe(rendered + 1);
    act(() => vi.advanceTimersByTime(2_000));
    expect(text('phase')).toBe('over');
    expect(text('left')).toBe('0:00');
    expect(screenRenders).toBe(rendered + 2);
  });
});
