// Log-in (password or SMS code), the SMS codes asked without a session, and free-trial accounts: who the credentials prove, the attempt limits
// that keep guessing out without ever locking the owner out, time-outs and self-exclusion, then a session.

import { eq } from 'drizzle-orm';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_BEFORE_CAPTCHA,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP_PER_HOUR,
  SMS_CODE_TTL_MINUTES,
  SMS_PER_IP_PER_HOUR,
  type SmsPurpose,
} from '../../src/shared/constants/accounts.ts';
import type { Language } from '../../src/shared/constants/language.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { EXCLUSION_CODES } from '../../src/shared/errors/protection.ts';
import type { LoginPayload, LoginResult } from '../../src/shared/schemas/auth.ts';
import type { Services } from '../context.ts';
import { done, type Outcome, refused, refusedWith, throttledFor } from '../core/outcome.ts';
import { members } from '../db/schema.ts';
import { normaliseMobile } from '../lib/mobile.ts';
import { activeExclusion, excludedMessage, excludedValue, openCashout } from '../protection/exclusion.ts';
import { smsUnsent } from './code-texts.ts';
import { startSession } from './login-result.ts';
import { findByMobile, findForPasswordLogin, type MemberRow } from './members.ts';
import type { SessionDevice } from './sessions.ts';
import { THROTTLE } from './throttle.ts';
import { createTrialMember } from './trial.ts';

const HOUR = 3_600_000;
const TRIALS_PER_IP_PER_HOUR = 10;
/**
 * One address failing on one account: 5 attempts per 15 min, 10 per hour, 20 per day — each step a
 * longer wait, for that address only (the owner elsewhere answers a captcha and logs in).
 */
const LOGIN_PAIR_STEPS = [
  { windowMs: LOGIN_FAILURE_WINDOW_MS, limit: LOGIN_FAILURES_PER_ACCOUNT },
  { windowMs: HOUR, limit: 2 * LOGIN_FAILURES_PER_ACCOUNT },
  { windowMs: 24 * HOUR, limit: 4 * LOGIN_FAILURES_PER_ACCOUNT },
];

/** Where an attempt comes from: the merchant, the client address (ipKey) and its device. */
export interface Attempt {
  merchant: string;
  ip: string;
  device: SessionDevice;
}

export class Logins {
  constructor(private readonly s: Services) {}

  /** The member the credentials prove, or undefined (unknown, wrong secret, disabled: one answer). */
  private async authenticate(merchant: string, p: LoginPayload, member: MemberRow | undefined) {
    const { db, passwords, smsCodes } = this.s;
    if (p.type === 'username') {
      if (!member) return passwords.verifyNobody(p.password).then(() => undefined);
      const right = await passwords.verify(p.password, member.passwordHash);
      if (!right || member.disabled) return undefined;
      if (passwords.needsRehash(member.passwordHash)) {
        // Old hashes move to the current cost on the next successful login.
        await db
          .update(members)
          .set({ passwordHash: await passwords.hash(p.password) })
          .where(eq(members.id, member.id));
      }
      return member;
    }
    if (!member?.mobile || member.disabled) return undefined;
    const used = await smsCodes.use(merchant, member.mobile, 'login', p.password);
    return used.ok ? member : undefined;
  }

