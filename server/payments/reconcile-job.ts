// Gateway deposits whose webhook never came, asked of the gateway (Deposits.reconcilePending) every
// 5 minutes by one leader across processes. The leader's first pass asks about every pending order of the
// last two days (it may follow an outage longer than the gateway's retries); later passes only about the
// orders that crossed one of the ages since the pass before. Crediting goes through the webhook's own
// path, so a lookup racing a late webhook credits once.
import { LeaderJob, type PeriodicJobOptions } from '../lib/leader-job.ts';
import { LEADER_LOCK_IDS } from '../lib/leader-lock.ts';
import type { Deposits } from './deposits.ts';

export const DEPOSIT_RECONCILE_EVERY_MS = 5 * 60_000;
export const DEPOSIT_RECONCILE_FIRST_MS = 60_000;

type Result = Awaited<ReturnType<Deposits['reconcilePending']>>;

export class DepositReconcileJob extends LeaderJob<Result> {
  constructor(opts: PeriodicJobOptions & { deposits: Deposits }) {
    /** The clock at the last pass this process led; undefined until its first. */
    let last: number | undefined;
    super({
      db: opts.db,
      lockId: LEADER_LOCK_IDS.depositReconcile,
      name: 'deposit reconciliation',
      everyMs: opts.everyMs ?? DEPOSIT_RECONCILE_EVERY_MS,
      firstMs: opts.firstMs ?? DEPOSIT_RECONCILE_FIRST_MS,
      work: async (shouldStop) => {
        const now = opts.now();
        const result = await opts.deposits.reconcilePending(
          now,
          last === undefined ? undefined : now - last,
          shouldStop,
        );
        last = now;
        return result;
      },
      describe: (r) =>
        r.credited + r.unapplied > 0
          ? `deposit reconciliation: ${r.credited} credited, ${r.unapplied} left to operators (of ${r.asked} asked)`
          : undefined,
      log: opts.log,
      logError: opts.logError,
    });
  }
}
