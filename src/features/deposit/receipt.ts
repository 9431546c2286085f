import { RECEIPT_MAX_BYTES, receiptTypeOf } from '../../shared/schemas/deposits.ts';
import { RECEIPT_CODES } from './status.ts';

/** Null when the file is a PNG or JPEG (by its first bytes, as the server checks) of at most 5 MB. */
export async function receiptProblem(file: Blob): Promise<string | null> {
  if (file.size > RECEIPT_MAX_BYTES) return RECEIPT_CODES.size;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return receiptTypeOf(head) ? null : RECEIPT_CODES.type;
}
