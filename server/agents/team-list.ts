// The downline list (/m/member/team, AGEDOWNMAN3): the team of the caller or of a sub-agent in it, one
// statement per page over teamCte (members_parent_idx). Levels are counted from the caller, whichever team
// is listed, so drilling down keeps the numbers the agent saw one level up.
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { MAX_TEAM_DEPTH } from '../../src/shared/constants/agents.ts';
import { AGENT_EXCLUDED_TYPES } from '../../src/shared/constants/members.ts';
import type {
  TeamCrumb,
  TeamMember,
  TeamMembersPage,
  TeamMembersQuery,
} from '../../src/shared/schemas/agent-team.ts';
import type { DbOrTx } from '../db/types.ts';
import { teamCte } from './team.ts';

// pg answers bigint and timestamps as text, PGlite as numbers and Dates.
const Int = v.pipe(v.union([v.string(), v.number(), v.bigint()]), v.transform(Number), v.safeInteger());
const Time = v.pipe(
  v.union([v.string(), v.date()]),
  v.transform((t) => new Date(t).toISOString()),
);

const RowsSchema = v.object({
  rows: v.array(
    v.object({
      id: v.number(),
      account: v.string(),
      depth: Int,
      type: v.number(),
      balance_cents: Int,
      reg_date: Time,
      last_login_at: v.nullable(Time),
      disabled: v.boolean(),
      excluded: v.boolean(),
      team_size: v.nullable(Int),
      n: Int,
    }),
  ),
});

const PathSchema = v.object({ rows: v.array(v.object({ id: v.number(), account: v.string() })) });

const excludedTypes = sql.join(
  AGENT_EXCLUDED_TYPES.map((t) => sql`${t}`),
  sql`, `,
);

/** `%`, `_` and `\` match themselves in a LIKE prefix. */
const likePrefix = (s: string) => `${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The sub-agents from the caller's direct downline down to `parentId` (which must be in the caller's
 * team: checked by the route with inTeam), top first.
 */
export async function teamPath(db: DbOrTx, agentId: number, parentId: number): Promise<TeamCrumb[]> {
  const result = await db.execute(sql`
    with recursive up(id, parent_id, account, depth) as (
      select id, parent_id, account, 0 from members where id = ${parentId}
      union all
      select m.id, m.parent_id, m.account, u.depth + 1 from members m join up u on m.id = u.parent_id
      where u.parent_id <> ${agentId} and u.depth < ${MAX_TEAM_DEPTH}
    )
    select id, account from up order by depth desc`);
  return v.parse(PathSchema, result).rows;
}

/**
 * One page of the team below `path`'s last member (the caller's own when `path` is empty): players and
 * agents with their balance, dates, status and, for an agent, the size of its own team.
 */
export async function teamMembers(
  db: DbOrTx,
  agentId: number,
  path: TeamCrumb[],
  q: TeamMembersQuery,
  nowMs: number,
): Promise<TeamMembersPage> {
  const rootId = path.at(-1)?.id ?? agentId;
  // The listed team's depth 1 is the caller's depth path.length + 1.
  const offset = path.length;
  const filters = [sql`true`];
  if (q.account) filters.push(sql`lower(m.account) like ${likePrefix(q.account)} escape '\\'`);
  if (q.level !== undefined) filters.push(sql`t.depth = ${q.level - offset}`);
  if (q.kind === 'member') filters.push(sql`m.type in (${excludedTypes})`);
  if (q.kind === 'agent') filters.push(sql`m.type not in (${excludedTypes})`);
  const now = new Date(nowMs).toISOString();
  const result = await db.execute(sql`
    ${teamCte(rootId)},
    page as (
      select m.id, m.account, t.depth, m.type, m.reg_date, m.last_login_at, m.disabled,
        coalesce(w.balance_cents, 0) as balance_cents, count(*) over () as n
      from team t join members m on m.id = t.id left join wallets w on w.member_id = m.id
      where ${sql.join(filters, sql` and `)}
      order by t.depth, m.reg_date desc, m.id desc
      limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}
    )
    select p.*,
      exists (
        select 1 from member_exclusions x where x.member_id = p.id and x.starts_at <= ${now}::timestamptz
          and (x.ends_at is null or x.ends_at > ${now}::timestamptz)
      ) as excluded,
      case when p.type not in (${excludedTypes}) then (
        with recursive sub(id, depth) as (
          select s.id, 1 from members s where s.parent_id = p.id
          union all
          select s.id, u.depth + 1 from members s join sub u on s.parent_id = u.id
          where u.depth < ${MAX_TEAM_DEPTH}
        )
        select count(*) from sub
      ) end as team_size
    from page p
    order by p.depth, p.reg_date desc, p.id desc`);
  const rows = v.parse(RowsSchema, result).rows;
  const list = rows.map(
    (r): TeamMember => ({
      id: r.id,
      account: r.account,
      level: r.depth + offset,
      kind: AGENT_EXCLUDED_TYPES.includes(r.type) ? 'member' : 'agent',
      balanceCents: r.balance_cents,
      registeredAt: r.reg_date,
      lastLoginAt: r.last_login_at,
      status: r.disabled ? 'disabled' : r.excluded ? 'excluded' : 'active',
      teamSize: r.team_size,
    }),
  );
  return { list, pageNo: q.pageNo, pageSize: q.pageSize, total: rows[0]?.n ?? 0, path };
}
