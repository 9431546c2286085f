// The upload of a manual deposit's receipt image (kept by payments/receipts.ts): the one large body of the
// platform, read by receiptBody under its own limit before the platform's small one runs.
import type { Context, MiddlewareHandler } from 'hono';
import { DEPOSIT_CODES } from '../../src/shared/errors/cashier.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { RECEIPT_FIELD, RECEIPT_MAX_BYTES } from '../../src/shared/schemas/deposits.ts';
import { largeBody } from '../lib/uploads.ts';
import { fail } from './envelope.ts';

/** The upload route, whose body receiptBody reads (server/routes/deposits.ts serves it). */
export const RECEIPT_UPLOAD_PATH = `${PATHS.depositOrders}/:id/receipt`;
/** Room for the multipart envelope around a largest image. */
const RECEIPT_BODY_MAX = RECEIPT_MAX_BYTES + 64 * 1024;
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
