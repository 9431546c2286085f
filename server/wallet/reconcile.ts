// Reconciliation: every balance is the sum of its ledger entries, every entry is of a known kind,
// and every bet, win, refund and order is matched by exactly its entry (and the other way round).
// `npm run ledger:check` and GET /ops/ledger/check run it; the server suites run it after their money tests.
//
// Set-based: one SQL statement per rule, each a join or an aggregate over whole tables (never a query per
// row), all in one read-only REPEATABLE READ transaction, so the rules see one consistent snapshot. Each
// rule answers uniform rows (kind, member, ref, expected, found, note, pending); `pending` rows are work in
// flight that a job completes (a studio round between its steps, an order between its debit and its
// placing, credits of a draw being settled): listed apart, not mismatches.
import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { agentRateMax } from '../../src/shared/agent-rebate.ts';
import { MAX_TEAM_DEPTH } from '../../src/shared/constants/agents.ts';
import { REBATE_BP_SCALE, REBATE_CATEGORIES } from '../../src/shared/constants/rebates.ts';
import { OPERATOR_UTC_OFFSET_HOURS } from '../../src/shared/constants/time.ts';
import type { LedgerFinding, LedgerReport } from '../../src/shared/schemas/ops.ts';
import type { Db } from '../db/types.ts';
import { settledStakes } from '../records/stakes.ts';
import { STUDIO_VENDOR } from '../vendors/in-house.ts';

/** Rows listed per rule (the counts are always exact). */
export const LISTED_PER_RULE = 100;

/**
 * Every kind of ledger reference. `sign`: -1 a debit, 1 a credit, 0 either (never 0 cents). `own`: the
 * reference ends with the member id of its entry. `reason`: the entry's reason must match.
 */
export const REFERENCE_KINDS = [
  { kind: 'seamless.bet', pattern: '^seamless:[^:]+:bet:.+$', sign: -1 },
  { kind: 'seamless.win', pattern: '^seamless:[^:]+:win:.+$', sign: 1 },
  { kind: 'seamless.rollback', pattern: '^seamless:[^:]+:rollback:.+$', sign: 1 },
  { kind: 'lottery.order', pattern: '^lottery:order:[0-9]+$', sign: -1 },
  { kind: 'lottery.payout', pattern: '^lottery:payout:[0-9]+$', sign: 1 },
  { kind: 'lottery.refund', pattern: '^lottery:refund:[0-9]+$', sign: 1 },
  { kind: 'lottery.void', pattern: '^lottery:void:[0-9]+$', sign: 1 },
  // A deposit order credited once: an operator's approval or a gateway's confirmed payment.
  { kind: 'deposit', pattern: '^deposit:[0-9]+$', sign: 1 },
  // A withdrawal's amount held when it is asked, and given back once if an operator rejects it.
  { kind: 'withdraw.hold', pattern: '^withdraw:hold:[0-9]+$', sign: -1 },
  { kind: 'withdraw.refund', pattern: '^withdraw:refund:[0-9]+$', sign: 1 },
  // A transfer to the upline agent: the member's debit and the agent's credit, named by the request id
  // and the member who sent it (server/payments/upline-transfer.ts).
  {
    kind: 'upline.out',
    pattern: '^upline:out:[0-9a-f-]{36}:[0-9]+$',
    sign: -1,
    own: true,
    reason: '^upline\\.transfer\\.out$',
  },
  {
    kind: 'upline.in',
    pattern: '^upline:in:[0-9a-f-]{36}:[0-9]+$',
    sign: 1,
    reason: '^upline\\.transfer\\.in$',
  },
  { kind: 'opening', pattern: '^opening:[0-9]+$', sign: 1, own: true },
  // Migration 0008: balances written before the ledger explained them (either sign: what was missing).
  { kind: 'opening.carried', pattern: '^opening:carried:[0-9]+$', sign: 0, own: true },
  { kind: 'trial.grant', pattern: '^trial:grant:[0-9]+$', sign: 1, own: true },
  // A red envelope grabbed in a rain session: `rain:<session>:<member>:<seq>` (server/rain/rain.ts).
  { kind: 'rain', pattern: '^rain:[0-9]+:[0-9]+:[0-9]+$', sign: 1, reason: '^bonus\\.rain$' },
  // An operator's adjustment (not built yet): either sign, its reason says why.
  { kind: 'adjust', pattern: '^adjust:.+$', sign: 0 },
  // Invite friends: a referrer's reward, once per friend and kind (server/referrals/referrals.ts).
  {
    kind: 'referral',
    pattern: '^referral:(deposit|turnover):[0-9]+$',
    sign: 1,
    reason: '^bonus\\.referral$',
  },
  // The VIP club's level-up bonus: `vip:<member>:<rank>`, once per member and level (server/vip).
  { kind: 'vip', pattern: '^vip:[0-9]+:[0-9]+$', sign: 1, reason: '^bonus\\.vip$' },
  // A rebate claim: `rebate:<member>:c<claim>` (server/rebates/rebates.ts); `rebate:<member>:<watermark>`
  // before migration 0032.
  { kind: 'rebate', pattern: '^rebate:[0-9]+:c?[0-9]+$', sign: 1, reason: '^rebate\\.claim$' },
  // A promotion's reward claimed in the reward centre: `bonus:claim:<reward>` (server/promotions).
  { kind: 'bonus.claim', pattern: '^bonus:claim:[0-9]+$', sign: 1, reason: '^bonus\\.claim$' },
  // A deposit promotion's bonus, paid with its order's credit: `bonus:deposit:<order>` (server/promotions).
  { kind: 'bonus.deposit', pattern: '^bonus:deposit:[0-9]+$', sign: 1, reason: '^bonus\\.deposit$' },
  // A completed mission's reward: `mission:<mission>:<member>` (server/missions/missions.ts).
  { kind: 'mission', pattern: '^mission:[0-9]+:[0-9]+$', sign: 1, own: true, reason: '^bonus\\.mission$' },
  // A period leaderboard's prize: `leaderboard:<period>:<rank>` (server/leaderboard/leaderboard.ts).
  {
    kind: 'leaderboard',
    pattern: '^leaderboard:[0-9]+:[0-9]+$',
    sign: 1,
    reason: '^bonus\\.leaderboard$',
  },
  // An agent's team rebate of a Manila day: `agent.rebate:<agent>:<day>` (server/agents/rebate-settlement.ts).
  {
    kind: 'agent.rebate',
    pattern: '^agent\\.rebate:[0-9]+:[0-9]{4}-[0-9]{2}-[0-9]{2}$',
    sign: 1,
    reason: '^agent\\.rebate$',
  },
  // Agent contracts: a settlement's credit to the downline agent and debit of the upline agent, paid in one
  // transaction (server/agents/settlement.ts).
  {
    kind: 'contract.pay',
    pattern: '^contract:pay:[0-9]+$',
    sign: 1,
    reason: '^agent\\.(salary|hourly|dividend)$',
  },
  {
    kind: 'contract.charge',
    pattern: '^contract:charge:[0-9]+$',
    sign: -1,
    reason: '^agent\\.(salary|hourly|dividend)\\.pay$',
  },
  // Test suites' own movements, marked as such by their reason too.
  { kind: 'test', pattern: '^test:.+$', sign: 0, reason: '^test(\\.|$)' },
] as const satisfies readonly {
  kind: string;
  pattern: string;
  sign: -1 | 0 | 1;
  own?: true;
  reason?: string;
}[];

