// The built-in vendor: Swerte's own studio (server/studio/). Its games run inside the app, so the
// launch answers the studio engine and the player token instead of a URL.
import type { InHouseGame } from '../../src/shared/schemas/studio.ts';
import type { CatalogueGame, VendorAdapter } from './types.ts';

export const STUDIO_VENDOR = 'SWERTE';
/** The number lottery's catalogue row; the lottery pages serve it. */
export const LOTTO_GAME_ID = 'SWERTE-LOTTO';

/** The studio engine each catalogue classify runs on: a studio game of any other classify has none. */
export const STUDIO_ENGINES: Readonly<Record<string, InHouseGame>> = {
  LOTTO: 'lotto',
  SLOT: 'slot',
  DICE: 'dice',
  PLINKO: 'plinko',
  KENO: 'keno',
  COLOR: 'color',
  CRASH: 'crash',
  MINES: 'mines',
};

/** Which studio engine runs a catalogue game; undefined = none (the lobby hides it, the launch answers 409). */
export function engineFor(game: Pick<CatalogueGame, 'gameId' | 'gameClassify'>): InHouseGame | undefined {
  if (game.gameId === LOTTO_GAME_ID) return 'lotto';
  return Object.hasOwn(STUDIO_ENGINES, game.gameClassify) ? STUDIO_ENGINES[game.gameClassify] : undefined;
}

export const inHouseVendor: VendorAdapter = {
  code: STUDIO_VENDOR,
  launch: async ({ game, playerToken }) => {
    const engine = engineFor(game);
    if (!engine) throw new Error(`no studio engine for ${game.gameId}`);
    return { inHouse: { game: engine, token: playerToken } };
  },
};
