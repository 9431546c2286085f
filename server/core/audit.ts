// The operators' audit trail (ops_audit): who did what to which record, and when. Every operator action
// on money writes its row in the same transaction as the action, so neither exists without the other.
import { and, count, desc, eq } from 'drizzle-orm';
import { opsAudit } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';

/** One audit row, in the caller's transaction: the action and its record commit together. */
export async function audit(
  tx: DbOrTx,
  actor: string,
  action: string,
  target: string,
  details: Record<string, unknown>,
) {
  await tx.insert(opsAudit).values({ actor, action, target, details });
}

/** The audit, newest first, optionally of one target (`member:12`, `deposit:3`) or one action. */
export async function auditPage(
  db: Db,
  q: { target?: string | undefined; action?: string | undefined; pageNo: number; pageSize: number },
) {
  const where = and(
    q.target ? eq(opsAudit.target, q.target) : undefined,
    q.action ? eq(opsAudit.action, q.action) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(opsAudit)
      .where(where)
      .orderBy(desc(opsAudit.at), desc(opsAudit.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(opsAudit).where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: total?.n ?? 0,
  };
}
