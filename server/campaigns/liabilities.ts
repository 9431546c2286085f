// Operators' liabilities across every campaign kind (issue 14, GET /ops/campaigns/liabilities), in integer
// cents, for one merchant. Per kind:
// - budgetCents: what operators set aside (null: the kind has no budget: VIP bonuses, rebates);
// - spentCents: what the budget paid or committed (promotions: rewards issued, claimed or not, minus
//   expired ones given back; the others: what was credited);
// - outstandingCents: issued but not in the wallet yet (promotions: unclaimed, unexpired rewards; referrals
//   and VIP: rewards due but held, e.g. the budget ran short or the member is excluded); kinds that credit
//   at once (red rain, missions, rebates, the leaderboard) have none;
// - budgetLeftCents: budget − spent (null without a budget). Cancelled rain sessions and missions never pay,
//   so their budgets are left out.
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { CAMPAIGN_KINDS, type CampaignLiabilities } from '../../src/shared/schemas/missions.ts';
import type { Db } from '../db/types.ts';

const Num = v.pipe(v.union([v.number(), v.bigint(), v.string()]), v.transform(Number));
const NullableNum = v.nullable(Num);
const RowsSchema = v.object({
  rows: v.array(v.object({ kind: v.string(), budget: NullableNum, spent: Num, outstanding: Num })),
});

const KINDS = CAMPAIGN_KINDS;

export async function campaignLiabilities(
  db: Db,
  merchantCode: string,
  nowMs: number,
): Promise<CampaignLiabilities> {
  const at = new Date(nowMs).toISOString();
  const result = await db.execute(sql`
    select 'promotions' as kind, coalesce(sum(p.budget_cents), 0) as budget, coalesce(sum(p.spent_cents), 0) as spent,
      coalesce((select sum(r.amount_cents) from rewards r join promotions p2 on p2.id = r.promotion_id
        where p2.merchant_code = ${merchantCode} and r.status = 'unclaimed'
          and r.expires_at > ${at}::timestamptz), 0) as outstanding
    from promotions p where p.merchant_code = ${merchantCode}
    union all
    select 'redRain', coalesce(sum(budget_cents), 0), coalesce(sum(spent_cents), 0), 0
    from rain_sessions where merchant_code = ${merchantCode} and cancelled_at is null
    union all
    select 'missions', coalesce(sum(budget_cents), 0), coalesce(sum(spent_cents), 0), 0
    from missions where merchant_code = ${merchantCode} and cancelled_at is null
    union all
    select 'referrals', coalesce(sum(pr.budget_cents), 0), coalesce(sum(pr.spent_cents), 0),
      coalesce((select sum(rr.amount_cents) from referral_rewards rr join members m on m.id = rr.referrer_id
        where m.merchant_code = ${merchantCode} and rr.status = 'pending'), 0)
    from referral_programmes pr where pr.merchant_code = ${merchantCode}
    union all
    select 'vip', null, coalesce(sum(v.bonus_cents) filter (where v.bonus_status = 'paid'), 0),
      coalesce(sum(v.bonus_cents) filter (where v.bonus_status = 'pending'), 0)
    from vip_member_levels v join members m on m.id = v.member_id where m.merchant_code = ${merchantCode}
    union all
    select 'rebates', null, coalesce(sum(c.amount_cents), 0), 0
    from rebate_claims c join members m on m.id = c.member_id where m.merchant_code = ${merchantCode}
    union all
    select 'leaderboard', coalesce(sum(budget_cents), 0), coalesce(sum(spent_cents), 0), 0
    from leaderboard_settings where merchant_code = ${merchantCode}`);
  const rows = new Map(v.parse(RowsSchema, result).rows.map((r) => [r.kind, r]));
  const kinds = KINDS.map((kind) => {
    const r = rows.get(kind);
    const budget = r?.budget ?? null;
    const spent = r?.spent ?? 0;
    return {
      kind,
      budgetCents: budget,
      spentCents: spent,
      outstandingCents: r?.outstanding ?? 0,
      budgetLeftCents: budget === null ? null : budget - spent,
    };
  });
  const sum = (f: (k: (typeof kinds)[number]) => number | null) => kinds.reduce((n, k) => n + (f(k) ?? 0), 0);
  return {
    kinds,
    totals: {
      budgetCents: sum((k) => k.budgetCents),
      spentCents: sum((k) => k.spentCents),
      outstandingCents: sum((k) => k.outstandingCents),
      budgetLeftCents: sum((k) => k.budgetLeftCents),
    },
  };
}
