// Player rebates: per category, the valid turnover since the member's last claim × the merchant's rate
// (the rule is src/shared/rebate.ts). Turnover is read from the ledger, the way the withdrawal turnover
// rule counts it: stake entries less their refunds. The category of each entry comes from what it paid
// for: a lottery order is LOTTERY, the in-house studio's rounds INHOUSE, another vendor's round the lobby
// category of the game it was launched in (seamless_rounds.node_id, else the vendor's first category).
//
// A claim is one transaction under a per-member advisory lock that also holds the member's wallet row:
// every ledger entry of a member is written while its writer holds that row (server/wallet/ledger.ts), so
// once the claim has it, the highest entry id it reads is final. That id is the claim's watermark: the
// claim counts entries up to it and the next accrual starts after it; the credit's reference
// `rebate:<member>:<watermark>` and the request id make replays pay once.
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { GAME_CATEGORIES, type GameCategory } from '../../src/shared/constants/lobby.ts';
import { MEMBER_TYPE_TRIAL } from '../../src/shared/constants/members.ts';
import {
  REBATE_CATEGORIES,
  type RebateCategory,
  rebateCategoryOf,
} from '../../src/shared/constants/rebates.ts';
import { AUTH_CODES } from '../../src/shared/errors.ts';
import { type RebateLine, type RebateRate, rebateLines, rebateTotal } from '../../src/shared/rebate.ts';
import { REBATE_CODES } from '../../src/shared/rebate-errors.ts';
import type {
  RebateAccrual,
  RebateClaim,
  RebateClaimResult,
  RebateClaimsQuery,
  RebateRates,
  RebateRatesBody,
} from '../../src/shared/schemas/rebates.ts';
import type { Db } from '../db/client.ts';
import { members, rebateClaimLines, rebateClaims, rebateRates, wallets } from '../db/schema.ts';
import { pagedQuery } from '../lib/paged.ts';
import { LOCK_SPACE, lockKeys } from '../lib/xact-lock.ts';
import { audit } from '../payments/audit.ts';
import { done, type Outcome, refused } from '../payments/outcome.ts';
import { activeExclusion, excludedRefusal } from '../protection/exclusion.ts';
import { stakeEntries } from '../records/stakes.ts';
import { balanceOf, credit, type DbOrTx } from '../wallet/ledger.ts';

const rebateReference = (memberId: number, watermark: number) => `rebate:${memberId}:${watermark}`;

const TurnoverRowsSchema = v.object({
  rows: v.array(
    v.object({
      game_type: v.nullable(v.string()),
      turnover: v.pipe(v.union([v.number(), v.bigint(), v.string()]), v.transform(Number)),
    }),
  ),
});

const isGameCategory = (c: string): c is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(c);

const MaxRowsSchema = v.object({
  rows: v.tuple([
    v.object({ max: v.nullable(v.pipe(v.union([v.number(), v.bigint(), v.string()]), v.transform(Number))) }),
  ]),
});

/**
 * Net stakes per category of the member's entries with `after < id <= upTo` (no upper bound when null).
 * Entries whose game has no category (a vendor not in the catalogue) count nowhere.
 */
