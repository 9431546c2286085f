// The studio's plinko, pure: shared by the server and the app. A ball falls through 12 rows of pegs,
// going right on a float of at least 0.5 (one per row); the slot it lands in is the number of rights
// (0-12) and pays that slot's multiplier for the chosen risk. RTP is exact by the binomial law
// (server/studio/rtp.ts): low 98.98 %, medium 98.99 %, high 98.79 %.

import type { PlinkoRisk } from './games.ts';

export const PLINKO_ROWS = 12;
export const PLINKO_BETS_CENTS = [10, 20, 50, 100, 200, 500, 1000, 2000] as const;

/** Multipliers x100 of the stake by slot (0 = far left), symmetric. */
export const PLINKO_PAYS: Readonly<Record<PlinkoRisk, readonly number[]>> = {
  low: [1000, 300, 160, 140, 110, 100, 50, 100, 110, 140, 160, 300, 1000],
  medium: [3300, 1100, 400, 200, 110, 60, 30, 60, 110, 200, 400, 1100, 3300],
  high: [17000, 2400, 800, 200, 70, 20, 20, 20, 70, 200, 800, 2400, 17000],
};

export interface PlinkoOutcome {
  risk: PlinkoRisk;
  /** The ball's path: true = right, one per row. */
  path: boolean[];
  slot: number;
  multiplierX100: number;
}

export function plinkoOutcome(risk: PlinkoRisk, floats: readonly number[]): PlinkoOutcome {
  const path = Array.from({ length: PLINKO_ROWS }, (_, row) => (floats[row] ?? 0) >= 0.5);
  const slot = path.filter(Boolean).length;
  return { risk, path, slot, multiplierX100: PLINKO_PAYS[risk][slot] ?? 0 };
}

export const plinkoWin = (betCents: number, outcome: Pick<PlinkoOutcome, 'multiplierX100'>) =>
  Math.floor((betCents * outcome.multiplierX100) / 100);
