// The draw scheduler (issue 4): every second the leader creates coming issues, draws due ones and
// settles them. Leadership is a session-level `pg_try_advisory_lock` on a connection the leader keeps:
// with several processes on one PostgreSQL exactly one draws; if the leader dies its connection closes,
// the lock goes with it and another process takes over within a tick. PGlite has one process and one
// session, so the same call always succeeds there. The work itself is also safe to repeat (conditional
// updates, idempotent ledger references): the lock keeps the work in one place, correctness does not
// depend on it.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import type { LotteryService, TickReport } from './service.ts';

/** Any constant, distinct from the migration lock (727_001). */
export const LOTTERY_LEADER_LOCK_ID = 727_004;
export const TICK_MS = 1000;

export interface SchedulerOptions {
  db: Db;
  lottery: LotteryService;
  now: () => number;
  logError?: (message: string, err: unknown) => void;
  tickMs?: number;
}

/** node-postgres and PGlite both answer `{ rows }`; the Db type leaves the result generic. */
const rowsOf = <T>(res: unknown): T[] =>
  res && typeof res === 'object' && 'rows' in res && Array.isArray(res.rows) ? (res.rows as T[]) : [];

export class LotteryScheduler {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<unknown> | undefined;
  /** The connection holding the lock (PostgreSQL only). */
  private lockClient: pg.PoolClient | undefined;
  private leader = false;
  private stopped = false;

  constructor(private readonly opts: SchedulerOptions) {}

  get isLeader(): boolean {
    return this.leader;
  }

  start(): void {
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.tickOnce(), this.opts.tickMs ?? TICK_MS);
    // Never keeps the process alive on its own.
    this.timer.unref();
    void this.tickOnce();
  }

  /** Stops ticking, waits for a running tick and gives up leadership. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => {});
    await this.resign();
  }

  private tickOnce(): Promise<unknown> {
    if (this.running || this.stopped) return this.running ?? Promise.resolve();
    this.running = this.tick()
      .catch((err) => (this.opts.logError ?? console.error)('lottery scheduler tick failed:', err))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** One tick: the leader's work, or null when another process leads. */
  async tick(): Promise<TickReport | null> {
    if (!(await this.lead())) return null;
    return this.opts.lottery.runDue(this.opts.now());
  }

  /** Takes (or confirms) leadership. */
  private async lead(): Promise<boolean> {
    const client = (this.opts.db as { $client?: unknown }).$client;
    if (!(client instanceof pg.Pool)) {
      // PGlite: one session per process, the lock is ours (re-entrant).
      const res = await this.opts.db.execute<{ ok: boolean }>(
        sql`select pg_try_advisory_lock(${LOTTERY_LEADER_LOCK_ID}) as ok`,
      );
      this.leader = rowsOf<{ ok: boolean }>(res)[0]?.ok === true;
      return this.leader;
    }
    if (this.lockClient) return true;
    const conn = await client.connect();
    let ok = false;
    try {
      const res = await conn.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        LOTTERY_LEADER_LOCK_ID,
      ]);
      ok = res.rows[0]?.ok === true;
    } catch (err) {
      conn.release(true);
      throw err;
    }
    if (!ok) {
      conn.release();
      return false;
    }
    // A broken connection loses the lock: drop leadership, try again next tick.
    conn.on('error', () => {
      if (this.lockClient === conn) {
        this.lockClient = undefined;
        this.leader = false;
        conn.release(true);
      }
    });
    this.lockClient = conn;
    this.leader = true;
    return true;
  }

  private async resign(): Promise<void> {
    const conn = this.lockClient;
    this.lockClient = undefined;
    this.leader = false;
    if (conn) {
      try {
        await conn.query('select pg_advisory_unlock($1)', [LOTTERY_LEADER_LOCK_ID]);
        conn.release();
      } catch {
        // Destroying the connection releases the lock too.
        conn.release(true);
      }
      return;
    }
    const client = (this.opts.db as { $client?: unknown }).$client;
    if (!(client instanceof pg.Pool)) {
      await this.opts.db.execute(sql`select pg_advisory_unlock_all()`).catch(() => {});
    }
  }
}