export type { LedgerFinding, LedgerReport } from '../../src/shared/schemas/ops.ts';

/** One line per finding: kind, member, reference, expected vs found (cents), note. */
export const describeFinding = (f: LedgerFinding) =>
  `${f.kind} member ${f.memberId ?? '-'} ${f.ref}: expected ${f.expected ?? 'nothing'}, found ${f.found ?? 'nothing'}` +
  (f.note ? ` (${f.note})` : '');

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
const studio = sql.raw(quote(STUDIO_VENDOR));

/** The kind of each reference, by pattern, in the order of REFERENCE_KINDS. */
const kindOf = (column: string) =>
  sql.raw(
    `case ${REFERENCE_KINDS.map((k) => `when ${column} ~ ${quote(k.pattern)} then ${quote(k.kind)}`).join(' ')} end`,
  );
const kindTable = sql.raw(
  `(values ${REFERENCE_KINDS.map(
    (k) =>
      `(${quote(k.kind)}, ${k.sign}, ${'own' in k ? 'true' : 'false'}, ${'reason' in k ? quote(k.reason) : 'null'})`,
  ).join(', ')}) as k(kind, sign, own, reason)`,
);

/**
 * Seamless entries with their reference `seamless:<vendor>:<kind>:<txId>` split (split_part, several times
 * cheaper than a regular expression per row; the references rule reports malformed ones).
 */
const seamlessEntries = sql`
  select id, member_id, amount_cents, reference, vendor, kind,
    substr(reference, 12 + length(vendor) + length(kind)) as tx
  from (
    select l.*, split_part(l.reference, ':', 2) as vendor, split_part(l.reference, ':', 3) as kind
    from wallet_ledger l where l.reference like 'seamless:%'
  ) as s
  where kind in ('bet', 'win', 'rollback') and vendor <> ''`;

/** One statement per rule; each answers (kind, member_id, ref, expected, found, note, pending). */
/** A team rebate line's income at most (`turnover × rate_bp`, the rate held to the category's house edge). */
const agentEarned = sql`least(rate_bp, case category ${sql.join(
  REBATE_CATEGORIES.map((c) => sql`when ${c} then ${agentRateMax(c)}`),
  sql` `,
)} else 0 end) / ${sql.raw(String(REBATE_BP_SCALE))}`;

