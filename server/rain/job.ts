// Recurring red envelope rain (issue 14): the schedules' sessions of the next day are made every 10
// minutes by one leader across processes. Idempotent per (schedule, start) (see schedules.ts), so a run
// that overlaps an operator's change, or another process's run, makes nothing twice.
import { LeaderJob, type PeriodicJobOptions } from '../lib/leader-job.ts';
import { LEADER_LOCK_IDS } from '../lib/leader-lock.ts';
import { type PlanReport, RainSchedules } from './schedules.ts';

export const RAIN_JOB_LOCK_ID = LEADER_LOCK_IDS.rainSchedules;
export const RAIN_JOB_EVERY_MS = 10 * 60_000;
export const RAIN_JOB_FIRST_MS = 20_000;

export class RainScheduleJob extends LeaderJob<PlanReport> {
  /** `schedules`: the process's own (server/services.ts); a job alone (a test's second process) builds one. */
  constructor(opts: PeriodicJobOptions & { schedules?: RainSchedules }) {
    const schedules = opts.schedules ?? new RainSchedules(opts.db, opts.now);
    super({
      db: opts.db,
      lockId: RAIN_JOB_LOCK_ID,
      name: 'rain schedules',
      everyMs: opts.everyMs ?? RAIN_JOB_EVERY_MS,
      firstMs: opts.firstMs ?? RAIN_JOB_FIRST_MS,
      work: (shouldStop) => schedules.plan(shouldStop),
      describe: (r) =>
        r.created + r.skipped > 0
          ? `rain schedules: ${r.created} sessions planned${r.skipped ? `, ${r.skipped} skipped (overlap)` : ''}`
          : undefined,
      log: opts.log,
      logError: opts.logError,
    });
  }
}
