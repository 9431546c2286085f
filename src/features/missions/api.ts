import { queryOptions } from '@tanstack/react-query';
import { get, request } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  LeaderboardSchema,
  LeaderboardWinnersSchema,
  MissionBoardSchema,
  MissionClaimResultSchema,
  MissionListSchema,
} from '../../shared/schemas/missions.ts';

/** Private data: keyed by the account, never persisted. */
export const missionKeys = {
  all: (user: string) => ['missions', user] as const,
  list: (user: string) => [...missionKeys.all(user), 'list'] as const,
  board: (user: string, id: number) => [...missionKeys.all(user), 'board', id] as const,
  leaderboard: (user: string) => [...missionKeys.all(user), 'leaderboard'] as const,
  winners: (user: string) => [...missionKeys.all(user), 'winners'] as const,
};

/** The open missions with the member's progress; always fresh (rounds played elsewhere change it). */
export const missionsQueryOptions = (user: string) =>
  queryOptions({
    queryKey: missionKeys.list(user),
    queryFn: ({ signal }) => get(PATHS.missions, { schema: MissionListSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

export const missionBoardQueryOptions = (user: string, id: number) =>
  queryOptions({
    queryKey: missionKeys.board(user, id),
    queryFn: ({ signal }) => get(`${PATHS.missions}/${id}/board`, { schema: MissionBoardSchema, signal }),
    meta: { persist: false },
    staleTime: 15_000,
  });

/** Pays a complete mission once (a repeated press answers `mission.claimed`). */
export const claimMission = (id: number) =>
  request('POST', `${PATHS.missions}/${id}/claim`, { schema: MissionClaimResultSchema });

/** The period leaderboard: the ranking by wager this period, each place's prize, the member's own place. */
export const leaderboardQueryOptions = (user: string) =>
  queryOptions({
    queryKey: missionKeys.leaderboard(user),
    queryFn: ({ signal }) => get(PATHS.leaderboard, { schema: LeaderboardSchema, signal }),
    meta: { persist: false },
    staleTime: 15_000,
  });

/** The winner board: the last settled period's winners, the highest prize first. */
export const winnersQueryOptions = (user: string) =>
  queryOptions({
    queryKey: missionKeys.winners(user),
    queryFn: ({ signal }) => get(PATHS.leaderboardWinners, { schema: LeaderboardWinnersSchema, signal }),
    meta: { persist: false },
    staleTime: 60_000,
  });
