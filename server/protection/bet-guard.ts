// The one check every stake passes before the wallet debits it (lottery orders, seamless bets): player
// protection's refusals. Called INSIDE the bet's transaction, after its replay check (a replayed bet
// answers its first result whatever was set since) and right before `debit`.
//
// Loss limit: the member's wallet row is locked FOR UPDATE before the period's net loss is summed, so
// concurrent bets of one member queue here and each sees the entries the ones before it committed; the
// debit that follows updates the same row (no new lock order). Members without a loss limit skip the lock.
import { eq, type SQL, sql } from 'drizzle-orm';
import { EXCLUSION_CODES, LIMIT_CODES } from '../../src/shared/errors/protection.ts';
import type { Exclusion, LimitRefusal } from '../../src/shared/schemas/protection.ts';
import { wallets } from '../db/schema.ts';
import type { DbOrTx } from '../db/types.ts';
import { excludedMessage } from './exclusion.ts';
import { limitInForce } from './limit-rules.ts';
import { lossLimitBreach } from './limits.ts';

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
  const result = await tx.execute(sql`select ${standingSql(memberId, now)} as standing`);
  const [row] = (result as unknown as { rows: { standing: Standing }[] }).rows;
  if (!row) throw new Error('the standing query answered no row');
  return guardWithStanding(tx, row.standing, memberId, amountCents, now);
}

/** What `standingSql` reads: the exclusion covering now (if any) and the member's loss limits. */
export interface Standing {
  exclusion: { kind: Exclusion['kind']; period: string; at: number; ends: number | null } | null;
  losses: { limit: number | null; pending: number | null; pendingAt: number | null }[];
}

/**
 * `activeExclusion` (server/protection/exclusion.ts) and the member's loss limits as one JSON value, to
 * put in a statement the caller sends anyway (a stake then pays no round trip for it). Same rules: the
 * exclusion covering `now` that ends last (permanent first).
 */
export function standingSql(memberId: number, now: number): SQL {
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  return sql`json_build_object(
    'exclusion', (
      select json_build_object('kind', kind, 'period', period,
        'at', (extract(epoch from starts_at) * 1000)::float8, 'ends', (extract(epoch from ends_at) * 1000)::float8)
      from member_exclusions
      where member_id = ${memberId} and starts_at <= ${at} and (ends_at is null or ends_at > ${at})
      order by ends_at desc nulls first
      limit 1),
    'losses', (
      select coalesce(json_agg(json_build_object('limit', limit_cents::float8, 'pending', pending_cents::float8,
        'pendingAt', (extract(epoch from pending_at) * 1000)::float8)), '[]'::json)
      from member_limits where member_id = ${memberId} and kind = 'loss'))`;
}

/** `guardBet` once the standing is read: only a member with a loss limit in force costs more queries. */
export async function guardWithStanding(
  tx: DbOrTx,
  standing: Standing,
  memberId: number,
  amountCents: number,
  now: number,
): Promise<BetRefusal | null> {
  const e = standing.exclusion;
  // A time-out or self-exclusion (server/protection/exclusion.ts): no stake at all until it ends.
  if (e) {
    const excluded: Exclusion = {
      kind: e.kind,
      period: e.period,
      startsAt: new Date(Number(e.at)).toISOString(),
      until: e.ends === null ? null : new Date(Number(e.ends)).toISOString(),
    };
    return { status: 403, code: EXCLUSION_CODES.excluded, message: excludedMessage(excluded) };
  }
  const lossLimit = standing.losses.some(
    (l) =>
      limitInForce(
        {
          limitCents: l.limit === null ? null : Number(l.limit),
          pendingCents: l.pending === null ? null : Number(l.pending),
          pendingAt: l.pendingAt === null ? null : Number(l.pendingAt),
        },
        now,
      ) !== null,
  );
  if (lossLimit) {
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
