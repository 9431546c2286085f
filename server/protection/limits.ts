// Deposit and loss limits (issue 13): what a member set, what the period has used, and the checks the
// deposit and bet paths call inside their own transactions. The rules (periods, cooling-off) are
// server/protection/limit-rules.ts; this module reads and writes them.
//
// Deposits of a period: the member's pending orders, whenever opened (any may still be paid in it), and
// the approved or credited ones opened or credited in it (a refused, failed or cancelled one frees its
// amount). Counting pending orders keeps a member from opening many orders before any is paid; counting a
// credit in its own period keeps an order opened before midnight and paid after from freeing the new day
// (a gateway's payment for an order already created is always credited).
// Net loss of a period: −(sum of the ledger's bet, win and refund entries created in it), i.e. bets − wins −
// refunds; a lottery stake counts from the moment it is paid until its draw pays it back.
import { and, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { reasonsOf } from '../../src/shared/constants/ledger.ts';
import { MEMBER_TYPE_TRIAL } from '../../src/shared/constants/members.ts';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
} from '../../src/shared/constants/protection.ts';
import type { DepositStatus } from '../../src/shared/schemas/deposits.ts';
import type { LimitRefusal, LimitState } from '../../src/shared/schemas/protection.ts';
import { depositOrders, memberLimits, members, walletLedger } from '../db/schema.ts';
import type { DbOrTx } from '../db/types.ts';
import { LOCK_SPACE, lockKeys } from '../lib/xact-lock.ts';
import { changeLimit, leftOf, limitInForce, periodBounds, type StoredLimit } from './limit-rules.ts';

type LimitRow = typeof memberLimits.$inferSelect;

/** Orders whose amount counts against a deposit limit (the others brought, or will bring, nothing). */
export const COUNTED_DEPOSIT_STATUSES: DepositStatus[] = ['pending', 'approved', 'credited'];
/** Ledger reasons of play: a loss is what these take out net. */
export const PLAY_REASONS = [...reasonsOf('bet'), ...reasonsOf('win'), ...reasonsOf('refund')];

const stored = (r: LimitRow | undefined): StoredLimit => ({
  limitCents: r?.limitCents ?? null,
  pendingCents: r?.pendingCents ?? null,
  pendingAt: r?.pendingAt ? r.pendingAt.getTime() : null,
});

async function rowsOf(db: DbOrTx, memberId: number, kind?: LimitKind): Promise<LimitRow[]> {
  return db
    .select()
    .from(memberLimits)
    .where(and(eq(memberLimits.memberId, memberId), kind ? eq(memberLimits.kind, kind) : undefined));
}

/** The limits of `kind` in force at `now`, by period (periods without one are left out). */
async function inForce(db: DbOrTx, memberId: number, kind: LimitKind, now: number) {
  const rows = await rowsOf(db, memberId, kind);
  return rows
    .map((r) => ({ period: r.period, limitCents: limitInForce(stored(r), now) }))
    .filter((l): l is { period: LimitPeriod; limitCents: number } => l.limitCents !== null);
}

/**
 * What counts against a deposit limit whose period began at `from`, cents: the member's pending orders,
 * and the approved or credited ones opened or credited since `from`.
 */
export async function depositsSince(db: DbOrTx, memberId: number, from: number): Promise<number> {
  const since = new Date(from);
  const [row] = await db
    .select({ cents: sql<string | null>`sum(${depositOrders.amountCents})` })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        or(
          eq(depositOrders.status, 'pending'),
          and(
            inArray(depositOrders.status, COUNTED_DEPOSIT_STATUSES),
            or(gte(depositOrders.createdAt, since), gte(depositOrders.decidedAt, since)),
          ),
        ),
      ),
    );
  return Number(row?.cents ?? 0);
}

/** Net loss since `from` (bets − wins − refunds), cents; negative when the member is ahead. */
export async function netLossSince(db: DbOrTx, memberId: number, from: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string | null>`sum(${walletLedger.amountCents})` })
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.memberId, memberId),
        gte(walletLedger.createdAt, new Date(from)),
        inArray(walletLedger.reason, PLAY_REASONS),
      ),
    );
  return -Number(row?.cents ?? 0);
}

const usedOf = (db: DbOrTx, kind: LimitKind, memberId: number, from: number) =>
  kind === 'deposit' ? depositsSince(db, memberId, from) : netLossSince(db, memberId, from);

