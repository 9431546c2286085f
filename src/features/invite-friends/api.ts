// Invite friends (issue 14): the member's code, rules and totals, and the invited friends. Private data,
// keyed by the account and never persisted.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { get } from '../../lib/http.ts';
import { memberPages } from '../../lib/paging.ts';
import { REFERRAL_PAGE_SIZE } from '../../shared/constants/referrals.ts';
import { PATHS } from '../../shared/paths.ts';
import { ReferralFriendsPageSchema, ReferralSummarySchema } from '../../shared/schemas/referrals.ts';

export const referralKeys = {
  all: (user: string) => ['referral', user] as const,
  summary: (user: string) => [...referralKeys.all(user), 'summary'] as const,
  friends: (user: string) => [...referralKeys.all(user), 'friends'] as const,
};

/** Asking settles what is due (the server pays pending rewards first), so it is always fetched fresh. */
export const referralSummaryQueryOptions = (user: string) =>
  queryOptions({
    queryKey: referralKeys.summary(user),
    queryFn: ({ signal }) => get(PATHS.referral, { schema: ReferralSummarySchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

export const referralFriendsQueryOptions = (user: string) =>
  infiniteQueryOptions({
    queryKey: referralKeys.friends(user),
    ...memberPages(PATHS.referralFriends, ReferralFriendsPageSchema, REFERRAL_PAGE_SIZE),
    staleTime: 0,
  });
