// Which navigations the worker answers with the precached app shell. Pure: unit tests import it.

/** App URLs (SPEC.md routes and their aliases): the root, everything under /m, the legacy /register.html. */
export const NAVIGATION_ALLOWLIST = [/^\/(?:$|\?)/, /^\/m(?:[/?]|$)/, /^\/register\.html(?:$|\?)/];

/** Platform, operator, lottery and CDN paths are never the app, even when navigated to directly. */
export const NAVIGATION_DENYLIST = [/^\/(?:wps|ops|lgw|cdn)(?:[/?]|$)/];

/** Same test as workbox's NavigationRoute: pathname + search against the allow- and denylist. */
export function isAppNavigation(pathAndSearch: string): boolean {
  return (
    NAVIGATION_ALLOWLIST.some((re) => re.test(pathAndSearch)) &&
    !NAVIGATION_DENYLIST.some((re) => re.test(pathAndSearch))
  );
}
