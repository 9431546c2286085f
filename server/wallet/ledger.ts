// The wallet ledger: the only code that moves money. Each movement is one transaction that
// changes the balance with a conditional UPDATE (never read-then-write, so concurrent debits cannot
// overdraw) and appends a ledger entry whose unique `reference` makes replays idempotent.
// A movement may run inside the caller's transaction (pass the `tx`: it becomes a savepoint),
// so a bet and the record it pays for commit together or not at all; every entry moves a positive amount,
// and every balance is the sum of its entries (server/wallet/reconcile.ts checks it).
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { walletLedger, wallets } from '../db/schema.ts';

/** The database, or a transaction of it: movements inside a transaction commit with it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Movement {
  memberId: number;
  /** Positive: the amount to move, in cents. */
  amountCents: number;
  /** Why: 'bet', 'win', 'rollback', 'lottery.order', … (free text, kept with the entry). */
  reason: string;
  /** Idempotency key, unique across the platform (e.g. `studio:bet:<txId>`). */
  reference: string;
}

export type LedgerEntry = typeof walletLedger.$inferSelect;

export type MoveResult =
  | { ok: true; entry: LedgerEntry; replayed: boolean }
  | { ok: false; reason: 'insufficient_funds' | 'no_wallet'; balanceCents: number };

const UNIQUE_VIOLATION = '23505';

/** The statement broke a unique index (a concurrent twin got there first). */
export const isUniqueViolation = (err: unknown) => pgCode(err) === UNIQUE_VIOLATION;

/** A Postgres error code, wherever the driver put it (pg, PGlite, drizzle's wrapper). */
function pgCode(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export async function findEntry(db: DbOrTx, reference: string): Promise<LedgerEntry | undefined> {
  const [entry] = await db.select().from(walletLedger).where(eq(walletLedger.reference, reference));
  return entry;
}

export async function balanceOf(db: Pick<Db, 'select'>, memberId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ cents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.memberId, memberId));
  return row?.cents;
}

async function move(db: DbOrTx, m: Movement, sign: 1 | -1): Promise<MoveResult> {
  if (!Number.isSafeInteger(m.amountCents) || m.amountCents <= 0) throw new Error('amount must be cents > 0');
  const replay = await findEntry(db, m.reference);
  if (replay) return { ok: true, entry: replay, replayed: true };
  const delta = sign * m.amountCents;
  try {
    return await db.transaction(async (tx) => {
      // The condition is the overdraft guard: the row lock makes concurrent debits queue, and each
      // re-checks the balance it finds, so exactly the affordable ones succeed.
      const [row] = await tx
        .update(wallets)
        .set({ balanceCents: sql`${wallets.balanceCents} + ${delta}`, updatedAt: sql`now()` })
        .where(
          sign < 0
            ? and(eq(wallets.memberId, m.memberId), gte(wallets.balanceCents, m.amountCents))
            : eq(wallets.memberId, m.memberId),
        )
        .returning({ balanceCents: wallets.balanceCents });
      if (!row) {
        const balance = await balanceOf(tx, m.memberId);
        return {
          ok: false as const,
          reason: balance === undefined ? ('no_wallet' as const) : ('insufficient_funds' as const),
          balanceCents: balance ?? 0,
        };
      }
      const [entry] = await tx
        .insert(walletLedger)
        .values({
          memberId: m.memberId,
          amountCents: delta,
          balanceAfterCents: row.balanceCents,
          reason: m.reason,
          reference: m.reference,
        })
        .returning();
      if (!entry) throw new Error('ledger insert returned nothing');
      return { ok: true as const, entry, replayed: false };
    });
  } catch (err) {
    // The same reference won a concurrent race: our transaction rolled back (balance untouched).
    if (isUniqueViolation(err)) {
      const winner = await findEntry(db, m.reference);
      if (winner) return { ok: true, entry: winner, replayed: true };
    }
    throw err;
  }
}

/** Takes money out; refuses (never overdraws) when the balance does not cover it. */
export const debit = (db: DbOrTx, m: Movement) => move(db, m, -1);
/** Puts money in. */
export const credit = (db: DbOrTx, m: Movement) => move(db, m, 1);

export interface Opening {
  memberId: number;
  /** What the wallet starts with, cents (0: no entry). */
  openingCents: number;
  /** `opening` (seeded accounts), `trial.grant` (play money), … */
  reason: string;
  /** `opening:<memberId>`, `trial:grant:<memberId>`, … */
  reference: string;
}

/**
 * A new wallet starts at 0 and its opening amount arrives as a ledger credit, so every balance,
 * the first one included, is the sum of its entries. Pass the caller's transaction: the wallet and its
 * opening entry commit with the member or not at all.
 */
export async function openWallet(tx: DbOrTx, o: Opening): Promise<void> {
  await tx.insert(wallets).values({ memberId: o.memberId, balanceCents: 0 });
  if (o.openingCents === 0) return;
  const moved = await credit(tx, {
    memberId: o.memberId,
    amountCents: o.openingCents,
    reason: o.reason,
    reference: o.reference,
  });
  if (!moved.ok) throw new Error(`opening credit of member ${o.memberId} refused: ${moved.reason}`);
}
