// The studio's games by engine name, and the names of the choices they offer. A module of its own, free
// of the games' rules: route and schema code that only names them (the first load's router among them)
// pulls in none of their tables.
export const STUDIO_GAMES = ['slot', 'dice', 'plinko', 'keno', 'color', 'crash', 'mines'] as const;
export type StudioGame = (typeof STUDIO_GAMES)[number];

/**
 * Games whose round stays open while the player decides (cash out, reveal a tile): started with
 * /wps/studio/start and ended with /wps/studio/act. The others are one call: /wps/studio/play.
 */
export const LIVE_GAMES = ['crash', 'mines'] as const;
export type LiveGame = (typeof LIVE_GAMES)[number];
export const isLiveGame = (game: StudioGame): game is LiveGame => LIVE_GAMES.some((g) => g === game);

/** Plinko's risks (src/shared/studio/plinko.ts pays each its own table). */
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

/** The color game's six colours, as on the perya's board (src/shared/studio/color-game.ts). */
export const COLOR_GAME_COLOURS = ['yellow', 'white', 'pink', 'blue', 'red', 'green'] as const;
export type Colour = (typeof COLOR_GAME_COLOURS)[number];
