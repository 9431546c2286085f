// Game icons as WebP (issue 16): a phone decodes a raster picture off the main thread, where an SVG icon
// is a whole document parsed and laid out on it (~16 ms each at CPU x4: a list scrolling in 30 icons a
// second dropped most of its frames). Each icon is drawn once as SVG, rasterised by sharp at twice its
// 96 px tile (sharp phones) and kept in a bounded cache; the answer is immutable, so browsers and the
// service worker keep it too. Without sharp here (server/lib/sharp.ts) the SVG is served instead.
// Drawing is throttled (issue 31): any name under /icons/ is drawn, so at most RASTER_AT_ONCE run at a time
// with RASTER_QUEUE_MAX waiting; past that the answer is `busy` and the route serves the SVG uncached, so
// a flood of made-up names costs string building, not the CPU of every request.
import type { Sharp } from 'sharp';
import { loadSharp } from '../lib/sharp.ts';

/** Twice the 96 px tile: sharp on 2x screens, small enough (~3-6 KB) for a list of thousands. */
export const ICON_RASTER_PX = 192;
/** A category of 5,000 games and the rest of a catalogue: ~4.5 KB each, under 30 MB when full. */
const CACHE_MAX = 6000;

/** Rasterisations running at once (the machine's cores are the players' too), and those allowed to wait. */
export const RASTER_AT_ONCE = 2;
export const RASTER_QUEUE_MAX = 64;

const cache = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>();

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `job` when one of RASTER_AT_ONCE slots is free. */
async function inSlot<T>(job: () => Promise<T>): Promise<T> {
  if (running >= RASTER_AT_ONCE) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await job();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * The WebP of `svg` (keyed by its path), null when sharp cannot run here, or `busy` when every slot and
 * the queue are taken (nothing is cached then: a later request draws it).
 */
export function webpOf(key: string, svg: string): Promise<Uint8Array<ArrayBuffer> | null> | 'busy' {
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last: Map iteration order makes the first key the one to evict.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  if (running + waiting.length >= RASTER_AT_ONCE + RASTER_QUEUE_MAX) return 'busy';
  const made = inSlot(() =>
    loadSharp().then(({ default: sharp }) =>
      (sharp(Buffer.from(svg), { density: 144 }) as Sharp)
        .resize(ICON_RASTER_PX, ICON_RASTER_PX, { fit: 'cover' })
        .webp({ quality: 80, effort: 4 })
        .toBuffer(),
    ),
  )
    .then((buf) => new Uint8Array(buf.buffer as ArrayBuffer, buf.byteOffset, buf.byteLength))
    .catch(() => {
      cache.delete(key);
      return null;
    });
  cache.set(key, made);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
  return made;
}
