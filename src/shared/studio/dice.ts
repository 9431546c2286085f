// The studio's dice game, pure: shared by the server and the app. A roll is 0.00-99.99
// (integer hundredths 0-9999 from one fair float). The player picks a target and over/under; the
// payout multiplier is 99 / win chance (%), so the return to player is 99 % at every target.

export const DICE_ROLLS = 10_000;
/** Win chance bounds in hundredths of a percent of the rolls (2 % to 95 %). */
export const DICE_MIN_CHANCE = 200;
export const DICE_MAX_CHANCE = 9_500;
export const DICE_BETS_CENTS = [10, 20, 50, 100, 200, 500, 1000, 2000] as const;

export type DiceDirection = 'over' | 'under';

export interface DiceOutcome {
  /** 0-9999: the roll in hundredths (shown as 0.00-99.99). */
  roll: number;
  target: number;
  direction: DiceDirection;
  won: boolean;
  /** Payout multiplier x10,000 (for display; the win uses the exact fraction). */
  multiplierX10k: number;
}

/** Winning rolls out of 10,000: under → rolls below target; over → rolls above it. */
export const diceChance = (target: number, direction: DiceDirection) =>
  direction === 'under' ? target : DICE_ROLLS - 1 - target;

export function diceTargetValid(target: number, direction: DiceDirection): boolean {
  if (!Number.isInteger(target) || target < 0 || target >= DICE_ROLLS) return false;
  const chance = diceChance(target, direction);
  return chance >= DICE_MIN_CHANCE && chance <= DICE_MAX_CHANCE;
}

export const diceRoll = (float: number) => Math.floor(float * DICE_ROLLS);

export function diceOutcome(float: number, target: number, direction: DiceDirection): DiceOutcome {
  const roll = diceRoll(float);
  const won = direction === 'under' ? roll < target : roll > target;
  const chance = diceChance(target, direction);
  return { roll, target, direction, won, multiplierX10k: Math.floor((99 * 10_000 * 100) / chance) };
}

/** 99 / (chance / 100) = 9900 / chance, floored to cents. */
export const diceWin = (betCents: number, outcome: DiceOutcome) =>
  outcome.won ? Math.floor((betCents * 9_900) / diceChance(outcome.target, outcome.direction)) : 0;
