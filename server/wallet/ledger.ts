// The wallet ledger: the only code that moves money. Each movement is one atomic statement that locks
// the wallet row, checks the balance it finds (never read-then-write, so concurrent debits cannot
// overdraw; a CHECK constraint backs it) and appends a ledger entry whose unique `reference` makes replays
// idempotent. A movement may run inside the caller's transaction (pass the `tx`), so a bet and the record
// it pays for commit together or not at all; every entry moves a positive amount,
// and every balance is the sum of its entries (server/wallet/reconcile.ts checks it).
import { eq, type SQL, sql } from 'drizzle-orm';
import type { LedgerReason } from '../../src/shared/constants/ledger.ts';
import { executePrepared } from '../db/prepared.ts';
import { walletLedger, wallets } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { type LedgerReference, ledgerRef } from './references.ts';

/** The database, or a transaction of it: movements inside a transaction commit with it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Movement {
  memberId: number;
  /** Positive: the amount to move, in cents. */
  amountCents: number;
  /** Why: one of the reasons the records screens know (src/shared/constants/ledger.ts), checked by the compiler. */
  reason: LedgerReason;
  /** Idempotency key, unique across the platform, built by `ledgerRef` (references.ts). */
  reference: LedgerReference;
}

export type LedgerEntry = typeof walletLedger.$inferSelect;

export type MoveResult =
  | { ok: true; entry: LedgerEntry; replayed: boolean }
  | { ok: false; reason: 'insufficient_funds' | 'no_wallet'; balanceCents: number };

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

/** A ledger row as the movement statement returns it (numbers as float8: exact below 2^53 cents). */
interface MovedRow {
  how: 'moved' | 'replay' | 'short';
  id: number | null;
  member_id: number;
  amount_cents: number | null;
  balance_after_cents: number;
  reason: string | null;
  reference: string | null;
  created_ms: number | null;
}

const entryOf = (r: MovedRow): LedgerEntry => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  amountCents: Number(r.amount_cents),
  balanceAfterCents: Number(r.balance_after_cents),
  reason: r.reason as string,
  reference: r.reference as string,
  createdAt: new Date(Number(r.created_ms)),
});

/** Told of each entry this process writes (the metrics count them); its transaction may yet roll back. */
type MoveWatcher = (reason: string, amountCents: number) => void;
const watchers = new Set<MoveWatcher>();
export function watchMovements(watch: MoveWatcher): () => void {
  watchers.add(watch);
  return () => watchers.delete(watch);
}

/**
 * One statement, one round trip: the replay lookup, the wallet row locked (FOR UPDATE: concurrent
 * movements of one wallet queue here and each reads the balance the one before it committed), the entry
 * inserted with the balance after, and the wallet set to that balance, only when it covers a debit. A
 * statement is atomic on its own, so no transaction or savepoint is needed around it. A concurrent twin
 * of the same reference makes the insert do nothing (the unique index waits for the twin's outcome), or
 * finds the balance it took short, and so nothing moves: the twin's entry is then read as a replay.
 */
async function move(db: DbOrTx, m: Movement, sign: 1 | -1, opts: MoveOptions = {}): Promise<MoveResult> {
  if (!Number.isSafeInteger(m.amountCents) || m.amountCents <= 0) throw new Error('amount must be cents > 0');
  const delta = sign * m.amountCents;
  const cols = sql`id::float8 as id, member_id, amount_cents::float8 as amount_cents,
    balance_after_cents::float8 as balance_after_cents, reason, reference,
    (extract(epoch from created_at) * 1000)::float8 as created_ms`;
  const [row] = await executePrepared<MovedRow>(
    db,
    sql`
    with prior as (
      select ${cols} from wallet_ledger where reference = ${m.reference}
    ), w as (
      select member_id, balance_cents from wallets
      where member_id = ${m.memberId} and not exists (select 1 from prior)
      for update
    ), ins as (
      insert into wallet_ledger (member_id, amount_cents, balance_after_cents, reason, reference)
      select member_id, ${delta}, balance_cents + ${delta}, ${m.reason}, ${m.reference} from w
      where balance_cents + ${delta} >= 0
      on conflict (reference) do nothing
      returning ${cols}
    ), upd as (
      update wallets set balance_cents = ins.balance_after_cents, updated_at = now()
      from ins where wallets.member_id = ins.member_id
      returning wallets.member_id
    )${opts.alongside ?? sql``}
    select 'moved' as how, ins.* from ins
    union all select 'replay', prior.* from prior
    union all select 'short', null, member_id, null, balance_cents::float8, null, null, null from w
      where balance_cents + ${delta} < 0`,
  );
  if (row?.how === 'moved') {
    for (const watch of watchers) watch(m.reason, m.amountCents);
    return { ok: true, entry: entryOf(row), replayed: false };
  }
  if (row?.how === 'replay') return { ok: true, entry: entryOf(row), replayed: true };
  if (row?.how === 'short') {
    // A twin of this reference may have taken the balance while we queued on the wallet lock (the insert
    // was then never tried, so no conflict said so): that is this very movement, done once.
    const twin = await findEntry(db, m.reference);
    if (twin) return { ok: true, entry: twin, replayed: true };
    return { ok: false, reason: 'insufficient_funds', balanceCents: Number(row.balance_after_cents) };
  }
  // Nothing moved and nothing refused: no wallet, or a concurrent twin committed the reference first.
  const winner = await findEntry(db, m.reference);
  if (winner) return { ok: true, entry: winner, replayed: true };
  const balance = await balanceOf(db, m.memberId);
  if (balance === undefined) return { ok: false, reason: 'no_wallet', balanceCents: 0 };
  throw new Error(`ledger movement ${m.reference}: neither applied nor refused`);
}

export interface MoveOptions {
  /**
   * The records the movement pays for, written by the same statement: more `, name as (insert … select
   * … from ins)` clauses, where `ins` is the new entry, so they are written exactly when the money moved
   * (a seamless bet's round and call). Saves the caller a round trip; they commit with the entry.
   */
  alongside?: SQL;
}

/** Takes money out; refuses (never overdraws) when the balance does not cover it. */
export const debit = (db: DbOrTx, m: Movement, opts?: MoveOptions) => move(db, m, -1, opts);
/** Puts money in. */
export const credit = (db: DbOrTx, m: Movement, opts?: MoveOptions) => move(db, m, 1, opts);

export interface Opening {
  memberId: number;
  /** What the wallet starts with, cents (0: no entry). */
  openingCents: number;
  /** `opening` (seeded accounts), `trial.grant` (play money), … */
  reason: LedgerReason;
  /** `ledgerRef.opening(id)`, `ledgerRef.trialGrant(id)`, … */
  reference: LedgerReference;
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

/** A new member's wallet at 0: its first money comes in through the ledger like any other. */
export const openEmptyWallet = (tx: DbOrTx, memberId: number) =>
  openWallet(tx, { memberId, openingCents: 0, reason: 'opening', reference: ledgerRef.opening(memberId) });
