// The stakes in the ledger, each with the lobby category of what it paid for: one statement for every
// reader of turnover by category (player rebates, missions, the agency centre's team figures).
//
// Stakes are the turnover rule's entries (server/payments/turnover.ts): bets count, their refunds count back.
// The category: a lottery order is LOTT, the in-house studio's rounds INHOUSE, another vendor's round the
// lobby category of the game it was launched in (seamless_rounds.node_id), else the vendor's first category.
import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { reasonsOf } from '../../src/shared/constants/ledger.ts';
import type { DbOrTx } from '../db/types.ts';
import { SqlInteger } from '../lib/sql-values.ts';
import { STAKE_REASONS, STAKE_REFUND_REASONS } from '../payments/turnover.ts';
import { STUDIO_VENDOR } from '../vendors/in-house.ts';

const list = (items: readonly string[]) =>
  sql.join(
    items.map((r) => sql`${r}`),
    sql`, `,
  );

/**
 * A vendor round's lobby category, with its game joined as `g`: the studio's INHOUSE; another vendor's the
 * category of the game it was launched in, else the vendor's first category at `merchant`.
 */
const roundCategory = (vendor: SQL, merchant: SQL) => sql`case
    when ${vendor} = ${STUDIO_VENDOR} then 'INHOUSE'
    else coalesce(g.game_type, (
      select vd.game_type from vendors vd
      where vd.code = ${vendor} and vd.merchant_code = ${merchant}
      order by vd.sort, vd.id limit 1))
  end`;

/**
 * The entries of `reasons` with the lobby category of their game. `kind`: the seamless transaction kind the
 * entry's reference names (`seamless:<vendor>:<kind>:<id>`) whose round says the game.
 */
function categorised(
  merchantCode: string,
  where: SQL,
  reasons: readonly string[],
  kind: SQL,
  columns: SQL,
): SQL {
  return sql`(
    with e as (
      select l.id, l.member_id, l.created_at, l.amount_cents, l.reason, l.reference,
        split_part(l.reference, ':', 2) as vendor, split_part(l.reference, ':', 3) as kind
      from wallet_ledger l
      where (${where}) and l.reason in (${list(reasons)})
    )
    select e.id, e.member_id, e.created_at, ${columns},
      case
        when e.reason like 'lottery.%' then 'LOTT'
        else ${roundCategory(sql`e.vendor`, sql`${merchantCode}`)}
      end as game_type
    from e
      left join seamless_transactions t on e.reason like 'seamless.%' and t.vendor = e.vendor
        and t.kind = ${kind} and t.transaction_id = substr(e.reference, 12 + length(e.vendor) + length(e.kind))
      left join seamless_rounds r on r.vendor = t.vendor and r.round_id = t.round_id
      left join games g on g.node_id = r.node_id
  )`;
}

/**
 * A subquery of stake entries, columns: id, member_id, created_at, wager (cents; a refund is negative),
 * rounds (1 a stake, -1 a refund), game_type (the lobby category; null when the game has none).
 * `where` is a condition on `wallet_ledger l` (the member or members, an id or time window).
 */
export function stakeEntries(merchantCode: string, where: SQL): SQL {
  return categorised(
    merchantCode,
    where,
    [...STAKE_REASONS, ...STAKE_REFUND_REASONS],
    sql`'bet'`,
    sql`-e.amount_cents as wager,
      case when e.reason in (${list(STAKE_REFUND_REASONS)}) then -1 else 1 end as rounds`,
  );
}

/**
 * A subquery of win entries (the ledger's `win` group), columns: id, member_id, created_at, win (cents),
 * game_type, as stakeEntries: the team's wins by category (server/agents/team-bets.ts).
 */
export function winEntries(merchantCode: string, where: SQL): SQL {
  return categorised(merchantCode, where, reasonsOf('win'), sql`e.kind`, sql`e.amount_cents as win`);
}

