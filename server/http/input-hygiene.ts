// Text the platform never accepts, refused before any handler sees it (issue 10): NUL characters
// (PostgreSQL text cannot hold them: a query with one fails, which answered 500) and lone UTF-16
// surrogates (not text at all), in the path, the query or a JSON / form body, and JSON nested deeper than
// any contract schema goes. Each is a 400 `request.invalid`. Sealed bodies are checked once opened
// (http/sealed.ts calls `hostileText` on the payload).
import type { MiddlewareHandler } from 'hono';
import { CODES } from '../../src/shared/errors.ts';
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
    const type = c.req.header('Content-Type') ?? '';
    if (c.req.method !== 'GET' && type.includes('application/json')) {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return next(); // not JSON: the route answers that
      }
      const problem = hostileText(body);
      if (problem) return fail(c, 400, CODES.invalidRequest, problem);
    } else if (c.req.method !== 'GET' && type.includes('application/x-www-form-urlencoded')) {
      for (const part of (await c.req.text()).split('&')) {
        const text = decoded(part);
        if (text === null || badText(text))
          return fail(c, 400, CODES.invalidRequest, 'form: NUL or malformed characters');
      }
    }
    return next();
  };
}
