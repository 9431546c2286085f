import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { PATHS } from '../../src/shared/paths.ts';
import type { Announcement, Banner } from '../../src/shared/schemas/announcements.ts';
import {
  AnnouncementListSchema,
  AnnouncementQuerySchema,
  BannerListSchema,
  BannerQuerySchema,
} from '../../src/shared/schemas/announcements.ts';
import type { AppEnv, Services } from '../context.ts';
import { announcements, banners } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { validQuery } from '../http/validate.ts';

export function announcementRoutes({ db }: Services) {
  const app = new Hono<AppEnv>();

  app.get(
    PATHS.announcements,
    documented({
      summary: 'Published announcements of a group, newest first',
      value: AnnouncementListSchema,
    }),
    validQuery(AnnouncementQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const en = c.get('lang') === 'EN';
      const rows = await db
        .select({
          id: announcements.id,
          title: en ? announcements.titleEn : announcements.titleTy,
          content: en ? announcements.contentEn : announcements.contentTy,
          type: announcements.type,
          promotionType: announcements.promotionType,
          execution: announcements.execution,
          action: announcements.action,
          publishedAt: announcements.publishedAt,
        })
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantCode, c.get('merchant')),
            eq(announcements.groupName, q.groupName),
            inArray(announcements.type, q.types),
            lte(announcements.publishedAt, sql`now()`),
          ),
        )
        .orderBy(desc(announcements.publishedAt), desc(announcements.id))
        .limit(100);
      return ok(
        c,
        rows.map(
          (r): Announcement => ({
            ...r,
            publishedAt: r.publishedAt.toISOString(),
          }),
        ),
      );
    },
  );

  app.get(
    PATHS.banners,
    documented({ summary: 'Banners of a group', value: BannerListSchema }),
    validQuery(BannerQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const en = c.get('lang') === 'EN';
      const rows: Banner[] = await db
        .select({
          id: banners.id,
          url: banners.imageUrl,
          link: banners.link,
          title: en ? banners.titleEn : banners.titleTy,
        })
        .from(banners)
        .where(and(eq(banners.merchantCode, c.get('merchant')), eq(banners.groupName, q.groupName)))
        .orderBy(banners.sort, banners.id);
      return ok(c, rows);
    },
  );

  return app;
}
