// Where a member's withdrawals are paid: the payee name (set once), bank cards and e-wallets (the holder
// must be the payee), soft-deleted so withdrawals keep what they were paid to.

import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { PAYOUT_CODES } from '../../src/shared/errors/cashier.ts';
import {
  type AddPayoutAccount,
  BANK_NUMBER_LENGTH,
  EWALLET_NUMBER,
  EWALLET_PROVIDERS,
  PAYEE_NAME,
  PAYOUT_ACCOUNTS_MAX,
  type PayoutAccount,
} from '../../src/shared/schemas/payout.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { members, payoutAccounts } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { maskMobile } from '../lib/mask.ts';

type AccountRow = typeof payoutAccounts.$inferSelect;

/** `••••5678`: enough for the member to tell accounts apart, not enough to read one off a screen. */
export const maskNumber = (n: string) => `••••${n.slice(-4)}`;

/** Names compare trimmed, in one case, with runs of spaces as one. */
export const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export const toAccount = (r: AccountRow): PayoutAccount => ({
  id: r.id,
  kind: r.kind,
  provider: r.provider,
  holderName: r.holderName,
  maskedNumber: maskNumber(r.accountNumber),
  createdAt: r.createdAt.toISOString(),
});

/** The account number as stored (digits), or a refusal: its kind's rule. */
function numberOf(a: AddPayoutAccount): Outcome<string> {
  const digits = a.accountNumber.replace(/[\s-]/g, '');
  if (a.kind === 'ewallet')
    return EWALLET_NUMBER.test(digits)
      ? done(digits)
      : refused(
          400,
          PAYOUT_CODES.numberInvalid,
          'An e-wallet number is a PH mobile: 09XXXXXXXXX or 639XXXXXXXXX',
        );
  const { min, max } = BANK_NUMBER_LENGTH;
  return new RegExp(`^\\d{${min},${max}}$`).test(digits)
    ? done(digits)
    : refused(400, PAYOUT_CODES.numberInvalid, `A bank account number is ${min} to ${max} digits`);
}

interface Member {
  memberId: number;
  merchantCode: string;
}

export class PayoutAccounts {
  constructor(private readonly db: Db) {}

  async member(memberId: number) {
    const [row] = await this.db
      .select({
        payeeName: members.payeeName,
        paymentPasswordHash: members.paymentPasswordHash,
        mobile: members.mobile,
        mobileBoundAt: members.mobileBoundAt,
      })
      .from(members)
      .where(eq(members.id, memberId));
    return row;
  }

  /** Active accounts, oldest first. */
  async list(memberId: number) {
    const rows = await this.db
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt)))
      .orderBy(asc(payoutAccounts.id));
    return rows.map(toAccount);
  }

  async profile(memberId: number, recentlyAuthenticated: boolean) {
    const [m, accounts] = await Promise.all([this.member(memberId), this.list(memberId)]);
    return {
      payeeName: m?.payeeName ?? null,
      paymentPasswordSet: !!m?.paymentPasswordHash,
      accounts,
      maskedMobile: maskMobile(m?.mobile ?? null),
      recentlyAuthenticated,
    };
  }

  /** Once: a conditional update, so of two concurrent sets one wins and the other is refused. */
  async setPayeeName(memberId: number, name: string) {
    const payeeName = name.trim().replace(/\s+/g, ' ');
    if (!PAYEE_NAME.test(payeeName))
      return refused(400, PAYOUT_CODES.payeeNameInvalid, "A name has letters, spaces and . ' - only");
    const rows = await this.db
      .update(members)
      .set({ payeeName })
      .where(and(eq(members.id, memberId), isNull(members.payeeName)))
      .returning({ id: members.id });
    return rows.length
      ? done({ payeeName })
      : refused(409, PAYOUT_CODES.payeeNameSet, 'The payee name is already set');
  }

  async add(m: Member, a: AddPayoutAccount): Promise<Outcome<PayoutAccount>> {
    const member = await this.member(m.memberId);
    if (!member?.payeeName) return refused(409, PAYOUT_CODES.payeeNameMissing, 'Set the payee name first');
    if (!sameName(a.holderName, member.payeeName))
      return refused(400, PAYOUT_CODES.holderMismatch, 'The account holder must be the payee name');
    const provider =
      a.kind === 'ewallet'
        ? EWALLET_PROVIDERS.find((p) => p.toLowerCase() === a.provider.trim().toLowerCase())
        : a.provider.trim();
    if (!provider) return refused(400, PAYOUT_CODES.providerInvalid, 'No such e-wallet');
    const number = numberOf(a);
    if (!number.ok) return number;
    return this.db.transaction(async (tx) => {
      // The member's row lock queues concurrent adds, so the limit below counts them all.
      await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.id, m.memberId))
        .for('no key update');
      const active = and(eq(payoutAccounts.memberId, m.memberId), isNull(payoutAccounts.removedAt));
      const [n] = await tx.select({ n: count() }).from(payoutAccounts).where(active);
      if ((n?.n ?? 0) >= PAYOUT_ACCOUNTS_MAX)
        return refused(409, PAYOUT_CODES.accountLimit, `At most ${PAYOUT_ACCOUNTS_MAX} accounts`);
      const [dup] = await tx
        .select({ id: payoutAccounts.id })
        .from(payoutAccounts)
        .where(
          and(
            active,
            eq(payoutAccounts.kind, a.kind),
            sql`lower(${payoutAccounts.provider}) = lower(${provider})`,
            eq(payoutAccounts.accountNumber, number.value),
          ),
        );
      if (dup) return refused(409, PAYOUT_CODES.accountDuplicate, 'This account is already added');
      const [row] = await tx
        .insert(payoutAccounts)
        .values({
          merchantCode: m.merchantCode,
          memberId: m.memberId,
          kind: a.kind,
          provider,
          holderName: member.payeeName ?? a.holderName.trim(),
          accountNumber: number.value,
        })
        .returning();
      if (!row) throw new Error('payout account insert returned nothing');
      return done(toAccount(row));
    });
  }

  /** Soft delete: withdrawals keep their snapshot; a pending one is still paid where it was asked. */
  async remove(memberId: number, id: number) {
    const rows = await this.db
      .update(payoutAccounts)
      .set({ removedAt: sql`now()` })
      .where(
        and(
          eq(payoutAccounts.id, id),
          eq(payoutAccounts.memberId, memberId),
          isNull(payoutAccounts.removedAt),
        ),
      )
      .returning({ id: payoutAccounts.id });
    return rows.length ? done(null) : refused(404, PAYOUT_CODES.accountUnknown, 'No such payout account');
  }

  /** An active account of the member, with its full number (for a withdrawal's snapshot). */
  async active(memberId: number, id: number) {
    const [row] = await this.db
      .select()
      .from(payoutAccounts)
      .where(
        and(
          eq(payoutAccounts.id, id),
          eq(payoutAccounts.memberId, memberId),
          isNull(payoutAccounts.removedAt),
        ),
      );
    return row;
  }
}
