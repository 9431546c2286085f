import { useCallback, useRef } from 'react';
import { LOAD_MORE_THROTTLE_MS, LOAD_MORE_TRIGGER_PX } from '../../shared/constants/lobby.ts';
import { createThrottle } from './throttle.ts';

/**
 * Infinite scroll (SPEC.md sections 4 and 9): while the element given to the returned ref (the end of
 * the list) is within LOAD_MORE_TRIGGER_PX of the viewport's bottom, calls `loadMore` at most once per
 * LOAD_MORE_THROTTLE_MS while `enabled` (more pages, none loading, no failed page). Also checks when
 * `enabled` turns on, so a short first page fills the screen.
 *
 * An IntersectionObserver, not a scroll listener: reading the page's height in a scroll handler forced a
 * layout on every scrolled frame of the game grid (issue 16).
 */
export function useLoadMore(enabled: boolean, loadMore: () => void) {
  const throttle = useRef(createThrottle(LOAD_MORE_THROTTLE_MS));
  const latest = useRef(loadMore);
  latest.current = loadMore;
  // A ref callback with its cleanup (React 19), not the element kept as state: state set as the list's end
  // mounts made React render the whole screen again inside the commit that mounted it (issue 16). A new
  // `enabled` gives a new callback, so React detaches the old observer and attaches one that checks at once.
  return useCallback(
    (end: HTMLElement | null) => {
      if (!enabled || !end) return;
      let near = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const check = () => {
        if (!near) return;
        if (throttle.current.tryRun()) latest.current();
        // Throttled while still near the end: look again when the window has passed.
        else
          timer ??= setTimeout(() => {
            timer = undefined;
            check();
          }, LOAD_MORE_THROTTLE_MS);
      };
      // The first callback comes on observe: the check when `enabled` turns on.
      const observer = new IntersectionObserver(
        (entries) => {
          near = entries.at(-1)?.isIntersecting ?? near;
          check();
        },
        { rootMargin: `0px 0px ${LOAD_MORE_TRIGGER_PX}px 0px` },
      );
      observer.observe(end);
      return () => {
        observer.disconnect();
        if (timer) clearTimeout(timer);
      };
    },
    [enabled],
  );
}
