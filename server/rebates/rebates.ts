// Player rebates: per category, the member's settled wagering no claim has counted yet × the merchant's
// rate (the rule is server/rebates/rule.ts). Settled wagering is records/stakes.ts settledStakes: a lottery
// sub-order once its draw settled it won or lost, a seamless or studio round once it has its result; a
// stake parked on an open draw counts nowhere, and one taken back never does. The category: a lottery order
// is LOTTERY, the studio's rounds INHOUSE, another vendor's round the lobby category of its game.
//
// Each settled stake is rebated by exactly one claim: the claim marks the stakes it counts with its id
// (`rebate_claim_id` of lottery_sub_orders and seamless_rounds) in its own transaction, by
// `update … set rebate_claim_id = <claim> where member_id = <member> and <settled> and rebate_claim_id is
// null`, and pays on exactly the rows it marked. Why that is race-free under READ COMMITTED:
// - A settlement committing during the claim: the update checks each row's version as of its statement's
//   start; a sub-order or round whose settling transaction has not committed by then is still open in it
//   and is not taken. It stays unmarked, and the next claim counts it. A settled row another transaction
//   is writing (a second vendor win, which leaves the mark alone) is waited for, re-checked and taken.
// - Concurrent claims: one at a time per member (the advisory lock); even without it, a row marked by a
//   committed claim no longer matches `rebate_claim_id is null` when the waiting update re-checks it.
// - Settled is final (a settled sub-order is never cancelled, a settled round never rolled back), so a
//   marked stake can never be taken back after the claim paid on it.
// The claim's id is drawn from its sequence first so the marks and the claim row go in one transaction;
// a claim that pays nothing clears its marks before it answers (a refusal commits). The credit's reference `rebate:<member>:c<claim>` and
// the request id make replays pay once. Claims before migration 0032 counted stakes at bet time up to a
// ledger watermark; the migration marked the stakes they counted. A member claims at most once per the
// merchant's claim interval (rebate_settings, a day by default), so the cap per claim is a cap per interval.
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { GAME_CATEGORIES, type GameCategory } from '../../src/shared/constants/lobby.ts';
import { MEMBER_TYPE_TRIAL } from '../../src/shared/constants/members.ts';
import {
  REBATE_CATEGORIES,
  REBATE_DEFAULT_CLAIM_INTERVAL_MINUTES,
  REBATE_MAX_RATE_BP,
  type RebateCategory,
  rebateCategoryOf,
  rebateRateMax,
} from '../../src/shared/constants/rebates.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { REBATE_CODES } from '../../src/shared/errors/rebate.ts';
import type {
  RebateAccrual,
  RebateClaim,
  RebateClaimResult,
  RebateClaimsQuery,
  RebateRates,
  RebateRatesBody,
} from '../../src/shared/schemas/rebates.ts';
import { audit } from '../core/audit.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import {
  lotterySubOrders,
  members,
  merchants,
  rebateClaimLines,
  rebateClaims,
  rebateRates,
  rebateSettings,
  seamlessRounds,
} from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { pagedQuery } from '../lib/paged.ts';
import { LOCK_SPACE, lockKeys } from '../lib/xact-lock.ts';
import { activeExclusion, excludedRefusal } from '../protection/exclusion.ts';
import { settledStakes } from '../records/stakes.ts';
import { balanceOf, credit } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';
import { nextClaimAt, type RebateLine, type RebateRate, rebateLines, rebateTotal } from './rule.ts';

const cents = v.pipe(v.union([v.number(), v.bigint(), v.string()]), v.transform(Number));

const TurnoverRowsSchema = v.object({
  rows: v.array(v.object({ game_type: v.nullable(v.string()), turnover: cents })),
});

const NextIdSchema = v.object({ rows: v.tuple([v.object({ id: cents })]) });

const isGameCategory = (c: string): c is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(c);

/**
 * Settled stakes per rebate category of the member's rows `claim` selects: `null` those no claim counted
 * yet, else those the claim marked. A game without a category (a vendor not in the catalogue) counts nowhere.
 */
