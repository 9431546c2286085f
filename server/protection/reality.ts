// The reality check (issue 13): the interval a member chose and what their current play session has cost,
// from the server's own ledger (never from what a game or the app reports).
//
// A play session is the run of bet, win and refund entries of the current login session with no pause
// longer than REALITY_SESSION_GAP_MS; it starts at its first entry. A member who stopped playing more than
// the gap ago has no play session (playingSince null): the reminder is for while they play.
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import {
  REALITY_CHECK_INTERVALS,
  REALITY_SESSION_GAP_MS,
  type RealityCheckInterval,
} from '../../src/shared/constants/protection.ts';
import type { RealityCheck } from '../../src/shared/schemas/protection.ts';
import { realityChecks, sessions, walletLedger } from '../db/schema.ts';
import type { DbOrTx } from '../db/types.ts';
import { PLAY_REASONS } from './limits.ts';

/** Entries read back at most: a session with more play than this starts its count at the oldest read. */
const MAX_ENTRIES = 5_000;

const asInterval = (n: number | undefined): RealityCheckInterval =>
  REALITY_CHECK_INTERVALS.find((i) => i === n) ?? 0;

export async function realityInterval(db: DbOrTx, memberId: number): Promise<RealityCheckInterval> {
  const [row] = await db
    .select({ minutes: realityChecks.intervalMinutes })
    .from(realityChecks)
    .where(eq(realityChecks.memberId, memberId));
  return asInterval(row?.minutes);
}

export async function setRealityInterval(
  db: DbOrTx,
  memberId: number,
  intervalMinutes: RealityCheckInterval,
  now: number,
): Promise<void> {
  await db
    .insert(realityChecks)
    .values({ memberId, intervalMinutes, updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: realityChecks.memberId,
      set: { intervalMinutes, updatedAt: new Date(now) },
    });
}

/** Since when the member plays (the play session's first entry) and its net result, cents. */
export async function playSession(
  db: DbOrTx,
  memberId: number,
  sessionId: number,
  now: number,
): Promise<{ playingSince: number | null; netCents: number }> {
  const [login] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId)));
  if (!login) return { playingSince: null, netCents: 0 };
  const entries = await db
    .select({ at: walletLedger.createdAt, cents: walletLedger.amountCents })
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.memberId, memberId),
        gte(walletLedger.createdAt, login.createdAt),
        inArray(walletLedger.reason, PLAY_REASONS),
      ),
    )
    .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
    .limit(MAX_ENTRIES);
  const [latest] = entries;
  if (!latest || now - latest.at.getTime() > REALITY_SESSION_GAP_MS)
    return { playingSince: null, netCents: 0 };
  // Newest first: the session goes back until the first pause longer than the gap.
  let since = latest.at.getTime();
  let netCents = 0;
  for (const e of entries) {
    if (since - e.at.getTime() > REALITY_SESSION_GAP_MS) break;
    since = e.at.getTime();
    netCents += e.cents;
  }
  return { playingSince: since, netCents };
}

export async function realityCheck(
  db: DbOrTx,
  memberId: number,
  sessionId: number,
  now: number,
): Promise<RealityCheck> {
  const [intervalMinutes, play] = await Promise.all([
    realityInterval(db, memberId),
    playSession(db, memberId, sessionId, now),
  ]);
  return {
    intervalMinutes,
    playingSince: play.playingSince === null ? null : new Date(play.playingSince).toISOString(),
    minutes: play.playingSince === null ? 0 : Math.max(0, Math.floor((now - play.playingSince) / 60_000)),
    netCents: play.netCents,
  };
}
