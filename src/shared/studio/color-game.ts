// The studio's color game (perya dice), pure: shared by the server and the app. Three dice with the six
// colours of the fair's board are rolled (one fair float each); a bet on a colour returns the stake and
// as many times it again as the colour shows: once 2x, twice 3x, three times 4x, else nothing. RTP is
// exact (server/studio/rtp.ts): 199/216 = 92.13 %, the house edge of the board at any perya.

import { COLOR_GAME_COLOURS, type Colour } from './games.ts';

export const COLOR_GAME_DICE = 3;
export const COLOR_GAME_BETS_CENTS = [10, 20, 50, 100, 200, 500, 1000, 2000] as const;

export interface ColorGameOutcome {
  colour: Colour;
  /** The three dice, as colours. */
  dice: Colour[];
  /** How many dice show the chosen colour (0-3). */
  matches: number;
  /** Payout multiplier x100 of the stake: 0, 200, 300 or 400. */
  multiplierX100: number;
}

export const colourAt = (float: number): Colour =>
  COLOR_GAME_COLOURS[Math.floor(float * COLOR_GAME_COLOURS.length)] ?? 'yellow';

/** The stake back plus one stake per matching die; nothing when no die matches. */
export const colorGameMultiplierX100 = (matches: number) => (matches === 0 ? 0 : (1 + matches) * 100);

export function colorGameOutcome(colour: Colour, floats: readonly number[]): ColorGameOutcome {
  const dice = Array.from({ length: COLOR_GAME_DICE }, (_, i) => colourAt(floats[i] ?? 0));
  const matches = dice.filter((d) => d === colour).length;
  return { colour, dice, matches, multiplierX100: colorGameMultiplierX100(matches) };
}

export const colorGameWin = (betCents: number, outcome: Pick<ColorGameOutcome, 'multiplierX100'>) =>
  Math.floor((betCents * outcome.multiplierX100) / 100);