/**
 * The first limit of `kind` that `amountCents` more would break (the one with the least left), or null.
 * The caller holds the member's lock, so what it sums cannot change before its own write commits.
 */
async function breach(
  tx: DbOrTx,
  memberId: number,
  kind: LimitKind,
  amountCents: number,
  now: number,
): Promise<LimitRefusal | null> {
  const limits = await inForce(tx, memberId, kind, now);
  let worst: LimitRefusal | null = null;
  for (const { period, limitCents } of limits) {
    const usedCents = await usedOf(tx, kind, memberId, periodBounds(period, now).start);
    if (usedCents + amountCents <= limitCents) continue;
    const refusal = {
      kind,
      period,
      limitCents,
      usedCents: Math.max(0, usedCents),
      leftCents: leftOf(limitCents, usedCents),
    };
    // The tightest: least left, then the lowest limit (a full day inside an over-full week names the week).
    if (
      !worst ||
      refusal.leftCents < worst.leftCents ||
      (refusal.leftCents === worst.leftCents && refusal.limitCents < worst.limitCents)
    )
      worst = refusal;
  }
  return worst;
}

/**
 * The deposit check: call inside the transaction that inserts the order. It takes the member's deposit
 * lock first, so of concurrent orders each sees the ones committed before it: exactly the affordable
 * ones pass.
 */
export async function depositLimitBreach(
  tx: DbOrTx,
  memberId: number,
  amountCents: number,
  now: number,
): Promise<LimitRefusal | null> {
  await lockKeys(tx, LOCK_SPACE.depositLimit, String(memberId));
  return breach(tx, memberId, 'deposit', amountCents, now);
}

/** The loss check: the caller has locked the member's wallet row (server/protection/bet-guard.ts). */
export const lossLimitBreach = (tx: DbOrTx, memberId: number, amountCents: number, now: number) =>
  breach(tx, memberId, 'loss', amountCents, now);

/** Every kind and period for the member: in force, pending, and the period's use so far. */
export async function limitStates(db: DbOrTx, memberId: number, now: number): Promise<LimitState[]> {
  const rows = await rowsOf(db, memberId);
  const states: LimitState[] = [];
  for (const kind of LIMIT_KINDS)
    for (const period of LIMIT_PERIODS) {
      const s = stored(rows.find((r) => r.kind === kind && r.period === period));
      const bounds = periodBounds(period, now);
      const pendingLater = s.pendingAt !== null && s.pendingAt > now;
      states.push({
        kind,
        period,
        limitCents: limitInForce(s, now),
        pending:
          pendingLater && s.pendingAt !== null
            ? { limitCents: s.pendingCents, appliesAt: new Date(s.pendingAt).toISOString() }
            : null,
        usedCents: Math.max(0, await usedOf(db, kind, memberId, bounds.start)),
        periodEndsAt: new Date(bounds.end).toISOString(),
      });
    }
  return states;
}

/**
 * The member's choice for one limit (null: remove), applied under the rules of server/protection/limit-rules.ts.
 * The row is locked while it changes, so two changes at once apply one after the other.
 */
export async function setLimit(
  db: DbOrTx,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  wanted: number | null,
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const key = and(
      eq(memberLimits.memberId, memberId),
      eq(memberLimits.kind, kind),
      eq(memberLimits.period, period),
    );
    // A first row for this limit: created empty, so the lock below always has a row to hold.
    await tx
      .insert(memberLimits)
      .values({ memberId, kind, period, updatedAt: new Date(now) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(memberLimits).where(key).for('update');
    const next = changeLimit(stored(row), wanted, now);
    await tx
      .update(memberLimits)
      .set({
        limitCents: next.limitCents,
        pendingCents: next.pendingCents,
        pendingAt: next.pendingAt === null ? null : new Date(next.pendingAt),
        updatedAt: new Date(now),
      })
      .where(key);
  });
}

/** A real (not trial) member of the merchant by account, case-insensitive: what operators look up. */
export async function memberByAccount(db: DbOrTx, merchantCode: string, account: string) {
  const [member] = await db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchantCode),
        ne(members.type, MEMBER_TYPE_TRIAL),
        eq(sql`lower(${members.account})`, account.trim().toLowerCase()),
      ),
    );
  return member;
}
