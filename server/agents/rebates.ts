// Agent rebate rates (issue 15): per category, the share of its team's valid turnover an agent earns
// (src/shared/agent-rebate.ts). Operators set a top agent's; an agent sets its direct sub-agents', each
// at most its own. The check and the write are one transaction that holds the upline's rows FOR SHARE, so
// a concurrent lowering of the upline's rate (which takes them FOR UPDATE) either waits for the write and
// then caps it, or goes first and the write reads the lowered rate.
//
// Lowering a rate caps the whole team below at the new rate in that category (each member's rate stays
// within its upline's): refusing instead would leave an operator unable to lower a top agent without
// walking its tree first.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { agentRateMax, type CategoryRates, rateProblem } from '../../src/shared/agent-rebate.ts';
import { AGENT_EXCLUDED_TYPES } from '../../src/shared/constants/members.ts';
import { REBATE_CATEGORIES } from '../../src/shared/constants/rebates.ts';
import { AGENT_CODES } from '../../src/shared/errors/agent.ts';
import { AGENT_REBATE_CODES } from '../../src/shared/errors/agent-rebate.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import type {
  AgentMemberRates,
  AgentRate,
  AgentRatesBody,
  AgentRebatesView,
} from '../../src/shared/schemas/agent-rebates.ts';
import { audit } from '../core/audit.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { agentRebateRates, members } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { inTeam, teamCte } from './team.ts';

/** Every category's rate, in REBATE_CATEGORIES order (0 where none is set). */
export const allRates = (rates: CategoryRates): AgentRate[] =>
  REBATE_CATEGORIES.map((category) => ({ category, rateBp: rates[category] ?? 0 }));

/** The members' rates, by member (a member without rows: none). */
export async function ratesOfMembers(db: DbOrTx, ids: number[]): Promise<Map<number, CategoryRates>> {
  const out = new Map<number, CategoryRates>();
  if (!ids.length) return out;
  const rows = await db.select().from(agentRebateRates).where(inArray(agentRebateRates.memberId, ids));
  for (const r of rows) {
    const rates = out.get(r.memberId) ?? {};
    rates[r.category] = r.rateBp;
    out.set(r.memberId, rates);
  }
  return out;
}

export const ratesOf = async (db: DbOrTx, id: number): Promise<CategoryRates> =>
  (await ratesOfMembers(db, [id])).get(id) ?? {};

/**
 * Writes `body`'s rates of `memberId` in the caller's transaction: each within the bound and, when
 * `uplineId` is given, within the upline's own (its rows read FOR SHARE); then caps the team below.
 * Answers the member's rates before and after.
 */
export async function writeRates(
  tx: DbOrTx,
  memberId: number,
  body: AgentRatesBody,
  uplineId: number | null,
  setBy: string,
  at: Date,
): Promise<Outcome<{ before: CategoryRates; after: CategoryRates }>> {
  let bound: CategoryRates | null = null;
  if (uplineId !== null) {
    const rows = await tx
      .select({ category: agentRebateRates.category, rateBp: agentRebateRates.rateBp })
      .from(agentRebateRates)
      .where(eq(agentRebateRates.memberId, uplineId))
      .orderBy(asc(agentRebateRates.category))
      .for('share');
    bound = Object.fromEntries(rows.map((r) => [r.category, r.rateBp]));
  }
  for (const r of body.rates) {
    const problem = rateProblem(r.category, r.rateBp, bound === null ? null : (bound[r.category] ?? 0));
    if (problem === AGENT_REBATE_CODES.rateAboveOwn)
      return refused(409, problem, `${r.category}: above your own rate of ${bound?.[r.category] ?? 0} bp`);
    if (problem === AGENT_REBATE_CODES.rateAboveEdge)
      return refused(400, problem, `${r.category}: above the house edge of ${agentRateMax(r.category)} bp`);
    if (problem)
      return refused(400, problem, `${r.category}: a whole number of basis points within the bound`);
  }
  const before = await ratesOf(tx, memberId);
  // One order everywhere (REBATE_CATEGORIES), so two writers of one member never wait in a cycle.
  const values = REBATE_CATEGORIES.flatMap((category) => {
    const r = body.rates.find((x) => x.category === category);
    return r ? [{ memberId, category, rateBp: r.rateBp, setBy, updatedAt: at }] : [];
  });
  await tx
    .insert(agentRebateRates)
    .values(values)
    .onConflictDoUpdate({
      target: [agentRebateRates.memberId, agentRebateRates.category],
      set: { rateBp: sql`excluded.rate_bp`, setBy, updatedAt: at },
    });
  for (const r of values) {
    if ((before[r.category] ?? 0) <= r.rateBp) continue;
    await tx.execute(sql`${teamCte(memberId)}
      update agent_rebate_rates set rate_bp = ${r.rateBp}, set_by = ${setBy}, updated_at = ${at}
      where category = ${r.category} and rate_bp > ${r.rateBp} and member_id in (select id from team)`);
  }
  return done({ before, after: await ratesOf(tx, memberId) });
}

