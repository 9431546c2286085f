// One-time password-reset tokens (e-mailed links): 32 random bytes, stored hashed, 30 minutes.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { resetTokens } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { newToken, sha256 } from '../lib/tokens.ts';

export const RESET_TOKEN_TTL_MINUTES = 30;

export class ResetTokenStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async issue(memberId: number): Promise<string> {
    const token = newToken();
    const now = this.now();
    await this.db.insert(resetTokens).values({
      tokenHash: sha256(token),
      memberId,
      createdAt: new Date(now),
      expiresAt: new Date(now + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    return token;
  }

  /** The member of a live token, without using it up. */
  async peek(token: string): Promise<{ id: number; memberId: number } | undefined> {
    const [row] = await this.db
      .select({ id: resetTokens.id, memberId: resetTokens.memberId })
      .from(resetTokens)
      .where(this.live(token));
    return row;
  }

  /** Uses the token up: true for exactly one caller. */
  async consume(id: number, db: Db = this.db): Promise<boolean> {
    const now = new Date(this.now());
    const rows = await db
      .update(resetTokens)
      .set({ usedAt: now })
      .where(and(eq(resetTokens.id, id), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, now)))
      .returning({ id: resetTokens.id });
    return rows.length === 1;
  }

  private live(token: string) {
    const now = new Date(this.now());
    return and(
      eq(resetTokens.tokenHash, sha256(token)),
      isNull(resetTokens.usedAt),
      gt(resetTokens.expiresAt, now),
    );
  }
}
