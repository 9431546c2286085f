// The home's content as operators schedule it (/ops/content/...): notices and pop-ups (announcements) and
// banners, each shown from its start until its end, or until taken off (an end of now). Nothing is deleted:
// members' read marks point at announcements, and the audit keeps what was shown when. Every write is
// audited in its own transaction; HTML is sanitised once, here, as players' reads expect.
import { and, desc, eq } from 'drizzle-orm';
import { CODES } from '../../src/shared/errors/general.ts';
import type {
  OpsAnnouncement,
  OpsAnnouncementBody,
  OpsAnnouncementPatch,
  OpsBanner,
  OpsBannerBody,
  OpsBannerPatch,
} from '../../src/shared/schemas/ops-content.ts';
import { audit } from '../core/audit.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { announcements, banners } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { sanitizeContentHtml } from '../lib/platform-html.ts';

type AnnouncementRow = typeof announcements.$inferSelect;
type BannerRow = typeof banners.$inferSelect;

const stateAt = (now: number, startsAt: Date, endsAt: Date | null) =>
  startsAt.getTime() > now ? 'scheduled' : endsAt && endsAt.getTime() <= now ? 'ended' : 'showing';

const dates = (startsAt: string, endsAt: string | null) => ({
  startsAt: new Date(startsAt),
  endsAt: endsAt === null ? null : new Date(endsAt),
});
/** A period after a change: each end the patch names, else the one it had. */
const patched = (
  before: { startsAt: Date; endsAt: Date | null },
  patch: { startsAt?: string | undefined; endsAt?: string | null | undefined },
) => ({
  startsAt: patch.startsAt === undefined ? before.startsAt : new Date(patch.startsAt),
  endsAt: patch.endsAt === undefined ? before.endsAt : patch.endsAt === null ? null : new Date(patch.endsAt),
});
const badPeriod = (p: { startsAt: Date; endsAt: Date | null }) =>
  p.endsAt !== null && p.endsAt <= p.startsAt
    ? refused(400, CODES.invalidRequest, 'endsAt must be after startsAt')
    : undefined;

export class OpsContent {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private announcementView = (r: AnnouncementRow): OpsAnnouncement => ({
    id: r.id,
    type: r.type,
    execution: r.execution,
    groupName: r.groupName,
    promotionType: r.promotionType,
    action: r.action,
    titleTy: r.titleTy,
    titleEn: r.titleEn,
    contentTy: r.contentTy,
    contentEn: r.contentEn,
    startsAt: r.publishedAt.toISOString(),
    endsAt: r.endsAt?.toISOString() ?? null,
    state: stateAt(this.now(), r.publishedAt, r.endsAt),
  });

  private bannerView = (r: BannerRow): OpsBanner => ({
    id: r.id,
    groupName: r.groupName,
    imageUrl: r.imageUrl,
    imageUrlTy: r.imageUrlTy,
    link: r.link,
    titleTy: r.titleTy,
    titleEn: r.titleEn,
    sort: r.sort,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt?.toISOString() ?? null,
    state: stateAt(this.now(), r.startsAt, r.endsAt),
  });

  /** Every announcement of the merchant, ended ones included, newest start first. */
  async announcements(merchantCode: string): Promise<OpsAnnouncement[]> {
    const rows = await this.db
      .select()
      .from(announcements)
      .where(eq(announcements.merchantCode, merchantCode))
      .orderBy(desc(announcements.publishedAt), desc(announcements.id))
      .limit(500);
    return rows.map(this.announcementView);
  }

