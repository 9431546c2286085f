// The in-house lotteries: one per prize mode, with draws every few minutes.
// Each has a per-draw liability cap, the most one selection (bet type + numbers, every member's
// stakes together) may win on one draw. Sized to the game's top prize: ₱10,000,000 lets ₱100 ride on one
// 6/45 combination (100,000×), ₱2,000,000 about ₱2,200 on one 3D straight (900×), ₱1,000,000 about
// ₱11,700 on one PK10 first-and-second (85×); small bets on the other selections never meet it.
import { lotteries } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

export const SEED_LOTTERIES = [
  {
    code: 'SWERTE-LOTTO',
    name: 'Swerte Lotto 6/45',
    prizeMode: 'Lott',
    game: 'lotto645',
    intervalSeconds: 300,
    closeSeconds: 30,
    sort: 0,
    maxLiabilityCents: 1_000_000_000,
  },
  {
    code: 'SWERTE-3D',
    name: 'Swerte 3D',
    prizeMode: 'Elott',
    game: 'digits3',
    intervalSeconds: 180,
    closeSeconds: 20,
    sort: 1,
    maxLiabilityCents: 200_000_000,
  },
  {
    code: 'SWERTE-PK10',
    name: 'Swerte PK10 Race',
    prizeMode: 'ZY',
    game: 'pk10',
    intervalSeconds: 120,
    closeSeconds: 10,
    sort: 2,
    maxLiabilityCents: 100_000_000,
  },
] as const satisfies (typeof lotteries.$inferInsert)[];

/** Idempotent: adds missing lotteries (also to databases seeded before the lottery existed), keeps edited ones. */
export async function seedLotteries(db: Pick<Db, 'insert'>): Promise<void> {
  await db
    .insert(lotteries)
    .values(SEED_LOTTERIES.map((l) => ({ ...l })))
    .onConflictDoNothing();
}
