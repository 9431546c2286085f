import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { get, request } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import { type RainGrab, RainGrabbedSchema, RainStateSchema } from '../../shared/schemas/red-rain.ts';

/** Private: keyed by the account, never persisted (amounts and the member's grabs). */
export const rainKeys = {
  all: (user: string) => ['redRain', user] as const,
  state: (user: string) => [...rainKeys.all(user), 'state'] as const,
};

export const rainStateQueryOptions = (user: string) =>
  queryOptions({
    queryKey: rainKeys.state(user),
    queryFn: ({ signal }) => get(PATHS.rainSession, { schema: RainStateSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

/** One grab; the server decides the amount. The same seq again answers the same grab (safe to retry). */
export const grabMutationOptions = () =>
  mutationOptions({
    mutationKey: ['redRain', 'grab'],
    mutationFn: (g: RainGrab) => request('POST', PATHS.rainGrab, { schema: RainGrabbedSchema, body: g }),
  });
