import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { get, request } from '../../lib/http.ts';
import { MEMBER_LIST_STALE_MS, nextPageNo } from '../../lib/paging.ts';
import { AGENT_REBATE_PAGE_SIZE } from '../../shared/constants/agent-rebates.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  AgentMemberRatesSchema,
  type AgentRatesBody,
  AgentRebateIncomeSchema,
  AgentRebatesViewSchema,
} from '../../shared/schemas/agent-rebates.ts';

/** Private agent data: keyed by the account, never persisted. */
export const agentRebateKeys = {
  all: (user: string) => ['agent-rebates', user] as const,
  view: (user: string, memberId: number | undefined) =>
    [...agentRebateKeys.all(user), 'view', memberId ?? null] as const,
  income: (user: string) => [...agentRebateKeys.all(user), 'income'] as const,
};

/** The agent's own rates, its direct sub-agents and, with `memberId`, that sub-agent's rates. */
export const agentRebatesQueryOptions = (user: string, memberId?: number) =>
  queryOptions({
    queryKey: agentRebateKeys.view(user, memberId),
    queryFn: ({ signal }) =>
      get(PATHS.agentRebates, { schema: AgentRebatesViewSchema, query: { memberId }, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

export const setSubAgentRates = (memberId: number, body: AgentRatesBody) =>
  request('PUT', `${PATHS.agentRebates}/${memberId}`, { schema: AgentMemberRatesSchema, body });

/** Settled days newest first, a page at a time; each page carries today's estimate. */
export const agentIncomeQueryOptions = (user: string) =>
  infiniteQueryOptions({
    queryKey: agentRebateKeys.income(user),
    queryFn: ({ pageParam, signal }) =>
      get(PATHS.agentRebateIncome, {
        schema: AgentRebateIncomeSchema,
        query: { pageNo: pageParam, pageSize: AGENT_REBATE_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageNo(last.settled),
    meta: { persist: false },
    staleTime: MEMBER_LIST_STALE_MS,
  });
