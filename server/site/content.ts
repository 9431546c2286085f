// The site's content as members read it and operators set it: announcements and banners, the notice list
// with each member's read state, the agents' notices and their unread count, the user agreement and the
// help centre (SPEC.md sections 2, 3 and 7).
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AnnouncementGroup, ContentType } from '../../src/shared/constants/announcements.ts';
import type { Language } from '../../src/shared/constants/language.ts';
import { MEMBER_TYPE_TRIAL } from '../../src/shared/constants/members.ts';
import { AGENT_NOTICE_TYPE, NOTICE_LIST_LIMIT } from '../../src/shared/constants/notices.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import type { Announcement, Banner } from '../../src/shared/schemas/announcements.ts';
import type { Notice } from '../../src/shared/schemas/notices.ts';
import { audit } from '../core/audit.ts';
import { done, refused } from '../core/outcome.ts';
import {
  announcementReads,
  announcements,
  banners,
  helpEntries,
  merchants,
  userAgreements,
} from '../db/schema.ts';
import type { Db } from '../db/types.ts';

/** An announcement's columns, its title and content in `lang` (TY or EN). */
function announcementColumns(lang: Language) {
  const en = lang === 'EN';
  return {
    id: announcements.id,
    title: en ? announcements.titleEn : announcements.titleTy,
    content: en ? announcements.contentEn : announcements.contentTy,
    type: announcements.type,
    promotionType: announcements.promotionType,
    execution: announcements.execution,
    action: announcements.action,
    publishedAt: announcements.publishedAt,
  };
}

/** Shown now: started, and not ended (an end is optional). */
const showing = (startsAt: AnyPgColumn, endsAt: AnyPgColumn) =>
  and(lte(startsAt, sql`now()`), or(isNull(endsAt), gt(endsAt, sql`now()`)));

/** The merchant's announcements of a group and types that are showing now. */
const publishedAnnouncements = (
  merchantCode: string,
  groupName: AnnouncementGroup,
  types: readonly ContentType[],
) =>
  and(
    eq(announcements.merchantCode, merchantCode),
    eq(announcements.groupName, groupName),
    inArray(announcements.type, [...types]),
    showing(announcements.publishedAt, announcements.endsAt),
  );

/** Where the content is asked: the merchant and the content language. */
interface Asked {
  merchantCode: string;
  lang: Language;
}

/** Who asks: the session's member (its id and type), or null for a visitor. */
export interface Viewer {
  memberId: number;
  type: number;
}

export const viewerOf = (session: Viewer | null): Viewer | null =>
  session && { memberId: session.memberId, type: session.type };

/** The reward centre's count of a member's rewards still to claim (server/promotions/promotions.ts). */
export interface UnclaimedRewards {
  unclaimedCount(m: { memberId: number; merchantCode: string }): Promise<{ unclaimed: number }>;
}

export class SiteContent {
  constructor(
    private readonly db: Db,
    private readonly rewards: UnclaimedRewards,
  ) {}

  /**
   * An announcement whose button opens the reward centre (action REWARD_CENTER) tells the member that
   * rewards wait: it is kept only for a real member who has one to claim, never for a visitor or a trial.
   */
  private async withoutIdleRewardNotices<T extends { action: 'REWARD_CENTER' | null }>(
    merchantCode: string,
    viewer: Viewer | null,
    rows: T[],
  ): Promise<T[]> {
    if (!rows.some((r) => r.action === 'REWARD_CENTER')) return rows;
    const waiting =
      viewer !== null &&
      viewer.type !== MEMBER_TYPE_TRIAL &&
      (await this.rewards.unclaimedCount({ memberId: viewer.memberId, merchantCode })).unclaimed > 0;
    return waiting ? rows : rows.filter((r) => r.action !== 'REWARD_CENTER');
  }

  /** Published announcements of a group, newest first (a reward-centre one only to whom it is true). */
  async announcements(
    at: Asked,
    groupName: AnnouncementGroup,
    types: readonly ContentType[],
    viewer: Viewer | null,
  ) {
    const rows = await this.db
      .select(announcementColumns(at.lang))
      .from(announcements)
      .where(publishedAnnouncements(at.merchantCode, groupName, types))
      .orderBy(desc(announcements.publishedAt), desc(announcements.id))
      .limit(100);
    return (await this.withoutIdleRewardNotices(at.merchantCode, viewer, rows)).map(
      (r): Announcement => ({ ...r, contentSanitized: true, publishedAt: r.publishedAt.toISOString() }),
    );
  }

