// The seed merchant's VIP levels (issue 14): four levels over the last 30 days, the first open to every
// member who plays, each higher one with a level-up bonus. The level-up bonus is all a level pays
// (server/vip/vip.ts): no monthly bonus is paid, rebates and withdrawal limits are the same at every level,
// and the notes say so.
import { CASHIER_DEFAULTS } from '../../../src/shared/constants/cashier.ts';
import { vipProgrammes } from '../../db/schema.ts';
import { SEED_MERCHANT } from './site-config.ts';
import type { Db } from '../../db/types.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const peso = (cents: number) => `₱${(cents / 100).toLocaleString('en-US')}`;
/** What every level gets: the merchant's rebate rates and withdrawal limits, unchanged by the level. */
const SAME_FOR_ALL = {
  monthlyBonusCents: 0,
  rebateNote: 'Same rates at every level',
  withdrawalNote: `${peso(CASHIER_DEFAULTS.withdrawMaxCents)} per withdrawal, ${CASHIER_DEFAULTS.withdrawDailyCount} a day, at every level`,
  // The level names are the club's brand, read alike in both languages; the notes are not.
  ty: {
    rebateNote: 'Parehong rate sa bawat antas',
    withdrawalNote: `${peso(CASHIER_DEFAULTS.withdrawMaxCents)} bawat withdrawal, ${CASHIER_DEFAULTS.withdrawDailyCount} beses sa isang araw, sa bawat antas`,
  },
};

export async function seedVip(tx: Tx, now: number): Promise<void> {
  await tx.insert(vipProgrammes).values({
    merchantCode: SEED_MERCHANT,
    periodDays: 30,
    updatedAt: new Date(now),
    levels: [
      {
        name: 'Bronze',
        turnoverCents: 0,
        depositCents: 0,
        upgradeBonusCents: 0,
        ...SAME_FOR_ALL,
      },
      {
        name: 'Silver',
        turnoverCents: 500_000,
        depositCents: 100_000,
        upgradeBonusCents: 5_000,
        ...SAME_FOR_ALL,
      },
      {
        name: 'Gold',
        turnoverCents: 5_000_000,
        depositCents: 1_000_000,
        upgradeBonusCents: 28_800,
        ...SAME_FOR_ALL,
      },
      {
        name: 'Platinum',
        turnoverCents: 50_000_000,
        depositCents: 10_000_000,
        upgradeBonusCents: 188_800,
        ...SAME_FOR_ALL,
      },
    ],
  });
}
