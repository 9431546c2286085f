// The VIP club (issue 14). Operators define levels (thresholds over a period, benefits); a member's level
// is the highest one whose thresholds their real turnover (stakes settled in the period, records/stakes.ts:
// a stake parked on an open draw reaches no level) AND credited deposits over the last `periodDays` meet
// (src/shared/vip.ts).
//
// Reaching a level writes one row per (member, rank) (primary key: any number of concurrent reads and job
// runs write it once), with the level-up bonus `pending`, or `none` without one. Every level up to the one
// reached gets its row, so skipping a level still pays its bonus. Paying locks the row and credits the
// ledger (`vip:<member>:<rank>`, unique) in the same transaction before marking it `paid`. Rows are never
// deleted: falling back a level and climbing again pays nothing twice. A member on a time-out or
// self-exclusion is held (the row stays pending, paid by the first check after it ends); trials never
// reach a level (the route refuses them, the job skips them).

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../src/shared/constants/language.ts';
import { reasonsOf } from '../../src/shared/constants/ledger.ts';
import { MEMBER_TYPE_TRIAL } from '../../src/shared/constants/members.ts';
import { VIP_DEFAULT_PERIOD_DAYS, VIP_LEDGER_REASON } from '../../src/shared/constants/vip.ts';
import type { VipProgramme, VipProgrammeInput, VipStatus } from '../../src/shared/schemas/vip.ts';
import { type VipCounts, vipRankOf } from '../../src/shared/vip.ts';
import { audit } from '../core/audit.ts';
import { vipMemberLevels, vipProgrammes } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { inLanguage } from '../lib/in-language.ts';
import { activeExclusion } from '../protection/exclusion.ts';
import { settledStakes, settledWager } from '../records/stakes.ts';
import { credit } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';

const DAY_MS = 86_400_000;
const DEPOSIT_REASONS = reasonsOf('deposit');
const list = (reasons: readonly string[]) =>
  sql.join(
    reasons.map((r) => sql`${r}`),
    sql`, `,
  );

/** Rolls a payment's transaction back: the member is excluded, the bonus stays pending. */
class Held extends Error {}

