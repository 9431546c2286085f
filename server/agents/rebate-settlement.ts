// Team rebate income (issue 15, /m/member/teamRebate): per Manila day and agent, what
// src/shared/agent-rebate.ts computes from the day's stakes of its team (server/records/stakes.ts) and its
// rates, credited once as `agent.rebate:<agent>:<day>` (reason 'agent.rebate').
//
// Settling an (agent, day) is one transaction that first inserts the day's row (primary key agent, day):
// a concurrent settler of the same pair waits on that key and then finds it taken, so the job on several
// processes, or the job and an operator's "settle now", pay once. Rates are those in force when the day
// is settled. A stake counts on the day its outcome became final (settled wagering, server/records/stakes.ts:
// a stake placed before midnight and cancelled after counts on no day, issue 31); the job settles a day
// SETTLE_GRACE_MS after it ends, so a settlement committing just after midnight is in it, and not while a
// draw due that day is unsettled (stakesOpenBefore).
// An account an agent opened itself counts only play placed after its first deposit (team.ts agentCounted).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  type AgentRebateLine,
  agentRebateLines,
  agentRebateTotal,
  type Branch,
  type CategoryCents,
  manilaDayBounds,
  manilaDayOf,
} from '../../src/shared/agent-rebate.ts';
import { AGENT_REBATE_LOOKBACK_DAYS } from '../../src/shared/constants/agent-rebates.ts';
import { MAX_TEAM_DEPTH } from '../../src/shared/constants/agents.ts';
import { GAME_CATEGORIES, type GameCategory } from '../../src/shared/constants/lobby.ts';
import { rebateCategoryOf } from '../../src/shared/constants/rebates.ts';
import type { AgentRebateIncome, OpsAgentSettleResult } from '../../src/shared/schemas/agent-rebates.ts';
import { agentRebateSettlements } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { SETTLE_GRACE_MS } from '../lib/leader-job.ts';
import { pagedQuery } from '../lib/paged.ts';
import { settledStakes, stakesOpenBefore } from '../records/stakes.ts';
import { credit } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';
import { ratesOf, ratesOfMembers } from './rebates.ts';
import { agentCounted } from './team.ts';

const Num = v.pipe(v.union([v.number(), v.bigint(), v.string()]), v.transform(Number));
const TurnoverRowsSchema = v.object({
  rows: v.array(
    v.object({ branch: Num, own: v.boolean(), game_type: v.nullable(v.string()), turnover: Num }),
  ),
});
const AgentRowsSchema = v.object({ rows: v.array(v.object({ id: Num, merchant_code: v.string() })) });

const isGameCategory = (c: string): c is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(c);

interface Agent {
  id: number;
  merchantCode: string;
}

/** Each direct member of the agent with its own and its team's settled stakes over [from, to), and its rates. */
export async function branchesOf(db: DbOrTx, agent: Agent, from: Date, to: Date): Promise<Branch[]> {
  const result = await db.execute(sql`
    with recursive t(id, branch, depth) as (
      select m.id, m.id, 1 from members m where m.parent_id = ${agent.id}
      union all
      select m.id, t.branch, t.depth + 1 from members m join t on m.parent_id = t.id
      where t.depth < ${MAX_TEAM_DEPTH}
    )
    select t.branch, t.depth = 1 as own, s.game_type, sum(s.wager) as turnover
    from ${settledStakes(
      sql`s.member_id in (select id from t) and s.settled_at >= ${from.toISOString()}
        and s.settled_at < ${to.toISOString()} and ${agentCounted}`,
      { placed: true },
    )} s
      join t on t.id = s.member_id
    group by 1, 2, 3`);
  const byBranch = new Map<number, { own: CategoryCents; below: CategoryCents }>();
  for (const row of v.parse(TurnoverRowsSchema, result).rows) {
    if (!row.game_type || !isGameCategory(row.game_type)) continue;
    const category = rebateCategoryOf(row.game_type);
    const b = byBranch.get(row.branch) ?? { own: {}, below: {} };
    const side = row.own ? b.own : b.below;
    side[category] = (side[category] ?? 0) + row.turnover;
    byBranch.set(row.branch, b);
  }
  const rates = await ratesOfMembers(db, [...byBranch.keys()]);
  return [...byBranch].map(([id, b]) => ({ rates: rates.get(id) ?? {}, ...b }));
}

/** The agent's lines over a Manila day (or the part of it so far) with its rates now. */
async function dayLines(db: DbOrTx, agent: Agent, day: string): Promise<AgentRebateLine[]> {
  const { from, to } = manilaDayBounds(day);
  const [rates, branches] = await Promise.all([
    ratesOf(db, agent.id),
    branchesOf(db, agent, new Date(from), new Date(to)),
  ]);
  return agentRebateLines(rates, branches);
}

