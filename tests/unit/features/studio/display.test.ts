import { describe, expect, it } from 'vitest';
import {
  clampDiceTarget,
  diceQuote,
  diceTargetRange,
  hundredths,
  mirrorDiceTarget,
  money,
  parseTimes,
  roundSummary,
  timesFixed,
  winningCells,
} from '../../../../src/features/studio/display.ts';
import { diceOutcome, diceTargetValid, diceWin } from '../../../../src/shared/studio/dice.ts';

describe('studio display', () => {
  it('formats cents as pesos with exactly 2 decimals', () => {
    expect(money(0, 'en')).toBe('₱0.00');
    expect(money(123456, 'en')).toBe('₱1,234.56');
    expect(money(5, 'en')).toBe('₱0.05');
    // A free trial's play money is never shown as pesos.
    expect(money(123456, 'en', 'FUN')).toBe('FUN 1,234.56');
  });

  it("shows a live game's multiplier with 2 decimals, and reads one typed", () => {
    expect(timesFixed(235)).toBe('×2.35');
    expect(timesFixed(100)).toBe('×1.00');
    // A crash below 1.00× crashed at once: at ×1.00.
    expect(timesFixed(99)).toBe('×1.00');
    expect(timesFixed(100_000)).toBe('×1000.00');
    expect(parseTimes('2')).toBe(200);
    expect(parseTimes(' 1.01 ')).toBe(101);
    expect(parseTimes('×2.5')).toBe(250);
    expect(parseTimes('1,5')).toBe(150);
    for (const bad of ['', '1.005', 'abc', '-2', '2.3.4']) expect(parseTimes(bad)).toBe(undefined);
  });

  it('sums up a crash or mines round: where it was cashed, or where it crashed', () => {
    expect(roundSummary({ game: 'crash', crashX100: 510, autoX100: null, cashedX100: 235 })).toBe('×2.35');
    expect(roundSummary({ game: 'crash', crashX100: 187, autoX100: 200, cashedX100: null })).toBe('×1.87');
    const mines = { game: 'mines' as const, mines: 3, minesAt: [1, 2, 3] };
    expect(roundSummary({ ...mines, revealed: [0], cashedX100: 112 })).toBe('×1.12');
    expect(roundSummary({ ...mines, revealed: [0, 1], cashedX100: null })).toBe('×0');
  });

  it('shows rolls and targets in hundredths', () => {
    expect(hundredths(0)).toBe('0.00');
    expect(hundredths(4950)).toBe('49.50');
    expect(hundredths(9999)).toBe('99.99');
  });

  it('offers only targets the server accepts, at both ends of each direction', () => {
    for (const direction of ['under', 'over'] as const) {
      const { min, max } = diceTargetRange(direction);
      expect(diceTargetValid(min, direction)).toBe(true);
      expect(diceTargetValid(max, direction)).toBe(true);
      expect(diceTargetValid(min - 1, direction)).toBe(false);
      expect(diceTargetValid(max + 1, direction)).toBe(false);
      expect(clampDiceTarget(-5, direction)).toBe(min);
      expect(clampDiceTarget(1e6, direction)).toBe(max);
    }
  });

  it('keeps the win chance when over/under is switched', () => {
    const under = diceQuote(3000, 'under', 100);
    const over = diceQuote(mirrorDiceTarget(3000), 'over', 100);
    expect(over).toEqual(under);
  });

  it('quotes the chance, payout and win the shared dice rules pay', () => {
    const quote = diceQuote(4950, 'under', 100);
    expect(quote.chance).toBe('49.50');
    expect(quote.payout).toBe('2.0000');
    // A winning roll under 49.50 pays exactly what the quote said.
    const won = diceOutcome(0.1, 4950, 'under');
    expect(won.won).toBe(true);
    expect(diceWin(100, won)).toBe(quote.winCents);
    expect((won.multiplierX10k / 10_000).toFixed(4)).toBe(quote.payout);
    expect(diceQuote(200, 'under', 1000)).toMatchObject({
      chance: '2.00',
      payout: '49.5000',
      winCents: 49_500,
    });
  });

  it('highlights the cells of each winning line', () => {
    expect(winningCells([])).toEqual(new Set());
    // Line 0 is the middle row; line 3 the diagonal from top-left.
    expect([...winningCells([{ line: 0 }, { line: 3 }])].sort()).toEqual(['0:0', '0:1', '1:1', '2:1', '2:2']);
  });
});
