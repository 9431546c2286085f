// Shared by the money suites: the ledger reconciles after what they did, and balances are set
// through the ledger, never written into `wallets`.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../../../server/db/types.ts';
import { balanceOf, credit, debit } from '../../../server/wallet/ledger.ts';
import { checkLedger, describeFinding, type LedgerReport } from '../../../server/wallet/reconcile.ts';
import type { LedgerReference } from '../../../server/wallet/references.ts';
import type { LedgerReason } from '../../../src/shared/constants/ledger.ts';
import type { Harness } from './harness.ts';

/**
 * A reason production never writes, for entries only tests make (reconciliation's `test` kind: reference
 * `test:…`, reason `test…`): the ledger's type admits the real reasons alone.
 */
export const testReason = (reason: `test${string}`) => reason as unknown as LedgerReason;
/** Its reference (`test:…`): no builder in server/wallet/references.ts makes one. */
export const testReference = (reference: `test:${string}`) => reference as unknown as LedgerReference;
/**
 * A reference no builder makes: one older code wrote (kept in the database, so the checks must still read
 * it) or a forgery a check must catch.
 */
export const handMadeReference = (reference: string) => reference as LedgerReference;

/** Call in afterAll of a suite that moved money: checkLedger must find no mismatch. */
export async function expectLedgerClean(h: Harness): Promise<LedgerReport> {
  const report = await checkLedger(h.database.db);
  expect(report.ok, `ledger mismatches:\n${report.mismatches.map(describeFinding).join('\n')}`).toBe(true);
  return report;
}

/** Brings a member's balance to `targetCents` with one test entry (reason `test.adjust`). */
export async function adjustBalance(db: Db, memberId: number, targetCents: number): Promise<void> {
  const balance = await balanceOf(db, memberId);
  if (balance === undefined) throw new Error(`member ${memberId} has no wallet`);
  const delta = targetCents - balance;
  if (delta === 0) return;
  const movement = {
    memberId,
    amountCents: Math.abs(delta),
    reason: testReason('test.adjust'),
    reference: testReference(`test:adjust:${memberId}:${randomBytes(8).toString('hex')}`),
  };
  const moved = delta > 0 ? await credit(db, movement) : await debit(db, movement);
  if (!moved.ok) throw new Error(`adjusting member ${memberId} to ${targetCents}: ${moved.reason}`);
}

/** afterAll of a money suite: the ledger reconciles, then the harness closes (also when it does not). */
export async function closeReconciled(h: Harness | undefined): Promise<void> {
  if (!h) return;
  try {
    await expectLedgerClean(h);
  } finally {
    await h.close();
  }
}
