// Envelope helpers: every API response is `{ successful, code, message?, value }` (DESIGN.md section 3).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CODES } from '../../src/shared/errors.ts';

export function ok<T>(c: Context, value: T, status: ContentfulStatusCode = 200) {
  return c.json({ successful: true, code: CODES.ok, value }, status);
}

export function fail(c: Context, status: ContentfulStatusCode, code: string, message?: string) {
  return c.json({ successful: false, code, ...(message ? { message } : {}), value: null }, status);
}
