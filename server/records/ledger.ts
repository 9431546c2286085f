// A member's ledger entries, newest first, over a date range (index wallet_ledger (member_id, created_at)).
import { and, count, desc, eq, gte, inArray, lt, notInArray } from 'drizzle-orm';
import {
  LEDGER_REASON_LIST,
  type LedgerGroup,
  ledgerGroupOf,
  reasonsOf,
} from '../../src/shared/constants/ledger.ts';
import type { LedgerQuery } from '../../src/shared/schemas/records.ts';
import { walletLedger } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { pagedQuery } from '../lib/paged.ts';
import type { Range } from './range.ts';

/** `other` is every reason not in another group, unknown ones included. */
function groupFilter(group: LedgerGroup | undefined) {
  if (!group) return undefined;
  if (group === 'other') {
    const known = LEDGER_REASON_LIST.filter((r) => ledgerGroupOf(r) !== 'other');
    return notInArray(walletLedger.reason, known);
  }
  const reasons = reasonsOf(group);
  // A group no reason writes yet (bonus, rebate): nothing matches.
  return reasons.length ? inArray(walletLedger.reason, reasons) : eq(walletLedger.id, -1);
}

export async function ledgerPage(db: Db, memberId: number, range: Range, q: LedgerQuery) {
  const where = and(
    eq(walletLedger.memberId, memberId),
    gte(walletLedger.createdAt, range.from),
    lt(walletLedger.createdAt, range.to),
    groupFilter(q.group),
  );
  const page = await pagedQuery(
    q,
    (limit, offset) =>
      db
        .select()
        .from(walletLedger)
        .where(where)
        .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(walletLedger).where(where),
  );
  return {
    ...page,
    list: page.list.map((r) => ({
      id: r.id,
      reason: r.reason,
      group: ledgerGroupOf(r.reason),
      amountCents: r.amountCents,
      balanceAfterCents: r.balanceAfterCents,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
