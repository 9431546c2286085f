// The VIP club's background work (issue 14): members who staked or deposited during the period get their
// level computed and level-up bonuses paid (held ones too, once an exclusion ended) every 5 minutes, by one
// leader across processes. Idempotent like a member's own visit (one row per member and level, one ledger
// reference per bonus), so overlapping runs and reads pay nothing twice.
import { LeaderJob, type PeriodicJobOptions } from '../lib/leader-job.ts';
import { LEADER_LOCK_IDS } from '../lib/leader-lock.ts';
import { Vip } from './vip.ts';

export const VIP_JOB_LOCK_ID = LEADER_LOCK_IDS.vip;
export const VIP_JOB_EVERY_MS = 5 * 60_000;
export const VIP_JOB_FIRST_MS = 50_000;

export class VipJob extends LeaderJob<{ members: number; paid: number }> {
  /** `vip`: the process's own (server/services.ts); a job alone (a test's second process) builds one. */
  constructor(opts: PeriodicJobOptions & { vip?: Vip }) {
    const vip = opts.vip ?? new Vip(opts.db, opts.now);
    super({
      db: opts.db,
      lockId: VIP_JOB_LOCK_ID,
      name: 'vip levels',
      everyMs: opts.everyMs ?? VIP_JOB_EVERY_MS,
      firstMs: opts.firstMs ?? VIP_JOB_FIRST_MS,
      work: (shouldStop) => vip.pass(shouldStop),
      describe: (r) => (r.paid > 0 ? `vip levels: ${r.paid} level-up bonuses paid` : undefined),
      log: opts.log,
      logError: opts.logError,
    });
  }
}
