// What can wait for the page: the lobby's first tiles and pictures come first, then this (after `load`,
// a moment, and an idle main thread). Keeps secondary parts out of the JS fetched before home is usable.
import { useEffect, useState } from 'react';

/** Runs `task` once the page has loaded, `delayMs` has passed and the main thread is idle. */
export function afterLoad(task: () => void, delayMs: number): void {
  const run = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 5000 });
      else task();
    }, delayMs);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** False until `afterLoad` has fired (then true for good). */
export function useAfterLoad(delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    afterLoad(() => {
      if (live) setReady(true);
    }, delayMs);
    return () => {
      live = false;
    };
  }, [delayMs]);
  return ready;
}
