// Operators' messages to members (/ops/inbox, behind the ops token): to one member, a list of accounts or
// everyone of the merchant. The HTML is sanitised before it is stored; each send is audited.
import { Hono } from 'hono';
import { INBOX_CODES } from '../../src/shared/errors/member.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { InboxSendSchema, InboxSentSchema } from '../../src/shared/schemas/inbox.ts';
import type { Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson } from '../http/validate.ts';
import type { Inbox } from '../inbox/inbox.ts';

export function opsInboxRoutes({ config }: Services, inbox: Inbox) {
  const app = new Hono();
  app.use(PATHS.opsInbox, opsAuth(config.opsToken));

  app.post(
    PATHS.opsInbox,
    documented({
      summary: 'Send a message to one member (`account`), a list (`accounts`) or everyone (`audience: all`)',
      description:
        'The HTML is sanitised (no scripts, handlers, styles or unsafe links); the answer carries what was stored. Audited as `inbox.send`.',
      auth: 'ops',
      value: InboxSentSchema,
      failures: {
        400: [INBOX_CODES.audienceInvalid, INBOX_CODES.bodyEmpty],
        404: [INBOX_CODES.memberUnknown],
      },
    }),
    validJson(InboxSendSchema),
    async (c) => answer(c, await inbox.send(merchantOf(c), actorOf(c), c.req.valid('json'))),
  );

  return app;
}
