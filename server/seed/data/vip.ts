// The seed merchant's VIP levels (issue 14): four levels over the last 30 days, the first open to every
// member who plays, each higher one with a level-up bonus.
import { vipProgrammes } from '../../db/schema.ts';
import { SEED_MERCHANT } from './site-config.ts';
import type { Db } from '../../db/types.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
        monthlyBonusCents: 0,
        rebateNote: 'Standard rebate rates',
        withdrawalNote: '₱50,000 a day',
      },
      {
        name: 'Silver',
        turnoverCents: 500_000,
        depositCents: 100_000,
        upgradeBonusCents: 5_000,
        monthlyBonusCents: 10_000,
        rebateNote: '+0.1% on every category',
        withdrawalNote: '₱100,000 a day',
      },
      {
        name: 'Gold',
        turnoverCents: 5_000_000,
        depositCents: 1_000_000,
        upgradeBonusCents: 28_800,
        monthlyBonusCents: 50_000,
        rebateNote: '+0.2% on every category',
        withdrawalNote: '₱300,000 a day',
      },
      {
        name: 'Platinum',
        turnoverCents: 50_000_000,
        depositCents: 10_000_000,
        upgradeBonusCents: 188_800,
        monthlyBonusCents: 200_000,
        rebateNote: '+0.4% on every category',
        withdrawalNote: '₱1,000,000 a day',
      },
    ],
  });
}
