// Built-in providers: they "send" by writing to the outbox table, readable at GET /ops/outbox.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { outbox } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import type { EmailProvider, SmsProvider } from './types.ts';

export function outboxSmsProvider(db: Db): SmsProvider {
  return {
    name: 'outbox',
    async send({ to, body }) {
      const [row] = await db
        .insert(outbox)
        .values({ channel: 'sms', recipient: to, subject: null, body })
        .returning({ id: outbox.id });
      return { id: row ? String(row.id) : undefined, attempts: 1 };
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

/** The outbox's newest messages first (at most this many a read). */
const OUTBOX_LIMIT = 200;

/** What the built-in providers "sent", newest first, of one channel and recipient if asked. */
export async function readOutbox(
  db: Db,
  q: { channel?: 'sms' | 'email' | undefined; recipient?: string | undefined },
) {
  const where: SQL[] = [];
  if (q.channel) where.push(eq(outbox.channel, q.channel));
  if (q.recipient) where.push(eq(outbox.recipient, q.recipient));
  const rows = await db
    .select()
    .from(outbox)
    .where(and(...where))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(OUTBOX_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
