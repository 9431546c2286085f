// Announcements and banners of a group (the home's marquee, pop-up and carousel). What answers is
// server/site/content.ts; a session, when sent, decides whether a reward-centre notice is true for it.
import { Hono } from 'hono';
import { PATHS } from '../../src/shared/paths.ts';
import {
  AnnouncementListSchema,
  AnnouncementQuerySchema,
  BannerListSchema,
  BannerQuerySchema,
} from '../../src/shared/schemas/announcements.ts';
import type { AppEnv, Services } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { sessionOf } from '../http/require-session.ts';
import { validQuery } from '../http/validate.ts';
import { type SiteContent, viewerOf } from '../site/content.ts';

export function announcementRoutes(services: Services, content: SiteContent) {
  const app = new Hono<AppEnv>();

  app.get(
    PATHS.announcements,
    documented({
      summary:
        'Published announcements of a group, newest first; one opening the reward centre only for a member with rewards to claim (session sent)',
      value: AnnouncementListSchema,
    }),
    validQuery(AnnouncementQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const at = { merchantCode: c.get('merchant'), lang: c.get('lang') };
      const viewer = viewerOf(await sessionOf(c, services));
      return ok(c, await content.announcements(at, q.groupName, q.types, viewer));
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
