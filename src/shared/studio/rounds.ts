// One studio round from its fair floats: the same function plays it on the server and
// re-checks it in the app once the server seed is revealed.
import { fairFloats, verifySeed } from '../fair.ts';
import { type ColorGameOutcome, colorGameOutcome, colorGameWin } from './color-game.ts';
import {
  CRASH_MAX_X100,
  CRASH_MIN_AUTO_X100,
  type CrashOutcome,
  crashCashValid,
  crashPointX100,
  crashWin,
} from './crash.ts';
import { type DiceDirection, type DiceOutcome, diceOutcome, diceTargetValid, diceWin } from './dice.ts';
import type { Colour, PlinkoRisk, StudioGame } from './games.ts';
import { KENO_DRAWN, type KenoOutcome, kenoOutcome, kenoPicksValid, kenoWin } from './keno.ts';
import { MINES_MAX, type MinesOutcome, minesAt, minesCountValid, minesPlayValid, minesWin } from './mines.ts';
import { PLINKO_ROWS, type PlinkoOutcome, plinkoOutcome, plinkoWin } from './plinko.ts';
import { type SlotOutcome, slotOutcome, slotStops, slotWin } from './slot.ts';

/** Fair floats a round draws: one per reel, roll, peg row, drawn ball, die, crash point or mine. */
export const FLOATS_PER_ROUND: Record<StudioGame, number> = {
  slot: 3,
  dice: 1,
  plinko: PLINKO_ROWS,
  keno: KENO_DRAWN,
  color: 3,
  crash: 1,
  mines: MINES_MAX,
};

export type RoundChoice =
  | { game: 'slot' }
  | { game: 'dice'; target: number; direction: DiceDirection }
  | { game: 'plinko'; risk: PlinkoRisk }
  | { game: 'keno'; picks: number[] }
  | { game: 'color'; colour: Colour }
  | { game: 'crash'; autoX100: number | null }
  | { game: 'mines'; mines: number };
export type RoundOutcome =
  | ({ game: 'slot' } & SlotOutcome)
  | ({ game: 'dice' } & DiceOutcome)
  | ({ game: 'plinko' } & PlinkoOutcome)
  | ({ game: 'keno' } & KenoOutcome)
  | ({ game: 'color' } & ColorGameOutcome)
  | ({ game: 'crash' } & CrashOutcome)
  | ({ game: 'mines' } & MinesOutcome);

/** What a play names besides its bet, one field per game (the play body's, and the fairness page's). */
export interface ChoiceFields {
  dice?: { target: number; direction: DiceDirection } | undefined;
  plinko?: { risk: PlinkoRisk } | undefined;
  keno?: { picks: readonly number[] } | undefined;
  color?: { colour: Colour } | undefined;
  crash?: { autoX100?: number | null | undefined } | undefined;
  mines?: { mines: number } | undefined;
}

const autoValid = (x100: number) =>
  Number.isInteger(x100) && x100 >= CRASH_MIN_AUTO_X100 && x100 <= CRASH_MAX_X100;

/** The round `fields` ask for on `game`, or undefined when its choice is missing or against its rules. */
export function choiceFor(game: StudioGame, fields: ChoiceFields): RoundChoice | undefined {
  switch (game) {
    case 'slot':
      return { game };
    case 'dice':
      return fields.dice && diceTargetValid(fields.dice.target, fields.dice.direction)
        ? { game, target: fields.dice.target, direction: fields.dice.direction }
        : undefined;
    case 'plinko':
      return fields.plinko ? { game, risk: fields.plinko.risk } : undefined;
    case 'keno':
      return fields.keno && kenoPicksValid(fields.keno.picks)
        ? { game, picks: [...fields.keno.picks] }
        : undefined;
    case 'color':
      return fields.color ? { game, colour: fields.color.colour } : undefined;
    case 'crash': {
      const auto = fields.crash?.autoX100 ?? null;
      return auto === null || autoValid(auto) ? { game, autoX100: auto } : undefined;
    }
    case 'mines':
      return fields.mines && minesCountValid(fields.mines.mines)
        ? { game, mines: fields.mines.mines }
        : undefined;
  }
}

/**
 * A round from its floats. A live game's (crash, mines) is its start: the crash point or the mines fixed,
 * nothing won yet; the player's cash-out or reveals (server/studio/live-rounds.ts) complete it.
 */
