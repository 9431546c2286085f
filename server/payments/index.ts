// The gateway this server takes payments through, chosen by configuration (PAYMENT_GATEWAY).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_SANDBOX_PAYMENT_SECRET, linkOrigin, type PaymentSettings } from '../config.ts';
import type { Services } from '../context.ts';
import { Deposits } from './deposits.ts';
import { PaymongoProvider } from './paymongo.ts';
import { ReceiptStore } from './receipts.ts';
import { SandboxProvider } from './sandbox.ts';
import type { PaymentProvider } from './types.ts';

/** The deposit screen's status view (`?order=<id>`), where a gateway sends the member back. */
const DEPOSIT_RETURN_PATH = '/m/voucherCenter';

/** Without settings (an embedder's hand-built config, the tests) the sandbox on its development secret. */
function createPaymentProvider(
  settings: PaymentSettings | undefined,
  config: { publicOrigin?: string | undefined },
  now: () => number,
): PaymentProvider | null {
  const s = settings ?? {
    gateway: 'sandbox',
    sandboxSecret: DEV_SANDBOX_PAYMENT_SECRET,
    paymongo: undefined,
  };
  if (s.gateway === 'sandbox') return new SandboxProvider(s.sandboxSecret, linkOrigin(config));
  if (s.gateway === 'paymongo' && s.paymongo) return new PaymongoProvider(s.paymongo, now);
  return null;
}

/** The deposit service on the configured gateway; the member returns to the deposit's status after paying. */
export function createDeposits({ db, config, now }: Pick<Services, 'db' | 'config' | 'now'>): Deposits {
  const origin = linkOrigin(config);
  const back = (orderId: number) => `${origin}${DEPOSIT_RETURN_PATH}?order=${orderId}`;
  return new Deposits(
    db,
    createPaymentProvider(config.payments, config, now),
    { success: back, cancel: back },
    // Without a DATA_DIR (an embedder's hand-built config, the tests): the system's temporary folder.
    new ReceiptStore(join(config.dataDir ?? join(tmpdir(), 'swerte-data'), 'receipts')),
    now,
  );
}