const RULES: Record<string, SQL> = {
  // Upline transfers: every debit of a member has the agent's credit of the same amount and the other
  // way round (one transaction wrote both).
  upline: sql`
    with p as (
      select o.member_id as o_member, o.amount_cents as o_cents, o.reference as o_ref,
        i.member_id as i_member, i.amount_cents as i_cents, i.reference as i_ref
      from (select * from wallet_ledger where reference like 'upline:out:%') o
        full join (select * from wallet_ledger where reference like 'upline:in:%') i
          on i.reference = 'upline:in:' || substr(o.reference, 12)
    )
    select case when o_ref is null then 'upline.credit_alone' when i_ref is null then 'upline.debit_alone'
        else 'upline.amount' end,
      coalesce(o_member, i_member), coalesce(o_ref, i_ref), -o_cents, i_cents, null, false
    from p where o_ref is null or i_ref is null or i_cents <> -o_cents`,

  // (a) A wallet's balance is the sum of its entries, and its latest entry's balance_after is the balance
  // (only the latest: migration 0008's carried openings come after older entries). No entry without a wallet.
  balances: sql`
    with sums as (
      select member_id, sum(amount_cents) as total, max(id) as last_id from wallet_ledger group by member_id
    ), w as (
      select coalesce(w.member_id, s.member_id) as member_id, w.balance_cents as balance, coalesce(s.total, 0) as total,
        l.balance_after_cents as last_after
      from wallets w full join sums s on s.member_id = w.member_id left join wallet_ledger l on l.id = s.last_id
    )
    select case when balance is null then 'wallet.missing' when balance <> total then 'wallet.balance'
        else 'wallet.last_entry' end as kind,
      member_id, 'wallet:' || member_id as ref,
      case when balance is null then null when balance <> total then total else balance end as expected,
      case when balance is null then total when balance <> total then balance else last_after end as found,
      null as note, false as pending
    from w
    where balance is null or balance <> total or last_after <> balance`,

  // (b) Every entry's reference is of a known kind, with its sign (debits negative, credits positive),
  // its reason where the kind demands one, and its member where the reference names one.
  references: sql`
    with e as (select l.*, ${kindOf('l.reference')} as kind from wallet_ledger l)
    select case when k.kind is null then 'entry.unknown'
        when (k.sign <> 0 and k.sign * e.amount_cents <= 0) or e.amount_cents = 0 then 'entry.sign'
        when e.reason !~ coalesce(k.reason, '') then 'entry.reason'
        else 'entry.member' end as kind,
      e.member_id, e.reference as ref, null as expected, e.amount_cents as found, e.reason as note, false as pending
    from e left join ${kindTable} on k.kind = e.kind
    where k.kind is null or (k.sign <> 0 and k.sign * e.amount_cents <= 0) or e.amount_cents = 0
      or e.reason !~ coalesce(k.reason, '')
      or (k.own and substring(e.reference from '([0-9]+)$') <> e.member_id::text)`,

  // (c) Each seamless entry has its applied transaction (same member, same amount), and each applied
  // transaction that moves money has its entry; no win is paid on a rolled-back round; a rollback
  // refunds exactly its round's stake.
  seamless: sql`
    with e as (${seamlessEntries}),
    t as (select * from seamless_transactions where outcome = 'applied'),
    pairs as (
      select e.id, e.member_id, e.amount_cents, e.reference, t.vendor, t.kind, t.transaction_id,
        t.member_id as t_member, case when t.kind = 'bet' then -t.amount_cents else t.amount_cents end as t_amount
      from e full join t on t.vendor = e.vendor and t.kind = e.kind and t.transaction_id = e.tx
    )
    select case when vendor is null then 'seamless.untracked' when id is null then 'seamless.unmoved'
        when member_id <> t_member then 'seamless.member' else 'seamless.amount' end as kind,
      coalesce(member_id, t_member) as member_id,
      coalesce(reference, 'seamless:' || vendor || ':' || kind || ':' || transaction_id) as ref,
      t_amount as expected, amount_cents as found,
      case when member_id <> t_member then 'transaction of member ' || t_member end as note, false as pending
    from pairs
    where vendor is null or (id is null and t_amount <> 0) or member_id <> t_member or amount_cents <> t_amount
    union all
    select 'seamless.win_after_rollback', l.member_id, l.reference, null, l.amount_cents, 'round ' || r.round_id, false
    from seamless_transactions t
      join seamless_rounds r on r.vendor = t.vendor and r.round_id = t.round_id
      join wallet_ledger l on l.reference = 'seamless:' || t.vendor || ':win:' || t.transaction_id
    where t.kind = 'win' and t.outcome = 'applied' and r.status = 'rolled_back'
    union all
    select 'seamless.rollback_amount', e.member_id, e.reference, r.bet_cents, e.amount_cents,
      case when r.round_id is null then 'no round for this bet' else 'round ' || r.round_id end, false
    from e
      left join seamless_transactions b on b.vendor = e.vendor and b.kind = 'bet' and b.transaction_id = e.tx
      left join seamless_rounds r on r.vendor = b.vendor and r.round_id = b.round_id
    where e.kind = 'rollback' and r.bet_cents is distinct from e.amount_cents`,

  // (d) The in-house studio: a complete round has its bet (−bet_cents) and, when it won, its win
  // (+win_cents), and no refund; a void round has no win, and no bet unless refunded; a live round (crash,
  // mines, still open) has its bet and nothing else yet. Pending and opening rounds are listed apart
  // (server/studio/recovery completes them).
  studio: sql`
    with g as (
      select g.round_id, g.member_id, g.status, g.bet_cents, nullif(g.win_cents, 0) as win_cents,
        'seamless:' || g.vendor || ':bet:' || g.round_id || ':bet' as bet_ref,
        'seamless:' || g.vendor || ':win:' || g.round_id || ':win' as win_ref,
        'seamless:' || g.vendor || ':rollback:' || g.round_id || ':bet' as refund_ref
      from game_rounds g where g.vendor = ${studio}
    ), j as (
      select g.*, b.amount_cents as bet, w.amount_cents as win, r.amount_cents as refund
      from g
        left join wallet_ledger b on b.reference = g.bet_ref
        left join wallet_ledger w on w.reference = g.win_ref
        left join wallet_ledger r on r.reference = g.refund_ref
      where g.status not in ('pending', 'opening')
    )
    select 'studio.bet', member_id, bet_ref, -bet_cents, bet, status, false from j
    where status = 'complete' and bet is distinct from -bet_cents
    union all
    select 'studio.win', member_id, win_ref, case when status = 'complete' then win_cents end, win, status, false from j
    where (status = 'complete' and win is distinct from win_cents) or (status = 'void' and win is not null)
    union all
    select 'studio.refund', member_id, refund_ref, null, refund, status, false from j
    where status = 'complete' and refund is not null
    union all
    select 'studio.void', member_id, bet_ref, null, bet, 'void round, stake kept', false from j
    where status = 'void' and bet is not null and refund is null
    union all
    select 'studio.live', member_id, bet_ref, -bet_cents, bet, 'live round', false from j
    where status = 'live' and (bet is distinct from -bet_cents or win is not null or refund is not null)
    union all
    select 'studio.round', member_id, 'game_round:' || round_id, null, null, status || ' since ' || created_at, true
    from game_rounds where status in ('pending', 'opening') and vendor = ${studio}`,

  // (e) The lottery: each order debit is its order's total, and a placed order has one; a placed order's
  // sub-orders add up to its total; a won sub-order has exactly its payout, a cancelled one its refund,
  // others neither; a failed order that was debited has its void credit; nothing open on a settled draw.
  // Missing credits on a draw not settled yet are pending: settlement pays them before marking it settled.
  lottery: sql`
    with d as (
      select l.id, l.member_id, l.amount_cents, l.reference from wallet_ledger l where l.reference like 'lottery:order:%'
    ), orders as (
      select o.*, dr.status as draw_status from lottery_orders o join lottery_draws dr on dr.id = o.draw_id
    ), od as (
      select o.id as order_id, o.member_id as o_member, o.total_cents, o.status, o.draw_status,
        d.id as entry_id, d.member_id, d.amount_cents, coalesce(d.reference, 'lottery:order:' || o.id) as ref
      from orders o full join d on d.reference = 'lottery:order:' || o.id
    ), subs as (
      select s.id, s.member_id, s.status, s.amount_cents, s.payout_cents, dr.status as draw_status,
        o.status as order_status,
        p.member_id as p_member, p.amount_cents as payout, r.member_id as r_member, r.amount_cents as refund
      from lottery_sub_orders s
        join lottery_draws dr on dr.id = s.draw_id
        join lottery_orders o on o.id = s.order_id
        left join wallet_ledger p on p.reference = 'lottery:payout:' || s.id
        left join wallet_ledger r on r.reference = 'lottery:refund:' || s.id
    )
    select 'lottery.order', member_id, ref, -total_cents, amount_cents,
      case when order_id is null then 'no order' when member_id <> o_member then 'order of member ' || o_member end, false
    from od where entry_id is not null and (order_id is null or member_id <> o_member or amount_cents <> -total_cents)
    union all
    select 'lottery.unpaid', o_member, ref, -total_cents, null, status, false from od
    where entry_id is null and status = 'placed'
    union all
    select 'lottery.order_total', o.member_id, 'lottery:order:' || o.id, o.total_cents, coalesce(sum(s.amount_cents), 0),
      'sum of sub-orders', false
    from lottery_orders o left join lottery_sub_orders s on s.order_id = o.id
    where o.status = 'placed' group by o.id, o.member_id, o.total_cents
    having o.total_cents <> coalesce(sum(s.amount_cents), 0)
    union all
    select 'lottery.payout', member_id, 'lottery:payout:' || id, case when status = 'won' then payout_cents end, payout,
      status || case when p_member <> member_id then ', paid to member ' || p_member else '' end,
      status = 'won' and payout is null and draw_status <> 'settled'
    from subs where (status = 'won' and payout is distinct from payout_cents) or (status <> 'won' and payout is not null)
      or p_member <> member_id
    union all
    select 'lottery.refund', member_id, 'lottery:refund:' || id, case when status = 'cancelled' then amount_cents end, refund,
      status || case when r_member <> member_id then ', paid to member ' || r_member else '' end,
      status = 'cancelled' and refund is null and draw_status <> 'settled'
    from subs where (status = 'cancelled' and refund is distinct from amount_cents)
      or (status <> 'cancelled' and refund is not null) or r_member <> member_id
    union all
    select 'lottery.' || split_part(l.reference, ':', 2), l.member_id, l.reference, null, l.amount_cents, 'no sub-order',
      false
    from wallet_ledger l
    where (l.reference like 'lottery:payout:%' or l.reference like 'lottery:refund:%')
      and not exists (select 1 from lottery_sub_orders s where s.id = case
        when split_part(l.reference, ':', 3) ~ '^[0-9]{1,18}$' then split_part(l.reference, ':', 3)::bigint end)
    union all
    select 'lottery.void', od.o_member, 'lottery:void:' || od.order_id, -od.amount_cents, v.amount_cents, od.status,
      v.id is null and od.draw_status <> 'settled'
    from od left join wallet_ledger v on v.reference = 'lottery:void:' || od.order_id
    where od.status = 'failed' and od.entry_id is not null
      and (v.amount_cents is distinct from -od.amount_cents or v.member_id <> od.o_member)
    union all
    select 'lottery.void', v.member_id, v.reference, null, v.amount_cents, coalesce(od.status, 'no order'), false
    from wallet_ledger v left join od on v.reference = 'lottery:void:' || od.order_id
    where v.reference like 'lottery:void:%' and (od.order_id is null or od.status <> 'failed' or od.entry_id is null)
    union all
    select case when draw_status = 'settled' then 'lottery.unsettled' else 'lottery.pending' end, member_id,
      'lottery_sub_order:' || id, null, amount_cents, status || ' on a ' || draw_status || ' draw', draw_status <> 'settled'
    -- A failed order bought nothing: its sub-orders stay 'pending' for good (its money is the void rule's).
    from subs where status in ('open', 'pending') and order_status <> 'failed'
      and (status = 'pending' or draw_status = 'settled')
    union all
    select 'lottery.unsettled', member_id, 'lottery:order:' || id, null, total_cents, status || ' on a settled draw', false
    from orders where status = 'pending_payment' and draw_status = 'settled'`,

  // Red envelope rain: each grab has exactly its credit (member, amount) and each rain credit its grab; a
  // session's spent is the sum of its grabs and never above its budget.
  rain: sql`
    with g as (
      select g.session_id, g.member_id as g_member, g.amount_cents as g_cents,
        'rain:' || g.session_id || ':' || g.member_id || ':' || g.seq as g_ref
      from rain_grabs g
    ), p as (
      select g.*, l.member_id, l.amount_cents, l.reference
      from g full join (select * from wallet_ledger where reference like 'rain:%') l on l.reference = g.g_ref
    )
    select case when g_ref is null then 'rain.untracked' when reference is null then 'rain.unpaid'
        when member_id <> g_member then 'rain.member' else 'rain.amount' end,
      coalesce(member_id, g_member), coalesce(reference, g_ref), g_cents, amount_cents,
      case when g_ref is null then 'no grab' end, false
    from p
    where g_ref is null or reference is null or member_id <> g_member or amount_cents <> g_cents
    union all
    select case when s.spent_cents > s.budget_cents then 'rain.budget' else 'rain.spent' end, null,
      'rain_session:' || s.id, coalesce(sum(g.amount_cents), 0), s.spent_cents,
      'budget ' || s.budget_cents, false
    from rain_sessions s left join rain_grabs g on g.session_id = s.id
    group by s.id, s.spent_cents, s.budget_cents
    having s.spent_cents <> coalesce(sum(g.amount_cents), 0) or s.spent_cents > s.budget_cents`,

  // Rebates: each claim has exactly its credit (member, amount) and each rebate credit its claim; a claim
  // pays the sum of its lines.
  rebates: sql`
    with p as (
      select c.id, c.member_id as c_member, c.amount_cents as c_cents, c.reference as c_ref,
        l.member_id, l.amount_cents, l.reference
      from rebate_claims c
        full join (select * from wallet_ledger where reference like 'rebate:%') l on l.reference = c.reference
    )
    select case when id is null then 'rebate.untracked' when reference is null then 'rebate.unpaid'
        when member_id <> c_member then 'rebate.member' else 'rebate.amount' end,
      coalesce(member_id, c_member), coalesce(reference, c_ref), c_cents, amount_cents,
      case when id is null then 'no claim' end, false
    from p
    where id is null or reference is null or member_id <> c_member or amount_cents <> c_cents
    union all
    select 'rebate.lines', c.member_id, c.reference, c.amount_cents, coalesce(sum(l.amount_cents), 0),
      'sum of lines', false
    from rebate_claims c left join rebate_claim_lines l on l.claim_id = c.id
    group by c.id, c.member_id, c.reference, c.amount_cents
    having c.amount_cents <> coalesce(sum(l.amount_cents), 0)`,

  // Rebates pay for settled play (issue 31): a claim's line of a category counted exactly the settled
  // stakes marked with the claim (records/stakes.ts), and pays the rule on it (server/rebates/rule.ts).
  // A rebate paid on a stake parked on a draw and then cancelled has no settled stake behind it. Claims
  // before migration 0032 (a watermark) counted stakes at bet time and carried refunds: not checked.
  rebatePlay: sql`
    with m as (
      select s.rebate_claim_id as claim_id, case when s.game_type in ('ELOTT', 'LOTT') then 'LOTTERY'
          else s.game_type end as category, sum(s.wager) as cents
      from ${settledStakes(sql`s.rebate_claim_id is not null`)} s
      where s.game_type in (${sql.join(
        [...REBATE_CATEGORIES, 'ELOTT', 'LOTT'].map((c) => sql`${c}`),
        sql`, `,
      )})
      group by 1, 2
    ), l as (
      select c.id as claim_id, c.member_id, c.reference, l.category, l.turnover_cents, l.rate_bp, l.cap_cents,
        l.amount_cents
      from rebate_claims c join rebate_claim_lines l on l.claim_id = c.id
      where c.watermark is null
    ), p as (
      select coalesce(l.claim_id, m.claim_id) as claim_id, coalesce(l.category, m.category) as category,
        l.turnover_cents, coalesce(m.cents, 0) as marked
      from l full join (
        select m.* from m join rebate_claims c on c.id = m.claim_id and c.watermark is null
      ) m on m.claim_id = l.claim_id and m.category = l.category
    )
    select case when p.turnover_cents is null or p.marked > p.turnover_cents then 'rebate.uncounted'
        else 'rebate.unearned' end,
      c.member_id, c.reference, p.turnover_cents, p.marked,
      p.category || ': settled stakes marked with the claim', false
    from p join rebate_claims c on c.id = p.claim_id
    where p.turnover_cents is null or p.marked <> p.turnover_cents
    union all
    select 'rebate.rule', member_id, reference,
      case when turnover_cents <= 0 or rate_bp <= 0 then 0
        else least(turnover_cents * rate_bp / ${sql.raw(String(REBATE_BP_SCALE))}, coalesce(cap_cents, turnover_cents)) end,
      amount_cents, category || ': turnover × rate, held to the cap', false
    from l
    where amount_cents <> case when turnover_cents <= 0 or rate_bp <= 0 then 0
        else least(turnover_cents * rate_bp / ${sql.raw(String(REBATE_BP_SCALE))}, coalesce(cap_cents, turnover_cents)) end`,

  // Agent rebates: each settled day has exactly its credit (agent, amount; none when it earned 0) and each
  // agent rebate credit its settled day; a day pays the sum of its lines.
  agentRebates: sql`
    with s as (
      select agent_id, amount_cents as s_cents, 'agent.rebate:' || agent_id || ':' || to_char(day, 'YYYY-MM-DD') as s_ref, lines
      from agent_rebate_settlements
    ), p as (
      select s.agent_id, s.s_cents, s.s_ref, l.member_id, l.amount_cents, l.reference
      from (select * from s where s_cents > 0) s
        full join (select * from wallet_ledger where reference like 'agent.rebate:%') l on l.reference = s.s_ref
    )
    select case when s_ref is null then 'agent_rebate.untracked' when reference is null then 'agent_rebate.unpaid'
        when member_id <> agent_id then 'agent_rebate.member' else 'agent_rebate.amount' end,
      coalesce(member_id, agent_id), coalesce(reference, s_ref), s_cents, amount_cents,
      case when s_ref is null then 'no settled day' end, false
    from p
    where s_ref is null or reference is null or member_id <> agent_id or amount_cents <> s_cents
    union all
    select 'agent_rebate.lines', s.agent_id, s.s_ref, s.s_cents,
      (select coalesce(sum((x ->> 'incomeCents')::bigint), 0) from jsonb_array_elements(s.lines) x),
      'sum of lines', false
    from s
    where s.s_cents <> (select coalesce(sum((x ->> 'incomeCents')::bigint), 0) from jsonb_array_elements(s.lines) x)`,

  // Agents are paid for settled play (issue 31): a team rebate day's turnover in a category is covered by
  // the team's stakes settled that Manila day (records/stakes.ts), its income is at most that turnover at a
  // rate within the category's house edge; a contract period's turnover is covered by the agent's and its
  // team's stakes settled in the period. A bound, not an equality: a day an operator settled early counted
  // less, and accounts an agent opened count less (agents/team.ts). Old code counted a stake the day it was
  // placed, cancelled or not.
  agentPlay: sql`
    with recursive d as (
      select s.agent_id, s.day, x ->> 'category' as category,
        (x ->> 'directTurnoverCents')::bigint + (x ->> 'teamTurnoverCents')::bigint as turnover,
        (x ->> 'incomeCents')::bigint as income, (x ->> 'rateBp')::bigint as rate_bp,
        'agent.rebate:' || s.agent_id || ':' || to_char(s.day, 'YYYY-MM-DD') as ref,
        (s.day::timestamp - make_interval(hours => ${OPERATOR_UTC_OFFSET_HOURS})) at time zone 'UTC' as starts
      from agent_rebate_settlements s cross join jsonb_array_elements(s.lines) x
    ), c as (
      select id, agent_id, kind || ':' || period as ref, turnover_cents, period_start, period_end
      from agent_settlements
    ), a as (
      select agent_id from d union select agent_id from c
    ), t(agent_id, id, depth) as (
      select a.agent_id, m.id, 1 from a join members m on m.parent_id = a.agent_id
      union all
      select t.agent_id, m.id, t.depth + 1 from members m join t on m.parent_id = t.id
      where t.depth < ${MAX_TEAM_DEPTH}
    ), st as (
      select s.member_id, s.settled_at, s.wager,
        case when s.game_type in ('ELOTT', 'LOTT') then 'LOTTERY' else s.game_type end as category
      from ${settledStakes(sql`s.member_id in (select id from t union select agent_id from a)`)} s
    ), dp as (
      select d.agent_id, d.ref, d.category, d.turnover, coalesce(sum(st.wager), 0) as played
      from d
        left join t on t.agent_id = d.agent_id
        left join st on st.member_id = t.id and st.category = d.category
          and st.settled_at >= d.starts and st.settled_at < d.starts + interval '1 day'
      group by d.agent_id, d.ref, d.category, d.turnover
    ), cp as (
      select c.agent_id, c.ref, c.turnover_cents, coalesce(sum(st.wager), 0) as played
      from c
        left join st on (st.member_id = c.agent_id
            or st.member_id in (select t.id from t where t.agent_id = c.agent_id))
          and st.settled_at >= c.period_start and st.settled_at < c.period_end
      group by c.agent_id, c.ref, c.turnover_cents
    )
    select 'agent_rebate.unplayed', agent_id, ref, played, turnover,
      category || ': team stakes settled that day', false
    from dp where turnover > played
    union all
    select 'agent_rebate.rate', agent_id, ref,
      turnover * ${agentEarned}, income, category || ': turnover × rate within the house edge', false
    from d
    where income > turnover * ${agentEarned}
    union all
    select 'agent_contract.unplayed', agent_id, ref, played, turnover_cents,
      'stakes of the agent and its team settled in the period', false
    from cp where turnover_cents > played`,

  // Promotions: a claimed reward has exactly its credit (member, amount), an unclaimed or expired one none,
  // and each claim credit its reward; a promotion's spent is the sum of its rewards not expired (an expired
  // one gave its amount back: server/promotions/expiry.ts) and never above its budget.
  // (Deposit bonuses, keyed `bonus:deposit:<order>`, are paid with their order: the next rule.)
  promotions: sql`
    with p as (
      select r.id, r.member_id as r_member, r.amount_cents as r_cents, r.status,
        'bonus:claim:' || r.id as r_ref, l.member_id, l.amount_cents, l.reference
      from (select * from rewards where idempotency_key not like 'bonus:deposit:%') r
        full join (select * from wallet_ledger where reference like 'bonus:claim:%') l
          on l.reference = 'bonus:claim:' || r.id
    )
    select case when id is null then 'bonus.untracked' when reference is null then 'bonus.unpaid'
        when status <> 'claimed' then 'bonus.status'
        when member_id <> r_member then 'bonus.member' else 'bonus.amount' end,
      coalesce(member_id, r_member), coalesce(reference, r_ref),
      case when status = 'claimed' then r_cents end, amount_cents,
      case when id is null then 'no reward' else status end, false
    from p
    where id is null or (status = 'claimed' and (reference is null or member_id <> r_member
        or amount_cents <> r_cents)) or (status <> 'claimed' and reference is not null)
    union all
    select case when pr.spent_cents > pr.budget_cents then 'promotion.budget' else 'promotion.spent' end, null,
      'promotion:' || pr.id, coalesce(sum(r.amount_cents), 0), pr.spent_cents, 'budget ' || pr.budget_cents, false
    from promotions pr left join rewards r on r.promotion_id = pr.id and r.status <> 'expired'
    group by pr.id, pr.spent_cents, pr.budget_cents
    having pr.spent_cents <> coalesce(sum(r.amount_cents), 0) or pr.spent_cents > pr.budget_cents`,

  // Deposit bonuses: each has exactly its credit (reference = its key, member, amount) and is claimed, its
  // order credited or approved, of its member and for its promotion; each bonus credit has its bonus.
  // (Its budget spent is counted by the promotions rule: a promotion's spent includes its deposit bonuses.)
  depositBonuses: sql`
    with b as (
      select r.id, r.member_id as r_member, r.amount_cents as r_cents, r.status, r.promotion_id,
        r.idempotency_key as r_ref, l.member_id, l.amount_cents, l.reference,
        o.id as order_id, o.member_id as o_member, o.status as o_status, o.promotion_id as o_promotion
      from (select * from rewards where idempotency_key like 'bonus:deposit:%') r
        full join (select * from wallet_ledger where reference like 'bonus:deposit:%') l
          on l.reference = r.idempotency_key
        left join deposit_orders o
          on o.id::text = substr(coalesce(r.idempotency_key, l.reference), 15)
    )
    select case when id is null then 'bonus.deposit.untracked' when reference is null then 'bonus.deposit.unpaid'
        when status <> 'claimed' then 'bonus.deposit.status'
        when order_id is null or o_status not in ('approved', 'credited') then 'bonus.deposit.order'
        when o_member <> r_member or member_id <> r_member then 'bonus.deposit.member'
        when o_promotion is distinct from promotion_id then 'bonus.deposit.promotion'
        else 'bonus.deposit.amount' end,
      coalesce(member_id, r_member), coalesce(reference, r_ref), r_cents, amount_cents,
      case when id is null then 'no bonus' when order_id is null then 'no order'
        else 'order ' || o_status end, false
    from b
    where id is null or reference is null or status <> 'claimed' or order_id is null
      or o_status not in ('approved', 'credited') or o_member <> r_member or member_id <> r_member
      or o_promotion is distinct from promotion_id or amount_cents <> r_cents`,

  // Agent contracts: a paid settlement has exactly its credit (the downline agent, its amount, agent.<kind>)
  // and, unless the platform pays, exactly its debit (the upline agent, the same amount, agent.<kind>.pay);
  // an unpaid or zero settlement has neither; every contract entry has its settlement.
  agentContractPay: sql`
    with p as (
      select s.id, s.kind, s.status, s.agent_id, s.amount_cents as s_cents, 'contract:pay:' || s.id as s_ref,
        l.member_id, l.amount_cents, l.reference, l.reason
      from agent_settlements s
        full join (select * from wallet_ledger where reference like 'contract:pay:%') l
          on l.reference = 'contract:pay:' || s.id
    )
    select case when id is null then 'contract.pay.untracked' when reference is null then 'contract.unpaid'
        when status <> 'paid' then 'contract.status' when member_id <> agent_id then 'contract.member'
        when reason <> 'agent.' || kind then 'contract.reason' else 'contract.amount' end,
      coalesce(member_id, agent_id), coalesce(reference, s_ref), case when status = 'paid' then s_cents end,
      amount_cents, case when id is null then 'no settlement' else status end, false
    from p
    where id is null
      or (status = 'paid' and (reference is null or member_id <> agent_id or amount_cents <> s_cents
        or reason <> 'agent.' || kind))
      or (status <> 'paid' and reference is not null)`,

  agentContractCharge: sql`
    with p as (
      select s.id, s.kind, s.status, s.upline_id, s.amount_cents as s_cents, 'contract:charge:' || s.id as s_ref,
        l.member_id, l.amount_cents, l.reference, l.reason
      from (select * from agent_settlements where upline_id is not null) s
        full join (select * from wallet_ledger where reference like 'contract:charge:%') l
          on l.reference = 'contract:charge:' || s.id
    )
    select case when id is null then 'contract.charge.untracked' when reference is null then 'contract.uncharged'
        when status <> 'paid' then 'contract.charge.status' when member_id <> upline_id then 'contract.charge.member'
        when reason <> 'agent.' || kind || '.pay' then 'contract.charge.reason' else 'contract.charge.amount' end,
      coalesce(member_id, upline_id), coalesce(reference, s_ref), case when status = 'paid' then -s_cents end,
      amount_cents, case when id is null then 'no settlement with an upline' else status end, false
    from p
    where id is null
      or (status = 'paid' and (reference is null or member_id <> upline_id or amount_cents <> -s_cents
        or reason <> 'agent.' || kind || '.pay'))
      or (status <> 'paid' and reference is not null)`,

  // Missions: each claim has exactly its credit (member, amount) and each mission credit its claim; a
  // mission's spent is the sum of its claims and never above its budget.
  missions: sql`
    with p as (
      select c.mission_id, c.member_id as c_member, c.amount_cents as c_cents,
        'mission:' || c.mission_id || ':' || c.member_id as c_ref, l.member_id, l.amount_cents, l.reference
      from mission_claims c
        full join (select * from wallet_ledger where reference like 'mission:%') l
          on l.reference = 'mission:' || c.mission_id || ':' || c.member_id
    )
    select case when c_ref is null then 'mission.untracked' when reference is null then 'mission.unpaid'
        when member_id <> c_member then 'mission.member' else 'mission.amount' end,
      coalesce(member_id, c_member), coalesce(reference, c_ref), c_cents, amount_cents,
      case when c_ref is null then 'no claim' end, false
    from p
    where c_ref is null or reference is null or member_id <> c_member or amount_cents <> c_cents
    union all
    select case when m.spent_cents > m.budget_cents then 'mission.budget' else 'mission.spent' end, null,
      'mission:' || m.id, coalesce(sum(c.amount_cents), 0), m.spent_cents, 'budget ' || m.budget_cents, false
    from missions m left join mission_claims c on c.mission_id = m.id
    group by m.id, m.spent_cents, m.budget_cents
    having m.spent_cents <> coalesce(sum(c.amount_cents), 0) or m.spent_cents > m.budget_cents`,

  // Missions pay for settled play (issue 31): each claim's target is met by the member's stakes settled
  // in the mission's period by the time of the claim (records/stakes.ts), never by a stake still open on
  // a draw, which could be taken back after the claim.
  missionPlay: sql`
    with c as (
      select c.mission_id, c.member_id, c.created_at, m.rule, m.starts_at, m.ends_at
      from mission_claims c join missions m on m.id = c.mission_id
    ), w as (
      select c.mission_id, c.member_id, c.rule,
        case when c.rule->>'kind' = 'rounds' then (c.rule->>'count')::bigint
          else (c.rule->>'cents')::bigint end as target,
        case when c.rule->>'kind' = 'rounds' then count(distinct s.round)
          else coalesce(sum(s.wager), 0) end as done
      from c left join ${settledStakes(sql`true`)} s on s.member_id = c.member_id
        and s.settled_at >= c.starts_at and s.settled_at < c.ends_at and s.settled_at <= c.created_at
        and (c.rule->>'category' is null or c.rule->>'category' =
          case when s.game_type in ('ELOTT', 'LOTT') then 'LOTTERY' else s.game_type end)
      group by c.mission_id, c.member_id, c.rule
    )
    select 'mission.unearned', member_id, 'mission:' || mission_id || ':' || member_id, target, done,
      'settled ' || (rule->>'kind') || ' in the period before the claim', false
    from w where done < target`,

  // The period leaderboard: each prize has exactly its credit (member, amount) and each leaderboard credit
  // its prize; a merchant's spent is the sum of its prizes and never above its budget.
  leaderboard: sql`
    with p as (
      select z.member_id as z_member, z.amount_cents as z_cents,
        'leaderboard:' || z.period_id || ':' || z.rank as z_ref, l.member_id, l.amount_cents, l.reference
      from leaderboard_prizes z
        full join (select * from wallet_ledger where reference like 'leaderboard:%') l
          on l.reference = 'leaderboard:' || z.period_id || ':' || z.rank
    )
    select case when z_ref is null then 'leaderboard.untracked' when reference is null then 'leaderboard.unpaid'
        when member_id <> z_member then 'leaderboard.member' else 'leaderboard.amount' end,
      coalesce(member_id, z_member), coalesce(reference, z_ref), z_cents, amount_cents,
      case when z_ref is null then 'no prize' end, false
    from p
    where z_ref is null or reference is null or member_id <> z_member or amount_cents <> z_cents
    union all
    select case when s.spent_cents > s.budget_cents then 'leaderboard.budget' else 'leaderboard.spent' end, null,
      'leaderboard:' || s.merchant_code, coalesce(sum(z.amount_cents), 0), s.spent_cents,
      'budget ' || s.budget_cents, false
    from leaderboard_settings s
      left join leaderboard_periods pe on pe.merchant_code = s.merchant_code
      left join leaderboard_prizes z on z.period_id = pe.id
    group by s.merchant_code, s.spent_cents, s.budget_cents
    having s.spent_cents <> coalesce(sum(z.amount_cents), 0) or s.spent_cents > s.budget_cents`,

  // The VIP club: a paid level-up bonus has exactly its credit (member, amount), any other level none,
  // and each vip credit its paid level.
  vip: sql`
    with p as (
      select v.member_id as v_member, v.bonus_cents as v_cents, v.bonus_status as status,
        'vip:' || v.member_id || ':' || v.rank as v_ref, l.member_id, l.amount_cents, l.reference
      from vip_member_levels v
        full join (select * from wallet_ledger where reference like 'vip:%') l
          on l.reference = 'vip:' || v.member_id || ':' || v.rank
    )
    select case when v_ref is null then 'vip.untracked' when reference is null then 'vip.unpaid'
        when status <> 'paid' then 'vip.status'
        when member_id <> v_member then 'vip.member' else 'vip.amount' end,
      coalesce(member_id, v_member), coalesce(reference, v_ref), v_cents, amount_cents,
      case when v_ref is null then 'no level' else status end, false
    from p
    where v_ref is null or (reference is null and status = 'paid') or (reference is not null and status <> 'paid')
      or member_id <> v_member or amount_cents <> v_cents`,

  // Invite friends: a paid reward has exactly its credit (referrer, amount), a pending one none, and each
  // referral credit its paid reward; a programme's spent is the sum of its paid rewards, never above budget.
  referrals: sql`
    with p as (
      select r.id, r.referrer_id as r_member, r.amount_cents as r_cents, r.status,
        'referral:' || r.kind || ':' || r.friend_id as r_ref, l.member_id, l.amount_cents, l.reference
      from referral_rewards r
        full join (select * from wallet_ledger where reference like 'referral:%') l
          on l.reference = 'referral:' || r.kind || ':' || r.friend_id
    )
    select case when id is null then 'referral.untracked' when reference is null then 'referral.unpaid'
        when status <> 'paid' then 'referral.pending_paid'
        when member_id <> r_member then 'referral.member' else 'referral.amount' end,
      coalesce(member_id, r_member), coalesce(reference, r_ref), r_cents, amount_cents,
      case when id is null then 'no reward' end, false
    from p
    where id is null or (reference is null and status = 'paid') or (reference is not null and status <> 'paid')
      or member_id <> r_member or amount_cents <> r_cents
    union all
    select case when pr.spent_cents > pr.budget_cents then 'referral.budget' else 'referral.spent' end, null,
      'referral_programme:' || pr.merchant_code, coalesce(sum(r.amount_cents), 0), pr.spent_cents,
      'budget ' || pr.budget_cents, false
    from referral_programmes pr
      left join members m on m.merchant_code = pr.merchant_code
      left join referral_rewards r on r.referrer_id = m.id and r.status = 'paid'
    group by pr.merchant_code, pr.spent_cents, pr.budget_cents
    having pr.spent_cents <> coalesce(sum(r.amount_cents), 0) or pr.spent_cents > pr.budget_cents`,

  // (f) Deposits: an approved or credited order has exactly its credit (member, amount), any other
  // order none, and every deposit entry has its order.
  deposits: sql`
    with d as (
      select o.id, o.member_id as o_member, o.amount_cents as o_cents, o.status,
        l.member_id, l.amount_cents, l.reference
      from deposit_orders o
        full join (select * from wallet_ledger where reference like 'deposit:%') l on l.reference = 'deposit:' || o.id
    )
    select case when id is null then 'deposit.untracked' when reference is null then 'deposit.uncredited'
        when status not in ('approved', 'credited') then 'deposit.status'
        when member_id <> o_member then 'deposit.member' else 'deposit.amount' end,
      coalesce(member_id, o_member), coalesce(reference, 'deposit:' || id),
      case when status in ('approved', 'credited') then o_cents end, amount_cents,
      case when id is null then 'no order' else status end, false
    from d
    where id is null
      or (status in ('approved', 'credited') and (reference is null or amount_cents <> o_cents or member_id <> o_member))
      or (status not in ('approved', 'credited') and reference is not null)`,

  // (g) Withdrawals: every order has exactly its hold (member, −amount) and every hold its order; a
  // rejected order has exactly its refund (+amount), any other order none, and every refund its order.
  withdrawals: sql`
    with h as (
      select o.id, o.member_id as o_member, o.amount_cents as o_cents, o.status,
        l.member_id, l.amount_cents, l.reference
      from withdrawal_orders o
        full join (select * from wallet_ledger where reference like 'withdraw:hold:%') l
          on l.reference = 'withdraw:hold:' || o.id
    ), r as (
      select o.id, o.member_id as o_member, o.amount_cents as o_cents, o.status,
        l.member_id, l.amount_cents, l.reference
      from withdrawal_orders o
        full join (select * from wallet_ledger where reference like 'withdraw:refund:%') l
          on l.reference = 'withdraw:refund:' || o.id
    )
    select case when id is null then 'withdraw.untracked' when reference is null then 'withdraw.unheld'
        when member_id <> o_member then 'withdraw.member' else 'withdraw.amount' end,
      coalesce(member_id, o_member), coalesce(reference, 'withdraw:hold:' || id), -o_cents, amount_cents,
      case when id is null then 'no order' else status end, false
    from h
    where id is null or reference is null or amount_cents <> -o_cents or member_id <> o_member
    union all
    select case when id is null then 'withdraw.refund_untracked' when reference is null then 'withdraw.unrefunded'
        when status <> 'rejected' then 'withdraw.refund_status'
        when member_id <> o_member then 'withdraw.refund_member' else 'withdraw.refund_amount' end,
      coalesce(member_id, o_member), coalesce(reference, 'withdraw:refund:' || id),
      case when status = 'rejected' then o_cents end, amount_cents,
      case when id is null then 'no order' else status end, false
    from r
    where (id is null and reference is not null)
      or (status = 'rejected' and (reference is null or amount_cents <> o_cents or member_id <> o_member))
      or (status <> 'rejected' and reference is not null)`,
};

