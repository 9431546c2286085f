import { Hono } from 'hono';
import { CODES } from '../../src/shared/errors.ts';
import { CDN_MOUNTS } from '../../src/shared/paths.ts';
import { renderImage } from '../cdn/render.ts';
import { fail } from '../http/envelope.ts';

const HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  // Images are fetched cross-origin with CORS (STACK.md: opaque responses inflate cache quota).
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
  // SVG opened directly must not run anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** Two CDN mounts serving the same generated images, so the app's CDN picker has a fallback. */
export function cdnRoutes() {
  const app = new Hono();
  for (const mount of CDN_MOUNTS) {
    app.on(['GET', 'HEAD'], `${mount}/*`, (c) => {
      const svg = renderImage(c.req.path.slice(mount.length));
      if (!svg) return fail(c, 404, CODES.notFound, 'No such image');
      return c.req.method === 'HEAD' ? c.body(null, 200, HEADERS) : c.body(svg, 200, HEADERS);
    });
  }
  return app;
}
