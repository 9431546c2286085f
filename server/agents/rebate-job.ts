// Team rebate settlement (issue 15): the last few ended Manila days of every agent with a rate, every
// 10 minutes, by one leader across processes. Each (agent, day) is settled once whoever runs it
// (server/agents/rebate-settlement.ts), so an operator's "settle now" meeting the job pays nothing twice.
import { LeaderJob, type PeriodicJobOptions } from '../lib/leader-job.ts';
import { LEADER_LOCK_IDS } from '../lib/leader-lock.ts';
import { AgentRebateSettlement } from './rebate-settlement.ts';

export const AGENT_REBATE_JOB_LOCK_ID = LEADER_LOCK_IDS.agentRebates;
export const AGENT_REBATE_JOB_EVERY_MS = 10 * 60_000;
export const AGENT_REBATE_JOB_FIRST_MS = 60_000;

export class AgentRebateJob extends LeaderJob<{ agents: number; paidCents: number }> {
  /** `settlement`: the process's own (server/services.ts); a job alone (a test's second process) builds one. */
  constructor(opts: PeriodicJobOptions & { settlement?: AgentRebateSettlement }) {
    const settlement = opts.settlement ?? new AgentRebateSettlement(opts.db, opts.now);
    super({
      db: opts.db,
      lockId: AGENT_REBATE_JOB_LOCK_ID,
      name: 'agent rebates',
      everyMs: opts.everyMs ?? AGENT_REBATE_JOB_EVERY_MS,
      firstMs: opts.firstMs ?? AGENT_REBATE_JOB_FIRST_MS,
      work: (shouldStop) => settlement.pass(shouldStop),
      describe: (r) =>
        r.agents > 0 ? `agent rebates: ${r.agents} agent days settled, ${r.paidCents} cents paid` : undefined,
      log: opts.log,
      logError: opts.logError,
    });
  }
}
