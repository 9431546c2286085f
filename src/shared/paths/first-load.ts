// The platform paths /m/home calls before it is interactive: the shell's site config and country, and
// the lobby's sections. The app's entry and the home route import only this object, never PATHS
// (src/shared/paths.ts, which spreads it), so a new path elsewhere does not weigh on the first load.
// A new path goes into src/shared/paths.ts; here only if the lobby must call it before its first game tile.
export const FIRST_LOAD_PATHS = {
  siteConfig: '/wps/system/template',
  location: '/wps/system/country',
  announcements: '/wps/announcement/notice',
  banners: '/wps/announcement/banner',
  hotMatches: '/wps/game/hotMatches',
  gameTypes: '/wps/game/types',
  hotGames: '/wps/game/hot',
} as const;
