// Completes studio rounds that a crash or a wallet failure left `pending`. A pending round has
// its outcome fixed and recorded; its money may be anywhere between "nothing moved" and "bet and win
// applied". Studio.settle replays the round's wallet calls, which the seamless wallet answers once each, so
// every pending round ends `complete` with its bet and win taken exactly once, or `void` with nothing
// moved when the player can no longer pay the stake. Industry practice: an unfinished round is finished
// by its game's rules, never dropped.
import { and, asc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { CRASH_END_GRACE_MS } from '../../src/shared/studio/crash.ts';
import { gameRounds, games, members } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { LeaderJob } from '../lib/leader-job.ts';
import { LEADER_LOCK_IDS } from '../lib/leader-lock.ts';
import { STUDIO_VENDOR } from '../vendors/in-house.ts';
import type { PlayerTokens } from '../vendors/player-token.ts';
import { type LiveRounds, MINES_IDLE_MS } from './live-rounds.ts';
import type { Studio } from './studio.ts';

export const STUDIO_RECOVERY_LOCK_ID = LEADER_LOCK_IDS.studioRecovery;
export const STUDIO_RECOVERY_EVERY_MS = 30_000;
/** A round still pending this long after it was played is taken for abandoned (a play takes a second). */
export const STUDIO_PENDING_GRACE_MS = 60_000;
const BATCH = 200;
/** The recovery's own player token: long enough for one pass. */
const TOKEN_TTL_MS = 10 * 60_000;

export interface RecoveryReport {
  completed: number;
  voided: number;
  /** Still pending (the wallet failed again): the next pass tries again. */
  pending: number;
}

export interface RecoveryOptions {
  db: Db;
  studio: Studio;
  liveRounds: LiveRounds;
  tokens: PlayerTokens;
  now: number;
  graceMs?: number;
  shouldStop?: () => boolean;
}

/** Studio rounds matching `where`, oldest first, with what a wallet call for them needs. */
function stuckRounds(db: Db, where: SQL | undefined) {
  return db
    .select({ round: gameRounds, merchant: members.merchantCode, nodeId: games.nodeId })
    .from(gameRounds)
    .innerJoin(members, eq(members.id, gameRounds.memberId))
    .leftJoin(
      games,
      and(
        eq(games.merchantCode, members.merchantCode),
        eq(games.vassalage, STUDIO_VENDOR),
        eq(games.gameId, gameRounds.gameId),
      ),
    )
    .where(and(eq(gameRounds.vendor, STUDIO_VENDOR), where))
    .orderBy(asc(gameRounds.id))
    .limit(BATCH);
}

export async function recoverPendingRounds(opts: RecoveryOptions): Promise<RecoveryReport> {
  const { db, now } = opts;
  const grace = new Date(now - (opts.graceMs ?? STUDIO_PENDING_GRACE_MS));
  const player = (row: {
    round: typeof gameRounds.$inferSelect;
    merchant: string;
    nodeId: number | null;
  }) => ({
    memberId: row.round.memberId,
    merchant: row.merchant,
    token: opts.tokens.issue({
      m: row.round.memberId,
      c: row.merchant,
      v: STUDIO_VENDOR,
      g: row.round.gameId,
      n: row.nodeId ?? 0,
      e: now + TOKEN_TTL_MS,
      k: 'settle',
    }),
  });
  // Live games' rounds first (crash, mines): a stake that never went through, a crash past its end, a
  // mines field idle for a day. Ending one writes it `pending` and pays it at once.
  const live = await stuckRounds(
    db,
    or(
      and(eq(gameRounds.status, 'opening'), lt(gameRounds.createdAt, grace)),
      and(
        eq(gameRounds.status, 'live'),
        or(
          and(
            sql`${gameRounds.outcome}->>'game' = 'crash'`,
            lt(gameRounds.actedAt, new Date(now - CRASH_END_GRACE_MS)),
          ),
          lt(gameRounds.actedAt, new Date(now - MINES_IDLE_MS)),
        ),
      ),
    ),
  );
  for (const row of live) {
    if (opts.shouldStop?.()) break;
    await opts.liveRounds.recover(row.round, player(row), now, opts.graceMs ?? STUDIO_PENDING_GRACE_MS);
  }
  const rows = await stuckRounds(db, and(eq(gameRounds.status, 'pending'), lt(gameRounds.createdAt, grace)));
  for (const row of rows) {
    if (opts.shouldStop?.()) break;
    const { token, merchant } = player(row);
    await opts.studio.settle(row.round, token, merchant);
  }
  const report: RecoveryReport = { completed: 0, voided: 0, pending: 0 };
  const ids = [...live, ...rows].map((r) => r.round.id);
  if (!ids.length) return report;
  const after = await db
    .select({ status: gameRounds.status })
    .from(gameRounds)
    .where(inArray(gameRounds.id, ids));
  for (const { status } of after)
    if (status === 'complete') report.completed++;
    else if (status === 'void') report.voided++;
    else if (status !== 'live') report.pending++; // a crash still climbing is not stuck
  return report;
}

/** Every 30 s, by one leader across processes. */
export function studioRecoveryJob(
  opts: Omit<RecoveryOptions, 'now' | 'shouldStop'> & {
    now: () => number;
    /** A shorter period (JOB_INTERVAL_MS): rounds are recovered only past their grace all the same. */
    everyMs?: number;
    log?: (line: string) => void;
    logError?: (line: string) => void;
  },
) {
  return new LeaderJob<RecoveryReport>({
    db: opts.db,
    lockId: STUDIO_RECOVERY_LOCK_ID,
    name: 'studio round recovery',
    everyMs: opts.everyMs ?? STUDIO_RECOVERY_EVERY_MS,
    firstMs: opts.everyMs ?? STUDIO_RECOVERY_EVERY_MS,
    work: (shouldStop) => recoverPendingRounds({ ...opts, now: opts.now(), shouldStop }),
    describe: (r) =>
      r.completed || r.voided || r.pending
        ? `studio recovery: ${r.completed} round(s) completed, ${r.voided} voided, ${r.pending} still pending`
        : undefined,
    log: opts.log,
    logError: opts.logError,
  });
}
