// The studio's slot machine, pure: shared by the server (plays rounds) and the app (draws the
// reels and re-checks a past round). 3 reels x 3 rows, 5 fixed lines, 3-of-a-kind pays plus two
// cherries on reels 1-2. RTP is exact by enumeration of every stop (slotRtp): 95.97 %.

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven', 'diamond'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

// Plain constants (a destructuring would keep this module in any bundle that merely names it).
const C = 0;
const L = 1;
const B = 2;
const S = 3;
const V = 4;
const D = 5;

/** Reel strips (symbol indexes); a stop shows rows strip[stop], strip[stop+1], strip[stop+2] (wrapping). */
export const SLOT_REELS: readonly (readonly number[])[] = [
  [C, L, B, L, S, C, L, V, B, L, C, S, L, B, D, L, C, B, L, S, C, L, B, V, L, C, S, B, L, C],
  [L, C, B, L, S, L, C, V, B, L, S, C, L, B, D, L, C, B, S, L, C, B, L, V, C, L, S, B, L, C],
  [B, L, C, S, L, B, C, V, L, S, B, C, L, D, B, L, S, C, L, B, V, L, C, S, B, L, C, B, L, S],
];

/** Line multipliers of the line bet for three of a kind, by symbol index. */
export const SLOT_PAYS: readonly number[] = [15, 8, 25, 50, 150, 450];
/** Two cherries on reels 1 and 2 of a line (the third is not a cherry). */
export const SLOT_TWO_CHERRIES = 2;

/** Rows of the 3x3 window each line reads, reel by reel. */
export const SLOT_LINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Total bets in cents; multiples of the line count, so every line bet is whole cents. */
export const SLOT_BETS_CENTS = [10, 20, 50, 100, 200, 500, 1000, 2000] as const;

export interface SlotOutcome {
  stops: number[];
  /** window[reel][row] = symbol index */
  window: number[][];
  /** Winning lines: index into SLOT_LINES and the line's multiplier. */
  lines: { line: number; multiplier: number }[];
  /** Sum of line multipliers; win = floor(bet * total / lines). */
  multiplier: number;
}

export function slotWindow(stops: readonly number[]): number[][] {
  return SLOT_REELS.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] ?? 0);
  });
}

function lineMultiplier(window: number[][], rows: readonly number[]): number {
  const [a, b, c] = rows.map((row, reel) => window[reel]?.[row] ?? -1);
  if (a === b && b === c && a !== undefined) return SLOT_PAYS[a] ?? 0;
  if (a === C && b === C) return SLOT_TWO_CHERRIES;
  return 0;
}

export function slotOutcome(stops: readonly number[]): SlotOutcome {
  const window = slotWindow(stops);
  const lines = SLOT_LINES.map((rows, line) => ({ line, multiplier: lineMultiplier(window, rows) })).filter(
    (l) => l.multiplier > 0,
  );
  return { stops: [...stops], window, lines, multiplier: lines.reduce((s, l) => s + l.multiplier, 0) };
}

/** Reel stops from a round's fair floats (one per reel). */
export const slotStops = (floats: readonly number[]) =>
  SLOT_REELS.map((strip, reel) => Math.floor((floats[reel] ?? 0) * strip.length));

export const slotWin = (betCents: number, multiplier: number) =>
  Math.floor((betCents * multiplier) / SLOT_LINES.length);

/** Exact return to player: the mean multiplier over every stop combination, per unit of total bet. */
export function slotRtp(): number {
  const [r0, r1, r2] = SLOT_REELS.map((s) => s.length) as [number, number, number];
  let sum = 0;
  for (let a = 0; a < r0; a++)
    for (let b = 0; b < r1; b++) for (let c = 0; c < r2; c++) sum += slotOutcome([a, b, c]).multiplier;
  return sum / (r0 * r1 * r2) / SLOT_LINES.length;
}