export function playRound(
  choice: RoundChoice,
  floats: readonly number[],
  betCents: number,
): { outcome: RoundOutcome; winCents: number } {
  switch (choice.game) {
    case 'slot': {
      const outcome = slotOutcome(slotStops(floats));
      return { outcome: { game: 'slot', ...outcome }, winCents: slotWin(betCents, outcome.multiplier) };
    }
    case 'dice': {
      const outcome = diceOutcome(floats[0] ?? 0, choice.target, choice.direction);
      return { outcome: { game: 'dice', ...outcome }, winCents: diceWin(betCents, outcome) };
    }
    case 'plinko': {
      const outcome = plinkoOutcome(choice.risk, floats);
      return { outcome: { game: 'plinko', ...outcome }, winCents: plinkoWin(betCents, outcome) };
    }
    case 'keno': {
      const outcome = kenoOutcome(choice.picks, floats);
      return { outcome: { game: 'keno', ...outcome }, winCents: kenoWin(betCents, outcome) };
    }
    case 'color': {
      const outcome = colorGameOutcome(choice.colour, floats);
      return { outcome: { game: 'color', ...outcome }, winCents: colorGameWin(betCents, outcome) };
    }
    case 'crash': {
      const outcome = {
        crashX100: crashPointX100(floats[0] ?? 0),
        autoX100: choice.autoX100,
        cashedX100: null,
      };
      return { outcome: { game: 'crash', ...outcome }, winCents: 0 };
    }
    case 'mines': {
      const outcome = {
        mines: choice.mines,
        minesAt: minesAt(choice.mines, floats),
        revealed: [],
        cashedX100: null,
      };
      return { outcome: { game: 'mines', ...outcome }, winCents: 0 };
    }
  }
}

/** The choice a recorded outcome was played with (to replay it). */
export function choiceOf(outcome: RoundOutcome): RoundChoice {
  switch (outcome.game) {
    case 'slot':
      return { game: 'slot' };
    case 'dice':
      return { game: 'dice', target: outcome.target, direction: outcome.direction };
    case 'plinko':
      return { game: 'plinko', risk: outcome.risk };
    case 'keno':
      return { game: 'keno', picks: outcome.picks };
    case 'color':
      return { game: 'color', colour: outcome.colour };
    case 'crash':
      return { game: 'crash', autoX100: outcome.autoX100 };
    case 'mines':
      return { game: 'mines', mines: outcome.mines };
  }
}

/**
 * A live game's recorded end against its replayed start: the fixed part (crash point, mines) must be the
 * replay's, the player's part (cash-out, reveals) one the rules allow, and the win what it pays.
 */
function liveRoundValid(round: RecordedRound, start: RoundOutcome): boolean {
  const { outcome } = round;
  if (outcome.game === 'crash' && start.game === 'crash')
    return (
      outcome.crashX100 === start.crashX100 &&
      crashCashValid(outcome) &&
      round.winCents === crashWin(round.betCents, outcome)
    );
  if (outcome.game === 'mines' && start.game === 'mines')
    return (
      canonicalJson(outcome.minesAt) === canonicalJson(start.minesAt) &&
      minesPlayValid(outcome) &&
      round.winCents === minesWin(round.betCents, outcome)
    );
  return false;
}

/** JSON with sorted keys: a stored outcome (jsonb reorders keys) compares equal to a replayed one. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A recorded round, as the server answers it. */
export interface RecordedRound {
  game: StudioGame;
  betCents: number;
  winCents: number;
  outcome: RoundOutcome;
  seedHash: string;
  clientSeed: string;
  nonce: number;
}

/** True when `serverSeed` is the committed one and replaying the round gives the recorded result. */
export async function verifyRound(round: RecordedRound, serverSeed: string): Promise<boolean> {
  if (!(await verifySeed(serverSeed, round.seedHash))) return false;
  const floats = await fairFloats(serverSeed, round.clientSeed, round.nonce, FLOATS_PER_ROUND[round.game]);
  const replay = playRound(choiceOf(round.outcome), floats, round.betCents);
  if (round.game === 'crash' || round.game === 'mines') return liveRoundValid(round, replay.outcome);
  return replay.winCents === round.winCents && canonicalJson(replay.outcome) === canonicalJson(round.outcome);
}
