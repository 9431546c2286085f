// Envelope helpers: every API response is `{ successful, code, message?, value }` (DESIGN.md section 3).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CODES } from '../../src/shared/errors/general.ts';

/**
 * JSON with its length: the compress middleware leaves answers under 1 KiB as they are (most envelopes:
 * gzip would make them bigger and cost a stream each).
 */
function json(c: Context, body: unknown, status: ContentfulStatusCode) {
  const text = JSON.stringify(body);
  return c.body(text, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  });
}

export function ok<T>(c: Context, value: T, status: ContentfulStatusCode = 200) {
  return json(c, { successful: true, code: CODES.ok, value }, status);
}

export function fail(c: Context, status: ContentfulStatusCode, code: string, message?: string) {
  return json(c, { successful: false, code, ...(message ? { message } : {}), value: null }, status);
}

/** A failure whose value the client reads (`login.failed` → `{ captcha }`, `field.invalid` → `{ field }`). */
export function failWith<T>(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  value: T,
  message?: string,
) {
  return json(c, { successful: false, code, ...(message ? { message } : {}), value }, status);
}
