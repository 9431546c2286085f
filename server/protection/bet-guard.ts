// The one check every stake passes before the wallet debits it (lottery orders, seamless bets): player
// protection's refusals. Called INSIDE the bet's transaction, after its replay check (a replayed bet
// answers its first result whatever was set since) and right before `debit`.
//
// Loss limit: the member's wallet row is locked FOR UPDATE before the period's net loss is summed, so
// concurrent bets of one member queue here and each sees the entries the ones before it committed; the
// debit that follows updates the same row (no new lock order). Members without a loss limit skip the lock.
import { eq } from 'drizzle-orm';
import { EXCLUSION_CODES, LIMIT_CODES } from '../../src/shared/protection-errors.ts';
import type { LimitRefusal } from '../../src/shared/schemas/protection.ts';
import { wallets } from '../db/schema.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { activeExclusion, excludedMessage } from './exclusion.ts';
import { hasLossLimit, lossLimitBreach } from './limits.ts';

/** A refused stake: the machine code, an English message for logs and vendors, and the details. */
export interface BetRefusal {
  status: 403 | 409;
  code: string;
  message: string;
  /** The loss limit hit (limit.loss.exceeded). */
  limit?: LimitRefusal;
}

/**
 * Null when the stake may go ahead; otherwise why not. Nothing is written either way, so the caller's
 * transaction decides what a refusal rolls back (its own work only).
 */
export async function guardBet(
  tx: DbOrTx,
  memberId: number,
  amountCents: number,
  now: number,
): Promise<BetRefusal | null> {
  // A time-out or self-exclusion (server/protection/exclusion.ts): no stake at all until it ends.
  const excluded = await activeExclusion(tx, memberId, now);
  if (excluded) return { status: 403, code: EXCLUSION_CODES.excluded, message: excludedMessage(excluded) };
  if (await hasLossLimit(tx, memberId, now)) {
    await tx
      .select({ id: wallets.memberId })
      .from(wallets)
      .where(eq(wallets.memberId, memberId))
      .for('update');
    const limit = await lossLimitBreach(tx, memberId, amountCents, now);
    if (limit)
      return {
        status: 409,
        code: LIMIT_CODES.lossExceeded,
        message: `The ${limit.period} loss limit would be exceeded: ${limit.leftCents} cents left`,
        limit,
      };
  }
  return null;
}
