// Announcements and banners of a group (the home's marquee, pop-up and carousel). What answers is
// server/site/content.ts.
import { Hono } from 'hono';
import { PATHS } from '../../src/shared/paths.ts';
import {
  AnnouncementListSchema,
  AnnouncementQuerySchema,
  BannerListSchema,
  BannerQuerySchema,
} from '../../src/shared/schemas/announcements.ts';
import type { AppEnv } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { validQuery } from '../http/validate.ts';
import type { SiteContent } from '../site/content.ts';

export function announcementRoutes(content: SiteContent) {
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
      const at = { merchantCode: c.get('merchant'), lang: c.get('lang') };
      return ok(c, await content.announcements(at, q.groupName, q.types));
    },
  );

  app.get(
    PATHS.banners,
    documented({ summary: 'Banners of a group', value: BannerListSchema }),
    validQuery(BannerQuerySchema),
    async (c) => {
      const at = { merchantCode: c.get('merchant'), lang: c.get('lang') };
      return ok(c, await content.banners(at, c.req.valid('query').groupName));
    },
  );

  return app;
}
