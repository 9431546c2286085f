// The 6-digit payment password that confirms withdrawals: set once, changed with the old one, reset by
// an SMS code to the member's bound mobile. Wrong guesses are counted per member: after
// PAYMENT_PASSWORD_MAX_WRONG within PAYMENT_PASSWORD_LOCK_MINUTES it is locked until the oldest leaves
// the window. Each check runs under the member's advisory lock (count, verify, record), so a burst of
// concurrent guesses gets no more tries than one after another.
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import {
  PAYMENT_PASSWORD_LOCK_MINUTES,
  PAYMENT_PASSWORD_MAX_WRONG,
} from '../../src/shared/constants/cashier.ts';
import { PAYOUT_CODES } from '../../src/shared/errors/cashier.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import { THROTTLE } from '../auth/throttle.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { members, throttleEvents } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { LOCK_SPACE, lockKeys } from '../lib/xact-lock.ts';

const WINDOW_MS = PAYMENT_PASSWORD_LOCK_MINUTES * 60_000;

export class PaymentPasswords {
  constructor(
    private readonly db: Db,
    private readonly passwords: PasswordHasher,
    private readonly now: () => number,
  ) {}

  private lockedFor = (waitS: number) =>
    refused(
      429,
      PAYOUT_CODES.paymentPasswordLocked,
      `Too many wrong payment passwords, try again in ${Math.ceil(waitS / 60)} minutes`,
    );

  /**
   * Checks the member's payment password: ok, not set (409), wrong (400, one more counted), locked (429).
   * A right one clears the wrong ones counted so far.
   */
  async verify(memberId: number, password: string): Promise<Outcome<null>> {
    const key = String(memberId);
    return this.db.transaction(async (tx) => {
      await lockKeys(tx, LOCK_SPACE.paymentPassword, key);
      const mine = and(
        eq(throttleEvents.kind, THROTTLE.paymentPassword),
        eq(throttleEvents.key, key),
        gt(throttleEvents.createdAt, new Date(this.now() - WINDOW_MS)),
      );
      const [wrong] = await tx.select({ n: count() }).from(throttleEvents).where(mine);
      if ((wrong?.n ?? 0) >= PAYMENT_PASSWORD_MAX_WRONG) {
        const [oldest] = await tx
          .select({ at: throttleEvents.createdAt })
          .from(throttleEvents)
          .where(mine)
          .orderBy(asc(throttleEvents.createdAt))
          .limit(1);
        const leaves = (oldest?.at.getTime() ?? this.now()) + WINDOW_MS;
        return this.lockedFor(Math.max(1, (leaves - this.now()) / 1000));
      }
      const [m] = await tx
        .select({ hash: members.paymentPasswordHash })
        .from(members)
        .where(eq(members.id, memberId));
      if (!m?.hash) return refused(409, PAYOUT_CODES.paymentPasswordMissing, 'Set a payment password first');
      if (await this.passwords.verify(password, m.hash)) {
        await tx
          .delete(throttleEvents)
          .where(and(eq(throttleEvents.kind, THROTTLE.paymentPassword), eq(throttleEvents.key, key)));
        return done(null);
      }
      await tx
        .insert(throttleEvents)
        .values({ kind: THROTTLE.paymentPassword, key, createdAt: new Date(this.now()) });
      const left = PAYMENT_PASSWORD_MAX_WRONG - (wrong?.n ?? 0) - 1;
      return left > 0
        ? refused(400, PAYOUT_CODES.paymentPasswordWrong, `Wrong payment password (${left} tries left)`)
        : this.lockedFor(WINDOW_MS / 1000);
    });
  }

  /** The first payment password: refused when one is set (a conditional update: one of two races wins). */
  async set(memberId: number, password: string, confirm: string) {
    if (password !== confirm)
      return refused(400, PAYOUT_CODES.paymentPasswordMismatch, 'The confirmation does not match');
    const hash = await this.passwords.hash(password);
    const rows = await this.db
      .update(members)
      .set({ paymentPasswordHash: hash })
      .where(and(eq(members.id, memberId), isNull(members.paymentPasswordHash)))
      .returning({ id: members.id });
    return rows.length
      ? done(null)
      : refused(409, PAYOUT_CODES.paymentPasswordSet, 'A payment password is already set');
  }

  async change(
    memberId: number,
    body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  ) {
    if (body.newPassword !== body.confirmNewPassword)
      return refused(400, PAYOUT_CODES.paymentPasswordMismatch, 'The confirmation does not match');
    const old = await this.verify(memberId, body.oldPassword);
    if (!old.ok) return old;
    if (body.newPassword === body.oldPassword)
      return refused(400, PAYOUT_CODES.paymentPasswordSame, 'The new payment password is the old one');
    await this.store(memberId, body.newPassword);
    return done(null);
  }

  /** After a used SMS code (the caller checked it): a new password, and the wrong guesses forgotten. */
  async store(memberId: number, password: string) {
    const hash = await this.passwords.hash(password);
    await this.db.transaction(async (tx) => {
      await tx.update(members).set({ paymentPasswordHash: hash }).where(eq(members.id, memberId));
      await tx
        .delete(throttleEvents)
        .where(
          and(eq(throttleEvents.kind, THROTTLE.paymentPassword), eq(throttleEvents.key, String(memberId))),
        );
    });
  }
}
