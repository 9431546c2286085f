import { Hono } from 'hono';
import { CODES } from '../../src/shared/errors/general.ts';
import { CDN_MOUNTS } from '../../src/shared/paths.ts';
import { webpOf } from '../cdn/raster.ts';
import { renderImage } from '../cdn/render.ts';
import { fail } from '../http/envelope.ts';

const SVG = 'image/svg+xml; charset=utf-8';
const HEADERS = {
  'Content-Type': SVG,
  'Cache-Control': 'public, max-age=31536000, immutable',
  // Images are fetched cross-origin with CORS (STACK.md: opaque responses inflate cache quota).
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
  // SVG opened directly must not run anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/**
 * Two CDN mounts serving the same generated images, so the app's CDN picker has a fallback. Game icons
 * come as WebP (`.webp`, server/cdn/raster.ts) or SVG (`.svg`, what older catalogues name).
 */
export function cdnRoutes() {
  const app = new Hono();
  for (const mount of CDN_MOUNTS) {
    app.on(['GET', 'HEAD'], `${mount}/*`, async (c) => {
      const path = c.req.path.slice(mount.length);
      const drawn = renderImage(path);
      if (!drawn) return fail(c, 404, CODES.notFound, 'No such image');
      // Without sharp here, the SVG itself (its type says so) rather than a broken picture.
      const raster = drawn.raster ? webpOf(path, drawn.svg) : null;
      // Busy drawing: the SVG now, not kept, so the WebP comes on a later visit.
      const webp = raster === 'busy' ? null : await raster;
      const headers = webp
        ? { ...HEADERS, 'Content-Type': 'image/webp' }
        : raster === 'busy'
          ? { ...HEADERS, 'Cache-Control': 'no-store' }
          : HEADERS;
      if (c.req.method === 'HEAD') return c.body(null, 200, headers);
      return webp ? c.body(webp, 200, headers) : c.body(drawn.svg, 200, headers);
    });
  }
  return app;
}
