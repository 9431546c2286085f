// The member's nickname (shown in the header instead of the account): registration's bounds and
// characters, and no control characters.
import { eq } from 'drizzle-orm';
import { NICKNAME_FORBIDDEN, NICKNAME_LENGTH } from '../../src/shared/constants/security.ts';
import { SECURITY_CODES } from '../../src/shared/errors/security.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { members } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

/** The nickname as stored (NFC, trimmed, runs of spaces as one), or null when it breaks the rule. */
export function cleanNickname(raw: string): string | null {
  const trimmed = raw.normalize('NFC').trim();
  // Checked before spaces are collapsed: a tab or a line separator is refused, not turned into a space.
  if (NICKNAME_FORBIDDEN.test(trimmed)) return null;
  const name = trimmed.replace(/ +/g, ' ');
  const length = [...name].length;
  return length < NICKNAME_LENGTH.min || length > NICKNAME_LENGTH.max ? null : name;
}

export async function setNickname(
  db: Db,
  memberId: number,
  raw: string,
): Promise<Outcome<{ nickname: string }>> {
  const nickname = cleanNickname(raw);
  if (!nickname)
    return refused(
      400,
      SECURITY_CODES.nicknameInvalid,
      `nickname: ${NICKNAME_LENGTH.min}-${NICKNAME_LENGTH.max} characters, none of < > & " ' \\ / or control characters`,
    );
  await db.update(members).set({ nickname }).where(eq(members.id, memberId));
  return done({ nickname });
}
