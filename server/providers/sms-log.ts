// The operators' record of texts (issue 34): every send through the configured SMS provider, built-in or a
// real gateway, leaves one row in sms_sends with its outcome, attempts and the gateway's id of the message,
// never its body (it holds a code). GET /ops/sms reads it: "did the player's code go out?" without a terminal.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { smsSends } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { SmsNotSent, type SmsProvider } from './types.ts';

/** `inner` with each send recorded; a failure to record never turns a sent text into an error. */
export function recordedSms(db: Db, inner: SmsProvider): SmsProvider {
  const note = (row: Omit<typeof smsSends.$inferInsert, 'provider'>) =>
    db
      .insert(smsSends)
      .values({ ...row, provider: inner.name })
      .catch((err) =>
        console.error('swerte: recording an SMS send:', err instanceof Error ? err.message : err),
      );
  return {
    name: inner.name,
    async send(message) {
      const about = {
        recipient: message.to,
        purpose: message.purpose ?? 'notice',
        merchantCode: message.merchantCode ?? null,
      };
      try {
        const receipt = await inner.send(message);
        await note({ ...about, status: 'sent', attempts: receipt.attempts, providerId: receipt.id ?? null });
        return receipt;
      } catch (err) {
        const failed = err instanceof SmsNotSent ? err : undefined;
        await note({
          ...about,
          status: failed?.refused ? 'refused' : 'failed',
          attempts: failed?.attempts ?? 1,
          error: (err instanceof Error ? err.message : String(err)).slice(0, 300),
        });
        throw err;
      }
    },
  };
}

/** The record's newest rows first (at most this many a read). */
const SENDS_LIMIT = 200;

/** Sends newest first, of one number and one outcome if asked. */
export async function readSmsSends(
  db: Db,
  q: { recipient?: string | undefined; status?: 'sent' | 'refused' | 'failed' | undefined },
) {
  const where: SQL[] = [];
  if (q.recipient) where.push(eq(smsSends.recipient, q.recipient));
  if (q.status) where.push(eq(smsSends.status, q.status));
  const rows = await db
    .select()
    .from(smsSends)
    .where(and(...where))
    .orderBy(desc(smsSends.createdAt), desc(smsSends.id))
    .limit(SENDS_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
