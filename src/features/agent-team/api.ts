// The agent's team screens: the downline list, the team's profit and loss and its bets. Private data:
// keyed by the account, never persisted; "load more" asks for the next page while rows are left.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { MEMBER_LIST_STALE_MS, memberPages } from '../../lib/paging.ts';
import type { RecordRange } from '../../lib/record-range.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  TEAM_PAGE_SIZE,
  TeamBetsSchema,
  type TeamMemberKind,
  TeamMembersPageSchema,
  type TeamPnlGrouping,
  TeamPnlSchema,
} from '../../shared/schemas/agent-team.ts';

/** The list's filters: whose team (`parentId`, none: the caller's), account prefix, level, kind. */
export interface TeamFilter {
  parentId?: number;
  account?: string;
  level?: number;
  kind?: TeamMemberKind;
}

export const agentTeamKeys = {
  all: (user: string) => ['agentTeam', user] as const,
  members: (user: string, f: TeamFilter) => [...agentTeamKeys.all(user), 'members', f] as const,
  pnl: (user: string, range: RecordRange, by: TeamPnlGrouping) =>
    [...agentTeamKeys.all(user), 'pnl', range, by] as const,
  bets: (user: string, range: RecordRange) => [...agentTeamKeys.all(user), 'bets', range] as const,
};

export const teamMembersQueryOptions = (user: string, f: TeamFilter) =>
  infiniteQueryOptions({
    queryKey: agentTeamKeys.members(user, f),
    ...memberPages(PATHS.agentTeamMembers, TeamMembersPageSchema, TEAM_PAGE_SIZE, { ...f }),
    staleTime: MEMBER_LIST_STALE_MS,
  });

/** By day the whole range comes at once (one page); by member a page at a time. */
export const teamPnlQueryOptions = (user: string, range: RecordRange, by: TeamPnlGrouping) =>
  infiniteQueryOptions({
    queryKey: agentTeamKeys.pnl(user, range, by),
    ...memberPages(PATHS.agentTeamPnl, TeamPnlSchema, TEAM_PAGE_SIZE, { ...range, by }),
    staleTime: MEMBER_LIST_STALE_MS,
  });

export const teamBetsQueryOptions = (user: string, range: RecordRange) =>
  infiniteQueryOptions({
    queryKey: agentTeamKeys.bets(user, range),
    ...memberPages(PATHS.agentTeamBets, TeamBetsSchema, TEAM_PAGE_SIZE, { ...range }),
    staleTime: MEMBER_LIST_STALE_MS,
  });
