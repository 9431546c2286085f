// What can wait for the lobby: runs after `load`, once no query is fetching (the lobby's data is in),
// a moment more and an idle main thread, so secondary parts never join the JS fetched before home is
// usable, on a fast machine (where `load` comes long before the lobby's data) as on a slow one.
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** A query stuck fetching (a flaky network retrying) does not hold secondary parts back longer. */
const QUIET_WAIT_MAX_MS = 10_000;

/** Resolves once `queryClient` has no fetch running (at once when none is), or after `maxMs`. */
export function queriesQuiet(queryClient: QueryClient, maxMs = QUIET_WAIT_MAX_MS): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    const timer = setTimeout(done, maxMs);
  });
}

/** Runs `task` once after load, when `queryClient` has no fetch running, `delayMs` later, when idle. */
export function afterLoad(task: () => void, delayMs: number, queryClient?: QueryClient): void {
  const start = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 5000 });
      else task();
    }, delayMs);
  const whenQuiet = () => void (queryClient ? queriesQuiet(queryClient) : Promise.resolve()).then(start);
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
}

/** False until `afterLoad` (with the app's query client) has fired, then true for good. */
export function useAfterLoad(delayMs: number): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    afterLoad(
      () => {
        if (live) setReady(true);
      },
      delayMs,
      queryClient,
    );
    return () => {
      live = false;
    };
  }, [delayMs, queryClient]);
  return ready;
}
