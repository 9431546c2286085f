// The only language the page and the service worker speak (DESIGN.md section 8.3).

/** Page -> worker */
export type PageToWorker =
  | { type: 'SKIP_WAITING' }
  /** Tell the worker which image CDN bases are valid, so it caches only their responses. */
  | { type: 'SET_IMAGE_CDNS'; cdns: string[] }
  /** Sign-out: drop every private cache. */
  | { type: 'CLEAR_PRIVATE' };

/** Worker -> page */
export type WorkerToPage = { type: 'PRIVATE_CLEARED' };

export const CACHE_NAMES = {
  images: 'swerte-images-v1',
} as const;

/** Paths below a CDN base that hold cacheable images (game icons, banners, team logos, merchant logo). */
export const IMAGE_PATH_PREFIXES = ['/icons/', '/banners/', '/teams/', '/brand/'] as const;
