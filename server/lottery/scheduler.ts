// The draw scheduler: every second the leader creates coming issues, draws due ones and
// settles them, with one leader across processes (server/lib/leader-lock.ts): if the leader dies another
// process takes over within a tick. The work itself is also safe to repeat (conditional
// updates, idempotent ledger references): the lock keeps the work in one place, correctness does not
// depend on it.
// While ticks fail (a database that is down) the scheduler backs off, 1 s, 2, 4 … up to 30 s, and logs
// one line when it starts failing and one when it is back, not a stack trace a second.

import { describeDbError, isDatabaseUnavailable } from '../db/pg-errors.ts';
import type { Db } from '../db/types.ts';
import type { BackgroundJob, JobStats } from '../lib/leader-job.ts';
import { LEADER_LOCK_IDS, LeaderLock } from '../lib/leader-lock.ts';
import type { LotteryService, TickReport } from './service.ts';

export const LOTTERY_LEADER_LOCK_ID = LEADER_LOCK_IDS.lottery;
export const TICK_MS = 1000;
/** The longest wait between two failing ticks. */
export const MAX_BACKOFF_MS = 30_000;

export interface SchedulerOptions {
  db: Db;
  lottery: LotteryService;
  now: () => number;
  logError?: (message: string, err?: unknown) => void;
  log?: (line: string) => void;
  tickMs?: number;
}

export class LotteryScheduler implements BackgroundJob {
  readonly name = 'lottery draws';
  readonly stats: JobStats = { runs: 0, failures: 0, lastSuccessAt: undefined };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<unknown> | undefined;
  private readonly lock: LeaderLock;
  private stopped = true;
  /** Ticks failed in a row (0: healthy), and whether the first of them was the database. */
  private failures = 0;
  private databaseDown = false;
  /** Bumped by start(): a loop of an earlier start() ends. */
  private generation = 0;

  constructor(private readonly opts: SchedulerOptions) {
    this.lock = new LeaderLock(opts.db, LOTTERY_LEADER_LOCK_ID);
  }

  get isLeader(): boolean {
    return this.lock.isLeader;
  }

  /** The wait before the next tick: the tick period, doubled per failure in a row, at most 30 s. */
  get nextDelayMs(): number {
    const tickMs = this.opts.tickMs ?? TICK_MS;
    if (this.failures === 0) return tickMs;
    return Math.min(tickMs * 2 ** (this.failures - 1), Math.max(MAX_BACKOFF_MS, tickMs));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.loop(++this.generation);
  }

  /** Stops ticking, waits for a running tick and gives up leadership. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => {});
    await this.resign();
  }

  private async loop(generation: number): Promise<void> {
    await this.tickOnce();
    if (this.stopped || generation !== this.generation) return;
    this.timer = setTimeout(() => void this.loop(generation), this.nextDelayMs);
    // Never keeps the process alive on its own.
    this.timer.unref();
  }

  private tickOnce(): Promise<unknown> {
    if (this.running || this.stopped) return this.running ?? Promise.resolve();
    this.running = this.tick()
      .then(
        () => {
          if (this.failures > 0)
            this.log(
              `swerte: lottery scheduler: ${this.databaseDown ? 'database back' : 'ticks succeed again'}`,
            );
          this.failures = 0;
        },
        (err) => {
          if (this.failures++ > 0) return;
          const logError = this.opts.logError ?? console.error;
          this.databaseDown = isDatabaseUnavailable(err);
          if (this.databaseDown)
            logError(`swerte: lottery scheduler: database unavailable (${describeDbError(err)}), retrying`);
          // Anything else is a bug: its stack, once, then the same back-off.
          else logError('swerte: lottery scheduler tick failed, retrying:', err);
        },
      )
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private log(line: string): void {
    (this.opts.log ?? console.log)(line);
  }

  /** One tick: the leader's work, or null when another process leads. */
  async tick(): Promise<TickReport | null> {
    try {
      if (!(await this.lock.acquire())) return null;
      this.stats.runs++;
      const report = await this.opts.lottery.runDue(this.opts.now());
      this.stats.lastSuccessAt = Date.now();
      return report;
    } catch (err) {
      this.stats.failures++;
      throw err;
    }
  }

  private async resign(): Promise<void> {
    await this.lock.release();
  }
}
