// Leadership of a background job across processes: a session-level `pg_try_advisory_lock` on the
// process's leader session (server/db/leader-session.ts: one connection apart from the request pool,
// holding every lock of the process). With several processes on one PostgreSQL exactly one holds each
// lock; if the leader dies or its connection breaks the lock goes with it and another process takes
// over on its next try. A job's work runs on the pool, one statement or transaction at a time.
import { type LeaderSession, leaderSessionOf } from '../db/leader-session.ts';
import type { Db } from '../db/types.ts';

/**
 * Every session-level advisory lock id, in one table so a new job cannot take an id already in use
 * (tests/server/lib/lock-ids.test.ts holds them distinct). Transaction locks have their own namespaces:
 * LOCK_SPACE in xact-lock.ts (PostgreSQL keeps one-key and two-key locks apart).
 */
export const LEADER_LOCK_IDS = {
  migration: 727_001,
  lottery: 727_004,
  trialPurge: 727_005,
  studioRecovery: 727_006,
  housekeeping: 727_007,
  depositReconcile: 727_008,
  demoRenewal: 727_009,
  referrals: 727_040,
  vip: 727_050,
  rainSchedules: 727_064,
  leaderboard: 727_070,
  rewardExpiry: 727_071,
  contractSettlement: 727_090,
  agentRebates: 727_151,
} as const;

export class LeaderLock {
  private readonly session: LeaderSession;

  /** `lockId`: the job's entry of LEADER_LOCK_IDS. */
  constructor(
    db: Db,
    private readonly lockId: number,
  ) {
    this.session = leaderSessionOf(db);
  }

  /** False as soon as the session holding the lock breaks. */
  get isLeader(): boolean {
    return this.session.holds(this.lockId, this);
  }

  /** Takes (or confirms) leadership; false when another process, or another holder here, leads. */
  acquire(): Promise<boolean> {
    return this.session.tryLock(this.lockId, this);
  }

  /** Gives up leadership (another process may take it over). */
  release(): Promise<void> {
    return this.session.unlock(this.lockId, this);
  }
}
