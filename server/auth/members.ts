// Member look-ups and writes shared by the account routes.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { members, wallets } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { dialingCodeOf } from '../lib/mobile.ts';

export type MemberRow = typeof members.$inferSelect;

export async function findByAccount(
  db: Db,
  merchant: string,
  account: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchant),
        sql`lower(${members.account}) = ${account.trim().toLowerCase()}`,
      ),
    );
  return row;
}

export async function findByMobile(db: Db, merchant: string, mobile: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantCode, merchant), eq(members.mobile, mobile)));
  return row;
}

export async function findById(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

/**
 * Password login's user name: the account name, else a mobile number typed with its dialing code
 * ('639171234567') or nationally ('09171234567', the merchant's default country).
 */
export async function findForPasswordLogin(
  db: Db,
  merchant: string,
  username: string,
  defaultCountry: string,
): Promise<MemberRow | undefined> {
  const byAccount = await findByAccount(db, merchant, username);
  if (byAccount) return byAccount;
  const digits = username.trim();
  if (!/^\d{7,18}$/.test(digits)) return undefined;
  const national = digits.replace(/^0+/, '');
  const dialing = dialingCodeOf(defaultCountry);
  return (
    (await findByMobile(db, merchant, digits)) ??
    (dialing ? await findByMobile(db, merchant, `${dialing}${national}`) : undefined)
  );
}

/** Records a login; true when it is the account's first. */
export async function markLogin(db: Db, memberId: number, at: Date): Promise<boolean> {
  const first = await db
    .update(members)
    .set({ lastLoginAt: at })
    .where(and(eq(members.id, memberId), isNull(members.lastLoginAt)))
    .returning({ id: members.id });
  if (first.length) return true;
  await db.update(members).set({ lastLoginAt: at }).where(eq(members.id, memberId));
  return false;
}

export async function balanceOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ cents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.memberId, memberId));
  return row?.cents ?? 0;
}
