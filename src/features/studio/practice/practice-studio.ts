// The studio played in this tab, for practice: FUN money, no server, nothing saved to the account. It
// answers what the server's studio answers (server/studio/studio.ts, live-rounds.ts) with the same shared
// rules (src/shared/studio/) and the same provably fair seeds (src/shared/fair.ts): one FUN balance and one
// seed for every game of the tab, each round drawn from the seed before the stake is taken, a live round
// (crash, mines) ended once, a late cash-out lost, no rotation under an open round. Kept in sessionStorage:
// a reload finds it, closing the tab (or logging out) forgets it.
import * as v from 'valibot';
import { ApiError } from '../../../lib/http.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { STUDIO_CODES } from '../../../shared/errors/game.ts';
import { fairFloats, newServerSeed, seedHash, toHex } from '../../../shared/fair.ts';
import {
  type ActResult,
  type LiveAction,
  type LiveRound,
  type PlayResult,
  type Round,
  RoundOutcomeSchema,
  RoundSchema,
  type SeedState,
  type StudioSession,
} from '../../../shared/schemas/studio.ts';
import { STUDIO_BETS } from '../../../shared/studio/bets.ts';
import {
  CRASH_END_GRACE_MS,
  CRASH_WAIT_MS,
  crashEnd,
  crashEndsAtMs,
  crashMultiplierAt,
  crashWin,
} from '../../../shared/studio/crash.ts';
import { isLiveGame, type StudioGame } from '../../../shared/studio/games.ts';
import { liveView } from '../../../shared/studio/live-view.ts';
import { minesCleared, minesMultiplierX100, minesWin } from '../../../shared/studio/mines.ts';
import { choiceFor, FLOATS_PER_ROUND, playRound, type RoundOutcome } from '../../../shared/studio/rounds.ts';
import type { Move, RotateResult, StartResult } from '../backend.ts';

/** A practice tab starts with FUN 2,000.00. */
export const PRACTICE_START_CENTS = 200_000;
/** The rounds kept for the history (the server answers its latest 20 per game). */
const KEPT_ROUNDS = 100;
const HISTORY_ROUNDS = 20;
const STORAGE_KEY = 'swertePractice';

const SeedSchema = v.object({
  serverSeed: v.string(),
  seedHash: v.string(),
  clientSeed: v.string(),
  nonce: v.number(),
});
const KeptRoundSchema = v.object({ ...RoundSchema.entries, gameId: v.string() });
const OpenRoundSchema = v.object({
  roundId: v.string(),
  gameId: v.string(),
  betCents: v.number(),
  outcome: RoundOutcomeSchema,
  seedHash: v.string(),
  clientSeed: v.string(),
  nonce: v.number(),
  createdAt: v.string(),
  /** When the round opened (ms since the epoch): a crash's multiplier climbs from there. */
  startedAt: v.number(),
});
const StateSchema = v.object({
  version: v.literal(1),
  balanceCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  seed: SeedSchema,
  /** Retired seeds, by hash: their rounds can be verified. */
  revealed: v.record(v.string(), v.string()),
  /** Finished rounds, newest first; the server seed is filled in on reading once it is revealed. */
  rounds: v.array(KeptRoundSchema),
  /** Open live rounds, at most one per game. */
  open: v.array(OpenRoundSchema),
});
type State = v.InferOutput<typeof StateSchema>;
type OpenRound = v.InferOutput<typeof OpenRoundSchema>;
type Seed = v.InferOutput<typeof SeedSchema>;
type MinesOutcome = Extract<RoundOutcome, { game: 'mines' }>;

/** Where the tab keeps its practice (sessionStorage in the app; memory in the tests). */
export interface PracticeStorage {
  read(): string | null;
  write(value: string): void;
}

const sessionPracticeStorage: PracticeStorage = {
  read: () => readStorage('session', STORAGE_KEY),
  write: (value) => writeStorage('session', STORAGE_KEY, value),
};

