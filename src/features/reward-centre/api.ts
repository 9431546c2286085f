import { infiniteQueryOptions, mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { get, request } from '../../lib/http.ts';
import { memberPages } from '../../lib/paging.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import { MEMBER_TYPE_TRIAL } from '../../shared/constants/members.ts';
import { REWARD_PAGE_SIZE } from '../../shared/constants/promotions.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  RewardClaimSchema,
  RewardCountSchema,
  RewardPageSchema,
  type RewardTab,
} from '../../shared/schemas/promotions.ts';
import { sessionStore } from '../../stores/session.ts';

/** Private data, keyed by the account; a claim invalidates `rewardKeys.all(user)` (lists and badge). */
export const rewardKeys = {
  all: (user: string) => ['rewards', user] as const,
  list: (user: string, tab: RewardTab) => [...rewardKeys.all(user), 'list', tab] as const,
  count: (user: string) => [...rewardKeys.all(user), 'count'] as const,
};

export const rewardsQueryOptions = (user: string, tab: RewardTab) =>
  infiniteQueryOptions({
    queryKey: rewardKeys.list(user, tab),
    ...memberPages(PATHS.rewards, RewardPageSchema, REWARD_PAGE_SIZE, { tab }),
    staleTime: 0,
  });

export const rewardCountQueryOptions = (user: string) =>
  queryOptions({
    queryKey: rewardKeys.count(user),
    queryFn: ({ signal }) => get(PATHS.rewardCount, { schema: RewardCountSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

/** The member centre's reward badge: unclaimed rewards of a real member while the reward centre is on. */
export function useUnclaimedRewards(): number {
  const session = useSnapshot(sessionStore).session;
  const enabled = useSiteConfig().data?.switches.REWCEN3 === true;
  const user = session && session.type !== MEMBER_TYPE_TRIAL ? session.userName : undefined;
  const query = useQuery({ ...rewardCountQueryOptions(user ?? ''), enabled: enabled && !!user });
  return user && enabled ? (query.data?.unclaimed ?? 0) : 0;
}

export const claimRewardMutationOptions = () =>
  mutationOptions({
    mutationKey: ['rewards', 'claim'],
    mutationFn: (id: number) =>
      request('POST', `${PATHS.rewards}/${id}/claim`, { schema: RewardClaimSchema }),
  });
