// Notices (SPEC.md sections 2, 3 and 7): the announcement list with each member's read state, the
// agents' announcements and their unread count, and the user agreement (public; set by operators). What
// answers is server/site/content.ts.
import { type Context, Hono } from 'hono';
import type { Language } from '../../src/shared/constants/language.ts';
import { AGENT_NOTICE_TYPE, NOTICE_TYPES } from '../../src/shared/constants/notices.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  AgreementBodySchema,
  AgreementSchema,
  NoticeListSchema,
  NoticeQuerySchema,
  NoticeReadBodySchema,
  NoticeReadSchema,
  NoticeUnreadSchema,
} from '../../src/shared/schemas/notices.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { requireSession, sessionOf } from '../http/require-session.ts';
import { validJson, validQuery } from '../http/validate.ts';
import { type SiteContent, viewerOf } from '../site/content.ts';

export function noticeRoutes(services: Services, content: SiteContent) {
  const app = new Hono<AppEnv>();
  const asked = (c: Context<AppEnv>) => ({ merchantCode: c.get('merchant'), lang: c.get('lang') });

  app.get(
    PATHS.notices,
    documented({
      summary:
        'The notice list (types B, PL, PU, H of a group), newest first, with the member’s read state when a session is sent',
      value: NoticeListSchema,
    }),
    validQuery(NoticeQuerySchema),
    async (c) => {
      const viewer = viewerOf(await sessionOf(c, services));
      return ok(c, await content.notices(asked(c), NOTICE_TYPES, c.req.valid('query').groupName, viewer));
    },
  );

  app.use(PATHS.noticeRead, requireSession(services));
  app.post(
    PATHS.noticeRead,
    documented({
      summary: 'Marks announcements read for the session’s member (ids of other merchants are ignored)',
      auth: 'session',
      value: NoticeReadSchema,
    }),
    validJson(NoticeReadBodySchema),
    async (c) =>
      ok(c, await content.markRead(c.get('merchant'), c.get('session').memberId, c.req.valid('json').ids)),
  );

  app.use(PATHS.agentNotices, requireSession(services));
  app.use(PATHS.agentNoticeUnread, requireSession(services));
  app.get(
    PATHS.agentNotices,
    documented({
      summary: 'The agents’ announcements (type A, group m_home), newest first, with read state',
      auth: 'session',
      value: NoticeListSchema,
    }),
    async (c) =>
      ok(c, await content.notices(asked(c), [AGENT_NOTICE_TYPE], 'm_home', viewerOf(c.get('session')))),
  );

  app.get(
    PATHS.agentNoticeUnread,
    documented({
      summary: 'How many agents’ announcements the member has not opened (the agent footer badge)',
      auth: 'session',
      value: NoticeUnreadSchema,
    }),
    async (c) => ok(c, await content.agentUnread(c.get('merchant'), c.get('session').memberId)),
  );

  app.get(
    PATHS.userAgreement,
    documented({
      summary: 'The user agreement in the request’s language (empty content when none is set)',
      value: AgreementSchema,
    }),
    async (c) => {
      const language: Language = c.get('lang');
      return ok(c, await content.agreement(c.get('merchant'), language));
    },
  );

  app.use(PATHS.opsUserAgreement, opsAuth(services.config.opsToken));
  app.put(
    PATHS.opsUserAgreement,
    documented({
      summary: 'Sets the user agreement of one language (HTML, sanitised when shown); audited',
      auth: 'ops',
      value: AgreementSchema,
      failures: { 404: [CODES.notFound] },
    }),
    validJson(AgreementBodySchema),
    async (c) => {
      const { language, content: html } = c.req.valid('json');
      return answer(c, await content.setAgreement(actorOf(c), merchantOf(c), language, html));
    },
  );

  return app;
}
