// Binding an e-mail address or a mobile number to a signed-in member (issue 13). A code sent to the new
// address or number proves the member reads it. A binding weakens the account (it is where password
// resets and notices go), the first as much as a change: it needs a recently authenticated session, so a
// stolen, stale session cannot take the account over (issue 31); the member is told in the inbox and
// through every contact bound before, and a reset through the new contact is held for a day
// (reset-hold.ts: the binding time is stored for it).
// Mobile numbers are unique per merchant (members_merchant_mobile_idx);
// e-mail addresses are not (registration never required it, and forgot-password asks for the user name
// too, so a shared family address stays harmless) — see
// docs/decisions/0029-email-not-unique-mobile-unique.md.

import { eq } from 'drizzle-orm';
import { SMS_CODE_TTL_MINUTES, SMS_PER_NUMBER_PER_DAY } from '../../src/shared/constants/accounts.ts';
import type { Language } from '../../src/shared/constants/language.ts';
import { isEmail } from '../../src/shared/email.ts';
import { WITHDRAW_CODES } from '../../src/shared/errors/cashier.ts';
import { CONTACT_CODES } from '../../src/shared/errors/contact.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import type {
  Contacts,
  EmailBind,
  MobileBind,
  MobileCodeRequest,
} from '../../src/shared/schemas/contacts.ts';
import { smsUnsent } from '../auth/code-texts.ts';
import { findByMobile } from '../auth/members.ts';
import { THROTTLE } from '../auth/throttle.ts';
import type { Services } from '../context.ts';
import { done, type Outcome, refused, throttledFor } from '../core/outcome.ts';
import { uniqueViolation } from '../db/pg-errors.ts';
import { members } from '../db/schema.ts';
import { maskEmail, maskMobile } from '../lib/mask.ts';
import { normaliseMobile } from '../lib/mobile.ts';
import { EMAIL_CODE_TTL_MINUTES, EmailCodeStore, emailKey } from './email-codes.ts';
import { emailCodeMail } from './messages.ts';
import { notifyChange } from './notify.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Binding codes one member may ask for per hour, over every address and number. */
const CODES_PER_MEMBER_PER_HOUR = 10;

/** Who asks: the session's member, its merchant, whether its last password proof is recent, the language. */
export interface Caller {
  memberId: number;
  merchantCode: string;
  recentAuth: boolean;
  lang: Language;
}

/** A code sent: how long it lives. */
type SendOutcome = Outcome<{ expiredMinutes: number }>;

const recentAuthRequired = () =>
  refused(403, WITHDRAW_CODES.recentAuthRequired, 'Confirm your login password first');
const codeRefused = (reason: 'invalid' | 'expired') =>
  reason === 'expired'
    ? refused(400, CONTACT_CODES.codeExpired, 'The code has expired')
    : refused(400, CONTACT_CODES.codeInvalid, 'Wrong code');
const sendFailed = () => refused(502, CODES.serverError, 'The code could not be sent');

export class ContactBindings {
  readonly emailCodes: EmailCodeStore;

  constructor(private readonly services: Services) {
    this.emailCodes = new EmailCodeStore(services.db, services.now);
  }

  private async member(id: number) {
    const [m] = await this.services.db
      .select({ account: members.account, email: members.email, mobile: members.mobile })
      .from(members)
      .where(eq(members.id, id));
    return m;
  }

  /** Who hears of a binding: the member's inbox and the contacts bound before it. */
  private target = (caller: Caller, m: { account: string; email: string | null; mobile: string | null }) => ({
    memberId: caller.memberId,
    merchantCode: caller.merchantCode,
    ...m,
  });

  private site = async (merchant: string) =>
    (await this.services.siteConfig.stored(merchant))?.siteName ?? 'Swerte';

  async contacts(caller: Caller): Promise<Contacts> {
    const m = await this.member(caller.memberId);
    return {
      email: maskEmail(m?.email ?? null),
      mobile: maskMobile(m?.mobile ?? null),
      recentAuth: caller.recentAuth,
    };
  }

  /** A code to `email`: refused for the address already bound, or without a recent login. */
  async sendEmailCode(caller: Caller, raw: string): Promise<SendOutcome> {
    const email = raw.trim();
    if (!isEmail(email)) return refused(400, CONTACT_CODES.emailInvalid, 'E-mail format is incorrect');
    const m = await this.member(caller.memberId);
    if (!m) return refused(404, CODES.serverError, 'No such member');
    if (m.email && emailKey(m.email) === emailKey(email))
      return refused(409, CONTACT_CODES.emailSame, 'This address is already bound');
    if (!caller.recentAuth) return recentAuthRequired();
    const addressKey = `${caller.merchantCode}:${emailKey(email)}`;
    const allowed = await this.services.throttle.attempt([
      { kind: THROTTLE.emailAddress, key: addressKey, windowMs: MINUTE, limit: 1 },
      { kind: THROTTLE.emailAddress, key: addressKey, windowMs: DAY, limit: SMS_PER_NUMBER_PER_DAY },
      {
        kind: THROTTLE.contactMember,
        key: String(caller.memberId),
        windowMs: HOUR,
        limit: CODES_PER_MEMBER_PER_HOUR,
      },
    ]);
    if (!allowed.ok) return throttledFor(allowed.retryAfterS);
    const code = await this.emailCodes.issue(caller.memberId, email);
    try {
      await this.services.providers.email.send({
        to: email,
        ...emailCodeMail(caller.lang, await this.site(caller.merchantCode), code, EMAIL_CODE_TTL_MINUTES),
      });
    } catch {
      return sendFailed();
    }
    return done({ expiredMinutes: EMAIL_CODE_TTL_MINUTES });
  }

