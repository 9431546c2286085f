// Notices (SPEC.md sections 2, 3 and 7): the announcement list with each member's read state, the
// agents' announcements and their unread count, and the user agreement (public; set by operators).
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { ContentType } from '../../src/shared/constants/announcements.ts';
import type { Language } from '../../src/shared/constants/language.ts';
import { AGENT_NOTICE_TYPE, NOTICE_LIST_LIMIT, NOTICE_TYPES } from '../../src/shared/constants/notices.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  AgreementBodySchema,
  AgreementSchema,
  type Notice,
  NoticeListSchema,
  NoticeQuerySchema,
  NoticeReadBodySchema,
  NoticeReadSchema,
  NoticeUnreadSchema,
} from '../../src/shared/schemas/notices.ts';
import type { AppEnv, Services } from '../context.ts';
import { audit } from '../core/audit.ts';
import { announcementReads, announcements, merchants, userAgreements } from '../db/schema.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { requireSession, sessionOf } from '../http/require-session.ts';
import { validJson, validQuery } from '../http/validate.ts';
import { announcementColumns, publishedAnnouncements } from '../lib/announcements.ts';

export function noticeRoutes(services: Services) {
  const { db, config } = services;
  const app = new Hono<AppEnv>();

  /** Published announcements of some types in a group, newest first, read or not by `memberId`. */
  const list = async (
    c: Context<AppEnv>,
    types: readonly ContentType[],
    groupName: 'm_home' | 'm_reg',
    memberId: number | null,
  ) => {
    const rows = await db
      .select({ ...announcementColumns(c.get('lang')), readAt: announcementReads.readAt })
      .from(announcements)
      .leftJoin(
        announcementReads,
        and(
          eq(announcementReads.announcementId, announcements.id),
          // No member: a join that matches nothing (visitors keep read state on the device).
          eq(announcementReads.memberId, memberId ?? 0),
        ),
      )
      .where(publishedAnnouncements(c.get('merchant'), groupName, types))
      .orderBy(desc(announcements.publishedAt), desc(announcements.id))
      .limit(NOTICE_LIST_LIMIT);
    const notices = rows.map(
      ({ readAt, ...r }): Notice => ({
        ...r,
        contentSanitized: true,
        publishedAt: r.publishedAt.toISOString(),
        read: readAt !== null,
      }),
    );
    return { list: notices, unreadCount: notices.filter((n) => !n.read).length };
  };

  app.get(
    PATHS.notices,
    documented({
      summary:
        'The notice list (types B, PL, PU, H of a group), newest first, with the member’s read state when a session is sent',
      value: NoticeListSchema,
    }),
    validQuery(NoticeQuerySchema),
    async (c) => {
      const session = await sessionOf(c, services);
      return ok(c, await list(c, NOTICE_TYPES, c.req.valid('query').groupName, session?.memberId ?? null));
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
    async (c) => {
      const { memberId } = c.get('session');
      const ids = [...new Set(c.req.valid('json').ids)];
      const known = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(and(eq(announcements.merchantCode, c.get('merchant')), inArray(announcements.id, ids)));
      if (known.length === 0) return ok(c, { marked: 0 });
      // Two devices reading at once: the primary key keeps one row, the other insert does nothing.
      const inserted = await db
        .insert(announcementReads)
        .values(known.map(({ id }) => ({ memberId, announcementId: id })))
        .onConflictDoNothing()
        .returning({ id: announcementReads.announcementId });
      return ok(c, { marked: inserted.length });
    },
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
    async (c) => ok(c, await list(c, [AGENT_NOTICE_TYPE], 'm_home', c.get('session').memberId)),
  );

  app.get(
    PATHS.agentNoticeUnread,
    documented({
      summary: 'How many agents’ announcements the member has not opened (the agent footer badge)',
      auth: 'session',
      value: NoticeUnreadSchema,
    }),
    async (c) => {
      const { memberId } = c.get('session');
      const [row] = await db
        .select({ n: count() })
        .from(announcements)
        .leftJoin(
          announcementReads,
          and(
            eq(announcementReads.announcementId, announcements.id),
            eq(announcementReads.memberId, memberId),
          ),
        )
        .where(
          and(
            eq(announcements.merchantCode, c.get('merchant')),
            eq(announcements.groupName, 'm_home'),
            eq(announcements.type, AGENT_NOTICE_TYPE),
            lte(announcements.publishedAt, sql`now()`),
            sql`${announcementReads.memberId} is null`,
          ),
        );
      return ok(c, { unreadCount: Math.min(row?.n ?? 0, NOTICE_LIST_LIMIT) });
    },
  );

  app.get(
    PATHS.userAgreement,
    documented({
      summary: 'The user agreement in the request’s language (empty content when none is set)',
      value: AgreementSchema,
    }),
    async (c) => {
      const language: Language = c.get('lang');
      const [row] = await db
        .select({ content: userAgreements.content })
        .from(userAgreements)
        .where(
          and(eq(userAgreements.merchantCode, c.get('merchant')), eq(userAgreements.language, language)),
        );
      return ok(c, { language, content: row?.content ?? '' });
    },
  );

  app.use(PATHS.opsUserAgreement, opsAuth(config.opsToken));
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
      const merchant = merchantOf(c);
      const { language, content } = c.req.valid('json');
      const [known] = await db
        .select({ code: merchants.code })
        .from(merchants)
        .where(eq(merchants.code, merchant));
      if (!known) return fail(c, 404, CODES.notFound, 'Unknown merchant');
      await db.transaction(async (tx) => {
        await tx
          .insert(userAgreements)
          .values({ merchantCode: merchant, language, content })
          .onConflictDoUpdate({
            target: [userAgreements.merchantCode, userAgreements.language],
            set: { content, updatedAt: sql`now()` },
          });
        await audit(tx, actorOf(c), 'agreement.set', `agreement:${merchant}:${language}`, {
          length: content.length,
        });
      });
      return ok(c, { language, content });
    },
  );

  return app;
}