async function settledTurnover(
  db: DbOrTx,
  memberId: number,
  claim: number | null,
): Promise<Partial<Record<RebateCategory, number>>> {
  const result = await db.execute(sql`
    select s.game_type, sum(s.wager) as turnover
    from ${settledStakes(
      sql`s.member_id = ${memberId} and ${claim === null ? sql`s.rebate_claim_id is null` : sql`s.rebate_claim_id = ${claim}`}`,
    )} s
    group by 1`);
  const out: Partial<Record<RebateCategory, number>> = {};
  for (const row of v.parse(TurnoverRowsSchema, result).rows) {
    if (!row.game_type || !isGameCategory(row.game_type)) continue;
    const category = rebateCategoryOf(row.game_type);
    out[category] = (out[category] ?? 0) + row.turnover;
  }
  return out;
}

/**
 * Moves the member's settled stakes marked `from` (null: no claim counted them yet) to `to`, in the
 * claim's transaction.
 */
async function markSettled(tx: DbOrTx, memberId: number, to: number | null, from: number | null) {
  const marked = (column: typeof lotterySubOrders.rebateClaimId | typeof seamlessRounds.rebateClaimId) =>
    from === null ? sql`${column} is null` : eq(column, from);
  await tx
    .update(lotterySubOrders)
    .set({ rebateClaimId: to })
    .where(
      and(
        eq(lotterySubOrders.memberId, memberId),
        inArray(lotterySubOrders.status, ['won', 'lost']),
        marked(lotterySubOrders.rebateClaimId),
      ),
    );
  await tx
    .update(seamlessRounds)
    .set({ rebateClaimId: to })
    .where(
      and(
        eq(seamlessRounds.memberId, memberId),
        eq(seamlessRounds.status, 'settled'),
        marked(seamlessRounds.rebateClaimId),
      ),
    );
}

/** The merchant's rates; a category without a row has rate 0. */
async function ratesOf(db: DbOrTx, merchantCode: string): Promise<RebateRate[]> {
  const rows = await db.select().from(rebateRates).where(eq(rebateRates.merchantCode, merchantCode));
  return rows.map((r) => ({ category: r.category, rateBp: r.rateBp, capCents: r.capCents }));
}

/** The merchant's least minutes between two claims of a member (the default without a row). */
async function claimIntervalOf(db: DbOrTx, merchantCode: string): Promise<number> {
  const [row] = await db
    .select({ minutes: rebateSettings.claimIntervalMinutes })
    .from(rebateSettings)
    .where(eq(rebateSettings.merchantCode, merchantCode));
  return row?.minutes ?? REBATE_DEFAULT_CLAIM_INTERVAL_MINUTES;
}

/** When the member's last claim was, or null. */
async function lastClaimAt(db: DbOrTx, memberId: number): Promise<Date | null> {
  const [claim] = await db
    .select({ createdAt: rebateClaims.createdAt })
    .from(rebateClaims)
    .where(eq(rebateClaims.memberId, memberId))
    .orderBy(desc(rebateClaims.createdAt))
    .limit(1);
  return claim?.createdAt ?? null;
}

/** When a member whose last claim was `last` may claim next (ms), or null when now is fine. */
async function waitUntil(db: DbOrTx, merchantCode: string, last: Date | null, now: number) {
  if (!last) return null;
  const next = nextClaimAt(last.getTime(), await claimIntervalOf(db, merchantCode));
  return next > now ? next : null;
}

const lineView = (l: RebateLine) => ({
  category: l.category,
  turnoverCents: l.turnoverCents,
  rateBp: l.rateBp,
  capCents: l.capCents,
  amountCents: l.amountCents,
});

type Member = { id: number; merchantCode: string };