  /** Binds `email` with the code sent to it; the contacts bound before are told. */
  async bindEmail(caller: Caller, body: EmailBind): Promise<Outcome<{ email: string }>> {
    const email = body.email.trim();
    if (!isEmail(email)) return refused(400, CONTACT_CODES.emailInvalid, 'E-mail format is incorrect');
    const m = await this.member(caller.memberId);
    if (!m) return refused(404, CODES.serverError, 'No such member');
    if (m.email && emailKey(m.email) === emailKey(email))
      return refused(409, CONTACT_CODES.emailSame, 'This address is already bound');
    if (!caller.recentAuth) return recentAuthRequired();
    const used = await this.emailCodes.use(caller.memberId, email, body.code);
    if (!used.ok) return codeRefused(used.reason);
    await this.services.db
      .update(members)
      .set({ email, emailBoundAt: new Date(this.services.now()) })
      .where(eq(members.id, caller.memberId));
    const masked = maskEmail(email) ?? '';
    await notifyChange(this.services, this.target(caller, m), caller.lang, {
      kind: 'email',
      to: masked,
      first: !m.email,
    });
    return done({ email: masked });
  }

  /** The stored form of the number, or a refusal (bad, the one bound, another member's, no recent login). */
  private async checkMobile(caller: Caller, q: MobileCodeRequest) {
    const mobile = normaliseMobile(q.countryDialingCode, q.mobileNo);
    if (!mobile) return refused(400, CONTACT_CODES.mobileInvalid, 'Mobile number format is incorrect');
    const m = await this.member(caller.memberId);
    if (!m) return refused(404, CODES.serverError, 'No such member');
    if (m.mobile === mobile) return refused(409, CONTACT_CODES.mobileSame, 'This number is already bound');
    if (!caller.recentAuth) return recentAuthRequired();
    const owner = await findByMobile(this.services.db, caller.merchantCode, mobile);
    if (owner) return refused(409, CONTACT_CODES.mobileTaken, 'Mobile number already registered');
    return { ok: true as const, mobile, member: m };
  }

  /** The logged-in SMS call: a binding code to the new number. */
  async sendMobileCode(caller: Caller, q: MobileCodeRequest): Promise<SendOutcome> {
    const checked = await this.checkMobile(caller, q);
    if (!checked.ok) return checked;
    const allowed = await this.services.codeTexts.allow(caller.merchantCode, checked.mobile, [
      {
        kind: THROTTLE.contactMember,
        key: String(caller.memberId),
        windowMs: HOUR,
        limit: CODES_PER_MEMBER_PER_HOUR,
      },
    ]);
    if (!allowed.ok) return allowed;
    if (
      !(await this.services.codeTexts.send(
        caller.merchantCode,
        checked.mobile,
        'bind',
        caller.lang,
        allowed.value,
      ))
    )
      return smsUnsent();
    return done({ expiredMinutes: SMS_CODE_TTL_MINUTES });
  }

  /**
   * Binds the number with the code sent to it. The code is spent in the same transaction as the update:
   * when another member binds the number first (the unique index), the code stays usable and 409 says why.
   */
  async bindMobile(caller: Caller, body: MobileBind): Promise<Outcome<{ mobile: string }>> {
    const checked = await this.checkMobile(caller, body);
    if (!checked.ok) return checked;
    const { mobile, member: m } = checked;
    const code = await this.services.smsCodes.check(
      caller.merchantCode,
      mobile,
      'bind',
      body.verificationCode,
    );
    if (!code.ok) return codeRefused(code.reason);
    let bound: boolean;
    try {
      bound = await this.services.db.transaction(async (tx) => {
        if (!(await this.services.smsCodes.consume(code.id, tx))) return false;
        await tx
          .update(members)
          .set({ mobile, mobileBoundAt: new Date(this.services.now()) })
          .where(eq(members.id, caller.memberId));
        return true;
      });
    } catch (err) {
      if (uniqueViolation(err) === undefined) throw err;
      return refused(409, CONTACT_CODES.mobileTaken, 'Mobile number already registered');
    }
    if (!bound) return codeRefused('invalid');
    const masked = maskMobile(mobile) ?? '';
    await notifyChange(this.services, this.target(caller, m), caller.lang, {
      kind: 'mobile',
      to: masked,
      first: !m.mobile,
    });
    return done({ mobile: masked });
  }
}
