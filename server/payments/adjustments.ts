// Operators' adjustments of a member's wallet: a credit or a debit with a mandatory note, as a ledger
// entry (`adjust.credit` / `adjust.debit`, reference `adjust:<memberId>:<requestId>`) and its audit row in
// one transaction. A debit never overdraws; a retried request (same id) moves once and is audited once.
import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { MEMBER_TYPE_TRIAL } from '../../src/shared/constants/members.ts';
import { TRANSFER_CODES } from '../../src/shared/errors/cashier.ts';
import type { Adjustment, AdjustmentResultSchema } from '../../src/shared/schemas/transfer.ts';
import { audit } from '../core/audit.ts';
import { type Outcome, refused } from '../core/outcome.ts';
import { members } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { balanceOf, credit, debit, type LedgerEntry } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';

type Result = v.InferOutput<typeof AdjustmentResultSchema>;

export async function adjust(
  db: Db,
  merchantCode: string,
  actor: string,
  a: Adjustment,
): Promise<Outcome<Result>> {
  const [member] = await db
    .select({ id: members.id, account: members.account, type: members.type })
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchantCode),
        a.memberId !== undefined
          ? eq(members.id, a.memberId)
          : eq(sql`lower(${members.account})`, (a.account ?? '').toLowerCase()),
      ),
    );
  if (!member) return refused(404, TRANSFER_CODES.memberUnknown, 'No such member');
  if (member.type === MEMBER_TYPE_TRIAL)
    return refused(409, TRANSFER_CODES.memberTrial, "A trial account's play money is not adjusted");
  const reference = ledgerRef.adjust(member.id, a.requestId);
  const signed = a.direction === 'credit' ? a.amountCents : -a.amountCents;
  const answer = async (h: DbOrTx, entry: LedgerEntry, replayed: boolean): Promise<Outcome<Result>> =>
    entry.amountCents !== signed
      ? refused(409, TRANSFER_CODES.requestReused, 'This requestId moved another amount')
      : {
          ok: true,
          value: {
            memberId: member.id,
            account: member.account,
            direction: a.direction,
            amountCents: a.amountCents,
            balanceCents: (await balanceOf(h, member.id)) ?? 0,
            reference,
            replayed,
          },
        };
  return db.transaction(async (tx) => {
    const movement = {
      memberId: member.id,
      amountCents: a.amountCents,
      reason: `adjust.${a.direction}` as const,
      reference,
    };
    const moved = a.direction === 'credit' ? await credit(tx, movement) : await debit(tx, movement);
    if (!moved.ok)
      return refused(409, TRANSFER_CODES.adjustInsufficient, `The balance is ${moved.balanceCents} cents`);
    // A twin of this request that committed while this one waited for the wallet's lock: a replay.
    if (moved.replayed) return answer(tx, moved.entry, true);
    await audit(tx, actor, `adjust.${a.direction}`, `member:${member.id}`, {
      amountCents: a.amountCents,
      note: a.note,
      reference,
      balanceAfterCents: moved.entry.balanceAfterCents,
    });
    return answer(tx, moved.entry, false);
  });
}
