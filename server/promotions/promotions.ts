// Promotions (issue 14): the members' list, detail, joining and applying; the reward centre (issued
// rewards, claimed once through the ledger); and the operators' side (drafts, schedule, pause, end,
// applications, liabilities). The member's state moves only by src/shared/promotion-state.ts.
//
// Money: a reward spends its promotion's budget when it is issued (a conditional UPDATE
// `spent + x <= budget` in the reward's transaction, backed by a CHECK), and reaches the member's wallet
// when claimed: the ledger credit `bonus:claim:<reward>` in the transaction that marks it claimed, under
// the reward's row lock, so concurrent claims credit once.
import { and, asc, count, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Language } from '../../src/shared/constants/language.ts';
import type { PromotionCategory } from '../../src/shared/constants/promotion-categories.ts';
import {
  type IdentityStatus,
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_IMAGES_MAX,
  type PromotionStatus,
  REWARD_EXPIRY_DAYS_DEFAULT,
  type RewardStatus,
} from '../../src/shared/constants/promotions.ts';
import { PROMOTION_CODES } from '../../src/shared/errors/promotion.ts';
import { imageTypeOf } from '../../src/shared/image-type.ts';
import {
  type EntryState,
  memberStateOf,
  type PromotionEvent,
  type PromotionMemberState,
  type PromotionPhase,
  transition,
} from '../../src/shared/promotion-state.ts';
import type {
  OpsPromotion,
  PromotionDetail,
  PromotionInput,
  PromotionRules,
  PromotionSummary,
  PromotionTexts,
  Reward,
} from '../../src/shared/schemas/promotions.ts';
import { audit } from '../core/audit.ts';
import { type Decision, done, type Outcome, refused } from '../core/outcome.ts';
import { members, promotionEntries, promotionEntryImages, promotions, rewards } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { stripImageMetadata } from '../feedback/strip-metadata.ts';
import { pagedQuery } from '../lib/paged.ts';
import { sanitizeMessageHtml } from '../lib/platform-html.ts';
import type { FileStore } from '../lib/uploads.ts';
import { activeExclusion, excludedRefusal } from '../protection/exclusion.ts';
import { balanceOf, credit } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';

export interface PromotionMember {
  memberId: number;
  merchantCode: string;
}

type PromotionRow = typeof promotions.$inferSelect;
type EntryRow = typeof promotionEntries.$inferSelect;
type RewardRow = typeof rewards.$inferSelect;

const DAY_MS = 86_400_000;

/** The ledger reference of a reward's claim (server/wallet/reconcile.ts matches it to the reward). */

/** Where a promotion stands for members at `now`: null for a draft (members never see one). */
function phaseOf(
  p: Pick<PromotionRow, 'status' | 'startsAt' | 'endsAt'>,
  now: number,
): PromotionPhase | null {
  if (p.status === 'draft') return null;
  if (p.status === 'paused' || p.status === 'ended') return 'over';
  if (now < p.startsAt.getTime()) return 'upcoming';
  if (p.endsAt && now >= p.endsAt.getTime()) return 'over';
  return 'live';
}

/** The status operators see: a scheduled promotion is live once started, and ended past its end. */
function effectiveStatus(p: PromotionRow, now: number): PromotionStatus {
  if (p.status !== 'scheduled' && p.status !== 'live') return p.status;
  if (p.endsAt && now >= p.endsAt.getTime()) return 'ended';
  return now >= p.startsAt.getTime() ? 'live' : 'scheduled';
}

/** What one reward of this promotion pays (manual, signup), or the most a deposit bonus pays. */
const rewardCentsOf = (r: PromotionRules) => (r.kind === 'deposit' ? r.capCents : r.amountCents);

/** The reward's status as the member reads it: unclaimed past its expiry is expired. */
const rewardStatusOf = (r: Pick<RewardRow, 'status' | 'expiresAt'>, now: number): RewardStatus =>
  r.status === 'unclaimed' && r.expiresAt.getTime() <= now ? 'expired' : r.status;

