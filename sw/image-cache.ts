/// <reference lib="webworker" />
// CDN images (game icons, banners, team logos, merchant logo): cache-first under a host-independent
// key, so an icon fetched from one CDN answers the same path on any other; a CDN that cannot be
// reached is replaced by the next one. Only CORS (or same-origin) 200s are kept: Chromium pads every
// opaque response to megabytes of quota (STACK.md).

import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { CACHE_NAMES } from '../src/shared/sw-protocol.ts';
import { imageCdns, imageCdnsLoaded } from './image-cdns.ts';
import { fallbackUrls, imageCacheKey, mightBeCdnImage } from './image-keys.ts';

declare const self: ServiceWorkerGlobalScope;

const MAX_ENTRIES = 2000;
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const keyOf = (url: string) => imageCacheKey(url, imageCdns() ?? [], self.location.origin);

class CdnImageStrategy extends Strategy {
  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    await imageCdnsLoaded;
    // Not (or no longer) one of the declared CDNs: straight to the network, nothing kept.
    if (!keyOf(request.url)) return handler.fetch(request);

    const cached = await handler.cacheMatch(request);
    if (cached) return cached;

    const urls = fallbackUrls(request.url, imageCdns() ?? [], self.location.origin);
    let failure: unknown = new Error(`no CDN answered ${request.url}`);
    for (const [i, url] of urls.entries()) {
      const last = i === urls.length - 1;
      try {
        const response = await handler.fetch(i === 0 ? request : sameRequestTo(url, request));
        // A server error is the CDN failing, not the image missing: try the next one.
        if (response.status >= 500 && !last) continue;
        // Stored under the key of the URL asked for, which is the key of every CDN's copy; a stand-in the
        // CDN says not to keep (no-store: drawn while busy) is shown, not stored.
        const keep = !response.headers.get('cache-control')?.includes('no-store');
        if (response.ok && keep) handler.waitUntil(handler.cachePut(request, response.clone()));
        return response;
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }
}

/** The same image request aimed at another CDN (same mode and credentials, so CORS still holds). */
function sameRequestTo(url: string, request: Request): Request {
  return new Request(url, {
    mode: request.mode === 'navigate' ? 'cors' : request.mode,
    credentials: request.credentials,
    referrerPolicy: request.referrerPolicy,
  });
}

export function cacheCdnImages(): void {
  const strategy = new CdnImageStrategy({
    cacheName: CACHE_NAMES.images,
    matchOptions: { ignoreVary: true },
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) => keyOf(request.url) ?? request,
        cacheWillUpdate: async ({ response }) =>
          response.ok && (response.type === 'cors' || response.type === 'basic') ? response : null,
      },
      new ExpirationPlugin({
        maxEntries: MAX_ENTRIES,
        maxAgeSeconds: MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  });
  registerRoute(({ url, request }) => {
    if (request.method !== 'GET') return false;
    const bases = imageCdns();
    // Right after a restart the list is still being read: take likely images, the handler decides.
    return bases ? imageCacheKey(url.href, bases, self.location.origin) !== null : mightBeCdnImage(url);
  }, strategy);
}
