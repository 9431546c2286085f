import { queryOptions } from '@tanstack/react-query';
import { get } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import { SecurityProfileSchema } from '../../shared/schemas/security.ts';

/** Private, keyed by the account. */
export const securityKeys = {
  all: ['security'] as const,
  profile: (user: string) => [...securityKeys.all, 'profile', user] as const,
};

/** What the hub shows: always fresh (every sub-view changes it). */
export const securityProfileQueryOptions = (user: string) =>
  queryOptions({
    queryKey: securityKeys.profile(user),
    queryFn: ({ signal }) => get(PATHS.securityProfile, { schema: SecurityProfileSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });
