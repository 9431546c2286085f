import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { get, request } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import { WithdrawOrderSchema, WithdrawOverviewSchema } from '../../shared/schemas/withdrawals.ts';

// A self-excluded member's cash-out (issue 31): every call carries the cash-out session's own token, never
// the tab's session. The server lets that token reach these calls only.

export const cashoutKeys = {
  all: ['cashout'] as const,
  overview: (token: string) => [...cashoutKeys.all, 'overview', token] as const,
};

export const cashoutOverviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: cashoutKeys.overview(token),
    queryFn: ({ signal }) => get(PATHS.withdrawOverview, { schema: WithdrawOverviewSchema, signal, token }),
    meta: { persist: false },
    staleTime: 0,
  });

export const cashoutMutationOptions = (token: string) =>
  mutationOptions({
    mutationKey: [...cashoutKeys.all, 'create'],
    mutationFn: (body: { payoutAccountId: number; amountCents: number; paymentPassword: string }) =>
      request('POST', PATHS.withdrawOrders, { schema: WithdrawOrderSchema, body, token }),
  });

/** Ends the cash-out session on the server (sign-out answers ok for any token). */
export const endCashout = (token: string) => request('DELETE', PATHS.session, { schema: v.unknown(), token });
