// Provably fair seeds of the studio: one live seed per member (a partial unique index), whose hash is
// shown before play; each round takes the next nonce atomically; rotating reveals the old seed.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { newServerSeed, seedHash } from '../../src/shared/fair.ts';
import type { SeedState } from '../../src/shared/schemas/studio.ts';
import type { Db } from '../db/client.ts';
import { studioSeeds } from '../db/schema.ts';

export type SeedRow = typeof studioSeeds.$inferSelect;

const live = (memberId: number) => and(eq(studioSeeds.memberId, memberId), isNull(studioSeeds.revealedAt));
export const newClientSeed = () => randomBytes(8).toString('hex');
export const seedState = (s: SeedRow): SeedState => ({
  seedHash: s.seedHash,
  clientSeed: s.clientSeed,
  nonce: s.nonce,
});

async function insertSeed(db: Db, memberId: number, clientSeed: string): Promise<void> {
  const serverSeed = newServerSeed();
  await db
    .insert(studioSeeds)
    .values({ memberId, serverSeed, seedHash: await seedHash(serverSeed), clientSeed })
    .onConflictDoNothing();
}

/** The member's live seed, created on first use (a concurrent creation wins and is used). */
export async function liveSeed(db: Db, memberId: number): Promise<SeedRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db.select().from(studioSeeds).where(live(memberId));
    if (row) return row;
    await insertSeed(db, memberId, newClientSeed());
  }
  throw new Error('no live studio seed');
}

/**
 * Takes the next nonce of the live seed (one UPDATE: concurrent rounds never share a nonce). A client
 * seed sent with the play is set by the same UPDATE, so it applies to this very round, first one included
 * (the live seed is created first when the member has none yet).
 */
export async function takeNonce(
  db: Db,
  memberId: number,
  clientSeed?: string,
): Promise<{ seed: SeedRow; nonce: number }> {
  await liveSeed(db, memberId);
  const [seed] = await db
    .update(studioSeeds)
    .set({ nonce: sql`${studioSeeds.nonce} + 1`, ...(clientSeed ? { clientSeed } : {}) })
    .where(live(memberId))
    .returning();
  if (!seed) return takeNonce(db, memberId, clientSeed); // rotated in between: use the new seed
  return { seed, nonce: seed.nonce - 1 };
}

/** Retires the live seed (its server seed may now be shown) and commits to a new one. */
export async function rotateSeed(
  db: Db,
  memberId: number,
  clientSeed?: string,
): Promise<{ revealed: SeedRow; next: SeedRow }> {
  await liveSeed(db, memberId);
  const [revealed] = await db
    .update(studioSeeds)
    .set({ revealedAt: sql`now()` })
    .where(live(memberId))
    .returning();
  if (!revealed) return rotateSeed(db, memberId, clientSeed);
  await insertSeed(db, memberId, clientSeed ?? revealed.clientSeed);
  return { revealed, next: await liveSeed(db, memberId) };
}