  async addAnnouncement(
    merchantCode: string,
    actor: string,
    body: OpsAnnouncementBody,
  ): Promise<Outcome<OpsAnnouncement>> {
    const { startsAt, endsAt } = dates(body.startsAt, body.endsAt);
    const bad = badPeriod({ startsAt, endsAt });
    if (bad) return bad;
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(announcements)
        .values({
          merchantCode,
          type: body.type,
          execution: body.execution,
          groupName: body.groupName,
          promotionType: body.promotionType,
          action: body.action,
          titleTy: body.titleTy,
          titleEn: body.titleEn,
          contentTy: sanitizeContentHtml(body.contentTy),
          contentEn: sanitizeContentHtml(body.contentEn),
          publishedAt: startsAt,
          endsAt,
        })
        .returning();
      if (!row) throw new Error('announcement insert returned nothing');
      const view = this.announcementView(row);
      await audit(tx, actor, 'content.announcement.add', `announcement:${row.id}`, view);
      return done(view);
    });
  }

  /** Changes an announcement: any field, e.g. `endsAt` to take it off now or later. */
  async updateAnnouncement(
    merchantCode: string,
    actor: string,
    id: number,
    patch: OpsAnnouncementPatch,
  ): Promise<Outcome<OpsAnnouncement>> {
    return this.db.transaction(async (tx) => {
      const where = and(eq(announcements.id, id), eq(announcements.merchantCode, merchantCode));
      const [before] = await tx.select().from(announcements).where(where).for('update');
      if (!before) return refused(404, CODES.notFound, 'No such announcement');
      const { startsAt: _s, endsAt: _e, contentTy, contentEn, ...rest } = patch;
      const period = patched({ startsAt: before.publishedAt, endsAt: before.endsAt }, patch);
      const bad = badPeriod(period);
      if (bad) return bad;
      const [row] = await tx
        .update(announcements)
        .set({
          ...rest,
          ...(contentTy === undefined ? {} : { contentTy: sanitizeContentHtml(contentTy) }),
          ...(contentEn === undefined ? {} : { contentEn: sanitizeContentHtml(contentEn) }),
          publishedAt: period.startsAt,
          endsAt: period.endsAt,
        })
        .where(where)
        .returning();
      if (!row) throw new Error('announcement update returned nothing');
      const view = this.announcementView(row);
      await audit(tx, actor, 'content.announcement.update', `announcement:${id}`, {
        before: this.announcementView(before),
        after: view,
      });
      return done(view);
    });
  }

  /** Every banner of the merchant, ended ones included, in their order. */
  async banners(merchantCode: string): Promise<OpsBanner[]> {
    const rows = await this.db
      .select()
      .from(banners)
      .where(eq(banners.merchantCode, merchantCode))
      .orderBy(banners.groupName, banners.sort, banners.id)
      .limit(500);
    return rows.map(this.bannerView);
  }

  async addBanner(merchantCode: string, actor: string, body: OpsBannerBody): Promise<Outcome<OpsBanner>> {
    const period = dates(body.startsAt, body.endsAt);
    const bad = badPeriod(period);
    if (bad) return bad;
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(banners)
        .values({ merchantCode, ...body, ...period })
        .returning();
      if (!row) throw new Error('banner insert returned nothing');
      const view = this.bannerView(row);
      await audit(tx, actor, 'content.banner.add', `banner:${row.id}`, view);
      return done(view);
    });
  }

  /** Changes a banner: any field, e.g. `endsAt` to take it off now or later. */
  async updateBanner(
    merchantCode: string,
    actor: string,
    id: number,
    patch: OpsBannerPatch,
  ): Promise<Outcome<OpsBanner>> {
    return this.db.transaction(async (tx) => {
      const where = and(eq(banners.id, id), eq(banners.merchantCode, merchantCode));
      const [before] = await tx.select().from(banners).where(where).for('update');
      if (!before) return refused(404, CODES.notFound, 'No such banner');
      const { startsAt: _s, endsAt: _e, ...rest } = patch;
      const period = patched(before, patch);
      const bad = badPeriod(period);
      if (bad) return bad;
      const [row] = await tx
        .update(banners)
        .set({ ...rest, ...period })
        .where(where)
        .returning();
      if (!row) throw new Error('banner update returned nothing');
      const view = this.bannerView(row);
      await audit(tx, actor, 'content.banner.update', `banner:${id}`, {
        before: this.bannerView(before),
        after: view,
      });
      return done(view);
    });
  }
}
