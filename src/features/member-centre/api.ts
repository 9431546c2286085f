// The member centre's own call: the VIP level for the header's label. Same key, path and schema as the VIP
// club screen's status, so either screen's answer serves the other. Private, never persisted.
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import { type VipStatus, VipStatusSchema } from '../../shared/schemas/vip.ts';

export const vipStatusQueryOptions = (user: string) =>
  queryOptions({
    queryKey: ['vip', user, 'status'] as const,
    queryFn: ({ signal }) => get(PATHS.vip, { schema: VipStatusSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

/** The name of the member's level now, or null below the first level. */
export const vipLevelName = (s: VipStatus | undefined) =>
  s && s.rank > 0 ? (s.levels[s.rank - 1]?.name ?? null) : null;
