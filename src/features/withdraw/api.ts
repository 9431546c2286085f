import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { get, request } from '../../lib/http.ts';
import { WITHDRAW_PENDING_POLL_MS } from '../../shared/constants/cashier.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  type CreateWithdrawSchema,
  WithdrawOrderSchema,
  WithdrawOverviewSchema,
} from '../../shared/schemas/withdrawals.ts';

/** Private data, keyed by the account (a second login in the same tab never sees the first one's). */
export const withdrawKeys = {
  all: ['withdraw'] as const,
  overview: (user: string) => [...withdrawKeys.all, 'overview', user] as const,
  order: (user: string, id: number) => [...withdrawKeys.all, 'order', user, id] as const,
};

/**
 * The withdraw screen in one call. Always fetched afresh (a balance is only worth showing fresh), and
 * while a withdrawal waits for an operator it is asked again now and then, so an approval or a
 * rejection (amount back in the balance) shows without a reload.
 */
export const withdrawOverviewQueryOptions = (user: string) =>
  queryOptions({
    queryKey: withdrawKeys.overview(user),
    queryFn: ({ signal }) => get(PATHS.withdrawOverview, { schema: WithdrawOverviewSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.pending ? WITHDRAW_PENDING_POLL_MS : false),
  });

export type CreateWithdraw = v.InferInput<typeof CreateWithdrawSchema>;

export const createWithdrawMutationOptions = () =>
  mutationOptions({
    mutationKey: [...withdrawKeys.all, 'create'],
    mutationFn: (body: CreateWithdraw) =>
      request('POST', PATHS.withdrawOrders, { schema: WithdrawOrderSchema, body }),
  });

/** One of the member's withdrawals: how a pending one was decided (and why, when rejected). */
export const withdrawOrderQueryOptions = (user: string, id: number) =>
  queryOptions({
    queryKey: withdrawKeys.order(user, id),
    queryFn: ({ signal }) => get(`${PATHS.withdrawOrders}/${id}`, { schema: WithdrawOrderSchema, signal }),
    meta: { persist: false },
  });
