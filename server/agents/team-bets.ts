// The team's bets (/m/teamBetting, AGEINFO3): rounds, turnover (the stakes entries of
// server/records/stakes.ts: valid turnover) and wins over a range, by rebate category and by member (the
// most turnover first, paged). One statement per list, over teamCte.
import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { reasonsOf } from '../../src/shared/constants/ledger.ts';
import { GAME_CATEGORIES } from '../../src/shared/constants/lobby.ts';
import {
  REBATE_CATEGORIES,
  type RebateCategory,
  rebateCategoryOf,
} from '../../src/shared/constants/rebates.ts';
import type { TeamBetSums, TeamBets, TeamBetsQuery } from '../../src/shared/schemas/agent-team.ts';
import type { DbOrTx } from '../db/types.ts';
import type { Range } from '../records/range.ts';
import { stakeEntries, winEntries } from '../records/stakes.ts';
import { teamCte } from './team.ts';

const Int = v.pipe(v.union([v.string(), v.number(), v.bigint()]), v.transform(Number), v.safeInteger());
const Sums = { rounds: Int, turnover: Int, win: Int };

const CategoryRowsSchema = v.object({
  rows: v.array(v.object({ game_type: v.nullable(v.string()), ...Sums })),
});
const MemberRowsSchema = v.object({
  rows: v.array(v.object({ member_id: v.number(), account: v.string(), depth: Int, n: Int, ...Sums })),
});
const GameCategorySchema = v.picklist(GAME_CATEGORIES);

const WIN_REASONS = sql.join(
  reasonsOf('win').map((r) => sql`${r}`),
  sql`, `,
);

const zero = (): TeamBetSums => ({ rounds: 0, turnoverCents: 0, winCents: 0 });

export async function teamBets(
  db: DbOrTx,
  merchantCode: string,
  rootId: number,
  levelOffset: number,
  range: Range,
  q: TeamBetsQuery,
): Promise<TeamBets> {
  const where: SQL = sql`l.member_id in (select id from team)
    and l.created_at >= ${range.from.toISOString()}::timestamptz
    and l.created_at < ${range.to.toISOString()}::timestamptz`;
  const [byCategory, byMember] = await Promise.all([
    db.execute(sql`${teamCte(rootId)}
      select game_type, sum(rounds) as rounds, sum(turnover) as turnover, sum(win) as win from (
        select s.game_type, s.rounds, s.wager as turnover, 0 as win from ${stakeEntries(merchantCode, where)} s
        union all
        select w.game_type, 0, 0, w.win from ${winEntries(merchantCode, where)} w
      ) x group by 1`),
    db.execute(sql`${teamCte(rootId)},
      sums as (
        select member_id, sum(rounds) as rounds, sum(turnover) as turnover, sum(win) as win,
          count(*) over () as n
        from (
          select s.member_id, s.rounds, s.wager as turnover, 0 as win from ${stakeEntries(merchantCode, where)} s
          union all
          select l.member_id, 0, 0, l.amount_cents from wallet_ledger l where ${where} and l.reason in (${WIN_REASONS})
        ) x
        group by member_id
        order by turnover desc, member_id
        limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}
      )
      select s.*, m.account, t.depth
      from sums s join members m on m.id = s.member_id join team t on t.id = s.member_id
      order by s.turnover desc, s.member_id`),
  ]);

  const categories = new Map<RebateCategory, TeamBetSums>();
  const totals = zero();
  for (const r of v.parse(CategoryRowsSchema, byCategory).rows) {
    totals.rounds += r.rounds;
    totals.turnoverCents += r.turnover;
    totals.winCents += r.win;
    // A game without a lobby category (a vendor not in the catalogue) counts in the totals only.
    if (!v.is(GameCategorySchema, r.game_type)) continue;
    const category = rebateCategoryOf(r.game_type);
    const sums = categories.get(category) ?? zero();
    sums.rounds += r.rounds;
    sums.turnoverCents += r.turnover;
    sums.winCents += r.win;
    categories.set(category, sums);
  }
  const members = v.parse(MemberRowsSchema, byMember).rows;
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    categories: REBATE_CATEGORIES.flatMap((category) => {
      const sums = categories.get(category);
      return sums ? [{ category, ...sums }] : [];
    }),
    totals,
    list: members.map((r) => ({
      id: r.member_id,
      account: r.account,
      level: r.depth + levelOffset,
      rounds: r.rounds,
      turnoverCents: r.turnover,
      winCents: r.win,
    })),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: members[0]?.n ?? 0,
  };
}
