// Receipt images of manual deposits: stored as files under DATA_DIR/receipts, each under a random key
// (never the member's file name), the type decided by the bytes (server/http/receipt-upload.ts reads them).
import { FileStore } from '../lib/uploads.ts';

/** Where receipts are kept (server/lib/uploads.ts). */
export class ReceiptStore extends FileStore {}
