// Agent contracts (daily salary, hourly salary, dividend): keys, query options and the moves. Private
// money data: keyed by the account, never persisted.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { get, request } from '../../lib/http.ts';
import { MEMBER_LIST_STALE_MS, memberPages } from '../../lib/paging.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  type ContractKind,
  ContractOverviewSchema,
  ContractRequestsSchema,
  ContractSchema,
  DividendInfoSchema,
  type DividendTerms,
  type SalaryTerms,
  SETTLEMENT_PAGE_SIZE,
  SettlementPageSchema,
  TeamFiguresSchema,
} from '../../shared/schemas/agent-contracts.ts';

const PATH: Record<ContractKind, { contracts: string; settlements: string; figures: string }> = {
  salary: {
    contracts: PATHS.salaryContracts,
    settlements: PATHS.salarySettlements,
    figures: PATHS.salaryFigures,
  },
  hourly: {
    contracts: PATHS.hourlyContracts,
    settlements: PATHS.hourlySettlements,
    figures: PATHS.hourlyFigures,
  },
  dividend: {
    contracts: PATHS.dividendContracts,
    settlements: PATHS.dividendSettlements,
    figures: PATHS.dividendFigures,
  },
};

export const contractKeys = {
  all: (user: string) => ['agent-contracts', user] as const,
  overview: (user: string, kind: ContractKind) => [...contractKeys.all(user), 'overview', kind] as const,
  settlements: (user: string, kind: ContractKind) =>
    [...contractKeys.all(user), 'settlements', kind] as const,
  requests: (user: string) => [...contractKeys.all(user), 'requests'] as const,
  figures: (user: string, kind: ContractKind) => [...contractKeys.all(user), 'figures', kind] as const,
  dividendInfo: (user: string) => [...contractKeys.all(user), 'dividend-info'] as const,
};

/** A contract page: the offer waiting for me, my contract, my offers and my sub-agents. */
export const contractOverviewQueryOptions = (user: string, kind: ContractKind) =>
  queryOptions({
    queryKey: contractKeys.overview(user, kind),
    queryFn: ({ signal }) => get(PATH[kind].contracts, { schema: ContractOverviewSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

/** Settlements paid to me or by me, newest period first, a page at a time. */
export const settlementsQueryOptions = (user: string, kind: ContractKind) =>
  infiniteQueryOptions({
    queryKey: contractKeys.settlements(user, kind),
    ...memberPages(PATH[kind].settlements, SettlementPageSchema, SETTLEMENT_PAGE_SIZE),
    staleTime: MEMBER_LIST_STALE_MS,
  });

/** My team's figures over the period running now: the calculator's starting point (asked on demand). */
export const teamFiguresQueryOptions = (user: string, kind: ContractKind) =>
  queryOptions({
    queryKey: contractKeys.figures(user, kind),
    queryFn: ({ signal }) => get(PATH[kind].figures, { schema: TeamFiguresSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

/** The home's pending-contract check (SPEC section 3 "Contract request response"). */
export const contractRequestsQueryOptions = (user: string) =>
  queryOptions({
    queryKey: contractKeys.requests(user),
    queryFn: ({ signal }) => get(PATHS.contractRequests, { schema: ContractRequestsSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

/** SPEC section 4's dividend info, fetched after session renewal; the agent footer may read it. */
export const dividendInfoQueryOptions = (user: string) =>
  queryOptions({
    queryKey: contractKeys.dividendInfo(user),
    queryFn: ({ signal }) => get(PATHS.dividendInfo, { schema: DividendInfoSchema, signal }),
    meta: { persist: false },
    staleTime: 60_000,
  });

export const offerContract = (
  kind: ContractKind,
  body: { agentId: number; terms: SalaryTerms | DividendTerms },
) => request('POST', PATH[kind].contracts, { schema: ContractSchema, body });

export const decideContract = (kind: ContractKind, id: number, action: 'accept' | 'reject' | 'cancel') =>
  request('POST', `${PATH[kind].contracts}/${id}/${action}`, { schema: ContractSchema });
