// Built-in providers: they "send" by writing to the outbox table, readable at GET /ops/outbox.
import { outbox } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import type { EmailProvider, SmsProvider } from './types.ts';

export function outboxSmsProvider(db: Db): SmsProvider {
  return {
    name: 'outbox',
    async send({ to, body }) {
      await db.insert(outbox).values({ channel: 'sms', recipient: to, subject: null, body });
    },
  };
}

export function outboxEmailProvider(db: Db): EmailProvider {
  return {
    name: 'outbox',
    async send({ to, subject, body }) {
      await db.insert(outbox).values({ channel: 'email', recipient: to, subject, body });
    },
  };
}
