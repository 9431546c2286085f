// The team KPI (issue 15): the agent home's four counters and the team overview's summary, over every
// member below an agent (teamCte) for a range of Manila calendar days. Two statements, each one walk of
// the team: members (sessions probed by sessions_member_idx) and money (a semi-join on the team: a short
// range probes wallet_ledger_member_idx per member, a long one hashes the team and scans the range).
// tests/bench/agent-kpi.ts measures it on a 10,000-member team.
import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { manilaDate } from '../../src/shared/age.ts';
import { TEAM_ONLINE_WINDOW_MINUTES } from '../../src/shared/constants/agents.ts';
import { reasonsOf } from '../../src/shared/constants/ledger.ts';
import { AGENT_EXCLUDED_TYPES } from '../../src/shared/constants/members.ts';
import { OPERATOR_UTC_OFFSET } from '../../src/shared/constants/time.ts';
import type { AgentKpi } from '../../src/shared/schemas/agent-kpi.ts';
import type { DbOrTx } from '../db/types.ts';
import { teamCte } from './team.ts';

const DAY_MS = 24 * 60 * 60_000;

/** Counts and sums arrive as numbers (PGlite) or text (pg's bigint): integers either way. */
const Int = v.pipe(v.union([v.string(), v.number(), v.bigint()]), v.transform(Number), v.safeInteger());
const MembersSchema = v.object({
  rows: v.tuple([
    v.object({
      team_size: Int,
      direct: Int,
      sub_agents: Int,
      registered: Int,
      logged_in: Int,
      online: Int,
    }),
  ]),
});
const MoneySchema = v.object({
  rows: v.tuple([
    v.object({
      bettors: Int,
      first_depositors: Int,
      deposit: Int,
      withdrawal: Int,
      stake: Int,
      win: Int,
      bonus: Int,
      rebate: Int,
    }),
  ]),
});

const list = (items: readonly (string | number)[]) =>
  sql.join(
    items.map((r) => sql`${r}`),
    sql`, `,
  );
/** Σ amount_cents of the entries of these reasons. */
const sumOf = (reasons: readonly string[]) =>
  sql`coalesce(sum(l.amount_cents) filter (where l.reason in (${list(reasons)})), 0)::bigint`;

const STAKE_AND_REFUND = [...reasonsOf('bet'), ...reasonsOf('refund')];

/** A range of Manila days, both included: [start of `startDate`, start of the day after `endDate`). */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/**
 * One statement with PostgreSQL's JIT off: the team walk's row estimates pass its cost threshold, and
 * compiling costs more than the query (measured: ~0.5 s of JIT for a 10,000-member team's 30 days).
 */
const withoutJit = (db: DbOrTx, statement: SQL) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(statement);
  });

const pad = (n: number) => String(n).padStart(2, '0');

/** Today on the operator's calendar, YYYY-MM-DD. */
export function operatorToday(nowMs: number): string {
  const d = manilaDate(nowMs);
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

/** The range asked for: endDate defaults to today, startDate to endDate. */
export const dayRangeOf = (q: { startDate?: string; endDate?: string }, nowMs: number): DayRange => {
  const endDate = q.endDate ?? operatorToday(nowMs);
  return { startDate: q.startDate ?? endDate, endDate };
};

const startOf = (day: string) => new Date(Date.parse(`${day}T00:00:00${OPERATOR_UTC_OFFSET}`));

export async function teamKpi(
  db: DbOrTx,
  agentId: number,
  range: DayRange,
  nowMs: number,
): Promise<AgentKpi> {
  const from = startOf(range.startDate).toISOString();
  const to = new Date(startOf(range.endDate).getTime() + DAY_MS).toISOString();
  const now = new Date(nowMs).toISOString();
  const seenSince = new Date(nowMs - TEAM_ONLINE_WINDOW_MINUTES * 60_000).toISOString();
  const inRange = (column: SQL) => sql`${column} >= ${from}::timestamptz and ${column} < ${to}::timestamptz`;

  const [people, money] = await Promise.all([
    withoutJit(
      db,
      sql`${teamCte(agentId)}
      select count(*) as team_size,
        count(*) filter (where t.depth = 1) as direct,
        count(*) filter (where m.type not in (${list(AGENT_EXCLUDED_TYPES)})) as sub_agents,
        count(*) filter (where ${inRange(sql`m.reg_date`)}) as registered,
        count(*) filter (where ${inRange(sql`m.last_login_at`)} or exists (
          select 1 from sessions s where s.member_id = m.id and ${inRange(sql`s.created_at`)})) as logged_in,
        count(*) filter (where exists (
          select 1 from sessions s where s.member_id = m.id and s.revoked_at is null
            and s.expires_at > ${now}::timestamptz and s.last_seen_at >= ${seenSince}::timestamptz)) as online
      from team t join members m on m.id = t.id`,
    ),
    withoutJit(
      db,
      sql`${teamCte(agentId)}
      select count(distinct l.member_id) filter (where l.reason in (${list(reasonsOf('bet'))})) as bettors,
        count(distinct l.member_id) filter (where l.reason = 'deposit' and not exists (
          select 1 from wallet_ledger p where p.member_id = l.member_id and p.reason = 'deposit'
            and p.created_at < ${from}::timestamptz)) as first_depositors,
        ${sumOf(reasonsOf('deposit'))} as deposit,
        ${sumOf(reasonsOf('withdrawal'))} as withdrawal,
        ${sumOf(STAKE_AND_REFUND)} as stake,
        ${sumOf(reasonsOf('win'))} as win,
        ${sumOf(reasonsOf('bonus'))} as bonus,
        ${sumOf(reasonsOf('rebate'))} as rebate
      from wallet_ledger l
      where l.member_id in (select id from team) and ${inRange(sql`l.created_at`)}`,
    ),
  ]);
  const p = v.parse(MembersSchema, people).rows[0];
  const m = v.parse(MoneySchema, money).rows[0];
  // Stakes are debits and their refunds credits: turnover is what stayed staked.
  const turnoverCents = -m.stake;
  return {
    footer: {
      teamLoginMemberCount: p.logged_in,
      teamBetMemberCount: m.bettors,
      teamRegisterMemberCount: p.registered,
      teamOnlineCount: p.online,
    },
    summary: {
      ...range,
      teamSize: p.team_size,
      directMembers: p.direct,
      subAgents: p.sub_agents,
      newMembers: p.registered,
      firstDepositors: m.first_depositors,
      depositCents: m.deposit,
      withdrawalCents: -m.withdrawal,
      turnoverCents,
      winCents: m.win,
      bonusCents: m.bonus,
      rebateCents: m.rebate,
      netCents: turnoverCents - m.win - m.bonus - m.rebate,
    },
  };
}
