import { QueryClient } from '@tanstack/react-query';
import { CODES } from '../shared/errors.ts';
import { ApiError } from './http.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `persist: false` keeps money, session and personal data out of the persisted cache. */
    queryMeta: { persist?: boolean };
    defaultError: Error;
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 24 * 60 * 60_000,
        retry: (count, err) => count < 2 && isRetryable(err),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Client errors and maintenance will not heal by retrying; network blips and 5xx may. */
export function isRetryable(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  if (err.code === CODES.maintenance) return false;
  return !(err.status >= 400 && err.status < 500);
}
