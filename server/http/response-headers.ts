// Headers a middleware adds to the response after the handler ran (`await next()`).
//
// Hono's `c.header()` on a finished response rebuilds it: the body turns into a stream, the headers are
// copied, and @hono/node-server's fast path for a string or bytes body is lost. Called five times per
// request (request id, security headers, caching), that was most of the cost of a cached read. Setting
// them on the response's own headers is what hono's secure-headers middleware does: cheap, same result.
import type { Context } from 'hono';

/** Sets `name` on the finished response; a response with immutable headers is rebuilt (rare). */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    // A Response from fetch() (a proxied answer) has immutable headers: Hono copies it.
    c.header(name, value);
  }
}
