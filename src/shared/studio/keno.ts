// The studio's keno, pure: shared by the server and the app. The draw is 10 of the numbers 1-40, taken
// from 10 fair floats by a partial Fisher-Yates shuffle; the player picks 1-6 numbers and is paid by
// how many were drawn (KENO_PAYS). RTP is exact by the hypergeometric law (server/studio/rtp.ts): every
// pick count returns between 97 % and 99 %.

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 6;
export const KENO_BETS_CENTS = [10, 20, 50, 100, 200, 500, 1000, 2000] as const;

/** Payout multipliers x100 of the stake, by pick count then hits (index = hits). */
export const KENO_PAYS: Readonly<Record<number, readonly number[]>> = {
  1: [0, 395],
  2: [0, 180, 510],
  3: [0, 100, 240, 1800],
  4: [0, 0, 200, 880, 9000],
  5: [0, 0, 130, 340, 2500, 30000],
  6: [0, 0, 100, 180, 880, 9000, 90000],
};

export interface KenoOutcome {
  /** The player's numbers, ascending. */
  picks: number[];
  /** The 10 numbers drawn, in draw order. */
  drawn: number[];
  hits: number;
  /** Payout multiplier x100 of the stake. */
  multiplierX100: number;
}

/** 1-6 different whole numbers of 1-40. */
export function kenoPicksValid(picks: readonly number[]): boolean {
  return (
    picks.length >= 1 &&
    picks.length <= KENO_MAX_PICKS &&
    new Set(picks).size === picks.length &&
    picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS)
  );
}

/** The draw: swap each position with a later one chosen by its float (uniform over every 10-subset). */
export function kenoDraw(floats: readonly number[]): number[] {
  const board = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = 0; i < KENO_DRAWN; i++) {
    const j = i + Math.floor((floats[i] ?? 0) * (KENO_NUMBERS - i));
    [board[i], board[j]] = [board[j] as number, board[i] as number];
  }
  return board.slice(0, KENO_DRAWN);
}

export const kenoOutcome = (picks: readonly number[], floats: readonly number[]) =>
  kenoSettle(picks, kenoDraw(floats));

/** The outcome of picks against a draw (the RTP prices every hit count through it). */
export function kenoSettle(picks: readonly number[], drawn: readonly number[]): KenoOutcome {
  const hits = picks.filter((n) => drawn.includes(n)).length;
  return {
    picks: [...picks].sort((a, b) => a - b),
    drawn: [...drawn],
    hits,
    multiplierX100: KENO_PAYS[picks.length]?.[hits] ?? 0,
  };
}

export const kenoWin = (betCents: number, outcome: Pick<KenoOutcome, 'multiplierX100'>) =>
  Math.floor((betCents * outcome.multiplierX100) / 100);
