// Game icons as WebP (issue 16): a phone decodes a raster picture off the main thread, where an SVG icon
// is a whole document parsed and laid out on it (~16 ms each at CPU x4: a list scrolling in 30 icons a
// second dropped most of its frames). Each icon is drawn once as SVG, rasterised by sharp at twice its
// 96 px tile (sharp phones) and kept in a bounded cache; the answer is immutable, so browsers and the
// service worker keep it too. Without sharp here (server/lib/sharp.ts) the SVG is served instead.
import type { Sharp } from 'sharp';
import { loadSharp } from '../lib/sharp.ts';

/** Twice the 96 px tile: sharp on 2x screens, small enough (~3-6 KB) for a list of thousands. */
export const ICON_RASTER_PX = 192;
/** A category of 5,000 games and the rest of a catalogue: ~4.5 KB each, under 30 MB when full. */
const CACHE_MAX = 6000;

const cache = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>();

/** The WebP of `svg` (keyed by its path), or null when sharp cannot run here. */
export function webpOf(key: string, svg: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last: Map iteration order makes the first key the one to evict.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const made = loadSharp()
    .then(({ default: sharp }) =>
      (sharp(Buffer.from(svg), { density: 144 }) as Sharp)
        .resize(ICON_RASTER_PX, ICON_RASTER_PX, { fit: 'cover' })
        .webp({ quality: 80, effort: 4 })
        .toBuffer(),
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
