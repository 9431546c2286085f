// Recent games (SPEC.md section 4): the latest RECENT_GAMES_KEPT launches per member, most recent first.
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { RECENT_GAMES_KEPT } from '../../src/shared/constants/lobby.ts';
import { recentGames } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

/**
 * Records a launch of `nodeId` by `memberId`: re-adding moves the game to the front, and only the
 * latest RECENT_GAMES_KEPT stay. `clock_timestamp()` (not `now()`) so two adds in one transaction
 * still order. The caller checks that the game exists for the member's merchant.
 */
export async function recordRecentGame(db: Db, memberId: number, nodeId: number): Promise<void> {
  await db
    .insert(recentGames)
    .values({ memberId, nodeId, playedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [recentGames.memberId, recentGames.nodeId],
      set: { playedAt: sql`clock_timestamp()` },
    });
  const kept = db
    .select({ nodeId: recentGames.nodeId })
    .from(recentGames)
    .where(eq(recentGames.memberId, memberId))
    .orderBy(desc(recentGames.playedAt), desc(recentGames.nodeId))
    .limit(RECENT_GAMES_KEPT);
  await db
    .delete(recentGames)
    .where(and(eq(recentGames.memberId, memberId), notInArray(recentGames.nodeId, kept)));
}
