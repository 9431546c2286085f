// Operators' home content (/ops/content/..., behind the ops token): notices, pop-ups and banners with their
// start and end (server/site/ops-content.ts). Players read them at /wps/notice and /wps/banner.
import { Hono } from 'hono';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  OpsAnnouncementBodySchema,
  OpsAnnouncementListSchema,
  OpsAnnouncementPatchSchema,
  OpsAnnouncementSchema,
  OpsBannerBodySchema,
  OpsBannerListSchema,
  OpsBannerPatchSchema,
  OpsBannerSchema,
} from '../../src/shared/schemas/ops-content.ts';
import type { Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson } from '../http/validate.ts';
import type { OpsContent } from '../site/ops-content.ts';

export function opsContentRoutes({ config }: Services, content: OpsContent) {
  const app = new Hono();
  for (const path of [PATHS.opsAnnouncements, PATHS.opsBanners]) {
    app.use(path, opsAuth(config.opsToken));
    app.use(`${path}/*`, opsAuth(config.opsToken));
  }
  const unknown = (c: Parameters<typeof fail>[0]) => fail(c, 404, CODES.notFound, 'No such item');

  app.get(
    PATHS.opsAnnouncements,
    documented({
      summary: 'Every notice and pop-up, scheduled, showing and ended, newest start first',
      auth: 'ops',
      value: OpsAnnouncementListSchema,
    }),
    async (c) => ok(c, await content.announcements(merchantOf(c))),
  );
  app.post(
    PATHS.opsAnnouncements,
    documented({
      summary: 'Schedule a notice or pop-up: shown from startsAt until endsAt (none: until taken off)',
      description:
        'Titles and HTML in Filipino and English; the HTML is sanitised. Audited as `content.announcement.add`.',
      auth: 'ops',
      value: OpsAnnouncementSchema,
      failures: { 400: [CODES.invalidRequest] },
    }),
    validJson(OpsAnnouncementBodySchema),
    async (c) => answer(c, await content.addAnnouncement(merchantOf(c), actorOf(c), c.req.valid('json'))),
  );
  app.patch(
    `${PATHS.opsAnnouncements}/:id`,
    documented({
      summary:
        'Change a notice or pop-up; `{ endsAt }` of now takes it off. Audited as `content.announcement.update`',
      auth: 'ops',
      value: OpsAnnouncementSchema,
      params: { id: IdParamSchema },
      failures: { 400: [CODES.invalidRequest], 404: [CODES.notFound] },
    }),
    validJson(OpsAnnouncementPatchSchema),
    async (c) => {
      const id = idParam(c.req.param('id'));
      if (id === undefined) return unknown(c);
      return answer(c, await content.updateAnnouncement(merchantOf(c), actorOf(c), id, c.req.valid('json')));
    },
  );

  app.get(
    PATHS.opsBanners,
    documented({
      summary: 'Every banner, scheduled, showing and ended, by group and order',
      auth: 'ops',
      value: OpsBannerListSchema,
    }),
    async (c) => ok(c, await content.banners(merchantOf(c))),
  );
  app.post(
    PATHS.opsBanners,
    documented({
      summary: 'Schedule a banner: shown from startsAt until endsAt (none: until taken off)',
      description:
        'A picture (and one with Filipino words), a link, titles in both languages. Audited as `content.banner.add`.',
      auth: 'ops',
      value: OpsBannerSchema,
      failures: { 400: [CODES.invalidRequest] },
    }),
    validJson(OpsBannerBodySchema),
    async (c) => answer(c, await content.addBanner(merchantOf(c), actorOf(c), c.req.valid('json'))),
  );
  app.patch(
    `${PATHS.opsBanners}/:id`,
    documented({
      summary: 'Change a banner; `{ endsAt }` of now takes it off. Audited as `content.banner.update`',
      auth: 'ops',
      value: OpsBannerSchema,
      params: { id: IdParamSchema },
      failures: { 400: [CODES.invalidRequest], 404: [CODES.notFound] },
    }),
    validJson(OpsBannerPatchSchema),
    async (c) => {
      const id = idParam(c.req.param('id'));
      if (id === undefined) return unknown(c);
      return answer(c, await content.updateBanner(merchantOf(c), actorOf(c), id, c.req.valid('json')));
    },
  );

  return app;
}
