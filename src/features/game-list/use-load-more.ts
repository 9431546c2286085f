import { useEffect, useRef } from 'react';
import { LOAD_MORE_THROTTLE_MS, LOAD_MORE_TRIGGER_PX } from '../../shared/constants/lobby.ts';
import { createThrottle, nearBottom } from './throttle.ts';

/**
 * Infinite scroll (SPEC.md sections 4 and 9): within LOAD_MORE_TRIGGER_PX of the page bottom, calls
 * `loadMore` at most once per LOAD_MORE_THROTTLE_MS while `enabled` (more pages, none loading, no
 * failed page). Also checks when `enabled` turns on, so a short first page fills the screen.
 */
export function useLoadMore(enabled: boolean, loadMore: () => void) {
  const throttle = useRef(createThrottle(LOAD_MORE_THROTTLE_MS));
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const root = document.documentElement;
      if (!nearBottom(window.scrollY + window.innerHeight, root.scrollHeight, LOAD_MORE_TRIGGER_PX)) return;
      if (throttle.current.tryRun()) latest.current();
      // Throttled while still near the bottom: look again when the window has passed.
      else
        timer ??= setTimeout(() => {
          timer = undefined;
          check();
        }, LOAD_MORE_THROTTLE_MS);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      if (timer) clearTimeout(timer);
    };
  }, [enabled]);
}