export interface PracticeClock {
  now(): number;
  /** Resolves after `ms`, or rejects (AbortError) when `signal` aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

const aborted = () => new DOMException('The wait was aborted.', 'AbortError');

const realClock: PracticeClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(aborted());
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(aborted());
        },
        { once: true },
      );
    }),
};

/** The server's refusals, with its codes and statuses (server/routes/studio.ts), so the table reads them alike. */
const refused = {
  bet: () => new ApiError(STUDIO_CODES.betInvalid, 400),
  funds: () => new ApiError(STUDIO_CODES.fundsInsufficient, 409),
  open: () => new ApiError(STUDIO_CODES.roundOpen, 409),
  unknown: () => new ApiError(STUDIO_CODES.roundUnknown, 404),
};

const randomHex = (bytes: number) => toHex(globalThis.crypto.getRandomValues(new Uint8Array(bytes)));
const seedState = (s: Seed): SeedState => ({
  seedHash: s.seedHash,
  clientSeed: s.clientSeed,
  nonce: s.nonce,
});

async function newSeed(clientSeed: string): Promise<Seed> {
  const serverSeed = newServerSeed();
  return { serverSeed, seedHash: await seedHash(serverSeed), clientSeed, nonce: 0 };
}

export class PracticeStudio {
  private state: State | undefined;
  /** One change at a time, like the server's row locks: a cash-out and a wait never both end a round. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly storage: PracticeStorage = sessionPracticeStorage,
    private readonly clock: PracticeClock = realClock,
  ) {}

  /** The table's opening state for `gameId`, with its open round to resume. */
  session(game: StudioGame, gameId: string): Promise<StudioSession> {
    return this.locked(async (s) => {
      this.recover(s);
      const open = s.open.find((r) => r.gameId === gameId);
      return {
        game,
        balanceCents: s.balanceCents,
        seed: seedState(s.seed),
        bets: [...STUDIO_BETS[game]],
        currency: 'FUN',
        // The exact return to player is the server's figure (server/studio/rtp.ts): not shown in practice.
        rtp: [],
        live: open ? this.view(open) : null,
      };
    });
  }

  /** One round of a one-call game: the stake and the win move the FUN balance together. */
  play(game: StudioGame, gameId: string, move: Move): Promise<PlayResult> {
    const choice = choiceFor(game, move);
    if (!choice || isLiveGame(game) || !STUDIO_BETS[game].includes(move.betCents))
      return Promise.reject(refused.bet());
    return this.locked(async (s) => {
      if (move.betCents > s.balanceCents) throw refused.funds();
      const { seed, nonce } = takeNonce(s, move.clientSeed);
      const floats = await fairFloats(seed.serverSeed, seed.clientSeed, nonce, FLOATS_PER_ROUND[game]);
      const { outcome, winCents } = playRound(choice, floats, move.betCents);
      s.balanceCents += winCents - move.betCents;
      const round = this.keep(s, {
        ...this.opened(gameId, move.betCents, outcome, seed, nonce),
        winCents,
      });
      return { round, balanceCents: s.balanceCents, seed: seedState(s.seed) };
    });
  }

  /** A live game's bet: the round's crash point or mines are drawn, then the stake is taken. */
  start(game: StudioGame, gameId: string, move: Move): Promise<StartResult> {
    const choice = choiceFor(game, move);
    if (!choice || !isLiveGame(game) || !STUDIO_BETS[game].includes(move.betCents))
      return Promise.reject(refused.bet());
    return this.locked(async (s) => {
      this.recover(s);
      if (s.open.some((r) => r.gameId === gameId)) throw refused.open();
      if (move.betCents > s.balanceCents) throw refused.funds();
      const { seed, nonce } = takeNonce(s, move.clientSeed);
      const floats = await fairFloats(seed.serverSeed, seed.clientSeed, nonce, FLOATS_PER_ROUND[game]);
      const { outcome } = playRound(choice, floats, move.betCents);
      const open: OpenRound = {
        ...this.opened(gameId, move.betCents, outcome, seed, nonce),
        startedAt: this.clock.now(),
      };
      s.balanceCents -= move.betCents;
      s.open.push(open);
      return { live: this.view(open), balanceCents: s.balanceCents, seed: seedState(s.seed) };
    });
  }

