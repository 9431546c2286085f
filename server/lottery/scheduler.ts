// The draw scheduler (issue 4): every second the leader creates coming issues, draws due ones and
// settles them, with one leader across processes (server/lib/leader-lock.ts): if the leader dies another
// process takes over within a tick. The work itself is also safe to repeat (conditional
// updates, idempotent ledger references): the lock keeps the work in one place, correctness does not
// depend on it.
import type { Db } from '../db/client.ts';
import { LeaderLock } from '../lib/leader-lock.ts';
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

export class LotteryScheduler {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<unknown> | undefined;
  private readonly lock: LeaderLock;
  private stopped = false;

  constructor(private readonly opts: SchedulerOptions) {
    this.lock = new LeaderLock(opts.db, LOTTERY_LEADER_LOCK_ID);
  }

  get isLeader(): boolean {
    return this.lock.isLeader;
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
    if (!(await this.lock.acquire())) return null;
    return this.opts.lottery.runDue(this.opts.now());
  }

  private async resign(): Promise<void> {
    await this.lock.release();
  }
}