  async login(p: LoginPayload, at: Attempt): Promise<Outcome<LoginResult>> {
    const { db, captchas, throttle, siteConfig, config } = this.s;
    const { merchant, ip } = at;
    const site = await siteConfig.stored(merchant);
    // The server holds the switch too: SMS login only while MOBILEVERCODELOGIN3 is on.
    if (p.type !== 'username' && !site?.switches.MOBILEVERCODELOGIN3)
      return refused(403, CODES.featureDisabled, 'Login by SMS code is switched off');

    let member: MemberRow | undefined;
    let typed: string;
    if (p.type === 'username') {
      member = await findForPasswordLogin(
        db,
        merchant,
        p.username,
        site?.defaultCountry ?? config.defaultCountry,
      );
      typed = p.username.trim().toLowerCase();
    } else {
      const mobile = normaliseMobile(p.countryDialingCode, p.username);
      member = mobile ? await findByMobile(db, merchant, mobile) : undefined;
      typed = mobile ?? p.username.trim();
    }
    // Attempts count per account, however it was named (user name or mobile number).
    const accountKey = `${merchant}:${member ? `#${member.id}` : typed}`;
    // A solved captcha (single use) lifts the account's free-attempt limit; it is checked first, outside
    // the throttle's transaction.
    const solved = p.captcha && p.captchaId ? await captchas.verify(p.captchaId, p.captcha) : undefined;
    if (solved === false)
      return refusedWith(400, AUTH_CODES.captchaInvalid, { captcha: true }, 'Wrong or expired captcha');
    // Every attempt is counted before its password is checked, atomically: a burst gets exactly
    // the free attempts through. Past them the account asks for a captcha, which its owner solves, and the
    // address that keeps failing on it is slowed down in growing steps; the owner is never locked out.
    const attempt = await throttle.attempt([
      { kind: THROTTLE.loginIp, key: ip, windowMs: HOUR, limit: LOGIN_FAILURES_PER_IP_PER_HOUR },
      {
        kind: THROTTLE.loginAccount,
        key: accountKey,
        windowMs: LOGIN_FAILURE_WINDOW_MS,
        limit: solved ? Number.MAX_SAFE_INTEGER : LOGIN_FAILURES_BEFORE_CAPTCHA,
      },
      ...LOGIN_PAIR_STEPS.map((step) => ({
        kind: THROTTLE.loginPair,
        key: `${accountKey}|${ip}`,
        windowMs: step.windowMs,
        limit: step.limit,
      })),
    ]);
    if (!attempt.ok) {
      if (attempt.over.every((kind) => kind === THROTTLE.loginAccount))
        return refusedWith(400, AUTH_CODES.captchaRequired, { captcha: true }, 'Captcha required');
      return throttledFor(attempt.retryAfterS);
    }

    const proven = await this.authenticate(merchant, p, member);
    if (!proven) {
      const captcha = (attempt.counts[1] ?? 0) + 1 >= LOGIN_FAILURES_BEFORE_CAPTCHA;
      return refusedWith(
        401,
        AUTH_CODES.loginFailed,
        { captcha },
        'Sorry, the user does not exist, is disabled or the password is wrong',
      );
    }
    await throttle.clear(THROTTLE.loginPair, `${accountKey}|${ip}`);
    await throttle.clear(THROTTLE.loginAccount, accountKey);
    // A time-out or self-exclusion: right credentials, no session, and the member is told until when (and
    // a self-excluded member with a balance gets a cash-out-only session: protection/exclusion.ts).
    const excluded = await activeExclusion(db, proven.id, this.s.now());
    if (excluded) {
      const cashout =
        p.type === 'username'
          ? await openCashout(this.s, proven.id, merchant, excluded, at.device)
          : undefined;
      return refusedWith(
        403,
        EXCLUSION_CODES.excluded,
        { ...excludedValue(excluded), ...(cashout ? { cashout } : {}) },
        excludedMessage(excluded),
      );
    }
    return done(
      await startSession(this.s, proven, merchant, { recentAuth: p.type === 'username', device: at.device }),
    );
  }

  /**
   * An SMS code for login, registration or a password reset, without a session. Login and reset codes for
   * a number nobody uses answer the same success but send nothing: the answer must not tell which numbers
   * have accounts. Registration codes for a number in use answer 409 `mobile.taken` (the form needs to
   * say so), only after the send limits, so it tells no more than one number per allowed send.
   */
  async textCode(
    q: { purpose: SmsPurpose; countryDialingCode: string; mobileNum: string },
    at: { merchant: string; ip: string; lang: Language },
  ): Promise<Outcome<{ expiredMinutes: number }>> {
    const { db, siteConfig, codeTexts } = this.s;
    const { merchant } = at;
    // Switches the server holds too: login codes need MOBILEVERCODELOGIN3, reset codes
    // CHNGPASSVERIF3, registration codes a registration that uses the mobile number.
    const switches = (await siteConfig.stored(merchant))?.switches;
    const open =
      q.purpose === 'login'
        ? switches?.MOBILEVERCODELOGIN3
        : q.purpose === 'reset'
          ? switches?.CHNGPASSVERIF3
          : switches?.MOBILENUMREG3 || switches?.REGMOBVERF3;
    if (!open) return refused(403, CODES.featureDisabled, `SMS codes for ${q.purpose} are switched off`);
    const mobile = normaliseMobile(q.countryDialingCode, q.mobileNum);
    if (!mobile) return refusedWith(400, AUTH_CODES.fieldInvalid, { field: 'mobileNum' }, 'mobile.format');
    // Counted first: the answers below cannot enumerate numbers faster than an address may send.
    const allowed = await codeTexts.allow(merchant, mobile, [
      { kind: THROTTLE.smsIp, key: at.ip, windowMs: HOUR, limit: SMS_PER_IP_PER_HOUR },
    ]);
    if (!allowed.ok) return allowed;
    const member = await findByMobile(db, merchant, mobile);
    if (q.purpose === 'register' && member)
      return refused(409, AUTH_CODES.mobileTaken, 'Mobile number already registered');
    const send = q.purpose === 'register' || (member && !member.disabled);
    if (send && !(await codeTexts.send(merchant, mobile, q.purpose, at.lang, allowed.value)))
      return smsUnsent();
    return done({ expiredMinutes: SMS_CODE_TTL_MINUTES });
  }

  /** A free-trial account with play money, in the merchant's trial twin (`trialMerchant`). */
  async trial(merchant: string, trialMerchant: string, ip: string): Promise<Outcome<LoginResult>> {
    const allowed = await this.s.throttle.attempt([
      { kind: THROTTLE.trialIp, key: ip, windowMs: HOUR, limit: TRIALS_PER_IP_PER_HOUR },
    ]);
    if (!allowed.ok) return throttledFor(allowed.retryAfterS);
    const member = await createTrialMember(this.s.db, merchant, new Date(this.s.now()));
    return done(
      await startSession(this.s, member, merchant, { recentAuth: false, merchantCode: trialMerchant }),
    );
  }
}
