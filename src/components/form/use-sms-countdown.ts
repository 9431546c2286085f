import { useCallback, useEffect, useRef, useState } from 'react';
import { IDLE, SmsCountdown, type SmsCountdownState, type SmsSender } from './sms-countdown.ts';

/**
 * The SMS countdown for one form: `start(send)` runs the sender and counts down when it succeeds.
 * Clicks while sending or counting are ignored; the countdown stops when the component unmounts.
 */
export function useSmsCountdown(): {
  state: SmsCountdownState;
  start: (send: SmsSender) => Promise<boolean>;
} {
  const [state, setState] = useState<SmsCountdownState>(IDLE);
  const machine = useRef<SmsCountdown | null>(null);
  useEffect(() => {
    // Created in the effect so StrictMode's mount-unmount-mount gets a live machine.
    const m = new SmsCountdown(setState);
    machine.current = m;
    return () => m.dispose();
  }, []);
  const start = useCallback((send: SmsSender) => machine.current?.start(send) ?? Promise.resolve(false), []);
  return { state, start };
}
