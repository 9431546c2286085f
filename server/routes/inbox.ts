// The member's inbox (INBOX3: a real member's session, the MAILCEN switch on; module-gate.ts refuses a
// trial with free_reject and answers 403 when the switch is off). What it reads is server/inbox/inbox.ts.
import { type Context, Hono } from 'hono';
import { INBOX_CODES } from '../../src/shared/errors/member.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  InboxCountSchema,
  InboxDeletedSchema,
  InboxMarkedSchema,
  InboxMessageSchema,
  InboxPageSchema,
  InboxQuerySchema,
} from '../../src/shared/schemas/inbox.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { rejectTrial, requireSession } from '../http/require-session.ts';
import { validQuery } from '../http/validate.ts';
import type { Inbox } from '../inbox/inbox.ts';

export function inboxRoutes(services: Services, inbox: Inbox) {
  const app = new Hono<AppEnv>();
  const member = (c: Context<AppEnv>) => ({
    memberId: c.get('session').memberId,
    merchantCode: c.get('merchant'),
  });
  const session = [requireSession(services), rejectTrial] as const;
  const unknown = (c: Context) => fail(c, 404, INBOX_CODES.unknown, 'No such message');

  app.get(
    PATHS.inboxCount,
    documented({
      summary: "The member's unread and total messages (the red dot and the app badge)",
      auth: 'session',
      value: InboxCountSchema,
    }),
    ...session,
    async (c) => ok(c, await inbox.counts(member(c))),
  );

  app.get(
    PATHS.inboxMessages,
    documented({
      summary: "The member's messages: unread first, then newest first (or only unread / read), paged",
      auth: 'session',
      value: InboxPageSchema,
    }),
    ...session,
    validQuery(InboxQuerySchema),
    async (c) => ok(c, await inbox.list(member(c), c.req.valid('query'))),
  );

  app.get(
    `${PATHS.inboxMessages}/:id`,
    documented({
      summary: 'Open one message (it is marked read); its HTML was sanitised when sent',
      auth: 'session',
      params: { id: IdParamSchema },
      value: InboxMessageSchema,
      failures: { 404: [INBOX_CODES.unknown] },
    }),
    ...session,
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined ? unknown(c) : answer(c, await inbox.open(member(c), id));
    },
  );

  app.delete(
    `${PATHS.inboxMessages}/:id`,
    documented({
      summary: "Delete one message from the member's inbox",
      auth: 'session',
      params: { id: IdParamSchema },
      value: InboxDeletedSchema,
      failures: { 404: [INBOX_CODES.unknown] },
    }),
    ...session,
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined ? unknown(c) : answer(c, await inbox.remove(member(c), id));
    },
  );

  app.post(
    PATHS.inboxReadAll,
    documented({
      summary: 'Mark every message read; answers how many this call marked',
      auth: 'session',
      value: InboxMarkedSchema,
    }),
    ...session,
    async (c) => ok(c, await inbox.readAll(member(c))),
  );

  return app;
}
