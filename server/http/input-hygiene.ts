// Text the platform never accepts, refused before any handler sees it: NUL characters
// (PostgreSQL text cannot hold them: a query with one fails, which answered 500) and lone UTF-16
// surrogates (not text at all), in the path, the query or a JSON / form body, and JSON nested deeper than
// any contract schema goes. Each is a 400 `request.invalid`. Sealed bodies are checked once opened
// (http/sealed.ts calls `hostileText` on the payload).
import type { MiddlewareHandler } from 'hono';
import { CODES } from '../../src/shared/errors/general.ts';
import { fail } from './envelope.ts';

/** Deeper than any request of the contract (the deepest, a lottery order, is 4). */
const MAX_DEPTH = 16;

/** A high surrogate without its low one, or a low one without its high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const badText = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** Why `value` (parsed JSON, a form, a query) is refused, or null when it is clean. */
export function hostileText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return badText(value) ? 'text: NUL or malformed characters' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return 'body: nested too deep';
  for (const [k, v] of Object.entries(value)) {
    const problem = badText(k) ? 'text: NUL or malformed characters' : hostileText(v, depth + 1);
    if (problem) return problem;
  }
  return null;
}

function decoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null; // malformed percent-encoding (e.g. an encoded lone surrogate)
  }
}

export function inputHygiene(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    for (const part of [url.pathname, ...url.search.slice(1).split('&')]) {
      const text = decoded(part);
      if (text === null || badText(text))
        return fail(c, 400, CODES.invalidRequest, 'url: NUL or malformed characters');
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // By media type, as Hono's validators read it (case-insensitive, `+json` suffixes); anything else is
    // checked as JSON too, because some routes parse the raw text whatever its type (vendor callbacks,
    // /ops/config). Before, `APPLICATION/JSON`, `application/ld+json`, `text/plain` and multipart bodies
    // went round this check to the database (a 500).
    const type = c.req.header('Content-Type') ?? '';
    const media = type.split(';')[0]?.trim().toLowerCase();
    if (media === 'multipart/form-data') {
      // Read once as bytes (Hono caches them): the route parses the same bytes, and a body this cannot
      // parse leaves no failed read in the cache for the route to trip on.
      const bytes = await c.req.arrayBuffer();
      let form: FormData;
      try {
        form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData();
      } catch {
        return next(); // malformed: the route's validator answers 400
      }
      for (const [key, value] of form) {
        if (badText(key) || (typeof value === 'string' && badText(value)))
          return fail(c, 400, CODES.invalidRequest, 'form: NUL or malformed characters');
      }
      return next();
    }
    // Read once as text (Hono caches it): the route's text or JSON read is this same text, without a
    // new Response of the bytes in between.
    const text = await c.req.text();
    if (media === 'application/x-www-form-urlencoded') {
      for (const part of text.split('&')) {
        const decodedPart = decoded(part);
        if (decodedPart === null || badText(decodedPart))
          return fail(c, 400, CODES.invalidRequest, 'form: NUL or malformed characters');
      }
      return next();
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return next(); // not JSON: the route answers that
    }
    const problem = hostileText(body);
    if (problem) return fail(c, 400, CODES.invalidRequest, problem);
    return next();
  };
}
