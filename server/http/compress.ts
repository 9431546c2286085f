// Hono's compress middleware with one difference: the Vary header goes on the response's own headers
// (server/http/response-headers.ts) instead of `c.header()`, which rebuilt every small JSON answer a
// client that does not accept gzip (a vendor's callback, the bench) received. Same rules otherwise:
// gzip or deflate by Accept-Encoding, compressible types only, not below 1 KiB when the length is known,
// never twice, never with `Cache-Control: no-transform`, never for HEAD or 206.
import type { MiddlewareHandler } from 'hono';
import { compress as honoCompress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { setResponseHeader } from './response-headers.ts';

const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
/** A request that may get gzip or deflate: anything else is answered as is (hono's selection then). */
const MAY_COMPRESS = /gzip|deflate|\*/i;

export function compress(): MiddlewareHandler {
  const inner = honoCompress({ threshold: THRESHOLD });
  return async (c, next) => {
    if (MAY_COMPRESS.test(c.req.header('Accept-Encoding') ?? '')) return inner(c, next);
    await next();
    // Not compressed for this client, but the answer varies by Accept-Encoding like any other.
    const h = c.res.headers;
    if (
      c.res.status === 206 ||
      c.req.method === 'HEAD' ||
      h.has('Content-Encoding') ||
      h.has('Transfer-Encoding')
    )
      return;
    const length = h.get('Content-Length');
    if (length && Number(length) < THRESHOLD) return;
    const type = h.get('Content-Type');
    if (
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(h.get('Cache-Control') ?? '')
    )
      return;
    const vary = h.get('Vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      setResponseHeader(c, 'Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  };
}