async function turnoverSince(
  db: DbOrTx,
  member: { id: number; merchantCode: string },
  after: number,
  upTo: number | null,
): Promise<Partial<Record<RebateCategory, number>>> {
  const result = await db.execute(sql`
    select s.game_type, sum(s.wager) as turnover
    from ${stakeEntries(
      member.merchantCode,
      sql`l.member_id = ${member.id} and l.id > ${after} ${upTo === null ? sql`` : sql`and l.id <= ${upTo}`}`,
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

/** The merchant's rates; a category without a row has rate 0. */
async function ratesOf(db: DbOrTx, merchantCode: string): Promise<RebateRate[]> {
  const rows = await db.select().from(rebateRates).where(eq(rebateRates.merchantCode, merchantCode));
  return rows.map((r) => ({ category: r.category, rateBp: r.rateBp, capCents: r.capCents }));
}

/** The member's last claim (its watermark and what it carried), or none. */
async function lastClaim(db: DbOrTx, memberId: number) {
  const [claim] = await db
    .select()
    .from(rebateClaims)
    .where(eq(rebateClaims.memberId, memberId))
    .orderBy(desc(rebateClaims.watermark))
    .limit(1);
  if (!claim) return { watermark: 0, createdAt: null, carry: {} };
  const lines = await db
    .select({ category: rebateClaimLines.category, carry: rebateClaimLines.carryCents })
    .from(rebateClaimLines)
    .where(and(eq(rebateClaimLines.claimId, claim.id), lt(rebateClaimLines.carryCents, 0)));
  return {
    watermark: claim.watermark,
    createdAt: claim.createdAt,
    carry: Object.fromEntries(lines.map((l) => [l.category, l.carry])) as Partial<
      Record<RebateCategory, number>
    >,
  };
}

const lineView = (l: Omit<RebateLine, 'carryCents'>) => ({
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

  /** What a claim would pay now: every category's line since the last claim (read without locks). */
  async accrual(member: Member): Promise<RebateAccrual> {
    const last = await lastClaim(this.db, member.id);
    const [turnover, rates] = await Promise.all([
      turnoverSince(this.db, member, last.watermark, null),
      ratesOf(this.db, member.merchantCode),
    ]);
    const lines = rebateLines(turnover, last.carry, rates);
    return {
      lines: lines.map(lineView),
      totalCents: rebateTotal(lines),
      since: last.createdAt ? last.createdAt.toISOString() : null,
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
      // Holding the wallet row: no entry of this member is being written, so the highest id is final.
      await tx
        .select({ id: wallets.memberId })
        .from(wallets)
        .where(eq(wallets.memberId, member.id))
        .for('update');
      const top = v.parse(
        MaxRowsSchema,
        await tx.execute(sql`select max(id) as max from wallet_ledger where member_id = ${member.id}`),
      ).rows[0];
      const watermark = top.max ?? 0;
      const last = await lastClaim(tx, member.id);
      const nothing = () =>
        refused(
          409,
          REBATE_CODES.nothing,
          'Nothing to claim: no turnover with a rebate rate since the last claim',
        );
      if (watermark <= last.watermark) return nothing();
      const [turnover, rates] = await Promise.all([
        turnoverSince(tx, member, last.watermark, watermark),
        ratesOf(tx, member.merchantCode),
      ]);
      const lines = rebateLines(turnover, last.carry, rates);
      const amountCents = rebateTotal(lines);
      if (amountCents <= 0) return nothing();

      const reference = rebateReference(member.id, watermark);
      const [claim] = await tx
        .insert(rebateClaims)
        .values({
          memberId: member.id,
          requestId,
          watermark,
          amountCents,
          reference,
          createdAt: new Date(now),
        })
        .returning();
      if (!claim) throw new Error('rebate claim insert returned nothing');
      const kept = lines.filter((l) => l.turnoverCents !== 0 || l.amountCents > 0);
      await tx.insert(rebateClaimLines).values(kept.map((l) => ({ claimId: claim.id, ...l })));
      const moved = await credit(tx, { memberId: member.id, amountCents, reason: 'rebate.claim', reference });
      // Under the lock a watermark is claimed once; anything else is a bug, and rolls the claim back.
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

  /** Every category's rate (0 and no cap where none was set), with who set it last. */
  async rates(merchantCode: string): Promise<RebateRates> {
    const rows = await this.db.select().from(rebateRates).where(eq(rebateRates.merchantCode, merchantCode));
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
    };
  }

  /** Sets the categories given (the others keep theirs), audited with before and after. */
  async setRates(merchantCode: string, actor: string, body: RebateRatesBody): Promise<RebateRates> {
    const at = new Date(this.now());
    await this.db.transaction(async (tx) => {
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
    return this.rates(merchantCode);
  }
}
