// Transaction-scoped advisory locks: `pg_advisory_xact_lock` on a text key, released at commit or
// rollback. They serialise work on things that may not have a row yet (a bet and the rollback that
// arrives before it). On PGlite transactions already run one at a time; the call is then free.
import { sql } from 'drizzle-orm';
import { executePrepared } from '../db/prepared.ts';
import type { DbOrTx } from '../db/types.ts';

/** Namespaces (the lock's first key), held distinct by tests/server/lib/lock-ids.test.ts. */
export const LOCK_SPACE = {
  seamless: 727_010,
  throttle: 727_011,
  paymentPassword: 727_012,
  /** A member's deposit-limit check and the order it lets through (server/protection/limits.ts). */
  depositLimit: 727_013,
  /** A gateway payment that credits nothing, recorded once (server/payments/deposits.ts). */
  unappliedPayment: 727_014,
  /** A member's rebate claims, one at a time (server/rebates/rebates.ts). */
  rebate: 727_019,
  /** A merchant's rain sessions: a new one (by hand or by a schedule) never overlaps another. */
  rainSchedule: 727_020,
  /** A merchant's feedback image storage cap (server/feedback/service.ts). */
  feedbackStorage: 727_030,
} as const;

/**
 * Takes the locks in the order given (callers keep one order everywhere, so two transactions never wait
 * on each other in a cycle). A hash collision only makes two unrelated keys wait for each other.
 */
export async function lockKeys(tx: DbOrTx, space: number, ...keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  // One round trip for all: the select list is evaluated left to right, so the order holds.
  const calls = keys.map((key) => sql`pg_advisory_xact_lock(${space}::int, hashtext(${key}))`);
  await executePrepared(tx, sql`select ${sql.join(calls, sql`, `)}`);
}
