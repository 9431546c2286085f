// The game lobby: paging, carousels, gateways and platforms, game categories (SPEC.md section 9).

// Paging and loading
export const GAME_PAGE_SIZE = 26;
export const FAVOURITE_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;
export const FAVOURITE_FIRST_PAGE = 1;
export const LOAD_MORE_THROTTLE_MS = 1000;
export const LOAD_MORE_TRIGGER_PX = 500;

// Carousels
export const HOT_MATCH_AUTOPLAY_MS = 5000;
export const HOT_MATCH_TRANSITION_MS = 500;
export const BANNER_AUTOPLAY_MS = 5000;
export const VENDOR_SLIDES_PER_GROUP = 4;
/** The vendor carousel pages only when there are more vendors than this. */
export const VENDOR_PAGING_THRESHOLD = 5;

// Gateways, clients, platforms
export const CLIENT_TYPE = 2;
export const GAME_PLATFORM = 'html5';
export const ANNOUNCEMENT_PLATFORM = 'M';
export const HOT_GAMES_IS_PLATFORM = 2;
export const GAME_TYPE_LIST_TYPE_ID = 1;
export const PRIZE_MODES = { LOTT: 'Lott', ZY: 'ZY', ELOTT: 'Elott' } as const;
export const ESPORT_GAME_CODE = 'TF';
export const COCKFIGHT_GAME_CODE = 'DS88';
export const MIN_BET_OPTIONS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
/** The same options in cents, as the game list query carries them (DESIGN.md section 3). */
export const MIN_BET_OPTIONS_CENTS = [1, 5, 10, 50, 75] as const;
/** The server keeps this many recent games per member, most recent first. */
export const RECENT_GAMES_KEPT = 50;

/** Game categories in the order of the popular-games tab strip; HOT is always first. */
export const GAME_CATEGORIES = [
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'FISH',
  'RNG',
  'PVP',
  'INHOUSE',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const POPULAR_TABS = ['HOT', ...GAME_CATEGORIES] as const;
export type PopularTab = (typeof POPULAR_TABS)[number];