  /** Banners of a group, in their order. */
  banners(at: Asked, groupName: AnnouncementGroup): Promise<Banner[]> {
    const en = at.lang === 'EN';
    return this.db
      .select({
        id: banners.id,
        url: en ? banners.imageUrl : sql<string>`coalesce(${banners.imageUrlTy}, ${banners.imageUrl})`,
        link: banners.link,
        title: en ? banners.titleEn : banners.titleTy,
      })
      .from(banners)
      .where(
        and(
          eq(banners.merchantCode, at.merchantCode),
          eq(banners.groupName, groupName),
          showing(banners.startsAt, banners.endsAt),
        ),
      )
      .orderBy(banners.sort, banners.id);
  }

  /** Published announcements of some types in a group, newest first, read or not by the viewer. */
  async notices(
    at: Asked,
    types: readonly ContentType[],
    groupName: 'm_home' | 'm_reg',
    viewer: Viewer | null,
  ) {
    const rows = await this.db
      .select({ ...announcementColumns(at.lang), readAt: announcementReads.readAt })
      .from(announcements)
      .leftJoin(
        announcementReads,
        and(
          eq(announcementReads.announcementId, announcements.id),
          // No member: a join that matches nothing (visitors keep read state on the device).
          eq(announcementReads.memberId, viewer?.memberId ?? 0),
        ),
      )
      .where(publishedAnnouncements(at.merchantCode, groupName, types))
      .orderBy(desc(announcements.publishedAt), desc(announcements.id))
      .limit(NOTICE_LIST_LIMIT);
    const shown = await this.withoutIdleRewardNotices(at.merchantCode, viewer, rows);
    const notices = shown.map(
      ({ readAt, ...r }): Notice => ({
        ...r,
        contentSanitized: true,
        publishedAt: r.publishedAt.toISOString(),
        read: readAt !== null,
      }),
    );
    return { list: notices, unreadCount: notices.filter((n) => !n.read).length };
  }

  /** Marks announcements of the merchant read for a member; answers how many were newly marked. */
  async markRead(merchantCode: string, memberId: number, ids: readonly number[]) {
    const known = await this.db
      .select({ id: announcements.id })
      .from(announcements)
      .where(and(eq(announcements.merchantCode, merchantCode), inArray(announcements.id, [...new Set(ids)])));
    if (known.length === 0) return { marked: 0 };
    // Two devices reading at once: the primary key keeps one row, the other insert does nothing.
    const inserted = await this.db
      .insert(announcementReads)
      .values(known.map(({ id }) => ({ memberId, announcementId: id })))
      .onConflictDoNothing()
      .returning({ id: announcementReads.announcementId });
    return { marked: inserted.length };
  }

  /** How many agents' announcements the member has not opened (at most a list's length). */
  async agentUnread(merchantCode: string, memberId: number) {
    const [row] = await this.db
      .select({ n: count() })
      .from(announcements)
      .leftJoin(
        announcementReads,
        and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.memberId, memberId)),
      )
      .where(
        and(
          eq(announcements.merchantCode, merchantCode),
          eq(announcements.groupName, 'm_home'),
          eq(announcements.type, AGENT_NOTICE_TYPE),
          showing(announcements.publishedAt, announcements.endsAt),
          sql`${announcementReads.memberId} is null`,
        ),
      );
    return { unreadCount: Math.min(row?.n ?? 0, NOTICE_LIST_LIMIT) };
  }

  /** The user agreement in `language` (empty content when none is set). */
  async agreement(merchantCode: string, language: Language) {
    const [row] = await this.db
      .select({ content: userAgreements.content })
      .from(userAgreements)
      .where(and(eq(userAgreements.merchantCode, merchantCode), eq(userAgreements.language, language)));
    return { language, content: row?.content ?? '' };
  }

  /** Sets the user agreement of one language (HTML, sanitised when shown); audited. */
  async setAgreement(actor: string, merchantCode: string, language: Language, content: string) {
    const [known] = await this.db
      .select({ code: merchants.code })
      .from(merchants)
      .where(eq(merchants.code, merchantCode));
    if (!known) return refused(404, CODES.notFound, 'Unknown merchant');
    await this.db.transaction(async (tx) => {
      await tx
        .insert(userAgreements)
        .values({ merchantCode, language, content })
        .onConflictDoUpdate({
          target: [userAgreements.merchantCode, userAgreements.language],
          set: { content, updatedAt: sql`now()` },
        });
      await audit(tx, actor, 'agreement.set', `agreement:${merchantCode}:${language}`, {
        length: content.length,
      });
    });
    return done({ language, content });
  }

  /** Help centre entries in `language`, in their order. */
  help(merchantCode: string, language: Language) {
    return this.db
      .select({ id: helpEntries.id, title: helpEntries.title, content: helpEntries.content })
      .from(helpEntries)
      .where(and(eq(helpEntries.merchantCode, merchantCode), eq(helpEntries.language, language)))
      .orderBy(asc(helpEntries.sort), asc(helpEntries.id));
  }
}
