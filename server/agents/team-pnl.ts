// The team's profit and loss (/m/agent/team/pnl, AGEINFO3): the team's stakes (valid turnover, the
// stakes entries of server/records/stakes.ts), wins, bonuses and rebates grouped as the member's own P&L
// groups its ledger (server/records/pnl.ts), by Manila day or by member, in one statement over teamCte.
import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { LEDGER_GROUPS, type LedgerGroup } from '../../src/shared/constants/ledger.ts';
import { OPERATOR_TIME_ZONE } from '../../src/shared/constants/time.ts';
import type { TeamPnl, TeamPnlQuery, TeamPnlRow, TeamPnlSums } from '../../src/shared/schemas/agent-team.ts';
import type { DbOrTx } from '../db/types.ts';
import { SqlInteger } from '../lib/sql-values.ts';
import { addGroup, groupCase } from '../records/pnl.ts';
import type { Range } from '../records/range.ts';
import { stakeEntries } from '../records/stakes.ts';
import { teamCte } from './team.ts';

const Int = SqlInteger;

const RowsSchema = v.object({
  rows: v.array(
    v.object({
      key: v.string(),
      account: v.nullable(v.string()),
      depth: v.nullable(Int),
      grp: v.picklist(LEDGER_GROUPS),
      cents: Int,
      n: Int,
    }),
  ),
});
const TotalsSchema = v.object({ rows: v.array(v.object({ grp: v.picklist(LEDGER_GROUPS), cents: Int })) });

/** The groups read besides the stakes: the net's, and deposits and withdrawals shown beside it. */
const READ_GROUPS: LedgerGroup[] = ['win', 'bonus', 'rebate', 'deposit', 'withdrawal'];

const emptyTeamSums = (): TeamPnlSums => ({
  betCents: 0,
  winCents: 0,
  bonusCents: 0,
  rebateCents: 0,
  netCents: 0,
  depositCents: 0,
  withdrawCents: 0,
});

/** Adds a group's signed ledger sum (stakes negative, as debited). */
function add(s: TeamPnlSums, group: LedgerGroup, cents: number): void {
  if (group === 'deposit') s.depositCents += cents;
  else if (group === 'withdrawal') s.withdrawCents -= cents;
  else addGroup(s, group, cents);
}

/**
 * The team's ledger movements of the range as (created_at, member_id, grp, cents): stakes from
 * stakeEntries (a stake negative, a refund positive, as the ledger has them), the rest by ledger group.
 */
function movements(merchantCode: string, range: Range): SQL {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const where = sql`l.member_id in (select id from team) and l.created_at >= ${from}::timestamptz
    and l.created_at < ${to}::timestamptz`;
  return sql`(
    select s.created_at, s.member_id, 'bet' as grp, -s.wager as cents
    from ${stakeEntries(merchantCode, where)} s
    union all
    select g.created_at, g.member_id, g.grp, g.amount_cents as cents
    from (select l.created_at, l.member_id, l.amount_cents, ${groupCase} as grp
      from wallet_ledger l where ${where}) g
    where g.grp in (${sql.join(
      READ_GROUPS.map((r) => sql`${r}`),
      sql`, `,
    )})
  )`;
}

const zone = sql.raw(`'${OPERATOR_TIME_ZONE}'`);

export async function teamPnl(
  db: DbOrTx,
  merchantCode: string,
  rootId: number,
  levelOffset: number,
  range: Range,
  q: TeamPnlQuery,
): Promise<TeamPnl> {
  const mv = movements(merchantCode, range);
  // By day: every day of the range at once (at most a quarter); by member: a page of members, the most
  // turnover first. Either way one row per (key, group), `n` the count of keys.
  const rowsQuery =
    q.by === 'day'
      ? sql`${teamCte(rootId)}
        select x.day as key, null as account, null as depth, x.grp, x.cents, count(*) over () as n
        from (
          select to_char(created_at at time zone ${zone}, 'YYYY-MM-DD') as day, grp, sum(cents)::bigint as cents
          from ${mv} m group by 1, 2
        ) x
        order by x.day`
      : sql`${teamCte(rootId)},
        sums as (select member_id, grp, sum(cents)::bigint as cents from ${mv} m group by 1, 2),
        keys as (
          select member_id, sum(case when grp = 'bet' then -cents else 0 end) as turnover,
            count(*) over () as n
          from sums group by member_id
          order by turnover desc, member_id
          limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}
        )
        select k.member_id::text as key, mb.account, t.depth, s.grp, s.cents, k.n
        from keys k join sums s on s.member_id = k.member_id join members mb on mb.id = k.member_id
          join team t on t.id = k.member_id
        order by k.turnover desc, k.member_id`;
  const [result, totalResult] = await Promise.all([
    db.execute(rowsQuery),
    db.execute(sql`${teamCte(rootId)} select grp, sum(cents)::bigint as cents from ${mv} m group by 1`),
  ]);
  const rows = v.parse(RowsSchema, result).rows;
  const byKey = new Map<string, TeamPnlRow>();
  for (const r of rows) {
    let row = byKey.get(r.key);
    if (!row) {
      row = {
        key: r.key,
        account: r.account,
        level: r.depth === null ? null : r.depth + levelOffset,
        ...emptyTeamSums(),
      };
      byKey.set(r.key, row);
    }
    add(row, r.grp, r.cents);
  }
  const totals = emptyTeamSums();
  for (const r of v.parse(TotalsSchema, totalResult).rows) add(totals, r.grp, r.cents);
  const all = q.by === 'day';
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    by: q.by,
    list: [...byKey.values()],
    pageNo: all ? 1 : q.pageNo,
    pageSize: all ? byKey.size : q.pageSize,
    total: all ? byKey.size : (rows[0]?.n ?? 0),
    totals,
  };
}
