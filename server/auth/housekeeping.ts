// Housekeeping: tables that otherwise only grow are trimmed by one leader across processes.
// - captchas, SMS and e-mail codes, reset tokens and the social sign-in's states and tickets expired more
//   than the grace period ago (used ones expire minutes after they are issued, so "expired" covers them too);
// - sessions expired or revoked more than the grace period ago (neither can sign in again);
// - outbox rows older than the retention (operators and tests read recent ones at /ops/outbox), and the
//   record of SMS sends (/ops/sms) older than its own, longer one (a player's "no code came" of last month).
// The grace period keeps "expired" answers (rather than "invalid") for a while after expiry.
//
// Deletes go in batches — DELETE … WHERE id IN (SELECT id … LIMIT n), one statement each — so a big
// backlog never holds locks for long; each selecting condition has an index (migration 0009).
// Live rows are never selected: a live session, a fresh captcha or code keeps working.
import { and, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  captchas,
  emailCodes,
  outbox,
  resetTokens,
  sessions,
  smsCodes,
  smsSends,
  socialStates,
  socialTickets,
} from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { inBatches, LeaderJob, type PeriodicJobOptions } from '../lib/leader-job.ts';
import { LEADER_LOCK_IDS } from '../lib/leader-lock.ts';

export const HOUSEKEEPING_LOCK_ID = LEADER_LOCK_IDS.housekeeping;
export const HOUSEKEEPING_EVERY_MS = 10 * 60_000;
export const HOUSEKEEPING_FIRST_MS = 60_000;
/** Rows deleted per statement. */
export const HOUSEKEEPING_BATCH = 1_000;
/** Expired (or revoked) this long ago before a row goes. */
export const HOUSEKEEPING_GRACE_MS = 24 * 3_600_000;
/** Outbox rows are kept this long. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 3_600_000;
/** The record of SMS sends is kept this long. */
export const SMS_SENDS_RETENTION_MS = 90 * 24 * 3_600_000;

export interface HousekeepingOptions {
  /** The clock, ms since epoch. */
  now: number;
  graceMs?: number;
  outboxRetentionMs?: number;
  batchSize?: number;
  /** Checked between batches: a shutdown does not wait for a whole backlog. */
  shouldStop?: () => boolean;
}

export interface HousekeepingReport {
  captchas: number;
  smsCodes: number;
  /** E-mail binding codes (server/contacts/email-codes.ts). */
  emailCodes: number;
  sessions: number;
  resetTokens: number;
  /** Google and Facebook round trips never called back, and their tickets (server/auth/social/). */
  socialStates: number;
  socialTickets: number;
  outbox: number;
  smsSends: number;
  /** Delete statements run (each possibly short or empty). */
  batches: number;
}

/** Deletes up to `limit` rows of `table` matching `where`; answers how many. */
async function deleteBatch(db: Db, table: PgTable, id: PgColumn, where: SQL, limit: number): Promise<number> {
  const gone = await db
    .delete(table)
    .where(inArray(id, db.select({ id }).from(table).where(where).limit(limit)))
    .returning({ id });
  return gone.length;
}

/** Purges everything that is due, table after table, batch after batch. */
export async function housekeep(db: Db, opts: HousekeepingOptions): Promise<HousekeepingReport> {
  const batchSize = opts.batchSize ?? HOUSEKEEPING_BATCH;
  const cutoff = new Date(opts.now - (opts.graceMs ?? HOUSEKEEPING_GRACE_MS));
  const outboxCutoff = new Date(opts.now - (opts.outboxRetentionMs ?? OUTBOX_RETENTION_MS));
  const report: HousekeepingReport = {
    captchas: 0,
    smsCodes: 0,
    emailCodes: 0,
    sessions: 0,
    resetTokens: 0,
    socialStates: 0,
    socialTickets: 0,
    outbox: 0,
    smsSends: 0,
    batches: 0,
  };
  const jobs: [keyof Omit<HousekeepingReport, 'batches'>, PgTable, PgColumn, SQL | undefined][] = [
    ['captchas', captchas, captchas.id, lt(captchas.expiresAt, cutoff)],
    ['smsCodes', smsCodes, smsCodes.id, lt(smsCodes.expiresAt, cutoff)],
    ['emailCodes', emailCodes, emailCodes.id, lt(emailCodes.expiresAt, cutoff)],
    ['resetTokens', resetTokens, resetTokens.id, lt(resetTokens.expiresAt, cutoff)],
    ['socialStates', socialStates, socialStates.id, lt(socialStates.expiresAt, cutoff)],
    ['socialTickets', socialTickets, socialTickets.id, lt(socialTickets.expiresAt, cutoff)],
    // Two conditions, two passes: each one an index range (sessions_expires_idx, sessions_revoked_idx).
    ['sessions', sessions, sessions.id, lt(sessions.expiresAt, cutoff)],
    ['sessions', sessions, sessions.id, and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff))],
    ['outbox', outbox, outbox.id, lt(outbox.createdAt, outboxCutoff)],
    ['smsSends', smsSends, smsSends.id, lt(smsSends.createdAt, new Date(opts.now - SMS_SENDS_RETENTION_MS))],
  ];
  for (const [key, table, id, where] of jobs) {
    if (!where) continue;
    const done = await inBatches(
      batchSize,
      () => deleteBatch(db, table, id, where, batchSize),
      opts.shouldStop,
    );
    report[key] += done.count;
    report.batches += done.batches;
  }
  return report;
}

export interface HousekeepingJobOptions extends PeriodicJobOptions {
  graceMs?: number;
  outboxRetentionMs?: number;
  batchSize?: number;
}

const described = (r: HousekeepingReport) => {
  const parts = (
    [
      'captchas',
      'smsCodes',
      'emailCodes',
      'sessions',
      'resetTokens',
      'socialStates',
      'socialTickets',
      'outbox',
      'smsSends',
    ] as const
  )
    .filter((k) => r[k] > 0)
    .map((k) => `${r[k]} ${k}`);
  return parts.length ? `housekeeping deleted ${parts.join(', ')}` : undefined;
};

/** Every 10 min (first 60 s after start), by one leader across processes. */
export class HousekeepingJob extends LeaderJob<HousekeepingReport> {
  constructor(opts: HousekeepingJobOptions) {
    super({
      db: opts.db,
      lockId: HOUSEKEEPING_LOCK_ID,
      name: 'housekeeping',
      everyMs: opts.everyMs ?? HOUSEKEEPING_EVERY_MS,
      firstMs: opts.firstMs ?? HOUSEKEEPING_FIRST_MS,
      work: (shouldStop) =>
        housekeep(opts.db, {
          now: opts.now(),
          graceMs: opts.graceMs,
          outboxRetentionMs: opts.outboxRetentionMs,
          batchSize: opts.batchSize,
          shouldStop,
        }),
      describe: described,
      log: opts.log,
      logError: opts.logError,
    });
  }
}
