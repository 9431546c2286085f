// The bets each studio game takes, by engine: the server's studio checks a play against them, and the
// practice table in the app (src/features/studio/practice/) offers and checks the same.
import { COLOR_GAME_BETS_CENTS } from './color-game.ts';
import { CRASH_BETS_CENTS } from './crash.ts';
import { DICE_BETS_CENTS } from './dice.ts';
import type { StudioGame } from './games.ts';
import { KENO_BETS_CENTS } from './keno.ts';
import { MINES_BETS_CENTS } from './mines.ts';
import { PLINKO_BETS_CENTS } from './plinko.ts';
import { SLOT_BETS_CENTS } from './slot.ts';

export const STUDIO_BETS: Record<StudioGame, readonly number[]> = {
  slot: SLOT_BETS_CENTS,
  dice: DICE_BETS_CENTS,
  plinko: PLINKO_BETS_CENTS,
  keno: KENO_BETS_CENTS,
  color: COLOR_GAME_BETS_CENTS,
  crash: CRASH_BETS_CENTS,
  mines: MINES_BETS_CENTS,
};
