// Minimum age and date of birth (issue 13). The operator picks 18 or 21 (stored with the merchant's
// registration settings, 21 when unset); registration confirms it and a date of birth must reach it on
// Manila's calendar (src/shared/age.ts). The date of birth is set once: the row update only fills a null.
import { and, eq, isNull } from 'drizzle-orm';
import { isOldEnough, isPastDate } from '../../src/shared/age.ts';
import { DEFAULT_MINIMUM_AGE, type MinimumAge } from '../../src/shared/constants/protection.ts';
import { AGE_CODES } from '../../src/shared/errors/protection.ts';
import type { BirthDateStatus } from '../../src/shared/schemas/protection.ts';
import {
  DEFAULT_REGISTRATION,
  type StoredRegistration,
  storedRegistration,
} from '../auth/registration-rules.ts';
import { audit } from '../core/audit.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { members, merchants } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

export async function minimumAgeOf(db: Db, merchant: string): Promise<MinimumAge> {
  return (await storedRegistration(db, merchant)).minimumAge ?? DEFAULT_MINIMUM_AGE;
}

/** Operators: sets the merchant's minimum age (kept with its registration settings). False: no such merchant. */
export async function setMinimumAge(
  db: Db,
  merchant: string,
  minimumAge: MinimumAge,
  actor: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ registration: merchants.registration })
      .from(merchants)
      .where(eq(merchants.code, merchant))
      .for('update');
    if (!row) return false;
    const next: StoredRegistration = { ...(row.registration ?? DEFAULT_REGISTRATION), minimumAge };
    await tx.update(merchants).set({ registration: next }).where(eq(merchants.code, merchant));
    await audit(tx, actor, 'protection.minimumAge', `merchant:${merchant}`, { minimumAge });
    return true;
  });
}

export async function birthDateStatus(db: Db, memberId: number, merchant: string): Promise<BirthDateStatus> {
  const [row] = await db
    .select({ birthDate: members.birthDate })
    .from(members)
    .where(eq(members.id, memberId));
  return { birthDate: row?.birthDate ?? null, minimumAge: await minimumAgeOf(db, merchant) };
}

/** Sets the member's date of birth once; refused when not a past date or under the merchant's minimum age. */
export async function setBirthDate(
  db: Db,
  memberId: number,
  merchant: string,
  birthDate: string,
  nowMs: number,
): Promise<Outcome<BirthDateStatus>> {
  if (!isPastDate(birthDate, nowMs)) return refused(400, AGE_CODES.dateInvalid, 'Not a past calendar date');
  const minimumAge = await minimumAgeOf(db, merchant);
  if (!isOldEnough(birthDate, minimumAge, nowMs))
    return refused(400, AGE_CODES.underAge, `Members must be at least ${minimumAge}`);
  const set = await db
    .update(members)
    .set({ birthDate })
    .where(and(eq(members.id, memberId), isNull(members.birthDate)))
    .returning({ birthDate: members.birthDate });
  if (!set.length) return refused(409, AGE_CODES.alreadySet, 'The date of birth is already set');
  return done({ birthDate, minimumAge });
}
