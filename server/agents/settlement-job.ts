// Contract settlement's background work (issue 15): every 5 minutes one leader across processes settles
// the latest ended periods of every kind (a day, the last hours, a half-month) for the contracts in force,
// then retries the unpaid ones. Idempotent per (contract, period): overlapping runs, another leader or an
// operator's "settle now" pay nothing twice.
import { CONTRACT_KINDS, type ContractKind } from '../../src/shared/schemas/agent-contracts.ts';
import { LeaderJob, type PeriodicJobOptions, SETTLE_GRACE_MS } from '../lib/leader-job.ts';
import { LEADER_LOCK_IDS } from '../lib/leader-lock.ts';
import { Settlement } from './settlement.ts';
import { endedPeriods } from './settlement-periods.ts';

export const CONTRACT_SETTLEMENT_LOCK_ID = LEADER_LOCK_IDS.contractSettlement;
export const CONTRACT_SETTLEMENT_EVERY_MS = 5 * 60_000;
export const CONTRACT_SETTLEMENT_FIRST_MS = 65_000;

/** Ended periods looked at per run: a server down for a while still settles what it missed. */
const LOOK_BACK: Record<ContractKind, number> = { salary: 3, hourly: 24, dividend: 2 };

export interface SettlementRun {
  paid: number;
  unpaid: number;
}

/** One pass: the periods of each kind ended SETTLE_GRACE_MS ago, then the unpaid settlements again. */
export async function settleDue(
  settlement: Settlement,
  now: number,
  shouldStop?: () => boolean,
): Promise<SettlementRun> {
  const run: SettlementRun = { paid: 0, unpaid: 0 };
  for (const kind of CONTRACT_KINDS) {
    for (const period of endedPeriods(kind, now - SETTLE_GRACE_MS, LOOK_BACK[kind]).reverse()) {
      if (shouldStop?.()) return run;
      const r = await settlement.settlePeriod(kind, period, shouldStop);
      if (!r) break; // a draw of it is unsettled: this and later periods wait for the next pass
      run.paid += r.paid;
    }
  }
  const retried = await settlement.retryUnpaid(shouldStop);
  run.paid += retried.paid;
  run.unpaid = retried.unpaid;
  return run;
}

export class ContractSettlementJob extends LeaderJob<SettlementRun> {
  /** `settlement`: the process's own (server/services.ts); a job alone (a test's second process) builds one. */
  constructor(opts: PeriodicJobOptions & { settlement?: Settlement }) {
    const settlement = opts.settlement ?? new Settlement(opts.db, opts.now);
    super({
      db: opts.db,
      lockId: CONTRACT_SETTLEMENT_LOCK_ID,
      name: 'contract settlement',
      everyMs: opts.everyMs ?? CONTRACT_SETTLEMENT_EVERY_MS,
      firstMs: opts.firstMs ?? CONTRACT_SETTLEMENT_FIRST_MS,
      work: (shouldStop) => settleDue(settlement, opts.now(), shouldStop),
      describe: (r) =>
        r.paid > 0 || r.unpaid > 0
          ? `contract settlement: ${r.paid} paid, ${r.unpaid} unpaid (upline short)`
          : undefined,
      log: opts.log,
      logError: opts.logError,
    });
  }
}
