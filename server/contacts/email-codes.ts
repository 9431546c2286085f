// E-mail binding codes. The latest code of a member is the live one: hashed with the address it was sent
// to, valid EMAIL_CODE_TTL_MINUTES, burnt after SMS_MAX_WRONG wrong tries. Using one is a conditional
// UPDATE, so of two concurrent binds with the same code exactly one wins.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { SMS_CODE_LENGTH } from '../../src/shared/constants/accounts.ts';
import type { CodeCheck } from '../auth/sms-codes.ts';
import { SMS_MAX_WRONG } from '../auth/sms-codes.ts';
import { emailCodes } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { randomDigits, sha256 } from '../lib/tokens.ts';

/** Longer than an SMS code's 5: mail can take a minute or two to arrive. */
export const EMAIL_CODE_TTL_MINUTES = 10;

/** Addresses compare in one case (the stored one keeps what the member typed). */
export const emailKey = (email: string) => email.trim().toLowerCase();

const hash = (memberId: number, email: string, code: string) =>
  sha256(`${memberId}:${emailKey(email)}:${code}`);

export class EmailCodeStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async issue(memberId: number, email: string): Promise<string> {
    const code = randomDigits(SMS_CODE_LENGTH);
    const now = this.now();
    await this.db.insert(emailCodes).values({
      memberId,
      email: emailKey(email),
      codeHash: hash(memberId, email, code),
      createdAt: new Date(now),
      expiresAt: new Date(now + EMAIL_CODE_TTL_MINUTES * 60_000),
    });
    return code;
  }

  /**
   * Checks and uses the member's live code for `email`: a code sent to another address, an old code (a
   * newer one was sent) or a wrong one is 'invalid' (a wrong one counts a try).
   */
  async use(memberId: number, email: string, code: string): Promise<CodeCheck> {
    const [row] = await this.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.memberId, memberId))
      .orderBy(desc(emailCodes.id))
      .limit(1);
    if (!row || row.usedAt || row.attempts >= SMS_MAX_WRONG || row.email !== emailKey(email))
      return { ok: false, reason: 'invalid' };
    if (row.expiresAt.getTime() <= this.now()) return { ok: false, reason: 'expired' };
    if (row.codeHash !== hash(memberId, email, code.trim())) {
      await this.db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(eq(emailCodes.id, row.id));
      return { ok: false, reason: 'invalid' };
    }
    const now = new Date(this.now());
    const used = await this.db
      .update(emailCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailCodes.id, row.id),
          isNull(emailCodes.usedAt),
          gt(emailCodes.expiresAt, now),
          lt(emailCodes.attempts, SMS_MAX_WRONG),
        ),
      )
      .returning({ id: emailCodes.id });
    return used.length ? { ok: true, id: row.id } : { ok: false, reason: 'invalid' };
  }
}
