// One studio round from its fair floats: the same function plays it on the server and
// re-checks it in the app once the server seed is revealed.
import { fairFloats, verifySeed } from '../fair.ts';
import { type ColorGameOutcome, colorGameOutcome, colorGameWin } from './color-game.ts';
import { type DiceDirection, type DiceOutcome, diceOutcome, diceTargetValid, diceWin } from './dice.ts';
import type { Colour, PlinkoRisk, StudioGame } from './games.ts';
import { KENO_DRAWN, type KenoOutcome, kenoOutcome, kenoPicksValid, kenoWin } from './keno.ts';
import { PLINKO_ROWS, type PlinkoOutcome, plinkoOutcome, plinkoWin } from './plinko.ts';
import { type SlotOutcome, slotOutcome, slotStops, slotWin } from './slot.ts';

/** Fair floats a round draws: one per reel, roll, peg row, drawn ball or die. */
export const FLOATS_PER_ROUND: Record<StudioGame, number> = {
  slot: 3,
  dice: 1,
  plinko: PLINKO_ROWS,
  keno: KENO_DRAWN,
  color: 3,
};

export type RoundChoice =
  | { game: 'slot' }
  | { game: 'dice'; target: number; direction: DiceDirection }
  | { game: 'plinko'; risk: PlinkoRisk }
  | { game: 'keno'; picks: number[] }
  | { game: 'color'; colour: Colour };
export type RoundOutcome =
  | ({ game: 'slot' } & SlotOutcome)
  | ({ game: 'dice' } & DiceOutcome)
  | ({ game: 'plinko' } & PlinkoOutcome)
  | ({ game: 'keno' } & KenoOutcome)
  | ({ game: 'color' } & ColorGameOutcome);

/** What a play names besides its bet, one field per game (the play body's, and the fairness page's). */
export interface ChoiceFields {
  dice?: { target: number; direction: DiceDirection } | undefined;
  plinko?: { risk: PlinkoRisk } | undefined;
  keno?: { picks: readonly number[] } | undefined;
  color?: { colour: Colour } | undefined;
}

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
  }
}

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
  }
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
  return replay.winCents === round.winCents && canonicalJson(replay.outcome) === canonicalJson(round.outcome);
}