export class Rebates {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * What a claim would pay now: every category's line of the settled stakes no claim counted (read
   * without locks; the claim computes the same lines from the same rows), and when the next claim may be.
   */
  async accrual(member: Member): Promise<RebateAccrual> {
    const [turnover, rates, last] = await Promise.all([
      settledTurnover(this.db, member.id, null),
      ratesOf(this.db, member.merchantCode),
      lastClaimAt(this.db, member.id),
    ]);
    const wait = await waitUntil(this.db, member.merchantCode, last, this.now());
    const lines = rebateLines(turnover, rates);
    return {
      lines: lines.map(lineView),
      totalCents: rebateTotal(lines),
      since: last ? last.toISOString() : null,
      nextClaimAt: wait === null ? null : new Date(wait).toISOString(),
    };
  }

  /** Claims everything accrued now, once: a repeated `requestId` answers the claim it made. */
  async claim(member: Member, requestId: string): Promise<Outcome<RebateClaimResult>> {
    return this.db.transaction(async (tx) => {
      await lockKeys(tx, LOCK_SPACE.rebate, `member:${member.id}`);
      const [twin] = await tx
        .select()
        .from(rebateClaims)
        .where(and(eq(rebateClaims.memberId, member.id), eq(rebateClaims.requestId, requestId)));
      if (twin) {
        const [claim] = await this.withLines(tx, [twin]);
        return done({
          claim: claim as RebateClaim,
          balanceCents: (await balanceOf(tx, member.id)) ?? 0,
          replayed: true,
        });
      }
      const [who] = await tx.select({ type: members.type }).from(members).where(eq(members.id, member.id));
      if (!who || who.type === MEMBER_TYPE_TRIAL)
        return refused(403, AUTH_CODES.freeReject, 'Please login an actual account to use this function');
      const now = this.now();
      const excluded = await activeExclusion(tx, member.id, now);
      if (excluded) return excludedRefusal(excluded);
      const wait = await waitUntil(tx, member.merchantCode, await lastClaimAt(tx, member.id), now);
      if (wait !== null)
        return refused(
          409,
          REBATE_CODES.tooSoon,
          `The next claim may be made from ${new Date(wait).toISOString()}`,
        );

      // The claim's id first: its marks and its row go in this transaction (rolled back if it pays nothing).
      const claimId = v.parse(
        NextIdSchema,
        await tx.execute(sql`select nextval(pg_get_serial_sequence('rebate_claims', 'id')) as id`),
      ).rows[0].id;
      await markSettled(tx, member.id, claimId, null);
      const [turnover, rates] = await Promise.all([
        settledTurnover(tx, member.id, claimId),
        ratesOf(tx, member.merchantCode),
      ]);
      const lines = rebateLines(turnover, rates);
      const amountCents = rebateTotal(lines);
      if (amountCents <= 0) {
        // A refusal commits: the marks go back, for a claim once a category has a rate.
        await markSettled(tx, member.id, null, claimId);
        return refused(
          409,
          REBATE_CODES.nothing,
          'Nothing to claim: no settled turnover with a rebate rate since the last claim',
        );
      }

      const reference = ledgerRef.rebate(member.id, claimId);
      const [claim] = await tx
        .insert(rebateClaims)
        .values({
          id: claimId,
          memberId: member.id,
          requestId,
          amountCents,
          reference,
          createdAt: new Date(now),
        })
        .returning();
      if (!claim) throw new Error('rebate claim insert returned nothing');
      const kept = lines.filter((l) => l.turnoverCents > 0 || l.amountCents > 0);
      await tx.insert(rebateClaimLines).values(kept.map((l) => ({ claimId: claim.id, ...l })));
      const moved = await credit(tx, { memberId: member.id, amountCents, reason: 'rebate.claim', reference });
      // The claim's id is new, so is its reference; anything else is a bug, and rolls the claim back.
      if (!moved.ok || moved.replayed) throw new Error(`rebate credit ${reference} did not move`);
      return done({
        claim: {
          id: claim.id,
          amountCents,
          createdAt: claim.createdAt.toISOString(),
          lines: kept.map(lineView),
        },
        balanceCents: moved.entry.balanceAfterCents,
        replayed: false,
      });
    });
  }

  /** The member's claims over the range, newest first, with their lines. */
  async claims(memberId: number, range: { from: Date; to: Date }, q: RebateClaimsQuery) {
    const where = and(
      eq(rebateClaims.memberId, memberId),
      gte(rebateClaims.createdAt, range.from),
      lt(rebateClaims.createdAt, range.to),
    );
    const page = await pagedQuery(
      q,
      (limit, offset) =>
        this.db
          .select()
          .from(rebateClaims)
          .where(where)
          .orderBy(desc(rebateClaims.createdAt), desc(rebateClaims.id))
          .limit(limit)
          .offset(offset),
      () => this.db.select({ n: sql<number>`count(*)` }).from(rebateClaims).where(where),
    );
    return { ...page, list: await this.withLines(this.db, page.list) };
  }

  private async withLines(db: DbOrTx, claims: (typeof rebateClaims.$inferSelect)[]): Promise<RebateClaim[]> {
    if (!claims.length) return [];
    const lines = await db
      .select()
      .from(rebateClaimLines)
      .where(
        inArray(
          rebateClaimLines.claimId,
          claims.map((c) => c.id),
        ),
      );
    const order = new Map(REBATE_CATEGORIES.map((c, i) => [c, i]));
    return claims.map((c) => ({
      id: c.id,
      amountCents: c.amountCents,
      createdAt: c.createdAt.toISOString(),
      lines: lines
        .filter((l) => l.claimId === c.id)
        .sort((a, b) => (order.get(a.category) ?? 0) - (order.get(b.category) ?? 0))
        .map(lineView),
    }));
  }

  // --- Operators ---

  /** Every category's rate (0 and no cap where none was set), with who set it last; the claim interval. */
  async rates(merchantCode: string): Promise<RebateRates> {
    const [rows, claimIntervalMinutes] = await Promise.all([
      this.db.select().from(rebateRates).where(eq(rebateRates.merchantCode, merchantCode)),
      claimIntervalOf(this.db, merchantCode),
    ]);
    const byCategory = new Map(rows.map((r) => [r.category, r]));
    return {
      rates: REBATE_CATEGORIES.map((category) => {
        const r = byCategory.get(category);
        return {
          category,
          rateBp: r?.rateBp ?? 0,
          capCents: r?.capCents ?? null,
          updatedAt: r ? r.updatedAt.toISOString() : null,
          updatedBy: r?.updatedBy ?? null,
        };
      }),
      claimIntervalMinutes,
    };
  }

  /**
   * Sets the categories given (the others keep theirs) and the claim interval when given, each audited
   * with before and after.
   */
  async setRates(merchantCode: string, actor: string, body: RebateRatesBody): Promise<Outcome<RebateRates>> {
    const [known] = await this.db
      .select({ code: merchants.code })
      .from(merchants)
      .where(eq(merchants.code, merchantCode));
    if (!known) return refused(404, CODES.merchantUnknown, `Unknown merchant: ${merchantCode}`);
    for (const r of body.rates ?? []) {
      const max = rebateRateMax(r.category, REBATE_MAX_RATE_BP);
      if (r.rateBp > max)
        return refused(400, REBATE_CODES.rateAboveEdge, `${r.category}: above the house edge of ${max} bp`);
    }
    const at = new Date(this.now());
    await this.db.transaction(async (tx) => {
      const minutes = body.claimIntervalMinutes;
      if (minutes !== undefined) {
        const was = await claimIntervalOf(tx, merchantCode);
        await tx
          .insert(rebateSettings)
          .values({ merchantCode, claimIntervalMinutes: minutes, updatedAt: at, updatedBy: actor })
          .onConflictDoUpdate({
            target: rebateSettings.merchantCode,
            set: { claimIntervalMinutes: minutes, updatedAt: at, updatedBy: actor },
          });
        await audit(tx, actor, 'rebate.interval', `merchant:${merchantCode}`, {
          before: was,
          after: minutes,
        });
      }
      if (!body.rates.length) return;
      const before = await ratesOf(tx, merchantCode);
      for (const r of body.rates) {
        await tx
          .insert(rebateRates)
          .values({ merchantCode, ...r, updatedAt: at, updatedBy: actor })
          .onConflictDoUpdate({
            target: [rebateRates.merchantCode, rebateRates.category],
            set: { rateBp: r.rateBp, capCents: r.capCents, updatedAt: at, updatedBy: actor },
          });
      }
      const was = new Map(before.map((r) => [r.category, r]));
      await audit(tx, actor, 'rebate.rates', `merchant:${merchantCode}`, {
        before: body.rates.map((r) => ({
          category: r.category,
          rateBp: was.get(r.category)?.rateBp ?? 0,
          capCents: was.get(r.category)?.capCents ?? null,
        })),
        after: body.rates,
      });
    });
    return done(await this.rates(merchantCode));
  }
}
