// Envelope helpers: every API response is `{ successful, code, message?, value }` (DESIGN.md section 3).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AUTH_CODES, CODES } from '../../src/shared/errors.ts';

export function ok<T>(c: Context, value: T, status: ContentfulStatusCode = 200) {
  return c.json({ successful: true, code: CODES.ok, value }, status);
}

export function fail(c: Context, status: ContentfulStatusCode, code: string, message?: string) {
  return c.json({ successful: false, code, ...(message ? { message } : {}), value: null }, status);
}

/** A failure whose value the client reads (`login.failed` → `{ captcha }`, `field.invalid` → `{ field }`). */
export function failWith<T>(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  value: T,
  message?: string,
) {
  return c.json({ successful: false, code, ...(message ? { message } : {}), value }, status);
}

/** 429 `throttled` with the wait in the message and Retry-After. */
export function throttled(c: Context, retryAfterS: number) {
  c.header('Retry-After', String(retryAfterS));
  return fail(c, 429, AUTH_CODES.throttled, `Too many attempts: try again in ${retryAfterS} s`);
}
