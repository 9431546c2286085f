// An agent's team: every member below it on members.parent_id, walked by recursive queries over the
// index members_parent_idx. Every agent endpoint that names a member checks it with `inTeam` first, so
// an agent can never read or act on anyone outside its own downline (403 agent.not_in_team).
import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { MAX_TEAM_DEPTH } from '../../src/shared/constants/agents.ts';
import type { DbOrTx } from '../db/types.ts';

/**
 * `with recursive team(id, depth) as (…)`: every member below the agent, depth 1 its direct downline.
 * Prefix a statement with it and read `team`: sql`${teamCte(agentId)} select count(*) from team`.
 */
export function teamCte(agentId: number): SQL {
  return sql`with recursive team(id, depth) as (
      select m.id, 1 from members m where m.parent_id = ${agentId}
      union all
      select m.id, t.depth + 1 from members m join team t on m.parent_id = t.id
      where t.depth < ${MAX_TEAM_DEPTH}
    )`;
}

const ExistsSchema = v.object({ rows: v.tuple([v.object({ found: v.boolean() })]) });
const DepthSchema = v.object({
  rows: v.tuple([v.object({ depth: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)) })]),
});

/**
 * Whether a member may be placed directly below `parentId`. A member's depth is the number of members
 * above it (one with no parent is at 0); the new one would be at the parent's depth + 1, and is refused
 * past MAX_TEAM_DEPTH: deeper, the team queries and rate caps (teamCte, inTeam) would not reach it from
 * its topmost agent. The walk up stops one step past the bound.
 */
export const TOO_DEEP_MESSAGE = `An account cannot be placed more than ${MAX_TEAM_DEPTH} levels deep`;

export async function roomBelow(db: DbOrTx, parentId: number): Promise<boolean> {
  const result = await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 1 from members where id = ${parentId}
      union all
      select m.id, m.parent_id, u.depth + 1 from members m join up u on m.id = u.parent_id
      where u.depth <= ${MAX_TEAM_DEPTH}
    )
    select coalesce(max(depth), 0) as depth from up`);
  return v.parse(DepthSchema, result).rows[0].depth <= MAX_TEAM_DEPTH;
}

/**
 * Whether `memberId` is below `agentId` (at any depth): walks up from the member, which is as many steps
 * as the member is deep, instead of down the whole team.
 */
export async function inTeam(db: DbOrTx, agentId: number, memberId: number): Promise<boolean> {
  if (agentId === memberId) return false;
  const result = await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from members where id = ${memberId}
      union all
      select m.id, m.parent_id, u.depth + 1 from members m join up u on m.id = u.parent_id
      where u.depth < ${MAX_TEAM_DEPTH}
    )
    select exists (select 1 from up where parent_id = ${agentId}) as found`);
  return v.parse(ExistsSchema, result).rows[0].found;
}

/**
 * Whether a settled stake (settledStakes with `{ placed: true }`, alias `s`) earns agents anything: rebates
 * and contract figures. An account an agent opened itself counts only play placed after its first deposit
 * of its own money; before that, its money is bonuses and transfers, and an agent playing it would be paid
 * for playing itself (issue 31, case 9). Sign-ups through an agent's code always count.
 */
export const agentCounted = sql`(
  (select m.opened_by from members m where m.id = s.member_id) is null
  or s.placed_entry > (select min(d.id) from wallet_ledger d where d.member_id = s.member_id and d.reason = 'deposit')
)`;
