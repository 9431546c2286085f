import { queryOptions } from '@tanstack/react-query';
import { get, request } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  type ActBody,
  ActResultSchema,
  type PlayBody,
  PlayResultSchema,
  RotateResultSchema,
  RoundsSchema,
  StartResultSchema,
  StudioSessionSchema,
} from '../../shared/schemas/studio.ts';

/** Key factory. Everything here is money or seeds: private, never persisted (DESIGN.md section 4). */
export const studioKeys = {
  all: ['studio'] as const,
  session: (token: string) => [...studioKeys.all, 'session', token] as const,
  rounds: (gameId: string) => [...studioKeys.all, 'rounds', gameId] as const,
};

/**
 * The studio session for a launch token: balance, committed seed, allowed bets. Read once per launch;
 * later balances and seeds come from the play and rotate answers.
 */
export const studioSessionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: studioKeys.session(token),
    queryFn: ({ signal }) =>
      request('POST', PATHS.studioSession, { schema: StudioSessionSchema, body: { token }, signal }),
    meta: { persist: false },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

/** The member's latest rounds of this game, with the server seed once it is revealed. */
export const roundsQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: studioKeys.rounds(gameId),
    queryFn: ({ signal }) => get(PATHS.studioRounds, { schema: RoundsSchema, query: { gameId }, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

export const playRound = (body: PlayBody) =>
  request('POST', PATHS.studioPlay, { schema: PlayResultSchema, body });

/** A live game's bet (crash, mines): the round opens and stays open until `actRound` ends it. */
export const startRound = (body: PlayBody) =>
  request('POST', PATHS.studioStart, { schema: StartResultSchema, body });

/**
 * One move in an open round: cash out, reveal a tile, or (crash) wait for the round to end. Answers the
 * round still live, or settled with the balance after it. `signal` aborts a crash's long wait.
 */
export const actRound = (body: ActBody, signal?: AbortSignal) =>
  request('POST', PATHS.studioAct, { schema: ActResultSchema, body, signal });

/** Retires the live seed (revealing it) and commits to a new one. */
export const rotateSeed = (clientSeed: string | undefined) =>
  request('POST', PATHS.studioRotate, { schema: RotateResultSchema, body: clientSeed ? { clientSeed } : {} });
