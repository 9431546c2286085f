// What the security centre's hub shows, in one read: the profile, the bindings (masked) and which of the
// security items are set.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { SecurityProfile } from '../../src/shared/schemas/security.ts';
import { memberSecurityQuestions, members, payoutAccounts } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { maskEmail, maskMobile, maskName } from '../lib/mask.ts';

export async function securityProfile(db: Db, memberId: number): Promise<SecurityProfile | null> {
  const [[m], [accounts], [questions]] = await Promise.all([
    db.select().from(members).where(eq(members.id, memberId)),
    db
      .select({ n: count() })
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt))),
    db
      .select({ n: count() })
      .from(memberSecurityQuestions)
      .where(eq(memberSecurityQuestions.memberId, memberId)),
  ]);
  if (!m) return null;
  return {
    account: m.account,
    nickname: m.nickname,
    avatarSet: !!m.avatarKey,
    maskedEmail: maskEmail(m.email),
    maskedMobile: maskMobile(m.mobile),
    maskedPayeeName: maskName(m.payeeName),
    paymentPasswordSet: !!m.paymentPasswordHash,
    payoutAccountCount: Number(accounts?.n ?? 0),
    securityQuestionsSet: Number(questions?.n ?? 0) > 0,
    birthDateSet: !!m.birthDate,
  };
}
