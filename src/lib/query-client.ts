import { onlineManager, QueryClient } from '@tanstack/react-query';
import { CODES } from '../shared/errors/general.ts';
import { ApiError } from './http.ts';
import { isOnline, onConnectivityChange } from './online.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `persist: false` keeps money, session and personal data out of the persisted cache. */
    queryMeta: { persist?: boolean };
    defaultError: Error;
  }
}

/**
 * TanStack Query's idea of "online" is the app's: the browser's flag and whether the platform answers
 * (lib/online.ts), not the browser's flag alone. While it is false, mutations and query retries
 * pause; when the reachability probe or the browser's `online` event brings it back, paused work
 * continues and the screens' queries refetch.
 */
export function followReachability(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return onConnectivityChange(() => setOnline(isOnline()));
  });
}

export function createQueryClient(): QueryClient {
  followReachability();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 24 * 60 * 60_000,
        // A query's first try goes out even while the platform counts as unreachable: a screen with
        // nothing cached shows its offline state at once instead of a spinner, and that call is how
        // the app learns the platform is back. Its retries pause until then.
        networkMode: 'offlineFirst',
        retry: (count, err) => count < 2 && isRetryable(err),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * Client errors and maintenance will not heal by retrying; network blips and 5xx may. Nothing is
 * retried while the platform counts as unreachable: the error shows (the offline state) and the
 * query refetches when the platform answers again.
 */
export function isRetryable(err: unknown): boolean {
  if (!isOnline()) return false;
  if (!(err instanceof ApiError)) return true;
  if (err.code === CODES.maintenance) return false;
  return !(err.status >= 400 && err.status < 500);
}
