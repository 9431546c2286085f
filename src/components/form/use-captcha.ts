import { useCallback, useEffect, useRef, useState } from 'react';
import type { Captcha } from '../../shared/schemas/auth.ts';

export interface CaptchaState {
  captcha: Captcha | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Fetches a new image (the caller clears the typed code). */
  refresh: () => void;
}

/**
 * A captcha image from `load` (e.g. a GET of PATHS.captcha), fetched while `enabled`. Each refresh
 * supersedes the previous one, so a slow old answer never replaces a newer image.
 */
export function useCaptcha(load: () => Promise<Captcha>, enabled = true): CaptchaState {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [status, setStatus] = useState<CaptchaState['status']>('idle');
  const seq = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const refresh = useCallback(() => {
    const mine = ++seq.current;
    setStatus('loading');
    loadRef.current().then(
      (next) => {
        if (mine !== seq.current) return;
        setCaptcha(next);
        setStatus('ready');
      },
      () => {
        if (mine !== seq.current) return;
        setCaptcha(null);
        setStatus('error');
      },
    );
  }, []);

  useEffect(() => {
    if (enabled) refresh();
    else {
      seq.current++;
      setCaptcha(null);
      setStatus('idle');
    }
  }, [enabled, refresh]);

  useEffect(
    () => () => {
      seq.current++; // ignore answers after unmount
    },
    [],
  );

  return { captcha, status, refresh };
}
