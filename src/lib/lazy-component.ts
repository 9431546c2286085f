// After a deploy, a page of the old build that no service worker controls (first visit, worker not
// installed yet) may ask for a chunk the server no longer has. Loading the page afresh brings the new
// build: reload once per missing chunk, as the router does for route chunks, instead of leaving an
// error or an empty slot. With a controlling worker the old chunks come from its precache.
import { type ComponentType, lazy } from 'react';

/** The messages browsers give when a dynamic import's file cannot be fetched. */
export const isMissingChunk = (error: unknown): boolean =>
  error instanceof Error &&
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/.test(
    error.message,
  );

/** The router's own key for the same guard, so a route and a component never reload twice for one file. */
const reloadKey = (error: Error) => `tanstack_router_reload:${error.message}`;

/** Use as `.catch(reloadForMissingChunk)` on a dynamic import: reloads once (online), else rethrows. */
export function reloadForMissingChunk(error: unknown): Promise<never> {
  if (isMissingChunk(error) && navigator.onLine) {
    try {
      const key = reloadKey(error as Error);
      if (!sessionStorage.getItem(key)) {
        sessionStorage.setItem(key, '1');
        window.location.reload();
        return new Promise<never>(() => {});
      }
    } catch {
      // no session storage: a reload could loop, so the error stands
    }
  }
  return Promise.reject(error);
}

/** `React.lazy` for a named export, with the reload above. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component }), reloadForMissingChunk));
}
