// The only language the page and the service worker speak (DESIGN.md section 8.3).

/** Page -> worker */
export type PageToWorker =
  | { type: 'SKIP_WAITING' }
  /** Tell the worker which image CDN bases are valid, so it caches only their responses. */
  | { type: 'SET_IMAGE_CDNS'; cdns: string[] }
  /** Sign-out: drop every private cache. */
  | { type: 'CLEAR_PRIVATE' };

/** Worker -> page (sent on the message's port when it has one, else to the sending client). */
export type WorkerToPage = { type: 'PRIVATE_CLEARED' } | { type: 'IMAGE_CDNS_SET'; cdns: string[] };

export const CACHE_NAMES = {
  images: 'swerte-images-v1',
  /** Small worker state that must survive worker restarts (the image CDN list). */
  state: 'swerte-sw-state-v1',
  /** The web app manifest (the server's merchant version), for when the network is gone. */
  manifest: 'swerte-manifest-v1',
} as const;

/** Caches whose names start with this hold member data; CLEAR_PRIVATE deletes them all. */
export const PRIVATE_CACHE_PREFIX = 'swerte-private-';

/** Key of the persisted image CDN list inside CACHE_NAMES.state (same origin, never fetched). */
export const IMAGE_CDNS_STATE_KEY = '/__sw-state__/image-cdns';

/** Paths below a CDN base that hold cacheable images (game icons, banners, team logos, merchant logo). */
export const IMAGE_PATH_PREFIXES = ['/icons/', '/banners/', '/teams/', '/brand/'] as const;
