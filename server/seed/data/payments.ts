// The seed merchant's payment channels: a bank transfer and a GCash transfer the operator confirms,
// and the built-in sandbox gateway (works offline; PAYMENT_GATEWAY picks the live gateway).
import { paymentChannels } from '../../db/schema.ts';
import { SEED_MERCHANT } from './site-config.ts';
import type { Db } from '../../db/types.ts';

export const SEED_PAYMENT_CHANNELS = [
  {
    kind: 'manual_bank',
    name: 'BDO bank transfer',
    nameTy: 'Bank transfer sa BDO',
    accountName: 'Swerte Gaming Inc.',
    accountNumber: '0012-3456-7890',
    bankName: 'BDO Unibank',
    minCents: 10_000,
    maxCents: 5_000_000,
    quickAmounts: [50_000, 100_000, 500_000, 1_000_000],
    sort: 0,
  },
  {
    kind: 'manual_ewallet',
    name: 'GCash',
    nameTy: null,
    accountName: 'Swerte Gaming',
    accountNumber: '09171234567',
    bankName: 'GCash',
    minCents: 10_000,
    maxCents: 1_000_000,
    quickAmounts: [10_000, 50_000, 100_000, 500_000],
    sort: 1,
  },
  {
    kind: 'gateway',
    name: 'Online payment (sandbox)',
    nameTy: 'Online na bayad (sandbox)',
    providerCode: 'sandbox',
    minCents: 10_000,
    maxCents: 5_000_000,
    quickAmounts: [10_000, 50_000, 100_000, 500_000],
    sort: 2,
  },
] as const satisfies Omit<typeof paymentChannels.$inferInsert, 'merchantCode'>[];

export async function seedPaymentChannels(db: Pick<Db, 'insert'>): Promise<void> {
  await db.insert(paymentChannels).values(
    SEED_PAYMENT_CHANNELS.map((c) => ({
      ...c,
      quickAmounts: [...c.quickAmounts],
      merchantCode: SEED_MERCHANT,
    })),
  );
}