interface MemberRow {
  id: number;
  account: string;
}

const memberRates = (m: MemberRow, rates: CategoryRates): AgentMemberRates => ({
  id: m.id,
  account: m.account,
  rates: allRates(rates),
});

export class AgentRebates {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A member the agent may set rates for: a sub-agent directly below it. 403 agent.not_in_team outside the
   * team, 403 agent.not_direct deeper in it, 409 agent.not_agent for a player.
   */
  private async directSubAgent(db: DbOrTx, agentId: number, memberId: number): Promise<Outcome<MemberRow>> {
    if (!(await inTeam(db, agentId, memberId)))
      return refused(403, AGENT_CODES.notInTeam, 'This member is not in your team');
    const [m] = await db
      .select({ id: members.id, account: members.account, type: members.type, parentId: members.parentId })
      .from(members)
      .where(eq(members.id, memberId));
    if (!m || m.parentId !== agentId)
      return refused(403, AGENT_REBATE_CODES.notDirect, 'Only its direct upline sets a member’s rates');
    if (AGENT_EXCLUDED_TYPES.includes(m.type))
      return refused(409, AGENT_REBATE_CODES.notAgent, 'Players have no agent rebate rates');
    return done({ id: m.id, account: m.account });
  }

  /** The settings screen: own rates, direct sub-agents, and `memberId`'s rates when asked. */
  async view(agentId: number, memberId?: number): Promise<Outcome<AgentRebatesView>> {
    let member: AgentMemberRates | null = null;
    if (memberId !== undefined) {
      const sub = await this.directSubAgent(this.db, agentId, memberId);
      if (!sub.ok) return sub;
      member = memberRates(sub.value, await ratesOf(this.db, memberId));
    }
    const subAgents = await this.db
      .select({ id: members.id, account: members.account, nickname: members.nickname })
      .from(members)
      .where(
        and(
          eq(members.parentId, agentId),
          sql`${members.type} not in (${sql.join(
            AGENT_EXCLUDED_TYPES.map((t) => sql`${t}`),
            sql`, `,
          )})`,
        ),
      )
      .orderBy(asc(sql`lower(${members.account})`))
      .limit(1000);
    return done({ own: allRates(await ratesOf(this.db, agentId)), subAgents, member });
  }

  /** An agent sets its direct sub-agent's rates, each at most its own. */
  async setForDownline(
    agentId: number,
    memberId: number,
    body: AgentRatesBody,
  ): Promise<Outcome<AgentMemberRates>> {
    return this.db.transaction(async (tx) => {
      const sub = await this.directSubAgent(tx, agentId, memberId);
      if (!sub.ok) return sub;
      const written = await writeRates(tx, memberId, body, agentId, `agent:${agentId}`, new Date(this.now()));
      return written.ok ? done(memberRates(sub.value, written.value.after)) : written;
    });
  }

  /** A top agent's rates as operators see them: 404 when the member is not the merchant's. */
  async opsRates(merchantCode: string, memberId: number): Promise<Outcome<AgentMemberRates>> {
    const [m] = await this.db
      .select({ id: members.id, account: members.account })
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.merchantCode, merchantCode)));
    if (!m) return refused(404, CODES.notFound, 'No such member');
    return done(memberRates(m, await ratesOf(this.db, memberId)));
  }

  /** Operators set a top agent's rates (no agent above it); audited `agent.rebate.rates` on the member. */
  async setForTop(
    merchantCode: string,
    actor: string,
    memberId: number,
    body: AgentRatesBody,
  ): Promise<Outcome<AgentMemberRates>> {
    return this.db.transaction(async (tx) => {
      const [m] = await tx
        .select({ id: members.id, account: members.account, type: members.type, parentId: members.parentId })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.merchantCode, merchantCode)));
      if (!m) return refused(404, CODES.notFound, 'No such member');
      if (AGENT_EXCLUDED_TYPES.includes(m.type))
        return refused(409, AGENT_REBATE_CODES.notAgent, 'Players have no agent rebate rates');
      if (m.parentId !== null) {
        const [up] = await tx.select({ type: members.type }).from(members).where(eq(members.id, m.parentId));
        if (up && !AGENT_EXCLUDED_TYPES.includes(up.type))
          return refused(409, AGENT_REBATE_CODES.notTop, 'Its upline agent sets this agent’s rates');
      }
      const written = await writeRates(tx, memberId, body, null, actor, new Date(this.now()));
      if (!written.ok) return written;
      await audit(tx, actor, 'agent.rebate.rates', `member:${memberId}`, {
        before: written.value.before,
        after: written.value.after,
      });
      return done(memberRates(m, written.value.after));
    });
  }
}
