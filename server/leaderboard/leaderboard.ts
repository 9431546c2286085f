// The period leaderboard (issue 14, /m/leaderBoard, the MISSION promotion): members ranked by valid wager
// over the current period (a Manila week from Monday 00:00, or a day, as operators set it), by the same
// stake rule missions count (server/missions/missions.ts `stakes`: settled stakes by settled time, trials
// left out).
// Operators may count one category's wager only (e.g. INHOUSE: the studio's games), as a mission may.
// Members excluded now (server/protection/exclusion.ts) are left off the ranking, so they never win; ties
// go to the older account (lower member id).
//
// Settlement, once per ended period: one transaction locks the merchant's settings row, writes the period
// row (unique per merchant and period: a second settler, another leader or the operator's button, finds it
// and pays nothing), ranks the period, pays each rank its prize while the budget covers it (src/shared/
// leaderboard.ts `payablePrizes`) as the ledger credit `leaderboard:<period>:<rank>`, and raises `spent`
// with a conditional UPDATE backed by a CHECK. server/wallet/reconcile.ts matches prizes and credits.
// Periods that ended while no settler ran (every process down) are settled when one comes back, oldest
// first, up to SETTLE_LOOKBACK of them after the last settled period.
import { and, desc, eq, max, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { RebateCategory } from '../../src/shared/constants/rebates.ts';
import { maskAccount } from '../../src/shared/constants/referrals.ts';
import { MISSION_CODES } from '../../src/shared/errors/mission.ts';
import {
  type LeaderboardPeriodKind,
  listedPlaces,
  type Period,
  payablePrizes,
  periodOf,
  previousPeriod,
} from '../../src/shared/leaderboard.ts';
import type {
  Leaderboard,
  LeaderboardSettingsInput,
  LeaderboardSettleResult,
  LeaderboardWinners,
} from '../../src/shared/schemas/missions.ts';
import { audit } from '../core/audit.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { leaderboardPeriods, leaderboardPrizes, leaderboardSettings, members } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { SETTLE_GRACE_MS } from '../lib/leader-job.ts';
import { stakes } from '../missions/missions.ts';
import { stakesOpenBefore } from '../records/stakes.ts';
import { credit } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';

export const LEADERBOARD_LEDGER_REASON = 'bonus.leaderboard';
const DEFAULT_KIND: LeaderboardPeriodKind = 'week';
/** Ended periods a settlement looks back over (a period missed while no process ran is settled later). */
const SETTLE_LOOKBACK = 7;

const Num = v.pipe(v.union([v.number(), v.bigint(), v.string()]), v.transform(Number));
const RankRowsSchema = v.object({
  rows: v.array(v.object({ member_id: Num, account: v.string(), wager: Num, rank: Num })),
});
type RankRow = v.InferOutput<typeof RankRowsSchema>['rows'][number];

type Settings = typeof leaderboardSettings.$inferSelect;

const periodView = (kind: LeaderboardPeriodKind, p: Period) => ({
  kind,
  startsAt: new Date(p.startsAt).toISOString(),
  endsAt: new Date(p.endsAt).toISOString(),
});

const settingsView = (s: Settings) => ({
  periodKind: s.periodKind,
  category: s.category,
  prizes: s.prizes,
  budgetCents: s.budgetCents,
  spentCents: s.spentCents,
  updatedAt: s.updatedAt.toISOString(),
  updatedBy: s.updatedBy,
});

/**
 * The period's eligible members by wager (place 1 first), the first `places` of them and `memberId`'s own
 * row wherever it is. Eligible: a real member (stakes() leaves trials out) with a positive wager, not
 * excluded at `atMs`.
 */
async function ranking(
  db: DbOrTx,
  merchantCode: string,
  p: Period,
  atMs: number,
  places: number,
  memberId: number | null,
  category: RebateCategory | null,
): Promise<RankRow[]> {
  const at = new Date(atMs).toISOString();
  const scope = category ? sql`where s.category = ${category}` : sql``;
  const result = await db.execute(sql`
    with t as (
      select s.member_id, sum(s.wager) as wager
      from (${stakes(merchantCode, new Date(p.startsAt), new Date(p.endsAt), null)}) s ${scope}
      group by s.member_id having sum(s.wager) > 0
    ), r as (
      select t.member_id, mb.account, t.wager,
        row_number() over (order by t.wager desc, t.member_id) as rank
      from t join members mb on mb.id = t.member_id
      where not exists (
        select 1 from member_exclusions x
        where x.member_id = t.member_id and x.starts_at <= ${at}::timestamptz
          and (x.ends_at is null or x.ends_at > ${at}::timestamptz))
    )
    select * from r where rank <= ${places} or member_id = ${memberId ?? -1}
    order by rank`);
  return v.parse(RankRowsSchema, result).rows;
}

export class LeaderboardService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  private async settings(db: DbOrTx, merchantCode: string) {
    const [s] = await db
      .select()
      .from(leaderboardSettings)
      .where(eq(leaderboardSettings.merchantCode, merchantCode));
    return s;
  }

  /** The current period's ranking with each place's prize, and the member's own place. */
  async board(member: { id: number; merchantCode: string }): Promise<Leaderboard> {
    const s = await this.settings(this.db, member.merchantCode);
    const kind = s?.periodKind ?? DEFAULT_KIND;
    const prizes = s?.prizes ?? [];
    const now = this.now();
    const p = periodOf(kind, now);
    const places = listedPlaces(prizes);
    const category = s?.category ?? null;
    const rows = await ranking(this.db, member.merchantCode, p, now, places, member.id, category);
    const view = (r: RankRow) => ({
      rank: r.rank,
      account: maskAccount(r.account),
      wagerCents: r.wager,
      prizeCents: prizes[r.rank - 1] ?? 0,
    });
    const mine = rows.find((r) => r.member_id === member.id);
    return {
      period: periodView(kind, p),
      category,
      prizes,
      list: rows.filter((r) => r.rank <= places).map(view),
      mine: mine ? view(mine) : null,
    };
  }

  /** The last settled period's winners, the highest prize first (none settled yet: no period, no list). */
  async winners(merchantCode: string): Promise<LeaderboardWinners> {
    const [last] = await this.db
      .select()
      .from(leaderboardPeriods)
      .where(eq(leaderboardPeriods.merchantCode, merchantCode))
      .orderBy(desc(leaderboardPeriods.endsAt), desc(leaderboardPeriods.id))
      .limit(1);
    if (!last) return { period: null, list: [] };
    const rows = await this.db
      .select({
        rank: leaderboardPrizes.rank,
        account: members.account,
        cents: leaderboardPrizes.amountCents,
      })
      .from(leaderboardPrizes)
      .innerJoin(members, eq(members.id, leaderboardPrizes.memberId))
      .where(eq(leaderboardPrizes.periodId, last.id))
      .orderBy(desc(leaderboardPrizes.amountCents), leaderboardPrizes.rank);
    return {
      period: periodView(last.periodKind, {
        startsAt: last.startsAt.getTime(),
        endsAt: last.endsAt.getTime(),
      }),
      list: rows.map((r) => ({ rank: r.rank, account: maskAccount(r.account), winAmount: r.cents })),
    };
  }

  /**
   * Settles the merchant's ended periods not settled yet, oldest first, each once (see the header).
   * Answers null when there is nothing to settle: no settings, the periods ended before the leaderboard
   * was set up, or they are settled already.
   */
  async settle(merchantCode: string, actor?: string): Promise<LeaderboardSettleResult | null> {
    const total: LeaderboardSettleResult = { periods: 0, prizes: 0, paidCents: 0 };
    for (let i = 0; i < SETTLE_LOOKBACK; i++) {
      const one = await this.settleOne(merchantCode, actor);
      if (!one) break;
      total.periods++;
      total.prizes += one.prizes;
      total.paidCents += one.paidCents;
    }
    return total.periods > 0 ? total : null;
  }

  /** The oldest ended period not settled yet, settled in one transaction; null when there is none. */
  private async settleOne(
    merchantCode: string,
    actor?: string,
  ): Promise<{ prizes: number; paidCents: number } | null> {
    return this.db.transaction(async (tx) => {
      const [s] = await tx
        .select()
        .from(leaderboardSettings)
        .where(eq(leaderboardSettings.merchantCode, merchantCode))
        .for('update');
      if (!s) return null;
      const now = this.now();
      // Under the settings lock: settlers of this merchant queue, each sees the periods before it settled.
      const [last] = await tx
        .select({ endsAt: max(leaderboardPeriods.endsAt) })
        .from(leaderboardPeriods)
        .where(eq(leaderboardPeriods.merchantCode, merchantCode));
      // A period that ended before the prize table existed was never announced: nobody wins it. One that
      // ended by the last settled one's end is settled (or overlapped by it, of another period kind).
      const after = Math.max(s.createdAt.getTime(), last?.endsAt ? new Date(last.endsAt).getTime() : 0);
      // The periods that ended at least SETTLE_GRACE_MS ago (their last stakes have committed), newest first.
      let p: Period | null = null;
      for (
        let q = previousPeriod(s.periodKind, now - SETTLE_GRACE_MS), n = 0;
        q.endsAt > after && n < SETTLE_LOOKBACK;
        q = previousPeriod(s.periodKind, q.startsAt), n++
      )
        p = q;
      // Not while a draw due in it is unsettled: its stakes still count in it (server/records/stakes.ts).
      if (!p || (await stakesOpenBefore(tx, new Date(p.endsAt)))) return null;
      const [period] = await tx
        .insert(leaderboardPeriods)
        .values({
          merchantCode,
          periodKind: s.periodKind,
          startsAt: new Date(p.startsAt),
          endsAt: new Date(p.endsAt),
          settledAt: new Date(now),
        })
        .onConflictDoNothing()
        .returning();
      if (!period) return null;
      const ranked = await ranking(tx, merchantCode, p, now, s.prizes.length, null, s.category);
      const pay = payablePrizes(s.prizes, ranked.length, s.budgetCents - s.spentCents);
      let paidCents = 0;
      for (const { rank, amountCents } of pay) {
        const winner = ranked[rank - 1];
        if (!winner || winner.rank !== rank) throw new Error(`leaderboard: no member at rank ${rank}`);
        await tx.insert(leaderboardPrizes).values({
          periodId: period.id,
          rank,
          memberId: winner.member_id,
          wagerCents: winner.wager,
          amountCents,
        });
        const reference = ledgerRef.leaderboard(period.id, rank);
        const moved = await credit(tx, {
          memberId: winner.member_id,
          amountCents,
          reason: LEADERBOARD_LEDGER_REASON,
          reference,
        });
        if (!moved.ok || moved.replayed) throw new Error(`leaderboard credit ${reference} did not move`);
        paidCents += amountCents;
      }
      if (paidCents > 0) {
        const [spent] = await tx
          .update(leaderboardSettings)
          .set({ spentCents: sql`${leaderboardSettings.spentCents} + ${paidCents}` })
          .where(
            and(
              eq(leaderboardSettings.merchantCode, merchantCode),
              sql`${leaderboardSettings.spentCents} + ${paidCents} <= ${leaderboardSettings.budgetCents}`,
            ),
          )
          .returning({ merchantCode: leaderboardSettings.merchantCode });
        if (!spent) throw new Error('leaderboard: the budget cannot pay the prizes');
      }
      if (actor)
        await audit(tx, actor, 'leaderboard.settle', `leaderboard_period:${period.id}`, {
          ...periodView(s.periodKind, p),
          prizes: pay.length,
          paidCents,
        });
      return { prizes: pay.length, paidCents };
    });
  }

  /** Settles every merchant's ended periods (the leader job); each period in its own transaction. */
  async settleAll(shouldStop?: () => boolean): Promise<LeaderboardSettleResult> {
    const all = await this.db.select({ code: leaderboardSettings.merchantCode }).from(leaderboardSettings);
    const result = { periods: 0, prizes: 0, paidCents: 0 };
    for (const { code } of all) {
      if (shouldStop?.()) break;
      const settled = await this.settle(code);
      if (!settled) continue;
      result.periods += settled.periods;
      result.prizes += settled.prizes;
      result.paidCents += settled.paidCents;
    }
    return result;
  }

  /** The operator's settlement of their merchant's ended periods, now (each one it settles audited). */
  async settleNow(merchantCode: string, actor: string): Promise<LeaderboardSettleResult> {
    return (await this.settle(merchantCode, actor)) ?? { periods: 0, prizes: 0, paidCents: 0 };
  }

  // --- Operators ---

  async opsView(merchantCode: string) {
    const s = await this.settings(this.db, merchantCode);
    return {
      settings: s ? settingsView(s) : null,
      current: periodView(s?.periodKind ?? DEFAULT_KIND, periodOf(s?.periodKind ?? DEFAULT_KIND, this.now())),
    };
  }

  /** Sets the period kind, prize table and budget (never below what is spent); audited. */
  async configure(
    merchantCode: string,
    actor: string,
    input: LeaderboardSettingsInput,
  ): Promise<Outcome<Awaited<ReturnType<LeaderboardService['opsView']>>>> {
    const outcome = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(leaderboardSettings)
        .where(eq(leaderboardSettings.merchantCode, merchantCode))
        .for('update');
      if (before && input.budgetCents < before.spentCents)
        return refused(
          409,
          MISSION_CODES.budgetExhausted,
          'The budget cannot be below what is already spent',
        );
      const at = new Date(this.now());
      const values = {
        periodKind: input.periodKind,
        category: input.category ?? null,
        prizes: input.prizes,
        budgetCents: input.budgetCents,
        updatedAt: at,
        updatedBy: actor,
      };
      const [after] = await tx
        .insert(leaderboardSettings)
        .values({ merchantCode, ...values, createdAt: at })
        .onConflictDoUpdate({ target: leaderboardSettings.merchantCode, set: values })
        .returning();
      if (!after) throw new Error('leaderboard settings upsert returned nothing');
      await audit(tx, actor, 'leaderboard.configure', `leaderboard:${merchantCode}`, {
        before: before ? settingsView(before) : null,
        after: settingsView(after),
      });
      return done(null);
    });
    return outcome.ok ? done(await this.opsView(merchantCode)) : outcome;
  }
}
