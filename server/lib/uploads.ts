// Uploaded files (deposit receipts, feedback images): stored under DATA_DIR, each under a random key
// (never the sender's file name), read back only by a key of that shape; and the one large kind of body
// of the platform, read under its own limit before the platform's small one runs.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** 24 random bytes in base64url: what a stored key looks like (anything else is never read). */
const KEY = /^[A-Za-z0-9_-]{32}$/;

export class FileStore {
  constructor(private readonly dir: string) {}

  async save(bytes: Uint8Array): Promise<string> {
    const key = randomBytes(24).toString('base64url');
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, key), bytes, { flag: 'wx' });
    return key;
  }

  async read(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    if (!KEY.test(key)) return null;
    try {
      return new Uint8Array(await readFile(join(this.dir, key)));
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    if (KEY.test(key)) await rm(join(this.dir, key), { force: true });
  }
}

/**
 * For an upload route only, registered before the platform's body limit: reads a `method` body under
 * maxSize (onTooLarge above it) into Hono's cache and leaves a request without a stream, so the
 * platform's limit has nothing left to count and every later read gets the cached bytes.
 */
export function largeBody(
  maxSize: number,
  onTooLarge: (c: Context) => Response,
  method = 'POST',
): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError: onTooLarge });
  return async (c, next) => {
    if (c.req.method !== method) return next();
    return limit(c, async () => {
      await c.req.arrayBuffer();
      const { url, method, headers } = c.req.raw;
      c.req.raw = new Request(url, { method, headers });
      await next();
    });
  };
}

/** The multipart form of a request, or null when the body is not one (or is malformed). */
export async function multipartOf(c: Context): Promise<FormData | null> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.split(';')[0]?.trim().toLowerCase() !== 'multipart/form-data') return null;
  try {
    return await new Response(await c.req.arrayBuffer(), { headers: { 'Content-Type': type } }).formData();
  } catch {
    return null;
  }
}
