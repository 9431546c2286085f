import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { get, request } from '../../lib/http.ts';
import { REALITY_POLL_MS } from '../../shared/constants/protection.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  LimitsSchema,
  RealityCheckSchema,
  type SetLimitSchema,
  type SetRealityCheckSchema,
} from '../../shared/schemas/protection.ts';

/** Private, keyed by the account, never persisted. */
export const playLimitKeys = {
  all: ['play-limits'] as const,
  limits: (user: string) => [...playLimitKeys.all, 'limits', user] as const,
  reality: (user: string) => [...playLimitKeys.all, 'reality', user] as const,
};

/** Every limit with its pending change and the period's use: always fresh (a deposit or a bet changes it). */
export const limitsQueryOptions = (user: string) =>
  queryOptions({
    queryKey: playLimitKeys.limits(user),
    queryFn: ({ signal }) => get(PATHS.protectionLimits, { schema: LimitsSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

/** The reality check: asked again every minute while an interval is set (never while it is off). */
export const realityQueryOptions = (user: string) =>
  queryOptions({
    queryKey: playLimitKeys.reality(user),
    queryFn: ({ signal }) => get(PATHS.realityCheck, { schema: RealityCheckSchema, signal }),
    meta: { persist: false },
    staleTime: 30_000,
    refetchInterval: (query) => (query.state.data?.intervalMinutes ? REALITY_POLL_MS : false),
  });

export const setLimitMutationOptions = () =>
  mutationOptions({
    mutationKey: [...playLimitKeys.all, 'setLimit'],
    mutationFn: (body: v.InferInput<typeof SetLimitSchema>) =>
      request('PUT', PATHS.protectionLimits, { schema: LimitsSchema, body }),
  });

export const setRealityMutationOptions = () =>
  mutationOptions({
    mutationKey: [...playLimitKeys.all, 'setReality'],
    mutationFn: (body: v.InferInput<typeof SetRealityCheckSchema>) =>
      request('PUT', PATHS.realityCheck, { schema: RealityCheckSchema, body }),
  });
