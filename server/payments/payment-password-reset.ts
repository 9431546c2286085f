// Resetting a forgotten payment password: a code by SMS to the member's bound mobile (auth/code-texts.ts:
// one a minute, a daily cap per number), then a new password with that code. A number bound in the last day is not yet
// the key to the payment password (server/contacts/reset-hold.ts). Every reset is told to the member.

import { SMS_CODE_TTL_MINUTES } from '../../src/shared/constants/accounts.ts';
import type { Language } from '../../src/shared/constants/language.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { PAYOUT_CODES } from '../../src/shared/errors/cashier.ts';
import { smsUnsent } from '../auth/code-texts.ts';
import { notifyPaymentPassword } from '../contacts/notify.ts';
import { resetHold } from '../contacts/reset-hold.ts';
import type { Services } from '../context.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import type { PaymentPasswords } from './payment-password.ts';
import type { PayoutAccounts } from './payout-accounts.ts';

const noMobile = refused(409, PAYOUT_CODES.mobileMissing, 'No mobile number is bound');

/** The member asking, and the language its SMS and notices are in. */
interface Asker {
  memberId: number;
  merchantCode: string;
  lang: Language;
}

export class PaymentPasswordResets {
  constructor(
    private readonly s: Services,
    private readonly accounts: PayoutAccounts,
    private readonly paymentPasswords: PaymentPasswords,
  ) {}

  /** Texts a reset code to the member's bound mobile. */
  async sendCode(who: Asker): Promise<Outcome<{ expiredMinutes: number }>> {
    const m = await this.accounts.member(who.memberId);
    if (!m?.mobile) return noMobile;
    const held = resetHold(m.mobileBoundAt, this.s.now());
    if (held) return held;
    const allowed = await this.s.codeTexts.allow(who.merchantCode, m.mobile);
    if (!allowed.ok) return allowed;
    if (!(await this.s.codeTexts.send(who.merchantCode, m.mobile, 'paypass', who.lang, allowed.value)))
      return smsUnsent();
    return done({ expiredMinutes: SMS_CODE_TTL_MINUTES });
  }

  /** A new payment password with the texted code. */
  async reset(
    who: Asker,
    body: { newPassword: string; confirmNewPassword: string; verificationCode: string },
  ): Promise<Outcome<null>> {
    if (body.newPassword !== body.confirmNewPassword)
      return refused(400, PAYOUT_CODES.paymentPasswordMismatch, 'The confirmation does not match');
    const m = await this.accounts.member(who.memberId);
    if (!m?.mobile) return noMobile;
    const held = resetHold(m.mobileBoundAt, this.s.now());
    if (held) return held;
    const used = await this.s.smsCodes.use(who.merchantCode, m.mobile, 'paypass', body.verificationCode);
    if (!used.ok)
      return used.reason === 'expired'
        ? refused(400, AUTH_CODES.smsCodeExpired, 'The code has expired')
        : refused(400, AUTH_CODES.smsCodeInvalid, 'Wrong code');
    await this.paymentPasswords.store(who.memberId, body.newPassword);
    await notifyPaymentPassword(this.s, who, 'reset');
    return done(null);
  }
}