export type VipPayResult = 'paid' | 'already' | 'held';

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export class Vip {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async programme(merchantCode: string): Promise<VipProgramme> {
    const [p] = await this.db
      .select()
      .from(vipProgrammes)
      .where(eq(vipProgrammes.merchantCode, merchantCode));
    return p
      ? { periodDays: p.periodDays, levels: p.levels, updatedAt: p.updatedAt.toISOString() }
      : { periodDays: VIP_DEFAULT_PERIOD_DAYS, levels: [], updatedAt: null };
  }

  /** Replaces the merchant's levels and period (audited with the previous ones). Reached levels stay. */
  async setProgramme(merchantCode: string, actor: string, input: VipProgrammeInput): Promise<VipProgramme> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(vipProgrammes)
        .where(eq(vipProgrammes.merchantCode, merchantCode))
        .for('update');
      const at = new Date(this.now());
      await tx
        .insert(vipProgrammes)
        .values({ merchantCode, ...input, updatedAt: at })
        .onConflictDoUpdate({ target: vipProgrammes.merchantCode, set: { ...input, updatedAt: at } });
      await audit(tx, actor, 'vip.programme', `vip:${merchantCode}`, {
        before: before ? { periodDays: before.periodDays, levels: before.levels } : null,
        after: input,
      });
    });
    return this.programme(merchantCode);
  }

  /** One member's settled turnover and credited deposits over the last `periodDays`. */
  async counts(memberId: number, periodDays: number): Promise<VipCounts> {
    const since = new Date(this.now() - periodDays * DAY_MS).toISOString();
    const turnoverCents = await settledWager(
      this.db,
      sql`s.member_id = ${memberId} and s.settled_at >= ${since}::timestamptz`,
    );
    const [row] = rowsOf<{ deposits: string }>(
      await this.db.execute(sql`
        select coalesce(sum(amount_cents), 0) as deposits from wallet_ledger
        where member_id = ${memberId} and created_at >= ${since}::timestamptz
          and reason in (${list(DEPOSIT_REASONS)})`),
    );
    return { turnoverCents, depositCents: Number(row?.deposits ?? 0) };
  }

  /**
   * Computes a real member's level, records every level up to it not reached before and pays the
   * bonuses due (held ones too, once an exclusion ended). Answers the rank and what counted.
   */
  async settle(memberId: number, merchantCode: string) {
    const programme = await this.programme(merchantCode);
    const counts = await this.counts(memberId, programme.periodDays);
    const rank = vipRankOf(programme.levels, counts);
    if (rank > 0) {
      const at = new Date(this.now());
      await this.db
        .insert(vipMemberLevels)
        .values(
          programme.levels.slice(0, rank).map((l, i) => ({
            memberId,
            rank: i + 1,
            levelName: l.name,
            reachedAt: at,
            bonusCents: l.upgradeBonusCents,
            bonusStatus: l.upgradeBonusCents > 0 ? ('pending' as const) : ('none' as const),
          })),
        )
        .onConflictDoNothing();
    }
    const paid = await this.payPending(memberId);
    return { programme, counts, rank, paid };
  }

  /** Pays one reached level's bonus, or says why it waits. Concurrent calls pay it once. */
  async pay(memberId: number, rank: number): Promise<VipPayResult> {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(vipMemberLevels)
          .where(and(eq(vipMemberLevels.memberId, memberId), eq(vipMemberLevels.rank, rank)))
          .for('update');
        if (row?.bonusStatus !== 'pending') return 'already';
        if (await activeExclusion(tx, memberId, this.now())) throw new Held('held');
        const moved = await credit(tx, {
          memberId,
          amountCents: row.bonusCents,
          reason: VIP_LEDGER_REASON,
          reference: ledgerRef.vip(memberId, rank),
        });
        // A ledger entry without its paid row would be a bug: roll back rather than pay twice.
        if (!moved.ok || moved.replayed)
          throw new Error(`vip level ${memberId}:${rank}: credit ${moved.ok ? 'replayed' : moved.reason}`);
        await tx
          .update(vipMemberLevels)
          .set({ bonusStatus: 'paid', paidAt: new Date(this.now()) })
          .where(and(eq(vipMemberLevels.memberId, memberId), eq(vipMemberLevels.rank, rank)));
        return 'paid' as const;
      });
    } catch (err) {
      if (err instanceof Held) return 'held';
      throw err;
    }
  }

  /** Pays a member's pending bonuses, lowest level first; answers how many were paid. */
  async payPending(memberId: number): Promise<number> {
    const pending = await this.db
      .select({ rank: vipMemberLevels.rank })
      .from(vipMemberLevels)
      .where(and(eq(vipMemberLevels.memberId, memberId), eq(vipMemberLevels.bonusStatus, 'pending')))
      .orderBy(asc(vipMemberLevels.rank));
    let paid = 0;
    for (const { rank } of pending) {
      const result = await this.pay(memberId, rank);
      if (result === 'held') break;
      if (result === 'paid') paid++;
    }
    return paid;
  }

  /** What the benefits screen shows (after settling what is due). */
  async status(memberId: number, merchantCode: string, language: Language): Promise<VipStatus> {
    const { programme, counts, rank } = await this.settle(memberId, merchantCode);
    const totals = await this.db
      .select({
        status: vipMemberLevels.bonusStatus,
        cents: sql<string>`coalesce(sum(${vipMemberLevels.bonusCents}), 0)`,
      })
      .from(vipMemberLevels)
      .where(eq(vipMemberLevels.memberId, memberId))
      .groupBy(vipMemberLevels.bonusStatus);
    const sumOf = (s: 'paid' | 'pending') => Number(totals.find((t) => t.status === s)?.cents ?? 0);
    return {
      periodDays: programme.periodDays,
      ...counts,
      rank,
      levels: programme.levels.map(({ ty, ...level }) => ({
        ...level,
        name: inLanguage(language, level.name, ty?.name),
        rebateNote: inLanguage(language, level.rebateNote, ty?.rebateNote),
        withdrawalNote: inLanguage(language, level.withdrawalNote, ty?.withdrawalNote),
      })),
      paidBonusCents: sumOf('paid'),
      heldBonusCents: sumOf('pending'),
    };
  }

  /**
   * The leader job's pass: every real member of a merchant with levels who had a stake settled or a deposit
   * credited during that merchant's period, or has a bonus pending, is settled. Answers how many bonuses were paid.
   */
  async pass(shouldStop?: () => boolean): Promise<{ members: number; paid: number }> {
    const nowIso = new Date(this.now()).toISOString();
    const since = sql`${nowIso}::timestamptz - make_interval(days => p.period_days)`;
    const candidates = rowsOf<{ id: number; merchant_code: string }>(
      await this.db.execute(sql`
        select m.id, m.merchant_code from members m
          join vip_programmes p on p.merchant_code = m.merchant_code
        where m.type <> ${MEMBER_TYPE_TRIAL} and jsonb_array_length(p.levels) > 0
          and (exists (select 1 from wallet_ledger l where l.member_id = m.id
                 and l.reason in (${list(DEPOSIT_REASONS)}) and l.created_at >= ${since})
            or exists (select 1 from ${settledStakes(sql`s.member_id = m.id and s.settled_at >= ${since}`)} s)
            or exists (select 1 from vip_member_levels v where v.member_id = m.id and v.bonus_status = 'pending'))
        order by m.id`),
    );
    let paid = 0;
    let seen = 0;
    for (const c of candidates) {
      if (shouldStop?.()) break;
      paid += (await this.settle(Number(c.id), c.merchant_code)).paid;
      seen++;
    }
    return { members: seen, paid };
  }
}
