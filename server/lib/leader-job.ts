// A periodic background job run by one leader across processes (server/lib/leader-lock.ts): first run
// shortly after start, then every `everyMs`. Timers never keep the process alive, a run never overlaps
// the previous one, a failed run logs one line and the next one tries again.

import type { Db } from '../db/types.ts';
import { LeaderLock } from './leader-lock.ts';

/**
 * How long after a period ends the jobs that pay for it (agent rebates, contracts, the leaderboard) wait
 * before settling it: a ledger entry's time is its transaction's start, so a stake begun just before the
 * end may commit just after it; settling at once could miss it, and a settled period is never reopened.
 */
export const SETTLE_GRACE_MS = 5 * 60_000;

export interface LeaderJobOptions<R> {
  db: Db;
  /** The job's entry of LEADER_LOCK_IDS (server/lib/leader-lock.ts). */
  lockId: number;
  /** Named in log lines. */
  name: string;
  everyMs: number;
  firstMs: number;
  /** The leader's work; `shouldStop` turns true on shutdown (check it between batches). */
  work: (shouldStop: () => boolean) => Promise<R>;
  /** A line worth logging about a finished run (without the `swerte: ` prefix), or nothing. */
  describe?: (result: R) => string | undefined;
  log?: (line: string) => void;
  logError?: (line: string) => void;
}

/** What the jobs built on LeaderJob take from their callers (main.ts, tests). */
export interface PeriodicJobOptions {
  db: Db;
  /** The clock, ms since epoch. */
  now: () => number;
  everyMs?: number;
  firstMs?: number;
  /** One line per run worth telling about. */
  log?: (line: string) => void;
  /** One line per failed run (the job tries again next time). */
  logError?: (line: string) => void;
}

/**
 * Runs `batch` (which answers how many rows it handled, at most `size`) until one comes back short or
 * `shouldStop` says so: a backlog goes in small transactions that never hold locks for long.
 */
export async function inBatches(
  size: number,
  batch: () => Promise<number>,
  shouldStop?: () => boolean,
): Promise<{ count: number; batches: number }> {
  const done = { count: 0, batches: 0 };
  while (!shouldStop?.()) {
    const n = await batch();
    done.count += n;
    done.batches++;
    if (n < size) break;
  }
  return done;
}

/** What a job has done in this process, for the metrics (server/lib/metrics.ts). */
export interface JobStats {
  /** Passes run as leader, failed ones included. */
  runs: number;
  failures: number;
  /** When the last pass as leader succeeded (ms since epoch). */
  lastSuccessAt: number | undefined;
}

/** A background job as the metrics and the shutdown see it: the lottery scheduler and every LeaderJob. */
export interface BackgroundJob {
  readonly name: string;
  readonly isLeader: boolean;
  readonly stats: JobStats;
  stop(): Promise<void>;
}

const firstLine = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).split('\n')[0] || 'unknown error';

export class LeaderJob<R> implements BackgroundJob {
  readonly stats: JobStats = { runs: 0, failures: 0, lastSuccessAt: undefined };
  private first: ReturnType<typeof setTimeout> | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  private readonly lock: LeaderLock;
  private stopped = false;

  constructor(private readonly opts: LeaderJobOptions<R>) {
    this.lock = new LeaderLock(opts.db, opts.lockId);
  }

  get isLeader(): boolean {
    return this.lock.isLeader;
  }

  get name(): string {
    return this.opts.name;
  }

  start(): void {
    if (this.timer) return;
    this.stopped = false;
    this.first = setTimeout(() => void this.run(), this.opts.firstMs);
    this.first.unref();
    this.timer = setInterval(() => void this.run(), this.opts.everyMs);
    this.timer.unref();
  }

  /** Stops the timers, lets a running pass end and gives up leadership. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.first);
    clearInterval(this.timer);
    this.first = undefined;
    this.timer = undefined;
    await this.running;
    await this.lock.release();
  }

  /** What the timers call: never throws; skips when a run is still going. */
  run(): Promise<void> {
    if (this.running || this.stopped) return this.running ?? Promise.resolve();
    this.running = this.runOnce()
      .then((result) => {
        const line = result === null ? undefined : this.opts.describe?.(result);
        if (line) this.opts.log?.(`swerte: ${line}`);
      })
      .catch((err) =>
        (this.opts.logError ?? console.error)(`swerte: ${this.opts.name} failed: ${firstLine(err)}`),
      )
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** One run: the leader's work, or null when another process leads. Throws on a database error. */
  async runOnce(): Promise<R | null> {
    try {
      if (!(await this.lock.acquire())) return null;
      this.stats.runs++;
      const result = await this.opts.work(() => this.stopped);
      this.stats.lastSuccessAt = Date.now();
      return result;
    } catch (err) {
      // Leadership that could not even be asked for (the database is down) fails the pass too.
      this.stats.failures++;
      throw err;
    }
  }
}
