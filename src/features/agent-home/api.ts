// The agency centre's home and team overview: the team KPI, the agents' announcements' unread count and
// the direct sub-agents to drill into. Private data: keyed by the account, never persisted.
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../lib/http.ts';
import { operatorDay } from '../../lib/record-range.ts';
import { PATHS } from '../../shared/paths.ts';
import { AgentKpiSchema } from '../../shared/schemas/agent-kpi.ts';
import { TEAM_MAX_PAGE_SIZE, TeamMembersPageSchema } from '../../shared/schemas/agent-team.ts';
import { NoticeUnreadSchema } from '../../shared/schemas/notices.ts';

/** Manila days (YYYY-MM-DD, both included) and, to see a sub-agent's team, its id. */
export interface KpiRequest {
  startDate: string;
  endDate: string;
  memberId?: number;
}

/** Today's figures of the whole team: the home's four counters. */
export const todayRequest = (now = Date.now()): KpiRequest => {
  const today = operatorDay(now);
  return { startDate: today, endDate: today };
};

export const agentHomeKeys = {
  all: (user: string) => ['agentHome', user] as const,
  kpi: (user: string, q: KpiRequest) => [...agentHomeKeys.all(user), 'kpi', q] as const,
  subAgents: (user: string) => [...agentHomeKeys.all(user), 'subAgents'] as const,
};

/** The team's figures; fresh on every visit (the counters move with the team's play). */
export const agentKpiQueryOptions = (user: string, q: KpiRequest) =>
  queryOptions({
    queryKey: agentHomeKeys.kpi(user, q),
    // size=0: the original call asks for no rows, only the footer and the summary.
    queryFn: ({ signal }) =>
      get(PATHS.agentKpi, { schema: AgentKpiSchema, query: { ...q, size: 0 }, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

/**
 * The agent footer's announcements badge. Under the notices' key root, so opening an announcement (which
 * invalidates `['notices']`) clears it.
 */
export const agentNoticeUnreadQueryOptions = (user: string) =>
  queryOptions({
    queryKey: ['notices', 'agentUnread', user] as const,
    queryFn: ({ signal }) => get(PATHS.agentNoticeUnread, { schema: NoticeUnreadSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });

/** The caller's direct sub-agents (the overview's drill-down choices). */
export const subAgentsQueryOptions = (user: string) =>
  queryOptions({
    queryKey: agentHomeKeys.subAgents(user),
    queryFn: ({ signal }) =>
      get(PATHS.agentTeamMembers, {
        schema: TeamMembersPageSchema,
        query: { kind: 'agent', level: 1, pageSize: TEAM_MAX_PAGE_SIZE },
        signal,
      }),
    meta: { persist: false },
    staleTime: 60_000,
  });
