import { and, desc, eq } from 'drizzle-orm';
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
import { announcementColumns, publishedAnnouncements } from '../lib/announcements.ts';

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
      const rows = await db
        .select(announcementColumns(c.get('lang')))
        .from(announcements)
        .where(publishedAnnouncements(c.get('merchant'), q.groupName, q.types))
        .orderBy(desc(announcements.publishedAt), desc(announcements.id))
        .limit(100);
      return ok(
        c,
        rows.map(
          (r): Announcement => ({
            ...r,
            contentSanitized: true,
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
