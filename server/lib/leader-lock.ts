// Leadership of a background job across processes: a session-level `pg_try_advisory_lock` on a
// connection the leader keeps. With several processes on one PostgreSQL exactly one holds it; if the
// leader dies its connection closes, the lock goes with it and another process takes over on its next
// try. PGlite has one process and one session, so the same call always succeeds there.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';

/**
 * Every session-level advisory lock id, in one table so a new job cannot take an id already in use
 * (tests/server/lock-ids.test.ts holds them distinct). Transaction locks have their own namespaces:
 * LOCK_SPACE in xact-lock.ts (PostgreSQL keeps one-key and two-key locks apart).
 */
export const LEADER_LOCK_IDS = {
  migration: 727_001,
  lottery: 727_004,
  trialPurge: 727_005,
  studioRecovery: 727_006,
  housekeeping: 727_007,
  depositReconcile: 727_008,
  referrals: 727_040,
  vip: 727_050,
  rainSchedules: 727_064,
  leaderboard: 727_070,
  rewardExpiry: 727_071,
  contractSettlement: 727_090,
  agentRebates: 727_151,
} as const;

/** node-postgres and PGlite both answer `{ rows }`; the Db type leaves the result generic. */
const rowsOf = <T>(res: unknown): T[] =>
  res && typeof res === 'object' && 'rows' in res && Array.isArray(res.rows) ? (res.rows as T[]) : [];

export class LeaderLock {
  /** The connection holding the lock (PostgreSQL only). */
  private conn: pg.PoolClient | undefined;
  private held = false;

  /** `lockId`: the job's entry of LEADER_LOCK_IDS. */
  constructor(
    private readonly db: Db,
    private readonly lockId: number,
  ) {}

  get isLeader(): boolean {
    return this.held;
  }

  /** Takes (or confirms) leadership; false when another process leads. */
  async acquire(): Promise<boolean> {
    const client = (this.db as { $client?: unknown }).$client;
    if (!(client instanceof pg.Pool)) {
      // PGlite: one session per process, the lock is ours. Taken once: it counts re-entries.
      if (this.held) return true;
      const res = await this.db.execute<{ ok: boolean }>(
        sql`select pg_try_advisory_lock(${this.lockId}) as ok`,
      );
      this.held = rowsOf<{ ok: boolean }>(res)[0]?.ok === true;
      return this.held;
    }
    if (this.conn) return true;
    const conn = await client.connect();
    let ok = false;
    try {
      const res = await conn.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [this.lockId]);
      ok = res.rows[0]?.ok === true;
    } catch (err) {
      conn.release(true);
      throw err;
    }
    if (!ok) {
      conn.release();
      return false;
    }
    // A broken connection loses the lock: drop leadership, try again next time.
    conn.on('error', () => {
      if (this.conn === conn) {
        this.conn = undefined;
        this.held = false;
        conn.release(true);
      }
    });
    this.conn = conn;
    this.held = true;
    return true;
  }

  /** Gives up leadership (another process may take it over). */
  async release(): Promise<void> {
    const conn = this.conn;
    this.conn = undefined;
    const held = this.held;
    this.held = false;
    if (conn) {
      try {
        await conn.query('select pg_advisory_unlock($1)', [this.lockId]);
        conn.release();
      } catch {
        // Destroying the connection releases the lock too.
        conn.release(true);
      }
      return;
    }
    if (held) await this.db.execute(sql`select pg_advisory_unlock(${this.lockId})`).catch(() => {});
  }
}
