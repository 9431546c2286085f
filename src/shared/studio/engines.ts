// Which studio engine runs a catalogue game, read from what the lobby lists about it: its vendor and its
// `gameClassify`. The server's launch answers it (server/vendors/in-house.ts); the app reads it from the
// cached lobby when the launch cannot reach the server, to offer practice. Free of the games' rules.
import type { StudioGame } from './games.ts';

/** The in-house studio's vendor code in the catalogue. */
export const STUDIO_VENDOR = 'SWERTE';
/** The number lottery's catalogue row; the lottery pages serve it. */
export const LOTTO_GAME_ID = 'SWERTE-LOTTO';

/** An in-house game's engine: a studio game, or the lotto the lottery pages serve. */
export type InHouseEngine = StudioGame | 'lotto';

/** The studio engine each catalogue classify runs on: a studio game of any other classify has none. */
export const STUDIO_ENGINES: Readonly<Record<string, InHouseEngine>> = {
  LOTTO: 'lotto',
  SLOT: 'slot',
  DICE: 'dice',
  PLINKO: 'plinko',
  KENO: 'keno',
  COLOR: 'color',
  CRASH: 'crash',
  MINES: 'mines',
};

/** Which engine runs a studio catalogue game; undefined = none (the lobby hides it, the launch answers 409). */
export function engineFor(game: { gameId: string; gameClassify: string }): InHouseEngine | undefined {
  if (game.gameId === LOTTO_GAME_ID) return 'lotto';
  return Object.hasOwn(STUDIO_ENGINES, game.gameClassify) ? STUDIO_ENGINES[game.gameClassify] : undefined;
}

/** The studio game a catalogue game plays, when it is one (the lotto and unknown classifies are not). */
export function studioGameFor(game: { gameId: string; gameClassify: string }): StudioGame | undefined {
  const engine = engineFor(game);
  return engine === 'lotto' ? undefined : engine;
}