  /** One move in the open round: cash out, reveal a tile, or wait (crash) until it ends or a few seconds pass. */
  async act(gameId: string, roundId: string, action: LiveAction, signal?: AbortSignal): Promise<ActResult> {
    if (action.kind === 'wait') {
      const left = await this.locked(async (s) => {
        const open = s.open.find((r) => r.roundId === roundId && r.gameId === gameId);
        return open?.outcome.game === 'crash'
          ? open.startedAt + crashEndsAtMs(open.outcome) - this.clock.now()
          : 0;
      });
      if (left > 0) await this.clock.sleep(Math.min(left, CRASH_WAIT_MS), signal);
    }
    return this.locked(async (s) => {
      const open = s.open.find((r) => r.roundId === roundId && r.gameId === gameId);
      if (!open) return this.ended(s, gameId, roundId);
      if (open.outcome.game === 'crash') return this.crash(s, open, action);
      if (open.outcome.game !== 'mines' || action.kind === 'wait') throw refused.bet();
      return action.kind === 'reveal' ? this.reveal(s, open, action.tile) : this.cashOutMines(s, open);
    });
  }

  /** Reveals the live seed (its rounds can then be verified) and commits to a new one, unless a round is open. */
  rotate(clientSeed: string | undefined): Promise<RotateResult> {
    return this.locked(async (s) => {
      this.recover(s);
      if (s.open.length) throw refused.open();
      const old = s.seed;
      s.revealed[old.seedHash] = old.serverSeed;
      s.seed = await newSeed(clientSeed ?? old.clientSeed);
      return {
        revealed: {
          serverSeed: old.serverSeed,
          seedHash: old.seedHash,
          clientSeed: old.clientSeed,
          nonce: old.nonce,
        },
        seed: seedState(s.seed),
      };
    });
  }

  /** The game's latest finished rounds, newest first, each with its server seed once revealed. */
  rounds(gameId: string): Promise<Round[]> {
    return this.locked(async (s) => {
      this.recover(s);
      return s.rounds
        .filter((r) => r.gameId === gameId)
        .slice(0, HISTORY_ROUNDS)
        .map(({ gameId: _, ...round }) => ({ ...round, serverSeed: s.revealed[round.seedHash] ?? null }));
    });
  }

  private crash(s: State, open: OpenRound, action: LiveAction): ActResult {
    if (action.kind === 'reveal' || open.outcome.game !== 'crash') throw refused.bet();
    const nowX100 = crashMultiplierAt(this.clock.now() - open.startedAt);
    const end = crashEnd(open.outcome, nowX100, action.kind === 'cashOut');
    if (!end) return { state: 'live', live: this.view(open) };
    const ended = { ...open.outcome, ...end };
    return this.settle(s, open, ended, crashWin(open.betCents, ended));
  }

  /** A mine ends the round lost; the last safe tile (or the multiplier's cap) cashes it out. */
  private reveal(s: State, open: OpenRound, tile: number): ActResult {
    const outcome = open.outcome as MinesOutcome;
    if (outcome.revealed.includes(tile)) return { state: 'live', live: this.view(open) }; // a repeated tap
    const revealed = [...outcome.revealed, tile];
    if (outcome.minesAt.includes(tile))
      return this.settle(s, open, { ...outcome, revealed, cashedX100: null }, 0);
    if (!minesCleared(outcome.mines, revealed.length)) {
      open.outcome = { ...outcome, revealed };
      return { state: 'live', live: this.view(open) };
    }
    const cashed = { ...outcome, revealed, cashedX100: minesMultiplierX100(outcome.mines, revealed.length) };
    return this.settle(s, open, cashed, minesWin(open.betCents, cashed));
  }

