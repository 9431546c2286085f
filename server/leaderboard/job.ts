// The period leaderboard's settlement (issue 14): every 5 minutes one leader across processes settles each
// merchant's period that ended, once (the period row is unique, written in the paying transaction: a run
// overlapping another leader's or an operator's settlement pays nothing twice).

import type { LeaderboardSettleResult } from '../../src/shared/schemas/missions.ts';
import { LeaderJob, type PeriodicJobOptions } from '../lib/leader-job.ts';
import { LEADER_LOCK_IDS } from '../lib/leader-lock.ts';
import { LeaderboardService } from './leaderboard.ts';

export const LEADERBOARD_JOB_LOCK_ID = LEADER_LOCK_IDS.leaderboard;
export const LEADERBOARD_JOB_EVERY_MS = 5 * 60_000;
export const LEADERBOARD_JOB_FIRST_MS = 55_000;

export class LeaderboardJob extends LeaderJob<LeaderboardSettleResult> {
  /** `leaderboard`: the process's own (server/services.ts); a job alone (a test's second process) builds one. */
  constructor(opts: PeriodicJobOptions & { leaderboard?: LeaderboardService }) {
    const leaderboard = opts.leaderboard ?? new LeaderboardService(opts.db, opts.now);
    super({
      db: opts.db,
      lockId: LEADERBOARD_JOB_LOCK_ID,
      name: 'leaderboard settlement',
      everyMs: opts.everyMs ?? LEADERBOARD_JOB_EVERY_MS,
      firstMs: opts.firstMs ?? LEADERBOARD_JOB_FIRST_MS,
      work: (shouldStop) => leaderboard.settleAll(shouldStop),
      describe: (r) =>
        r.periods > 0
          ? `leaderboard: ${r.periods} periods settled, ${r.prizes} prizes paid (${r.paidCents} cents)`
          : undefined,
      log: opts.log,
      logError: opts.logError,
    });
  }
}
