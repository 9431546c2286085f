// The built-in vendor: Swerte's own studio (server/studio/). Its games run inside the app, so the
// launch answers the studio engine and the player token instead of a URL. Which engine runs a catalogue
// game is shared with the app (src/shared/studio/engines.ts: it offers practice from the cached lobby).
import { engineFor, STUDIO_VENDOR } from '../../src/shared/studio/engines.ts';
import type { VendorAdapter } from './types.ts';

export { engineFor, LOTTO_GAME_ID, STUDIO_ENGINES, STUDIO_VENDOR } from '../../src/shared/studio/engines.ts';

export const inHouseVendor: VendorAdapter = {
  code: STUDIO_VENDOR,
  launch: async ({ game, playerToken }) => {
    const engine = engineFor(game);
    if (!engine) throw new Error(`no studio engine for ${game.gameId}`);
    return { inHouse: { game: engine, token: playerToken } };
  },
};
