import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { get, request } from '../../lib/http.ts';
import { MEMBER_LIST_STALE_MS, memberPages } from '../../lib/paging.ts';
import type { RecordRange } from '../../lib/record-range.ts';
import { REBATE_PAGE_SIZE } from '../../shared/constants/rebates.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  RebateAccrualSchema,
  RebateClaimPageSchema,
  RebateClaimResultSchema,
} from '../../shared/schemas/rebates.ts';

/** Private money data: keyed by the account, never persisted. */
export const rebateKeys = {
  all: (user: string) => ['rebates', user] as const,
  accrual: (user: string) => [...rebateKeys.all(user), 'accrual'] as const,
  claims: (user: string, range: RecordRange) => [...rebateKeys.all(user), 'claims', range] as const,
};

/** What a claim pays now; always fresh (rounds played elsewhere change it). */
export const rebateAccrualQueryOptions = (user: string) =>
  queryOptions({
    queryKey: rebateKeys.accrual(user),
    queryFn: ({ signal }) => get(PATHS.rebateAccrual, { schema: RebateAccrualSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

/** Past claims over a range, newest first, a page at a time. */
export const rebateClaimsQueryOptions = (user: string, range: RecordRange) =>
  infiniteQueryOptions({
    queryKey: rebateKeys.claims(user, range),
    ...memberPages(PATHS.rebateClaims, RebateClaimPageSchema, REBATE_PAGE_SIZE, { ...range }),
    staleTime: MEMBER_LIST_STALE_MS,
  });

/** `requestId` is made once per press: a retried request pays once. */
export const claimRebate = (requestId: string) =>
  request('POST', PATHS.rebateClaims, { schema: RebateClaimResultSchema, body: { requestId } });
