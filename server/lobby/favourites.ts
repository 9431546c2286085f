// Favourite games (SPEC.md section 4): starring twice changes nothing; removing a missing one too.
import { and, eq } from 'drizzle-orm';
import { favouriteGames, games } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

/** The game `nodeId` of vendor `vendor` in merchant `merchantCode`, or null. */
export async function findGame(db: Db, merchantCode: string, nodeId: number, vendor?: string) {
  const where = [eq(games.nodeId, nodeId), eq(games.merchantCode, merchantCode)];
  if (vendor !== undefined) where.push(eq(games.vassalage, vendor));
  const [row] = await db
    .select({ nodeId: games.nodeId })
    .from(games)
    .where(and(...where))
    .limit(1);
  return row ?? null;
}

export async function addFavourite(db: Db, memberId: number, nodeId: number): Promise<void> {
  await db.insert(favouriteGames).values({ memberId, nodeId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, memberId: number, nodeId: number): Promise<void> {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.nodeId, nodeId)));
}