/**
 * Settled wagering (issue 31), the one definition of wagering every payment for play reads: a stake
 * counts once its outcome is final, at the moment it became so. A lottery sub-order when its draw settled
 * it won or lost (a cancelled one never); a seamless or studio round once it has its result (a rolled-back
 * one never, and the wallet refuses a rollback after a result). A stake parked on an open draw and taken
 * back has counted nowhere. Columns: member_id, settled_at, wager (cents), round (one per lottery order
 * or vendor round), game_type as stakeEntries, rebate_claim_id (the player rebate claim that counted the
 * stake, server/rebates/rebates.ts), placed_entry. `where` is a condition on them (alias `s`).
 *
 * `placed_entry` (with `{ placed: true }`, else null): the ledger id of the stake's debit (a round's first
 * bet). A turnover obligation counts play placed after its credit, and ledger ids order a member's money
 * exactly where clocks may not (every entry of a member is written under its wallet row).
 * `win` (with `{ wins: true }`, else null): what the stake paid back (a sub-order's payout, a round's wins):
 * a period's loss is its settled stakes less their own wins.
 */
export function settledStakes(where: SQL, options: { placed?: boolean; wins?: boolean } = {}): SQL {
  const lotteryPlaced = options.placed
    ? sql`(select l.id from wallet_ledger l where l.reference = 'lottery:order:' || so.order_id)`
    : sql`null::bigint`;
  const roundPlaced = options.placed
    ? sql`(select min(l.id) from seamless_transactions t
        join wallet_ledger l on l.reference = 'seamless:' || t.vendor || ':bet:' || t.transaction_id
        where t.vendor = r.vendor and t.round_id = r.round_id and t.kind = 'bet')`
    : sql`null::bigint`;
  const roundWin = options.wins
    ? sql`(select coalesce(sum(t.amount_cents), 0) from seamless_transactions t
        where t.vendor = r.vendor and t.round_id = r.round_id and t.kind = 'win' and t.outcome = 'applied')`
    : sql`null::bigint`;
  return sql`(
    select s.member_id, s.settled_at, s.wager, s.round, s.game_type, s.rebate_claim_id, s.placed_entry, s.win
    from (
      select so.member_id, so.settled_at, so.amount_cents as wager, 'lottery:' || so.order_id as round,
        'LOTT'::text as game_type, so.rebate_claim_id, ${lotteryPlaced} as placed_entry,
        ${options.wins ? sql`so.payout_cents` : sql`null::bigint`} as win
      from lottery_sub_orders so
      where so.status in ('won', 'lost')
      union all
      select r.member_id, r.settled_at, r.bet_cents, 'seamless:' || r.vendor || ':' || r.round_id,
        ${roundCategory(sql`r.vendor`, sql`(select mb.merchant_code from members mb where mb.id = r.member_id)`)},
        r.rebate_claim_id, ${roundPlaced}, ${roundWin}
      from seamless_rounds r left join games g on g.node_id = r.node_id
      where r.status = 'settled'
    ) s
    where ${where}
  )`;
}

const SumSchema = v.object({
  rows: v.tuple([v.object({ cents: SqlInteger })]),
});

/** The cents of the settled stakes `where` selects (a condition on settledStakes' columns, alias `s`). */
export async function settledWager(db: DbOrTx, where: SQL): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(sum(s.wager), 0) as cents from ${settledStakes(where)} s`,
  );
  return v.parse(SumSchema, result).rows[0].cents;
}

/** The operator's answer (409 agent.stakes_open) to settling a period while stakesOpenBefore holds. */
export const STAKES_OPEN_MESSAGE =
  'A lottery draw due in that period is not settled yet: its stakes may still count in it. Try again once it is.';

const OpenSchema = v.object({ rows: v.tuple([v.object({ open: v.boolean() })]) });

/**
 * Whether a lottery stake may still be settled with a time before `at`: a bet on a draw due before it that
 * has not been settled. The draw scheduler stamps a pass's settlements with the pass's start, and a pass over
 * a backlog can outlast SETTLE_GRACE_MS, so a period (agent rebates, contracts, the leaderboard) is settled
 * only once this is false: every stake placed in it that can count in it has (issue 31). A draw due later
 * settles at or after its due time, outside the period. Vendor rounds are stamped when their result arrives,
 * never before, so an open one cannot reach back into a period.
 */
export async function stakesOpenBefore(db: DbOrTx, at: Date): Promise<boolean> {
  const result = await db.execute(sql`select exists (
      select 1 from lottery_draws d
      where d.status <> 'settled' and d.draw_at < ${at.toISOString()}
        and exists (select 1 from lottery_sub_orders so
          where so.draw_id = d.id and so.status in ('pending', 'open'))
    ) as open`);
  return v.parse(OpenSchema, result).rows[0].open;
}
