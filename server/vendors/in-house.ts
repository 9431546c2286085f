// The built-in vendor: Swerte's own studio (server/studio/). Its games run inside the app, so the
// launch answers the studio engine and the player token instead of a URL.
import type { InHouseGame } from '../../src/shared/schemas/studio.ts';
import type { CatalogueGame, VendorAdapter } from './types.ts';

export const STUDIO_VENDOR = 'SWERTE';
/** The number lottery's catalogue row; the lottery pages serve it. */
export const LOTTO_GAME_ID = 'SWERTE-LOTTO';

/** Which studio engine runs a catalogue game; undefined = none yet (the launch answers 409). */
export function engineFor(game: Pick<CatalogueGame, 'gameId' | 'gameClassify'>): InHouseGame | undefined {
  if (game.gameId === LOTTO_GAME_ID || game.gameClassify === 'LOTTO') return 'lotto';
  if (game.gameClassify === 'SLOT') return 'slot';
  if (game.gameClassify === 'DICE') return 'dice';
  return undefined;
}

export const inHouseVendor: VendorAdapter = {
  code: STUDIO_VENDOR,
  launch: async ({ game, playerToken }) => {
    const engine = engineFor(game);
    if (!engine) throw new Error(`no studio engine for ${game.gameId}`);
    return { inHouse: { game: engine, token: playerToken } };
  },
};
