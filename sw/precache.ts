/// <reference lib="webworker" />
// The app shell: everything the build lists (index.html, JS, CSS, fonts, icons), served cache-first
// and replaced as a whole when a new worker activates. The manifest is the exception: the server
// writes the merchant's name and colours into it, so it goes to the network first.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CACHE_NAMES } from '../src/shared/sw-protocol.ts';
import { NAVIGATION_ALLOWLIST, NAVIGATION_DENYLIST } from './navigation.ts';

declare const self: ServiceWorkerGlobalScope;

const MANIFEST = 'manifest.webmanifest';

export function precacheShell(): void {
  precacheAndRoute(
    self.__WB_MANIFEST.filter((entry) => (typeof entry === 'string' ? entry : entry.url) !== MANIFEST),
  );
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname === `/${MANIFEST}`,
    new NetworkFirst({ cacheName: CACHE_NAMES.manifest }),
  );
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
