// Invite friends' background work (issue 14): friends' turnover rewards checked and pending rewards paid
// (budget raised, a referrer's exclusion ended) every 5 minutes, by one leader across processes. Both steps
// are idempotent (one reward row per friend and kind, one ledger reference per reward), so a run that
// overlaps a referrer's own visit or a crashed leader's last run pays nothing twice.
import { LeaderJob, type PeriodicJobOptions } from '../lib/leader-job.ts';
import { LEADER_LOCK_IDS } from '../lib/leader-lock.ts';
import { Referrals } from './referrals.ts';

export const REFERRAL_JOB_LOCK_ID = LEADER_LOCK_IDS.referrals;
export const REFERRAL_JOB_EVERY_MS = 5 * 60_000;
export const REFERRAL_JOB_FIRST_MS = 45_000;

export interface ReferralRun {
  qualified: number;
  paid: number;
}

/** One pass: every friend's turnover, then pending rewards in batches until none is left to pay. */
export async function referralPass(referrals: Referrals, shouldStop?: () => boolean): Promise<ReferralRun> {
  const qualified = await referrals.checkTurnover();
  let paid = 0;
  // A batch that pays nothing (all held or unfunded) ends the pass: the next run tries them again.
  while (!shouldStop?.()) {
    const batch = await referrals.payPending(undefined, 200);
    paid += batch.paid;
    if (batch.seen < 200 || batch.paid === 0) break;
  }
  return { qualified, paid };
}

export class ReferralJob extends LeaderJob<ReferralRun> {
  /** `referrals`: the process's own (server/services.ts); a job alone (a test's second process) builds one. */
  constructor(opts: PeriodicJobOptions & { referrals?: Referrals }) {
    const referrals = opts.referrals ?? new Referrals(opts.db, opts.now);
    super({
      db: opts.db,
      lockId: REFERRAL_JOB_LOCK_ID,
      name: 'referral rewards',
      everyMs: opts.everyMs ?? REFERRAL_JOB_EVERY_MS,
      firstMs: opts.firstMs ?? REFERRAL_JOB_FIRST_MS,
      work: (shouldStop) => referralPass(referrals, shouldStop),
      describe: (r) =>
        r.qualified + r.paid > 0
          ? `referral rewards: ${r.qualified} friends reached the turnover, ${r.paid} rewards paid`
          : undefined,
      log: opts.log,
      logError: opts.logError,
    });
  }
}
