import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { CODES } from '../../src/shared/errors.ts';
import { fail } from './envelope.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** `Authorization: Bearer <token>`, compared in constant time (hashing first equalises lengths). */
export function opsAuth(token: string): MiddlewareHandler {
  const expected = digest(token);
  return async (c, next) => {
    const match = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1] || !timingSafeEqual(digest(match[1].trim()), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="ops"');
      return fail(c, 401, CODES.opsUnauthorized, 'Operator token required');
    }
    await next();
  };
}