const textsIn = (texts: PromotionTexts, lang: Language) => texts[lang] ?? texts.TY;

/** The texts as stored: the terms HTML sanitised on the way in (and again on the way out). */
const cleanTexts = (t: PromotionTexts): PromotionTexts => ({
  TY: { ...t.TY, termsHtml: sanitizeMessageHtml(t.TY.termsHtml) },
  EN: { ...t.EN, termsHtml: sanitizeMessageHtml(t.EN.termsHtml) },
});

const unknown = () => refused(404, PROMOTION_CODES.unknown, 'No such promotion');
const stateInvalid = (state: PromotionMemberState) =>
  refused(409, PROMOTION_CODES.stateInvalid, `Not possible in state ${state}`);
const budgetExhausted = () =>
  refused(409, PROMOTION_CODES.budgetExhausted, "The promotion's budget cannot pay this reward");

/** Raised inside a transaction to roll it back with a refusal (the budget spent, the entry written). */
class Refusal extends Error {
  constructor(readonly outcome: ReturnType<typeof refused>) {
    super(outcome.message);
  }
}

export class Promotions {
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
    private readonly now: () => number = Date.now,
  ) {}

  // ── Members ──────────────────────────────────────────────────────────────────────────────────────

  async list(
    merchantCode: string,
    lang: Language,
    memberId: number | null,
    category: PromotionCategory,
  ): Promise<PromotionSummary[]> {
    const now = this.now();
    const rows = await this.db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.merchantCode, merchantCode),
          inArray(promotions.status, ['scheduled', 'live', 'paused']),
          or(sql`${promotions.endsAt} is null`, gt(promotions.endsAt, new Date(now))),
          category === 'all' ? undefined : eq(promotions.category, category),
        ),
      )
      .orderBy(asc(promotions.startsAt), asc(promotions.id));
    const mine = await this.mine(
      memberId,
      rows.map((r) => r.id),
    );
    return rows.map((p) => this.summary(p, lang, mine.get(p.id) ?? null, now));
  }

  async detail(
    merchantCode: string,
    lang: Language,
    memberId: number | null,
    id: number,
  ): Promise<Outcome<PromotionDetail>> {
    const p = await this.visible(this.db, merchantCode, id);
    if (!p) return unknown();
    const mine = await this.mine(memberId, [id]);
    return done(this.toDetail(p, lang, mine.get(id) ?? null, this.now()));
  }

  /** Joins a signup promotion (its reward is issued at once) or enrols in a deposit one. */
  async join(m: PromotionMember, lang: Language, id: number): Promise<Outcome<PromotionDetail>> {
    const gate = await this.gate(m, id);
    if (!gate.ok) return gate;
    const p = gate.value;
    const event: PromotionEvent | null =
      p.rules.kind === 'signup' ? 'JOIN' : p.rules.kind === 'deposit' ? 'ENROL' : null;
    if (!event) return stateInvalid('open');
    const outcome = await this.inTransaction(async (tx) => {
      let state = transition('open', event) as EntryState;
      const [entry] = await tx
        .insert(promotionEntries)
        .values({ promotionId: p.id, memberId: m.memberId, state })
        .onConflictDoNothing()
        .returning();
      if (!entry) throw new Refusal(stateInvalid('joined'));
      if (p.rules.kind === 'signup') {
        state = transition(state, 'ISSUE') as EntryState;
        await this.issue(tx, p, m.memberId, `promo:${p.id}:member:${m.memberId}`);
        await tx.update(promotionEntries).set({ state }).where(eq(promotionEntries.id, entry.id));
      }
      return done(null);
    });
    return outcome.ok ? this.detail(m.merchantCode, lang, m.memberId, id) : outcome;
  }

  /**
   * Applies to a manual promotion: the comment and up to three images (checked by their bytes, stripped
   * of metadata, stored under random keys); with identity verification first when the rules ask for it.
   */
  async apply(
    m: PromotionMember,
    lang: Language,
    id: number,
    comment: string,
    images: Uint8Array[],
  ): Promise<Outcome<PromotionDetail>> {
    if (images.length > PROMOTION_IMAGES_MAX)
      return refused(400, PROMOTION_CODES.tooManyImages, `at most ${PROMOTION_IMAGES_MAX} images`);
    const clean: { bytes: Uint8Array; type: string }[] = [];
    for (const bytes of images) {
      if (bytes.length > PROMOTION_IMAGE_MAX_BYTES)
        return refused(413, PROMOTION_CODES.imageTooLarge, 'image: larger than 5 MB');
      const type = imageTypeOf(bytes);
      const stripped = type ? stripImageMetadata(bytes, type) : null;
      if (!type || !stripped)
        return refused(400, PROMOTION_CODES.imageInvalid, 'image: not a PNG or JPEG image');
      clean.push({ bytes: stripped, type });
    }
    const gate = await this.gate(m, id);
    if (!gate.ok) return gate;
    const p = gate.value;
    if (p.rules.kind !== 'manual') return stateInvalid('open');
    if (p.rules.commentRequired && comment === '')
      return refused(400, PROMOTION_CODES.commentInvalid, 'comment: required by this promotion');
    const event = p.rules.identityRequired ? 'APPLY_UNVERIFIED' : 'APPLY';
    const identity: IdentityStatus = p.rules.identityRequired ? 'pending_review' : 'not_required';
    const keys: string[] = [];
    try {
      for (const image of clean) keys.push(await this.store.save(image.bytes));
      const outcome = await this.inTransaction(async (tx) => {
        const [entry] = await tx
          .insert(promotionEntries)
          .values({
            promotionId: p.id,
            memberId: m.memberId,
            state: transition('open', event) as EntryState,
            comment,
            identity,
          })
          .onConflictDoNothing()
          .returning();
        if (!entry) throw new Refusal(stateInvalid('applying'));
        if (clean.length > 0)
          await tx.insert(promotionEntryImages).values(
            clean.map((image, position) => ({
              entryId: entry.id,
              storageKey: keys[position] as string,
              contentType: image.type,
              sizeBytes: image.bytes.length,
              position,
            })),
          );
        return done(null);
      });
      if (!outcome.ok) {
        await this.removeAll(keys);
        return outcome;
      }
      return this.detail(m.merchantCode, lang, m.memberId, id);
    } catch (err) {
      await this.removeAll(keys);
      throw err;
    }
  }

  async rewards(
    m: PromotionMember,
    lang: Language,
    q: { tab: 'unclaimed' | 'history'; pageNo: number; pageSize: number },
  ) {
    const now = new Date(this.now());
    const unclaimed = and(eq(rewards.status, 'unclaimed'), gt(rewards.expiresAt, now));
    const where = and(
      eq(rewards.memberId, m.memberId),
      eq(rewards.merchantCode, m.merchantCode),
      q.tab === 'unclaimed' ? unclaimed : or(ne(rewards.status, 'unclaimed'), lte(rewards.expiresAt, now)),
    );
    const page = await pagedQuery(
      q,
      (limit, offset) =>
        this.db
          .select({ reward: rewards, texts: promotions.texts })
          .from(rewards)
          .innerJoin(promotions, eq(promotions.id, rewards.promotionId))
          .where(where)
          .orderBy(
            ...(q.tab === 'unclaimed'
              ? [asc(rewards.expiresAt), asc(rewards.id)]
              : [desc(rewards.issuedAt), desc(rewards.id)]),
          )
          .limit(limit)
          .offset(offset),
      () => this.db.select({ n: count() }).from(rewards).where(where),
    );
    return {
      ...page,
      list: page.list.map((r) => toReward(r.reward, textsIn(r.texts, lang).title, now.getTime())),
    };
  }

  async unclaimedCount(m: PromotionMember): Promise<{ unclaimed: number }> {
    const [row] = await this.db
      .select({ n: count() })
      .from(rewards)
      .where(
        and(
          eq(rewards.memberId, m.memberId),
          eq(rewards.merchantCode, m.merchantCode),
          eq(rewards.status, 'unclaimed'),
          gt(rewards.expiresAt, new Date(this.now())),
        ),
      );
    return { unclaimed: Number(row?.n ?? 0) };
  }

  /**
   * Claims a reward: under its row lock, an unclaimed one becomes claimed and its amount is credited
   * (`bonus.claim`); a claimed one answers as it is (`replayed`), crediting nothing.
   */
  async claim(
    m: PromotionMember,
    lang: Language,
    rewardId: number,
  ): Promise<Outcome<{ reward: Reward; balanceCents: number; replayed: boolean }>> {
    return this.inTransaction<{ reward: Reward; balanceCents: number; replayed: boolean }>(async (tx) => {
      const now = this.now();
      const [row] = await tx
        .select({ reward: rewards, texts: promotions.texts })
        .from(rewards)
        .innerJoin(promotions, eq(promotions.id, rewards.promotionId))
        .where(
          and(
            eq(rewards.id, rewardId),
            eq(rewards.memberId, m.memberId),
            eq(rewards.merchantCode, m.merchantCode),
          ),
        )
        .for('update', { of: rewards });
      if (!row) return refused(404, PROMOTION_CODES.rewardUnknown, 'No such reward');
      const title = textsIn(row.texts, lang).title;
      const status = rewardStatusOf(row.reward, now);
      if (status === 'claimed')
        return done({
          reward: toReward(row.reward, title, now),
          balanceCents: (await balanceOf(tx, m.memberId)) ?? 0,
          replayed: true,
        });
      if (status === 'expired') return refused(409, PROMOTION_CODES.rewardExpired, 'The reward expired');
      const excluded = await activeExclusion(tx, m.memberId, now);
      if (excluded) return excludedRefusal(excluded);
      const [claimed] = await tx
        .update(rewards)
        .set({ status: 'claimed', claimedAt: new Date(now) })
        .where(and(eq(rewards.id, rewardId), eq(rewards.status, 'unclaimed')))
        .returning();
      if (!claimed) throw new Error('reward: claim lost its row lock');
      const moved = await credit(tx, {
        memberId: m.memberId,
        amountCents: claimed.amountCents,
        reason: 'bonus.claim',
        reference: ledgerRef.bonusClaim(claimed.id),
      });
      if (!moved.ok) throw new Error(`reward ${claimed.id}: credit refused (${moved.reason})`);
      return done({
        reward: toReward(claimed, title, now),
        balanceCents: moved.entry.balanceAfterCents,
        replayed: false,
      });
    });
  }

  // ── Operators ────────────────────────────────────────────────────────────────────────────────────

  async opsList(merchantCode: string): Promise<OpsPromotion[]> {
    const rows = await this.db
      .select()
      .from(promotions)
      .where(eq(promotions.merchantCode, merchantCode))
      .orderBy(desc(promotions.createdAt), desc(promotions.id));
    const now = this.now();
    return rows.map((r) => toOps(r, now));
  }

  async opsGet(merchantCode: string, id: number): Promise<Outcome<OpsPromotion>> {
    const [row] = await this.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, id), eq(promotions.merchantCode, merchantCode)));
    return row ? done(toOps(row, this.now())) : unknown();
  }

  async create(merchantCode: string, actor: string, input: PromotionInput): Promise<OpsPromotion> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promotions)
        .values({ merchantCode, status: 'draft', ...columnsOf(input) })
        .returning();
      if (!row) throw new Error('promotion: insert returned nothing');
      await audit(tx, actor, 'promotion.create', `promotion:${row.id}`, {
        kind: row.kind,
        budgetCents: row.budgetCents,
      });
      return toOps(row, this.now());
    });
  }

  /** Replaces a draft's content (a scheduled promotion is paused and ended, never edited). */
  async update(
    merchantCode: string,
    actor: string,
    id: number,
    input: PromotionInput,
  ): Promise<Outcome<OpsPromotion>> {
    const row = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(promotions)
        .set(columnsOf(input))
        .where(
          and(
            eq(promotions.id, id),
            eq(promotions.merchantCode, merchantCode),
            eq(promotions.status, 'draft'),
          ),
        )
        .returning();
      if (row)
        await audit(tx, actor, 'promotion.update', `promotion:${id}`, { budgetCents: row.budgetCents });
      return row;
    });
    if (row) return done(toOps(row, this.now()));
    // After the transaction: PGlite has one connection, which the transaction holds.
    const found = await this.opsGet(merchantCode, id);
    return found.ok ? refused(409, PROMOTION_CODES.stateInvalid, 'Only a draft can be changed') : found;
  }

  /** schedule: a draft or paused promotion goes (back) on; pause; end (for good). */
  async setStatus(
    merchantCode: string,
    actor: string,
    id: number,
    action: 'schedule' | 'pause' | 'end',
  ): Promise<Outcome<OpsPromotion>> {
    const from: Record<typeof action, PromotionStatus[]> = {
      schedule: ['draft', 'paused'],
      pause: ['scheduled', 'live'],
      end: ['draft', 'scheduled', 'live', 'paused'],
    };
    const to: Record<typeof action, PromotionStatus> = {
      schedule: 'scheduled',
      pause: 'paused',
      end: 'ended',
    };
    const row = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(promotions)
        .set({ status: to[action] })
        .where(
          and(
            eq(promotions.id, id),
            eq(promotions.merchantCode, merchantCode),
            inArray(promotions.status, from[action]),
          ),
        )
        .returning();
      if (row) await audit(tx, actor, `promotion.${action}`, `promotion:${id}`, {});
      return row;
    });
    if (row) return done(toOps(row, this.now()));
    const found = await this.opsGet(merchantCode, id);
    return found.ok
      ? refused(409, PROMOTION_CODES.stateInvalid, `Cannot ${action} a ${found.value.status} promotion`)
      : found;
  }

  async applications(
    merchantCode: string,
    q: { promotionId?: number | undefined; state?: EntryState | undefined; pageNo: number; pageSize: number },
  ) {
    const where = and(
      eq(promotions.merchantCode, merchantCode),
      eq(promotions.kind, 'manual'),
      q.promotionId === undefined ? undefined : eq(promotionEntries.promotionId, q.promotionId),
      q.state === undefined ? undefined : eq(promotionEntries.state, q.state),
    );
    const page = await pagedQuery(
      q,
      (limit, offset) =>
        this.db
          .select({ entry: promotionEntries, account: members.account })
          .from(promotionEntries)
          .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
          .innerJoin(members, eq(members.id, promotionEntries.memberId))
          .where(where)
          .orderBy(asc(promotionEntries.createdAt), asc(promotionEntries.id))
          .limit(limit)
          .offset(offset),
      () =>
        this.db
          .select({ n: count() })
          .from(promotionEntries)
          .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
          .where(where),
    );
    const ids = page.list.map((r) => r.entry.id);
    const images =
      ids.length === 0
        ? []
        : await this.db
            .select({ id: promotionEntryImages.entryId, n: count() })
            .from(promotionEntryImages)
            .where(inArray(promotionEntryImages.entryId, ids))
            .groupBy(promotionEntryImages.entryId);
    const imageCount = new Map(images.map((r) => [r.id, Number(r.n)]));
    return {
      ...page,
      list: page.list.map((r) => ({
        id: r.entry.id,
        promotionId: r.entry.promotionId,
        memberId: r.entry.memberId,
        account: r.account,
        state: r.entry.state,
        comment: r.entry.comment,
        imageCount: imageCount.get(r.entry.id) ?? 0,
        identity: r.entry.identity,
        rejectReason: r.entry.rejectReason,
        createdAt: r.entry.createdAt.toISOString(),
      })),
    };
  }

  async applicationImage(merchantCode: string, entryId: number, n: number) {
    const [row] = await this.db
      .select({ key: promotionEntryImages.storageKey, type: promotionEntryImages.contentType })
      .from(promotionEntryImages)
      .innerJoin(promotionEntries, eq(promotionEntries.id, promotionEntryImages.entryId))
      .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
      .where(
        and(
          eq(promotionEntryImages.entryId, entryId),
          eq(promotionEntryImages.position, n),
          eq(promotions.merchantCode, merchantCode),
        ),
      );
    const bytes = row ? await this.store.read(row.key) : null;
    return row && bytes
      ? done({ bytes, type: row.type })
      : refused(404, PROMOTION_CODES.applicationUnknown, 'No such application image');
  }

  /** Identity verified: an application waiting on it goes to the operator's decision. Audited. */
  verifyIdentity(merchantCode: string, actor: string, entryId: number): Promise<Outcome<{ id: number }>> {
    return this.decideIn(merchantCode, entryId, 'VERIFY', async (tx, entry, next) => {
      await tx
        .update(promotionEntries)
        .set({ state: next, identity: 'verified' })
        .where(eq(promotionEntries.id, entry.id));
      await audit(tx, actor, 'promotion.identity.verify', `promotion_entry:${entry.id}`, {});
    });
  }

  /**
   * Approves (the reward is issued from the budget, all in one transaction with the audit row) or
   * rejects with the reason the member sees. Of two racing decisions exactly one applies.
   */
  decide(
    merchantCode: string,
    actor: string,
    entryId: number,
    decision: Decision,
  ): Promise<Outcome<{ id: number }>> {
    return this.decideIn(
      merchantCode,
      entryId,
      decision.approve ? 'APPROVE' : 'REJECT',
      async (tx, entry, next, p) => {
        if (decision.approve) await this.issue(tx, p, entry.memberId, `promo:entry:${entry.id}`);
        await tx
          .update(promotionEntries)
          .set({
            state: next,
            decidedAt: new Date(this.now()),
            rejectReason: decision.approve ? null : decision.reason,
          })
          .where(eq(promotionEntries.id, entry.id));
        await audit(
          tx,
          actor,
          decision.approve ? 'promotion.approve' : 'promotion.reject',
          `promotion_entry:${entry.id}`,
          decision.approve ? { promotionId: p.id, memberId: entry.memberId } : { reason: decision.reason },
        );
      },
    );
  }

  /** Bonus outstanding (issued, unclaimed, not expired) and the budget left, per promotion. */
  async liabilities(merchantCode: string, lang: Language = 'EN') {
    const now = new Date(this.now());
    const rows = await this.db
      .select({
        p: promotions,
        // Spelled out: drizzle leaves columns unqualified here, which the subquery would read as its own.
        outstanding: sql<string>`coalesce((select sum(r.amount_cents) from rewards r
          where r.promotion_id = "promotions"."id" and r.status = 'unclaimed'
            and r.expires_at > ${now.toISOString()}::timestamptz), 0)`,
      })
      .from(promotions)
      .where(eq(promotions.merchantCode, merchantCode))
      .orderBy(asc(promotions.id));
    const list = rows.map(({ p, outstanding }) => ({
      id: p.id,
      title: textsIn(p.texts, lang).title,
      status: effectiveStatus(p, now.getTime()),
      budgetCents: p.budgetCents,
      spentCents: p.spentCents,
      budgetLeftCents: p.budgetCents - p.spentCents,
      outstandingCents: Number(outstanding),
    }));
    return {
      bonusOutstandingCents: list.reduce((n, p) => n + p.outstandingCents, 0),
      promotions: list,
    };
  }

  // ── Inside ───────────────────────────────────────────────────────────────────────────────────────

  /**
   * Issues a reward in the caller's transaction: the budget is raised only while it covers the amount
   * (and the member's cap holds), and the reward row is keyed so a replay issues nothing twice.
   */
  private async issue(tx: DbOrTx, p: PromotionRow, memberId: number, key: string): Promise<RewardRow> {
    const [replay] = await tx.select().from(rewards).where(eq(rewards.idempotencyKey, key));
    if (replay) return replay;
    const rules = p.rules;
    if (rules.kind === 'deposit') throw new Error('deposit bonuses are issued by the cashier');
    const amount = rules.amountCents;
    if (p.memberCapCents !== null) {
      const [had] = await tx
        .select({ cents: sql<string>`coalesce(sum(${rewards.amountCents}), 0)` })
        .from(rewards)
        .where(and(eq(rewards.promotionId, p.id), eq(rewards.memberId, memberId)));
      if (Number(had?.cents ?? 0) + amount > p.memberCapCents)
        throw new Refusal(
          refused(409, PROMOTION_CODES.budgetExhausted, "Above the promotion's per-member cap"),
        );
    }
    const [spent] = await tx
      .update(promotions)
      .set({ spentCents: sql`${promotions.spentCents} + ${amount}` })
      .where(
        and(eq(promotions.id, p.id), sql`${promotions.spentCents} + ${amount} <= ${promotions.budgetCents}`),
      )
      .returning({ id: promotions.id });
    if (!spent) throw new Refusal(budgetExhausted());
    const now = this.now();
    const [row] = await tx
      .insert(rewards)
      .values({
        merchantCode: p.merchantCode,
        memberId,
        promotionId: p.id,
        amountCents: amount,
        turnoverCents: amount * rules.turnoverMultiplier,
        idempotencyKey: key,
        issuedAt: new Date(now),
        expiresAt: new Date(now + (rules.expiryDays ?? REWARD_EXPIRY_DAYS_DEFAULT) * DAY_MS),
      })
      .returning();
    if (!row) throw new Error('reward: insert returned nothing');
    return row;
  }

  /** A transaction whose Refusal rolls it back and answers the refusal. */
  private async inTransaction<T>(work: (tx: DbOrTx) => Promise<Outcome<T>>): Promise<Outcome<T>> {
    try {
      return await this.db.transaction(work);
    } catch (err) {
      if (err instanceof Refusal) return err.outcome;
      throw err;
    }
  }

  /** An operator's move of one entry, under its row lock, by the state machine. */
  private decideIn(
    merchantCode: string,
    entryId: number,
    event: PromotionEvent,
    apply: (tx: DbOrTx, entry: EntryRow, next: EntryState, p: PromotionRow) => Promise<void>,
  ): Promise<Outcome<{ id: number }>> {
    return this.inTransaction(async (tx) => {
      const [row] = await tx
        .select({ entry: promotionEntries, p: promotions })
        .from(promotionEntries)
        .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
        .where(and(eq(promotionEntries.id, entryId), eq(promotions.merchantCode, merchantCode)))
        .for('update', { of: promotionEntries });
      if (!row) return refused(404, PROMOTION_CODES.applicationUnknown, 'No such application');
      const next = transition(row.entry.state, event);
      if (!next)
        return refused(409, PROMOTION_CODES.applicationClosed, `The application is ${row.entry.state}`);
      await apply(tx, row.entry, next as EntryState, row.p);
      return done({ id: entryId });
    });
  }

  /** A live promotion a real member may take part in: not excluded, the promotion live. */
  private async gate(m: PromotionMember, id: number): Promise<Outcome<PromotionRow>> {
    const p = await this.visible(this.db, m.merchantCode, id);
    if (!p) return unknown();
    const now = this.now();
    const excluded = await activeExclusion(this.db, m.memberId, now);
    if (excluded) return excludedRefusal(excluded);
    if (phaseOf(p, now) !== 'live') return refused(409, PROMOTION_CODES.notLive, 'The promotion is not open');
    return done(p);
  }

  private async visible(db: DbOrTx, merchantCode: string, id: number) {
    const [p] = await db
      .select()
      .from(promotions)
      .where(
        and(eq(promotions.id, id), eq(promotions.merchantCode, merchantCode), ne(promotions.status, 'draft')),
      );
    return p;
  }

  /** The member's entries and their latest rewards, by promotion. */
  private async mine(memberId: number | null, ids: number[]) {
    const out = new Map<number, { entry: EntryRow; reward: RewardRow | null }>();
    if (memberId === null || ids.length === 0) return out;
    const rows = await this.db
      .select({ entry: promotionEntries, reward: rewards })
      .from(promotionEntries)
      .leftJoin(
        rewards,
        and(
          eq(rewards.promotionId, promotionEntries.promotionId),
          eq(rewards.memberId, promotionEntries.memberId),
        ),
      )
      .where(and(eq(promotionEntries.memberId, memberId), inArray(promotionEntries.promotionId, ids)))
      .orderBy(asc(rewards.id));
    for (const r of rows) out.set(r.entry.promotionId, { entry: r.entry, reward: r.reward });
    return out;
  }

  private summary(
    p: PromotionRow,
    lang: Language,
    mine: { entry: EntryRow; reward: RewardRow | null } | null,
    now: number,
  ): PromotionSummary {
    const t = textsIn(p.texts, lang);
    const phase = phaseOf(p, now) ?? 'over';
    const reward = mine?.reward ? rewardStatusOf(mine.reward, now) : null;
    return {
      id: p.id,
      kind: p.kind,
      category: p.category,
      title: t.title,
      summary: t.summary,
      bannerUrl: p.bannerUrl,
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt?.toISOString() ?? null,
      state: memberStateOf(phase, mine?.entry.state ?? null, reward),
      rewardCents: rewardCentsOf(p.rules),
      turnoverMultiplier: p.rules.turnoverMultiplier,
      percent: p.rules.kind === 'deposit' ? p.rules.percent : null,
      minDepositCents: p.rules.kind === 'deposit' ? p.rules.minDepositCents : null,
      memberCapCents: p.memberCapCents,
    };
  }

  private toDetail(
    p: PromotionRow,
    lang: Language,
    mine: { entry: EntryRow; reward: RewardRow | null } | null,
    now: number,
  ): PromotionDetail {
    const summary = this.summary(p, lang, mine, now);
    return {
      ...summary,
      termsHtml: sanitizeMessageHtml(textsIn(p.texts, lang).termsHtml),
      commentRequired: p.rules.kind === 'manual' && p.rules.commentRequired,
      identityRequired: p.rules.kind === 'manual' && p.rules.identityRequired,
      rejectReason: mine?.entry.rejectReason ?? null,
      identity: mine?.entry.identity ?? 'not_required',
      rewardId: summary.state === 'claimable' ? (mine?.reward?.id ?? null) : null,
    };
  }

  private async removeAll(keys: string[]) {
    await Promise.all(keys.map((k) => this.store.remove(k)));
  }
}

function columnsOf(input: PromotionInput) {
  return {
    kind: input.rules.kind,
    category: input.category,
    texts: cleanTexts(input.texts),
    bannerUrl: input.bannerUrl ?? null,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    budgetCents: input.budgetCents,
    memberCapCents: input.memberCapCents ?? null,
    rules: input.rules,
  };
}

function toOps(r: PromotionRow, now: number): OpsPromotion {
  return {
    id: r.id,
    kind: r.kind,
    category: r.category,
    status: effectiveStatus(r, now),
    texts: r.texts,
    bannerUrl: r.bannerUrl,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt?.toISOString() ?? null,
    budgetCents: r.budgetCents,
    spentCents: r.spentCents,
    memberCapCents: r.memberCapCents,
    rules: r.rules,
    createdAt: r.createdAt.toISOString(),
  };
}

function toReward(r: RewardRow, title: string, now: number): Reward {
  return {
    id: r.id,
    promotionId: r.promotionId,
    title,
    amountCents: r.amountCents,
    turnoverCents: r.turnoverCents,
    status: rewardStatusOf(r, now),
    issuedAt: r.issuedAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    claimedAt: r.claimedAt?.toISOString() ?? null,
  };
}
