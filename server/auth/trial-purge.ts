// Housekeeping: free-trial accounts (type 4) are deleted with everything that belongs to them once they
// are older than the retention period (TRIAL_RETENTION_HOURS, default 24 h after creation) — unless the
// player is still at it (a live session seen in the last hour) or a lottery order of theirs waits for its
// draw's settlement. Non-trial members are never selected.
//
// Deletion goes in batches (500 members per transaction), children first: no foreign key to members
// cascades, and every one of them has an index on member_id (migration 0007), so the deletes and the
// foreign-key checks of the final DELETE on members stay index lookups.
//
// One runner across processes (server/lib/leader-lock.ts, as the lottery scheduler). The work is
// also safe without the lock (rows are locked FOR UPDATE SKIP LOCKED, deletes are by id).
import { and, eq, gt, gte, inArray, isNull, lt, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_TRIAL_RETENTION_HOURS } from '../config.ts';
import {
  affiliateCodes,
  favouriteGames,
  gameRounds,
  lotteryDraws,
  lotteryOrders,
  lotterySubOrders,
  members,
  recentGames,
  resetTokens,
  seamlessRounds,
  seamlessTransactions,
  sessions,
  studioSeeds,
  walletLedger,
  wallets,
} from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { inBatches, LeaderJob, type PeriodicJobOptions } from '../lib/leader-job.ts';
import { LEADER_LOCK_IDS } from '../lib/leader-lock.ts';
import { TRIAL_TYPE } from './trial.ts';

export const TRIAL_PURGE_LOCK_ID = LEADER_LOCK_IDS.trialPurge;
/** A trial whose live session was used this recently is kept, whatever its age. */
export const TRIAL_ACTIVE_MS = 3_600_000;
/** Members deleted per transaction: a big backlog never holds locks for long. */
export const TRIAL_PURGE_BATCH = 500;
/** How often the job runs, and how long after start it runs first. */
export const TRIAL_PURGE_EVERY_MS = 10 * 60_000;
export const TRIAL_PURGE_FIRST_MS = 30_000;

export interface PurgeOptions {
  /** The clock, ms since epoch. */
  now: number;
  /** Trials created more than this long before `now` go; default DEFAULT_TRIAL_RETENTION_HOURS. */
  retentionHours?: number;
  batchSize?: number;
  /** Checked between batches: a shutdown does not wait for a whole backlog. */
  shouldStop?: () => boolean;
}

export interface PurgeReport {
  /** Trial members deleted (with their rows). */
  deleted: number;
  /** Transactions run, the last one possibly empty. */
  batches: number;
}

/** Deletes up to `batchSize` expired trials and their rows in one transaction; answers how many. */
export async function purgeTrialBatch(
  db: Db,
  opts: { now: number; retentionHours?: number; batchSize?: number },
): Promise<number> {
  const retentionMs = (opts.retentionHours ?? DEFAULT_TRIAL_RETENTION_HOURS) * 3_600_000;
  const now = new Date(opts.now);
  const createdBefore = new Date(opts.now - retentionMs);
  const seenSince = new Date(opts.now - TRIAL_ACTIVE_MS);
  const child = alias(members, 'child');

  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          // A literal, not a parameter: it must match the partial index members_trial_reg_idx (type = 4).
          sql`${members.type} = ${sql.raw(String(TRIAL_TYPE))}`,
          lt(members.regDate, createdBefore),
          // Still playing: a live session used within the last hour.
          notExists(
            tx
              .select({ one: sql`1` })
              .from(sessions)
              .where(
                and(
                  eq(sessions.memberId, members.id),
                  isNull(sessions.revokedAt),
                  gt(sessions.expiresAt, now),
                  gte(sessions.lastSeenAt, seenSince),
                ),
              ),
          ),
          // Settlement would still credit these orders: wait until their draw is settled.
          notExists(
            tx
              .select({ one: sql`1` })
              .from(lotteryOrders)
              .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryOrders.drawId))
              .where(and(eq(lotteryOrders.memberId, members.id), ne(lotteryDraws.status, 'settled'))),
          ),
          // Never the case for a trial; skipped rather than failing the whole batch on a foreign key.
          notExists(tx.select({ one: sql`1` }).from(child).where(eq(child.parentId, members.id))),
          notExists(
            tx.select({ one: sql`1` }).from(affiliateCodes).where(eq(affiliateCodes.agentId, members.id)),
          ),
        ),
      )
      .orderBy(members.regDate)
      .limit(opts.batchSize ?? TRIAL_PURGE_BATCH)
      .for('update', { skipLocked: true });
    const ids = rows.map((r) => r.id);
    if (!ids.length) return 0;

    // Children before parents: sub-orders → orders, rounds → seeds, then the rest, members last.
    await tx.delete(lotterySubOrders).where(inArray(lotterySubOrders.memberId, ids));
    await tx.delete(lotteryOrders).where(inArray(lotteryOrders.memberId, ids));
    await tx.delete(gameRounds).where(inArray(gameRounds.memberId, ids));
    await tx.delete(studioSeeds).where(inArray(studioSeeds.memberId, ids));
    await tx.delete(seamlessRounds).where(inArray(seamlessRounds.memberId, ids));
    await tx.delete(seamlessTransactions).where(inArray(seamlessTransactions.memberId, ids));
    await tx.delete(walletLedger).where(inArray(walletLedger.memberId, ids));
    await tx.delete(wallets).where(inArray(wallets.memberId, ids));
    await tx.delete(sessions).where(inArray(sessions.memberId, ids));
    await tx.delete(resetTokens).where(inArray(resetTokens.memberId, ids));
    await tx.delete(favouriteGames).where(inArray(favouriteGames.memberId, ids));
    await tx.delete(recentGames).where(inArray(recentGames.memberId, ids));
    const gone = await tx
      .delete(members)
      .where(and(inArray(members.id, ids), eq(members.type, TRIAL_TYPE)))
      .returning({ id: members.id });
    return gone.length;
  });
}

/** Deletes every expired trial, batch after batch, until a batch comes back short. */
export async function purgeExpiredTrials(db: Db, opts: PurgeOptions): Promise<PurgeReport> {
  const batchSize = opts.batchSize ?? TRIAL_PURGE_BATCH;
  const done = await inBatches(batchSize, () => purgeTrialBatch(db, { ...opts, batchSize }), opts.shouldStop);
  return { deleted: done.count, batches: done.batches };
}

export interface TrialPurgeJobOptions extends PeriodicJobOptions {
  retentionHours?: number;
  batchSize?: number;
}

/** Every 10 min (first 30 s after start), by one leader across processes. */
export class TrialPurgeJob extends LeaderJob<PurgeReport> {
  constructor(opts: TrialPurgeJobOptions) {
    super({
      db: opts.db,
      lockId: TRIAL_PURGE_LOCK_ID,
      name: 'trial purge',
      everyMs: opts.everyMs ?? TRIAL_PURGE_EVERY_MS,
      firstMs: opts.firstMs ?? TRIAL_PURGE_FIRST_MS,
      work: (shouldStop) =>
        purgeExpiredTrials(opts.db, {
          now: opts.now(),
          retentionHours: opts.retentionHours,
          batchSize: opts.batchSize,
          shouldStop,
        }),
      describe: (r) => (r.deleted ? `trial purge deleted ${r.deleted} expired trial(s)` : undefined),
      log: opts.log,
      logError: opts.logError,
    });
  }
}
