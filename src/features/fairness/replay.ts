// A studio round replayed from its seeds in the browser, from what the player typed: the commitment the
// server seed hashes to, and the outcome the game's own rules give (src/shared/studio/). Pure, no I/O
// but WebCrypto, so the page works offline and never asks the server.
import { fairFloats, seedHash } from '../../shared/fair.ts';
import { CRASH_MAX_X100, crashEnd, crashWin } from '../../shared/studio/crash.ts';
import type { DiceDirection } from '../../shared/studio/dice.ts';
import type { Colour, PlinkoRisk, StudioGame } from '../../shared/studio/games.ts';
import { choiceFor, FLOATS_PER_ROUND, playRound, type RoundOutcome } from '../../shared/studio/rounds.ts';

export interface ReplayInput {
  game: StudioGame;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Dice: the target in hundredths (0-9999) and the direction. */
  target?: number;
  direction?: DiceDirection;
  risk?: PlinkoRisk;
  picks?: number[];
  colour?: Colour;
  /** Crash: the automatic cash-out named with the bet (x100), if any. */
  autoX100?: number;
  /** Mines: how many mines the field hides. */
  mines?: number;
}

export interface Replayed {
  seedHash: string;
  outcome: RoundOutcome;
  /**
   * What the round paid per ₱1.00 staked, in cents; undefined when the seeds alone do not say (a live
   * game's player cashes out when they choose: crash without an automatic cash-out, mines).
   */
  paysPer100: number | undefined;
}

/** A round's pay from its seeds: a crash round's with an automatic cash-out is fixed by its crash point. */
function paysPer100(outcome: RoundOutcome, winCents: number): number | undefined {
  if (outcome.game === 'mines') return undefined;
  if (outcome.game !== 'crash') return winCents;
  if (outcome.autoX100 === null) return undefined;
  // Left to the automatic cash-out: paid there when the curve reaches it before the crash, else lost.
  return crashWin(100, crashEnd(outcome, CRASH_MAX_X100, false) ?? { cashedX100: null });
}

export async function replay(input: ReplayInput): Promise<Replayed | undefined> {
  const { target, direction, risk, picks, colour, autoX100, mines } = input;
  const choice = choiceFor(input.game, {
    dice: target !== undefined && direction ? { target, direction } : undefined,
    plinko: risk ? { risk } : undefined,
    keno: picks ? { picks } : undefined,
    color: colour ? { colour } : undefined,
    crash: { autoX100: autoX100 ?? null },
    mines: mines !== undefined ? { mines } : undefined,
  });
  if (
    !choice ||
    !input.serverSeed ||
    !input.clientSeed ||
    !Number.isSafeInteger(input.nonce) ||
    input.nonce < 0
  )
    return undefined;
  const floats = await fairFloats(
    input.serverSeed,
    input.clientSeed,
    input.nonce,
    FLOATS_PER_ROUND[input.game],
  );
  const { outcome, winCents } = playRound(choice, floats, 100);
  return { seedHash: await seedHash(input.serverSeed), outcome, paysPer100: paysPer100(outcome, winCents) };
}

/** `3, 14, 27` → [3, 14, 27]; anything else in the list makes it invalid (undefined). */
export function parsePicks(text: string): number[] | undefined {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const picks = parts.map(Number);
  return picks.length && picks.every(Number.isInteger) ? picks : undefined;
}