const DAY_MS = 24 * 3_600_000;

export class AgentRebateSettlement {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Settles one agent's day once: the amount credited now, or null when the day was settled already
   * (by this or another process).
   */
  async settleAgent(agent: Agent, day: string): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(agentRebateSettlements)
        .values({ agentId: agent.id, day, amountCents: 0, lines: [], settledAt: new Date(this.now()) })
        .onConflictDoNothing()
        .returning({ agentId: agentRebateSettlements.agentId });
      if (!claimed) return null;
      const lines = await dayLines(tx, agent, day);
      const amountCents = agentRebateTotal(lines);
      await tx
        .update(agentRebateSettlements)
        .set({ amountCents, lines })
        .where(and(eq(agentRebateSettlements.agentId, agent.id), eq(agentRebateSettlements.day, day)));
      if (amountCents > 0) {
        const moved = await credit(tx, {
          memberId: agent.id,
          amountCents,
          reason: 'agent.rebate',
          reference: ledgerRef.agentRebate(agent.id, day),
        });
        if (!moved.ok) throw new Error(`agent rebate of member ${agent.id} refused: ${moved.reason}`);
      }
      return amountCents;
    });
  }

  /**
   * Settles a day for every agent with a rate (of one merchant, or all) not settled yet for it; a day not
   * over yet is settled as it stands (an operator's choice: what comes later that day is not paid). Null,
   * settling nothing, while a draw due before the day's end (or now) is unsettled: its stakes count in it.
   */
  async settleDay(
    day: string,
    merchantCode?: string,
    shouldStop?: () => boolean,
  ): Promise<Omit<OpsAgentSettleResult, 'day'> | null> {
    const { to } = manilaDayBounds(day);
    if (await stakesOpenBefore(this.db, new Date(Math.min(to, this.now())))) return null;
    const result = await this.db.execute(sql`
      select distinct m.id, m.merchant_code
      from agent_rebate_rates r join members m on m.id = r.member_id
      where r.rate_bp > 0 and m.reg_date < ${new Date(to).toISOString()}
        ${merchantCode === undefined ? sql`` : sql`and m.merchant_code = ${merchantCode}`}
        and not exists (select 1 from agent_rebate_settlements s where s.agent_id = m.id and s.day = ${day})
      order by m.id`);
    let agents = 0;
    let paidCents = 0;
    for (const row of v.parse(AgentRowsSchema, result).rows) {
      if (shouldStop?.()) break;
      const paid = await this.settleAgent({ id: row.id, merchantCode: row.merchant_code }, day);
      if (paid === null) continue;
      agents++;
      paidCents += paid;
    }
    return { agents, paidCents };
  }

  /**
   * The job's pass: the last AGENT_REBATE_LOOKBACK_DAYS days ended SETTLE_GRACE_MS ago, oldest first, up to
   * the first with a draw still to settle (the next pass takes it up).
   */
  async pass(shouldStop?: () => boolean): Promise<{ agents: number; paidCents: number }> {
    const total = { agents: 0, paidCents: 0 };
    const now = this.now() - SETTLE_GRACE_MS;
    for (let back = AGENT_REBATE_LOOKBACK_DAYS; back >= 1 && !shouldStop?.(); back--) {
      const r = await this.settleDay(manilaDayOf(now - back * DAY_MS), undefined, shouldStop);
      if (!r) break;
      total.agents += r.agents;
      total.paidCents += r.paidCents;
    }
    return total;
  }

  /** The income screen: today's estimate (null once settled early) and the settled days, newest first. */
  async income(agent: Agent, q: { pageNo: number; pageSize: number }): Promise<AgentRebateIncome> {
    const today = manilaDayOf(this.now());
    const mine = eq(agentRebateSettlements.agentId, agent.id);
    const [settled, [settledToday]] = await Promise.all([
      pagedQuery(
        q,
        (limit, offset) =>
          this.db
            .select()
            .from(agentRebateSettlements)
            .where(mine)
            .orderBy(desc(agentRebateSettlements.day))
            .limit(limit)
            .offset(offset),
        () => this.db.select({ n: count() }).from(agentRebateSettlements).where(mine),
      ),
      this.db
        .select({ day: agentRebateSettlements.day })
        .from(agentRebateSettlements)
        .where(and(mine, eq(agentRebateSettlements.day, today))),
    ]);
    const lines = settledToday ? null : await dayLines(this.db, agent, today);
    return {
      today: lines && { day: today, lines, totalCents: agentRebateTotal(lines) },
      settled: {
        ...settled,
        list: settled.list.map((s) => ({
          day: s.day,
          amountCents: s.amountCents,
          settledAt: s.settledAt.toISOString(),
          lines: s.lines,
        })),
      },
    };
  }
}
