// The in-house lotteries (issue 4): one per prize mode, with draws every few minutes.
import type { Db } from '../client.ts';
import { lotteries } from '../schema.ts';

export const SEED_LOTTERIES = [
  {
    code: 'SWERTE-LOTTO',
    name: 'Swerte Lotto 6/45',
    prizeMode: 'Lott',
    game: 'lotto645',
    intervalSeconds: 300,
    closeSeconds: 30,
    sort: 0,
  },
  {
    code: 'SWERTE-3D',
    name: 'Swerte 3D',
    prizeMode: 'Elott',
    game: 'digits3',
    intervalSeconds: 180,
    closeSeconds: 20,
    sort: 1,
  },
  {
    code: 'SWERTE-PK10',
    name: 'Swerte PK10 Race',
    prizeMode: 'ZY',
    game: 'pk10',
    intervalSeconds: 120,
    closeSeconds: 10,
    sort: 2,
  },
] as const satisfies (typeof lotteries.$inferInsert)[];

/** Idempotent: adds missing lotteries (also to databases seeded before issue 4), keeps edited ones. */
export async function seedLotteries(db: Pick<Db, 'insert'>): Promise<void> {
  await db
    .insert(lotteries)
    .values(SEED_LOTTERIES.map((l) => ({ ...l })))
    .onConflictDoNothing();
}
