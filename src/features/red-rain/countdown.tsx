// The rain's clocks: a countdown that updates its own text once a second (the page around it does not
// render again), and the phase of a session, which changes state only when the phase does.
import { useEffect, useState } from 'react';
import { formatCountdown, type RainPhase, rainPhase } from './rain-model.ts';

/** setTimeout's delay is a 32-bit int: a session weeks ahead is checked again every hour instead. */
const MAX_WAIT_MS = 3_600_000;

interface CountdownProps {
  /** The moment counted down to, ms by the server's clock. */
  at: number;
  /** The server's clock minus this device's (ms). */
  offset: number;
  className?: string | undefined;
  label?: string | undefined;
  testId?: string | undefined;
}

export function Countdown({ at, offset, className, label, testId }: CountdownProps) {
  const [text, setText] = useState(() => formatCountdown(at - Date.now() - offset));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = at - Date.now() - offset;
      setText(formatCountdown(left));
      // Wake just after the shown second changes (the text rounds up).
      if (left > 0) timer = setTimeout(tick, (left % 1000 || 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [at, offset]);
  return (
    <p className={className} role="timer" aria-label={label} data-testid={testId}>
      {text}
    </p>
  );
}

/** Where the screen is in a session by the server's clock; a new value only at the start and the end. */
export function useRainPhase(session: { startsAt: string; endsAt: string }, offset: number): RainPhase {
  const [phase, setPhase] = useState(() => rainPhase(session, Date.now() + offset));
  const { startsAt, endsAt } = session;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = Date.now() + offset;
      const current = rainPhase({ startsAt, endsAt }, now);
      setPhase(current);
      const next =
        current === 'waiting' ? Date.parse(startsAt) : current === 'running' ? Date.parse(endsAt) : 0;
      if (next) timer = setTimeout(check, Math.min(next - now + 5, MAX_WAIT_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [startsAt, endsAt, offset]);
  return phase;
}
