/// <reference lib="webworker" />
// The image CDN bases the page declared (SET_IMAGE_CDNS). Kept in memory for the synchronous route
// match and in the Cache API because the browser stops idle workers and their memory goes with them.
import { CACHE_NAMES, IMAGE_CDNS_STATE_KEY } from '../src/shared/sw-protocol.ts';
import { cleanCdnList } from './image-keys.ts';

let bases: readonly string[] | null = null;

async function readPersisted(): Promise<string[]> {
  try {
    const cache = await caches.open(CACHE_NAMES.state);
    const response = await cache.match(IMAGE_CDNS_STATE_KEY);
    return cleanCdnList(response ? await response.json() : []);
  } catch {
    return [];
  }
}

/** Resolves once the persisted list is in memory (started when the worker script runs). */
export const imageCdnsLoaded: Promise<void> = readPersisted().then((list) => {
  // A SET_IMAGE_CDNS that arrived while reading wins over the persisted copy.
  bases ??= list;
});

/** The declared bases, or null while the persisted list is still being read. */
export function imageCdns(): readonly string[] | null {
  return bases;
}

export async function setImageCdns(list: readonly string[]): Promise<string[]> {
  const clean = cleanCdnList(list);
  bases = clean;
  const cache = await caches.open(CACHE_NAMES.state);
  await cache.put(
    IMAGE_CDNS_STATE_KEY,
    new Response(JSON.stringify(clean), { headers: { 'content-type': 'application/json' } }),
  );
  return clean;
}
