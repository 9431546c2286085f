// Provably fair seeds of the studio: one live seed per member (a partial unique index), whose hash is
// shown before play; each round takes the next nonce atomically; rotating reveals the old seed.
// A live server seed is stored sealed (server/lib/seed-seal.ts) and opened in memory only to play; the
// rotation that reveals it writes it in clear, for anyone to verify.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { newServerSeed, seedHash } from '../../src/shared/fair.ts';
import type { SeedState } from '../../src/shared/schemas/studio.ts';
import { studioSeeds } from '../db/schema.ts';
import type { DbOrTx } from '../db/types.ts';
import type { SeedSeal } from '../lib/seed-seal.ts';

/** A seed row as the functions below answer it: `serverSeed` opened (clear, in memory only). */
export type SeedRow = typeof studioSeeds.$inferSelect;

const live = (memberId: number) => and(eq(studioSeeds.memberId, memberId), isNull(studioSeeds.revealedAt));
export const newClientSeed = () => randomBytes(8).toString('hex');
export const seedState = (s: SeedRow): SeedState => ({
  seedHash: s.seedHash,
  clientSeed: s.clientSeed,
  nonce: s.nonce,
});

async function insertSeed(db: DbOrTx, seal: SeedSeal, memberId: number, clientSeed: string): Promise<void> {
  const serverSeed = newServerSeed();
  await db
    .insert(studioSeeds)
    .values({ memberId, serverSeed: seal.seal(serverSeed), seedHash: await seedHash(serverSeed), clientSeed })
    .onConflictDoNothing();
}

const opened = (seal: SeedSeal, row: SeedRow): SeedRow => ({
  ...row,
  serverSeed: seal.open(row.serverSeed, row.seedHash),
});

/** The member's live seed, created on first use (a concurrent creation wins and is used). */
export async function liveSeed(db: DbOrTx, seal: SeedSeal, memberId: number): Promise<SeedRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db.select().from(studioSeeds).where(live(memberId));
    if (row) return opened(seal, row);
    await insertSeed(db, seal, memberId, newClientSeed());
  }
  throw new Error('no live studio seed');
}

/**
 * Takes the next nonce of the live seed (one UPDATE: concurrent rounds never share a nonce). A client
 * seed sent with the play is set by the same UPDATE, so it applies to this very round, first one included
 * (the live seed is created first when the member has none yet).
 */
export async function takeNonce(
  db: DbOrTx,
  seal: SeedSeal,
  memberId: number,
  clientSeed?: string,
): Promise<{ seed: SeedRow; nonce: number }> {
  await liveSeed(db, seal, memberId);
  const [seed] = await db
    .update(studioSeeds)
    .set({ nonce: sql`${studioSeeds.nonce} + 1`, ...(clientSeed ? { clientSeed } : {}) })
    .where(live(memberId))
    .returning();
  if (!seed) return takeNonce(db, seal, memberId, clientSeed); // rotated in between: use the new seed
  return { seed: opened(seal, seed), nonce: seed.nonce - 1 };
}

/**
 * Retires the live seed and commits to a new one. The same UPDATE that stamps `revealed_at` writes the
 * server seed in clear: from then on anyone may see it and verify the rounds it played.
 */
export async function rotateSeed(
  db: DbOrTx,
  seal: SeedSeal,
  memberId: number,
  clientSeed?: string,
): Promise<{ revealed: SeedRow; next: SeedRow }> {
  const current = await liveSeed(db, seal, memberId);
  const [revealed] = await db
    .update(studioSeeds)
    .set({ revealedAt: sql`now()`, serverSeed: current.serverSeed })
    .where(and(eq(studioSeeds.id, current.id), isNull(studioSeeds.revealedAt)))
    .returning();
  if (!revealed) return rotateSeed(db, seal, memberId, clientSeed); // rotated in between
  await insertSeed(db, seal, memberId, clientSeed ?? revealed.clientSeed);
  return { revealed, next: await liveSeed(db, seal, memberId) };
}
