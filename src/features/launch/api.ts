import { queryOptions } from '@tanstack/react-query';
import { get } from '../../lib/http.ts';
import type { CatalogueLanguageCode } from '../../shared/constants/language.ts';
import { PATHS } from '../../shared/paths.ts';
import { LaunchResultSchema } from '../../shared/schemas/studio.ts';

export interface LaunchRequest {
  nodeId: number;
  gameId: string;
  vendor: string;
  language: CatalogueLanguageCode;
  /** A same-app path (`/m/...`): the vendor's "back to lobby" target. */
  pageBack: string;
}

export const launchKeys = {
  all: ['launch'] as const,
  game: (r: LaunchRequest | undefined) => [...launchKeys.all, r ?? null] as const,
};

/**
 * One launch per visit: the answer carries a short-lived player token, so it is never persisted,
 * never refetched behind the player's back (staleTime Infinity) and dropped on leaving (gcTime 0).
 * No automatic retry: a failure shows its reason with a retry button. No request (bad link): no call.
 */
export const launchQueryOptions = (r: LaunchRequest | undefined) =>
  queryOptions({
    queryKey: launchKeys.game(r),
    queryFn: ({ signal }) =>
      r
        ? get(PATHS.launch, { schema: LaunchResultSchema, query: { ...r }, signal })
        : Promise.reject(new Error('no game to launch')),
    enabled: r !== undefined,
    meta: { persist: false },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
