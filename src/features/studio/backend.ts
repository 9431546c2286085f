import type { ActResult, LiveAction, PlayBody, PlayResult } from '../../shared/schemas/studio.ts';
import {
  actRound,
  playRound,
  rotateSeed,
  roundsQueryOptions,
  startRound,
  studioSessionQueryOptions,
} from './api.ts';

/** What a bet sends besides the launch token: the stake, the game's choice, an edited client seed. */
export type Move = Omit<PlayBody, 'token'>;
export type StartResult = Awaited<ReturnType<typeof startRound>>;
export type RotateResult = Awaited<ReturnType<typeof rotateSeed>>;

/**
 * Where the studio table's rounds are played: the server's studio through the seamless wallet (a launch
 * token's), or the practice studio in this tab (FUN money, nothing sent: ./practice/). The table, the
 * fairness panel and the round history use only this, so both run the very same screens.
 */
export interface StudioBackend {
  /** FUN money played in this tab only: the table says so, and its calls must run without a network. */
  readonly practice: boolean;
  /** The table's opening state (balance, committed seed, bets, a live game's open round), read once. */
  readonly session: ReturnType<typeof studioSessionQueryOptions>;
  /** The game's latest rounds, each with its server seed once the seed is revealed. */
  readonly rounds: ReturnType<typeof roundsQueryOptions>;
  /** One round of a one-call game; answers it with the balance and the seed after it. */
  play(move: Move): Promise<PlayResult>;
  /** A live game's bet (crash, mines): takes the stake and opens the round (409 studio.round.open: one is). */
  start(move: Move): Promise<StartResult>;
  /** One move in the open round: cash out, reveal a tile, or (crash) wait for it to end, at most a few s. */
  act(roundId: string, action: LiveAction, signal?: AbortSignal): Promise<ActResult>;
  /** Reveals the live server seed and commits to a new one (409 studio.round.open under an open round). */
  rotate(clientSeed: string | undefined): Promise<RotateResult>;
}

/** The server's studio for one launch token (src/features/studio/api.ts). */
export const serverBackend = (token: string, gameId: string): StudioBackend => ({
  practice: false,
  session: studioSessionQueryOptions(token),
  rounds: roundsQueryOptions(gameId),
  play: (move) => playRound({ ...move, token }),
  start: (move) => startRound({ ...move, token }),
  act: (roundId, action, signal) => actRound({ token, roundId, action }, signal),
  rotate: (clientSeed) => rotateSeed(clientSeed),
});
