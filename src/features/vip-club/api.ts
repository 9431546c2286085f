// The VIP club (issue 14): the member's level and every level's benefits. Private data, keyed by the
// account and never persisted.
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import { VipStatusSchema } from '../../shared/schemas/vip.ts';

export const vipKeys = { status: (user: string) => ['vip', user, 'status'] as const };

/** Asking settles what is due (the server pays level-up bonuses first), so it is always fetched fresh. */
export const vipStatusQueryOptions = (user: string) =>
  queryOptions({
    queryKey: vipKeys.status(user),
    queryFn: ({ signal }) => get(PATHS.vip, { schema: VipStatusSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });
