// SMS one-time codes. The latest code per (merchant, mobile, purpose) is the live one: hashed, valid
// SMS_CODE_TTL_MINUTES, burnt after MAX_WRONG wrong tries. Checking and using are two steps (a flow
// may refuse after a right code without spending it), and using is a conditional UPDATE: under
// concurrent requests exactly one wins.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_MINUTES,
  type SmsCodePurpose,
} from '../../src/shared/constants/accounts.ts';
import { smsCodes } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { randomDigits, sha256 } from '../lib/tokens.ts';

export const SMS_MAX_WRONG = 5;

export type CodeCheck = { ok: true; id: number } | { ok: false; reason: 'invalid' | 'expired' };

const hash = (merchant: string, mobile: string, purpose: SmsCodePurpose, code: string) =>
  sha256(`${merchant}:${mobile}:${purpose}:${code}`);

export class SmsCodeStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async issue(merchant: string, mobile: string, purpose: SmsCodePurpose): Promise<string> {
    const code = randomDigits(SMS_CODE_LENGTH);
    const now = this.now();
    await this.db.insert(smsCodes).values({
      merchantCode: merchant,
      mobile,
      purpose,
      codeHash: hash(merchant, mobile, purpose, code),
      createdAt: new Date(now),
      expiresAt: new Date(now + SMS_CODE_TTL_MINUTES * 60_000),
    });
    return code;
  }

  /** Checks `code` against the live code; a wrong code counts one try. Does not use the code up. */
  async check(merchant: string, mobile: string, purpose: SmsCodePurpose, code: string): Promise<CodeCheck> {
    const [row] = await this.db
      .select()
      .from(smsCodes)
      .where(
        and(eq(smsCodes.merchantCode, merchant), eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)),
      )
      .orderBy(desc(smsCodes.id))
      .limit(1);
    if (!row || row.usedAt || row.attempts >= SMS_MAX_WRONG) return { ok: false, reason: 'invalid' };
    if (row.expiresAt.getTime() <= this.now()) return { ok: false, reason: 'expired' };
    if (row.codeHash !== hash(merchant, mobile, purpose, code.trim())) {
      await this.db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(eq(smsCodes.id, row.id));
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, id: row.id };
  }

  /**
   * Uses a checked code up: true for exactly one caller, false if it was used or expired meanwhile.
   * Pass a transaction to keep the code when the rest of the transaction fails.
   */
  async consume(id: number, db: Db = this.db): Promise<boolean> {
    const now = new Date(this.now());
    const rows = await db
      .update(smsCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(smsCodes.id, id),
          isNull(smsCodes.usedAt),
          gt(smsCodes.expiresAt, now),
          lt(smsCodes.attempts, SMS_MAX_WRONG),
        ),
      )
      .returning({ id: smsCodes.id });
    return rows.length === 1;
  }

  /** check + consume. */
  async use(merchant: string, mobile: string, purpose: SmsCodePurpose, code: string): Promise<CodeCheck> {
    const checked = await this.check(merchant, mobile, purpose, code);
    if (!checked.ok) return checked;
    return (await this.consume(checked.id)) ? checked : { ok: false, reason: 'invalid' };
  }
}
