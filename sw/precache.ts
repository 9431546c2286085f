/// <reference lib="webworker" />
// The app shell: everything the build lists (index.html, JS, CSS, fonts, icons, manifest), served
// cache-first and replaced as a whole when a new worker activates.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_ALLOWLIST, NAVIGATION_DENYLIST } from './navigation.ts';

declare const self: ServiceWorkerGlobalScope;

export function precacheShell(): void {
  precacheAndRoute(self.__WB_MANIFEST);
  // Precaches of older Workbox versions use other cache names; drop them.
  cleanupOutdatedCaches();
  // Every app URL is the single-page shell; the router inside picks the screen, even offline.
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('index.html'), {
      allowlist: NAVIGATION_ALLOWLIST,
      denylist: NAVIGATION_DENYLIST,
    }),
  );
}
