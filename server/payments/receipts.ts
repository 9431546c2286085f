// Receipt images of manual deposits: stored as files under DATA_DIR/receipts, each under a random key
// (never the member's file name), the type decided by the bytes. The upload is the one large body of
// the platform: receiptBody reads it under its own limit before the platform's small one runs.
import type { Context, MiddlewareHandler } from 'hono';
import { DEPOSIT_CODES } from '../../src/shared/cashier-errors.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { RECEIPT_FIELD, RECEIPT_MAX_BYTES } from '../../src/shared/schemas/deposits.ts';
import { fail } from '../http/envelope.ts';
import { FileStore, largeBody } from '../lib/uploads.ts';

/** The upload route, whose body receiptBody reads (server/routes/deposits.ts serves it). */
export const RECEIPT_UPLOAD_PATH = `${PATHS.depositOrders}/:id/receipt`;
/** Room for the multipart envelope around a largest image. */
const RECEIPT_BODY_MAX = RECEIPT_MAX_BYTES + 64 * 1024;
/** Where receipts are kept (server/lib/uploads.ts). */
export class ReceiptStore extends FileStore {}

/** For the upload route only, before the platform's body limit (server/lib/uploads.ts `largeBody`). */
export function receiptBody(): MiddlewareHandler {
  return largeBody(RECEIPT_BODY_MAX, (c) =>
    fail(c, 413, DEPOSIT_CODES.receiptTooLarge, 'receipt: larger than 5 MB'),
  );
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
