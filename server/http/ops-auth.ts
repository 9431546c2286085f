import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { CODES } from '../../src/shared/errors/general.ts';
import { fail } from './envelope.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * `Authorization: Bearer <token>` naming one of `tokens` (the operator token; GET /metrics also takes
 * METRICS_TOKEN), compared in constant time (hashing first equalises lengths).
 */
export function opsAuth(...tokens: (string | undefined)[]): MiddlewareHandler {
  const expected = tokens.filter((t): t is string => Boolean(t)).map(digest);
  return async (c, next) => {
    const match = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '');
    const given = match?.[1] ? digest(match[1].trim()) : undefined;
    // Every token compared, so the time says nothing about which one nearly matched.
    let found = false;
    for (const e of expected) if (given && timingSafeEqual(given, e)) found = true;
    if (!found) {
      c.header('WWW-Authenticate', 'Bearer realm="ops"');
      return fail(c, 401, CODES.opsUnauthorized, 'Operator token required');
    }
    await next();
  };
}
