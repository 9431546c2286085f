import { queryOptions } from '@tanstack/react-query';
import { get, request } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import { type AgentAccountBody, AgentAccountSchema } from '../../shared/schemas/agent-accounts.ts';
import { AgentRebatesViewSchema } from '../../shared/schemas/agent-rebates.ts';

/** The agent's own rates: the bound of a new sub-agent's. Private, never persisted. */
export const ownRatesQueryOptions = (user: string) =>
  queryOptions({
    queryKey: ['agent-accounts', user, 'own-rates'] as const,
    queryFn: ({ signal }) => get(PATHS.agentRebates, { schema: AgentRebatesViewSchema, signal }),
    select: (view) => view.own,
    meta: { persist: false },
    staleTime: 30_000,
  });

export const openAccount = (body: AgentAccountBody) =>
  request('POST', PATHS.agentAccounts, { schema: AgentAccountSchema, body });
