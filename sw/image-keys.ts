// Pure helpers of the image cache: no worker global, so unit tests import them directly.
import { IMAGE_PATH_PREFIXES } from '../src/shared/sw-protocol.ts';

/**
 * Cache keys live under this made-up origin: the key of an image is its path below whichever CDN
 * served it, so a copy fetched from one CDN answers the same path on every other CDN.
 */
export const IMAGE_KEY_ORIGIN = 'https://images.swerte.invalid';

/** Most bases a page may declare; anything beyond is ignored (the site config has a handful). */
export const MAX_IMAGE_CDNS = 20;

interface Base {
  origin: string;
  /** Path of the base without a trailing slash ('' for a bare host). */
  path: string;
}

/** Bases as absolute origin + path; relative ones ('/cdn/a') resolve against the app's origin. */
export function resolveBases(bases: readonly string[], appOrigin: string): Base[] {
  const out: Base[] = [];
  for (const raw of bases.slice(0, MAX_IMAGE_CDNS)) {
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    try {
      const url = new URL(raw.trim(), appOrigin);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
      out.push({ origin: url.origin, path: url.pathname.replace(/\/+$/, '') });
    } catch {
      // not a URL: ignore it rather than fail the whole list
    }
  }
  return out;
}

/** The CDN a URL belongs to (index into the resolved bases; the longest match) and the image path below it. */
export function splitCdnUrl(
  url: string,
  bases: readonly string[],
  appOrigin: string,
): { index: number; path: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, appOrigin);
  } catch {
    return null;
  }
  const resolved = resolveBases(bases, appOrigin);
  let best = -1;
  resolved.forEach((base, i) => {
    const longer = best < 0 || base.path.length > (resolved[best]?.path.length ?? 0);
    if (longer && parsed.origin === base.origin && parsed.pathname.startsWith(`${base.path}/`)) best = i;
  });
  const base = resolved[best];
  if (!base) return null;
  const index = best;
  const path = parsed.pathname.slice(base.path.length) + parsed.search;
  return IMAGE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)) ? { index, path } : null;
}

/** The host-independent cache key of a CDN image URL, or null when the worker must not cache it. */
export function imageCacheKey(url: string, bases: readonly string[], appOrigin: string): string | null {
  const hit = splitCdnUrl(url, bases, appOrigin);
  return hit ? `${IMAGE_KEY_ORIGIN}${hit.path}` : null;
}

/** The URLs to try for an image: the CDN asked for first, then the others in list order, wrapping. */
export function fallbackUrls(url: string, bases: readonly string[], appOrigin: string): string[] {
  const hit = splitCdnUrl(url, bases, appOrigin);
  if (!hit) return [url];
  const resolved = resolveBases(bases, appOrigin);
  const urls: string[] = [];
  for (let step = 0; step < resolved.length; step++) {
    const base = resolved[(hit.index + step) % resolved.length];
    if (!base) continue;
    const candidate = step === 0 ? url : `${base.origin}${base.path}${hit.path}`;
    if (!urls.includes(candidate)) urls.push(candidate);
  }
  return urls;
}

/**
 * Cheap guess used only before the persisted CDN list has been read after a worker restart: the
 * handler then checks the real list and lets anything else through untouched.
 */
export function mightBeCdnImage(url: URL): boolean {
  return IMAGE_PATH_PREFIXES.some((prefix) => url.pathname.includes(prefix));
}

/** Messages and storage are untrusted input: keep only non-empty strings, a bounded number. */
export function cleanCdnList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((b): b is string => typeof b === 'string' && b.trim() !== '')
    .map((b) => b.trim().replace(/\/+$/, ''))
    .slice(0, MAX_IMAGE_CDNS);
}