  private cashOutMines(s: State, open: OpenRound): ActResult {
    const outcome = open.outcome as MinesOutcome;
    // Nothing to cash before the first gem.
    if (outcome.revealed.length === 0) throw refused.bet();
    const cashed = { ...outcome, cashedX100: minesMultiplierX100(outcome.mines, outcome.revealed.length) };
    return this.settle(s, open, cashed, minesWin(open.betCents, cashed));
  }

  /** Ends an open round once: its outcome with the player's part, the win paid. */
  private settle(s: State, open: OpenRound, outcome: RoundOutcome, winCents: number): ActResult {
    s.open = s.open.filter((r) => r.roundId !== open.roundId);
    s.balanceCents += winCents;
    const { startedAt: _, ...round } = open;
    return {
      state: 'settled',
      round: this.keep(s, { ...round, outcome, winCents }),
      balanceCents: s.balanceCents,
    };
  }

  /** A move on a round no longer open: how it ended (another tab of the table, a wait), or unknown. */
  private ended(s: State, gameId: string, roundId: string): ActResult {
    const kept = s.rounds.find((r) => r.roundId === roundId && r.gameId === gameId);
    if (!kept) throw refused.unknown();
    const { gameId: _, ...round } = kept;
    return { state: 'settled', round: { ...round, serverSeed: null }, balanceCents: s.balanceCents };
  }

  /** Crash rounds left open past their end are ended as their clock would have (server/studio/recovery.ts). */
  private recover(s: State): void {
    for (const open of s.open) {
      if (open.outcome.game !== 'crash') continue;
      const endsAt = open.startedAt + crashEndsAtMs(open.outcome);
      if (this.clock.now() < endsAt + CRASH_END_GRACE_MS) continue;
      const end = crashEnd(open.outcome, crashMultiplierAt(endsAt - open.startedAt), false);
      if (!end) continue;
      const ended = { ...open.outcome, ...end };
      this.settle(s, open, ended, crashWin(open.betCents, ended));
    }
  }

  private opened(gameId: string, betCents: number, outcome: RoundOutcome, seed: Seed, nonce: number) {
    return {
      roundId: `practice-${randomHex(16)}`,
      gameId,
      betCents,
      outcome,
      seedHash: seed.seedHash,
      clientSeed: seed.clientSeed,
      nonce,
      createdAt: new Date(this.clock.now()).toISOString(),
    };
  }

  /** Records a finished round (newest first) and answers it as the server does while its seed is live. */
  private keep(s: State, round: Omit<OpenRound, 'startedAt'> & { winCents: number }): Round {
    const { gameId, ...rest } = round;
    const answered: Round = { ...rest, game: round.outcome.game, serverSeed: null };
    s.rounds = [{ ...answered, gameId }, ...s.rounds].slice(0, KEPT_ROUNDS);
    return answered;
  }

  /** What the player may see of an open round (src/shared/studio/live-view.ts). */
  private view(open: OpenRound): LiveRound {
    return liveView(open, this.clock.now() - open.startedAt);
  }

  /** Runs `change` on the state after every change before it; saves what it leaves (also when it throws). */
  private locked<T>(change: (s: State) => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const s = await this.load();
      try {
        return await change(s);
      } finally {
        this.storage.write(JSON.stringify(s));
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async load(): Promise<State> {
    if (this.state) return this.state;
    const kept = v.safeParse(StateSchema, parseJson(this.storage.read()));
    this.state = kept.success
      ? kept.output
      : {
          version: 1,
          balanceCents: PRACTICE_START_CENTS,
          seed: await newSeed(randomHex(8)),
          revealed: {},
          rounds: [],
          open: [],
        };
    return this.state;
  }
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** Takes the live seed's next nonce; a client seed sent with the bet applies from this very round. */
function takeNonce(s: State, clientSeed: string | undefined): { seed: Seed; nonce: number } {
  if (clientSeed) s.seed = { ...s.seed, clientSeed };
  const nonce = s.seed.nonce;
  s.seed = { ...s.seed, nonce: nonce + 1 };
  return { seed: s.seed, nonce };
}
