// Receipt images of manual deposits: stored as files under DATA_DIR/receipts, each under a random key
// (never the member's file name), the type decided by the bytes. The upload is the one large body of
// the platform: receiptBody reads it under its own limit before the platform's small one runs.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEPOSIT_CODES } from '../../src/shared/errors.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { RECEIPT_FIELD, RECEIPT_MAX_BYTES } from '../../src/shared/schemas/deposits.ts';
import { fail } from '../http/envelope.ts';

/** The upload route, whose body receiptBody reads (server/routes/deposits.ts serves it). */
export const RECEIPT_UPLOAD_PATH = `${PATHS.depositOrders}/:id/receipt`;
/** Room for the multipart envelope around a largest image. */
const RECEIPT_BODY_MAX = RECEIPT_MAX_BYTES + 64 * 1024;
/** 24 random bytes in base64url: what a stored key looks like (anything else is never read). */
const KEY = /^[A-Za-z0-9_-]{32}$/;

export class ReceiptStore {
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
 * For the upload route only, registered before the platform's body limit: reads the body under
 * RECEIPT_BODY_MAX (413 with a code above it) into Hono's cache and leaves a request without a stream,
 * so the platform's limit has nothing left to count and every later read gets the cached bytes.
 */
export function receiptBody(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: RECEIPT_BODY_MAX,
    onError: (c) => fail(c, 413, DEPOSIT_CODES.receiptTooLarge, 'receipt: larger than 5 MB'),
  });
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    return limit(c, async () => {
      await c.req.arrayBuffer();
      const { url, method, headers } = c.req.raw;
      c.req.raw = new Request(url, { method, headers });
      await next();
    });
  };
}

/** The image's bytes: the multipart field `receipt` (or the first file), or the raw body. */
export async function receiptBytes(c: Context): Promise<Uint8Array | null> {
  const type = c.req.header('Content-Type') ?? '';
  const bytes = await c.req.arrayBuffer();
  if (type.split(';')[0]?.trim().toLowerCase() !== 'multipart/form-data') return new Uint8Array(bytes);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData();
  } catch {
    return null;
  }
  const named = form.get(RECEIPT_FIELD);
  const file = named instanceof Blob ? named : [...form.values()].find((x) => x instanceof Blob);
  return file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
}
