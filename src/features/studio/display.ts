// Pure display helpers for the studio games (unit-tested): money, dice chance and payout, slot cells.
import { formatMoney } from '../../lib/money.ts';
import {
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  DICE_ROLLS,
  type DiceDirection,
  diceChance,
} from '../../shared/studio/dice.ts';
import type { RoundOutcome } from '../../shared/studio/rounds.ts';
import { SLOT_LINES, SLOT_SYMBOLS, type SlotSymbol } from '../../shared/studio/slot.ts';

/** Cents with exactly 2 decimals, as pesos or, at a free trial's table, as FUN money. */
export const money = (cents: number, locale: string, currency: 'PHP' | 'FUN' = 'PHP') =>
  `${currency === 'FUN' ? 'FUN ' : '₱'}${formatMoney(cents, locale)}`;

/** A multiplier in hundredths as a player reads it: `×3.3`. */
export const times = (x100: number) => `×${x100 / 100}`;

/** A live game's multiplier (x100) with exactly 2 decimals, as it climbs: `×2.35`; below 1.00× it is `×1.00`. */
export const timesFixed = (x100: number) => `×${(Math.max(100, x100) / 100).toFixed(2)}`;

/** `2.35` or `×2.35` typed → 235 (hundredths); undefined for anything else, or more than 2 decimals. */
export function parseTimes(text: string): number | undefined {
  const m = /^\s*[×xX]?\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * A past round in a few characters: the dice roll, or what the round multiplied the bet by. A crash
 * round lost shows where it crashed; a mines round lost, ×0.
 */
export function roundSummary(outcome: RoundOutcome): string {
  switch (outcome.game) {
    case 'dice':
      return hundredths(outcome.roll);
    case 'slot':
      return `×${outcome.multiplier}`;
    case 'crash':
      return timesFixed(outcome.cashedX100 ?? outcome.crashX100);
    case 'mines':
      return outcome.cashedX100 === null ? times(0) : timesFixed(outcome.cashedX100);
    default:
      return times(outcome.multiplierX100);
  }
}

/** A roll or target in hundredths (0-9999) as shown: 0.00-99.99. */
export const hundredths = (n: number) => (n / 100).toFixed(2);

/** The targets allowed for a direction (win chance 2 %-95 %), in hundredths. */
export function diceTargetRange(direction: DiceDirection): { min: number; max: number } {
  return direction === 'under'
    ? { min: DICE_MIN_CHANCE, max: DICE_MAX_CHANCE }
    : { min: DICE_ROLLS - 1 - DICE_MAX_CHANCE, max: DICE_ROLLS - 1 - DICE_MIN_CHANCE };
}

export function clampDiceTarget(target: number, direction: DiceDirection): number {
  const { min, max } = diceTargetRange(direction);
  return Math.min(max, Math.max(min, Math.round(target)));
}

/** Switching over/under mirrors the target, so the win chance stays the same. */
export const mirrorDiceTarget = (target: number) => DICE_ROLLS - 1 - target;

/** What the dice panel shows for a choice: chance in %, payout multiplier, and the win on `betCents`. */
export function diceQuote(target: number, direction: DiceDirection, betCents: number) {
  const chance = diceChance(target, direction);
  // Same formulas as src/shared/studio/dice.ts: multiplier x10k floored for display, win floored to cents.
  const multiplierX10k = Math.floor((99 * 10_000 * 100) / chance);
  return {
    chance: (chance / 100).toFixed(2),
    payout: (multiplierX10k / 10_000).toFixed(4),
    winCents: Math.floor((betCents * 9_900) / chance),
  };
}

export const slotSymbol = (index: number): SlotSymbol => SLOT_SYMBOLS[index] ?? 'cherry';

/** Cells (`reel:row`) on a winning line, to highlight them. */
export function winningCells(lines: readonly { line: number }[]): Set<string> {
  const cells = new Set<string>();
  for (const { line } of lines) {
    for (const [reel, row] of (SLOT_LINES[line] ?? []).entries()) cells.add(`${reel}:${row}`);
  }
  return cells;
}