const Cents = v.nullable(v.pipe(v.union([v.number(), v.bigint(), v.string()]), v.transform(Number)));
const Bool = v.pipe(
  v.union([v.boolean(), v.string()]),
  v.transform((b) => b === true || b === 't' || b === 'true'),
);
const FindingRowsSchema = v.object({
  rows: v.array(
    v.object({
      kind: v.string(),
      member_id: Cents,
      ref: v.string(),
      expected: Cents,
      found: Cents,
      note: v.nullable(v.string()),
      pending: Bool,
      matched: Cents,
    }),
  ),
});
const CountsSchema = v.object({
  rows: v.tuple([v.object({ wallets: Cents, entries: Cents, total: Cents })]),
});

export async function checkLedger(db: Db): Promise<LedgerReport> {
  return db.transaction(
    async (tx) => {
      const report: LedgerReport = {
        ok: true,
        checkedAt: new Date().toISOString(),
        counts: { wallets: 0, entries: 0, totalBalanceCents: 0, mismatches: 0, pending: 0 },
        mismatches: [],
        pending: [],
        truncated: false,
      };
      const counts = v.parse(
        CountsSchema,
        await tx.execute(sql`select (select count(*) from wallets) as wallets,
          (select count(*) from wallet_ledger) as entries,
          (select coalesce(sum(balance_cents), 0) from wallets) as total`),
      ).rows[0];
      report.counts.wallets = counts.wallets ?? 0;
      report.counts.entries = counts.entries ?? 0;
      report.counts.totalBalanceCents = counts.total ?? 0;

      for (const [rule, query] of Object.entries(RULES)) {
        const { rows } = v.parse(
          FindingRowsSchema,
          // The first LISTED_PER_RULE findings of each side (mismatches, pending), and how many there are.
          await tx.execute(sql`
            select * from (
              select f.*, count(*) over (partition by f.pending) as matched,
                row_number() over (partition by f.pending order by f.member_id, f.ref) as n
              from (${query}) as f(kind, member_id, ref, expected, found, note, pending)
            ) as listed
            where n <= ${LISTED_PER_RULE} order by pending, n`),
        );
        for (const pending of [false, true]) {
          const found = rows.filter((r) => r.pending === pending);
          const matched = found[0]?.matched ?? 0;
          if (pending) report.counts.pending += matched;
          else report.counts.mismatches += matched;
          if (matched > found.length) report.truncated = true;
          for (const r of found) {
            (pending ? report.pending : report.mismatches).push({
              rule,
              kind: r.kind,
              memberId: r.member_id,
              ref: r.ref,
              expected: r.expected,
              found: r.found,
              note: r.note,
            });
          }
        }
      }
      report.ok = report.counts.mismatches === 0;
      return report;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
