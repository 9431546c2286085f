// The studio's mines, pure: shared by the server and the app. A 5×5 field hides the number of mines the
// player chose, placed by a partial Fisher-Yates shuffle of fair floats before the bet is taken. Each
// safe tile revealed raises the multiplier; a mine loses the stake; cashing out pays the stake times the
// multiplier for the tiles revealed. The multiplier is floor(99 · C(25, k) / C(25 − mines, k)) hundredths
// (BigInt: exact), capped at MINES_MAX_X100: whatever the player reveals, it returns at most 99 %
// (server/studio/rtp.ts).

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** The mine counts the table offers (any of 1–24 is valid). */
export const MINES_CHOICES = [1, 3, 5, 10, 24] as const;
export const MINES_BETS_CENTS = [10, 20, 50, 100, 200, 500, 1000, 2000] as const;
/** The highest multiplier (x100): a round that reaches it is cashed out. */
export const MINES_MAX_X100 = 100_000;

export interface MinesOutcome {
  mines: number;
  /** Where the mines are, ascending (hidden while the round is live). */
  minesAt: number[];
  /** The tiles the player revealed, in order; a lost round's last one is a mine. */
  revealed: number[];
  /** Where the player cashed out, x100; null while live and when a mine was hit. */
  cashedX100: number | null;
}

export const minesCountValid = (mines: number) =>
  Number.isInteger(mines) && mines >= MINES_MIN && mines <= MINES_MAX;

/** The mines' tiles (0-24) from the round's floats: the first `mines` of a partial shuffle. */
export function minesAt(mines: number, floats: readonly number[]): number[] {
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  for (let i = 0; i < mines; i++) {
    const j = i + Math.floor((floats[i] ?? 0) * (MINES_TILES - i));
    [tiles[i], tiles[j]] = [tiles[j] as number, tiles[i] as number];
  }
  return tiles.slice(0, mines).sort((a, b) => a - b);
}

function choose(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** The multiplier (x100) after `safe` safe tiles with `mines` mines: 0.99 / P(all safe), rounded down. */
export function minesMultiplierX100(mines: number, safe: number): number {
  if (safe <= 0) return 100;
  const x = (99n * choose(MINES_TILES, safe)) / choose(MINES_TILES - mines, safe);
  return Number(x > BigInt(MINES_MAX_X100) ? BigInt(MINES_MAX_X100) : x);
}

/** True once the round cannot go on: every safe tile shown, or the multiplier at its cap. */
export const minesCleared = (mines: number, safe: number) =>
  safe >= MINES_TILES - mines || minesMultiplierX100(mines, safe) >= MINES_MAX_X100;

export const minesWin = (betCents: number, outcome: Pick<MinesOutcome, 'cashedX100'>) =>
  outcome.cashedX100 === null ? 0 : Math.floor((betCents * outcome.cashedX100) / 100);

/** True when a settled round is one the rules allow: revealed tiles distinct, safe but for a lost round's last. */
export function minesPlayValid(outcome: MinesOutcome): boolean {
  const { revealed, minesAt: at, cashedX100 } = outcome;
  if (new Set(revealed).size !== revealed.length) return false;
  if (revealed.some((t) => !Number.isInteger(t) || t < 0 || t >= MINES_TILES)) return false;
  const safe = revealed.filter((t) => !at.includes(t)).length;
  if (cashedX100 === null) {
    const last = revealed.at(-1);
    return last !== undefined && at.includes(last) && safe === revealed.length - 1;
  }
  return safe === revealed.length && safe >= 1 && cashedX100 === minesMultiplierX100(outcome.mines, safe);
}
