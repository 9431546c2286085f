import { rootRouteId, type StaticDataRouteOption } from '@tanstack/react-router';
import { ALIAS_SHELL } from './-alias.ts';

/** Pages drawn from the `home` catalog alone: the lobby, and not-found (the root's own screen). */
const HOME_CATALOG_PAGES: readonly string[] = [rootRouteId, '/m/home'];

/**
 * Whether the page of the deepest matched route shows strings of the `messages` catalog
 * (lingui.config.ts): every page but the lobby and not-found. Aliases render nothing: they redirect.
 */
export function needsMessagesCatalog(
  routeId: string,
  staticData: StaticDataRouteOption | undefined,
): boolean {
  return !HOME_CATALOG_PAGES.includes(routeId) && staticData?.shell !== ALIAS_SHELL;
}
