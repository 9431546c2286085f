// Passwords: change (with the old one, or without right after a password login), forgot by e-mail (a
// one-time link), reset by that link, set by SMS code. Every new password passes the merchant's password
// rule and the common-password list. A change revokes the member's other sessions; a reset revokes them
// all and answers a fresh session. A reset through a contact bound less than a day ago is held
// (server/contacts/reset-hold.ts); a change or reset that goes through is told in the inbox and to the
// bound contacts (issue 31).
import { eq } from 'drizzle-orm';
import { RECENT_AUTH_MINUTES } from '../../src/shared/constants/accounts.ts';
import type { Language } from '../../src/shared/constants/language.ts';
import { isEmail } from '../../src/shared/email.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { PAYOUT_CODES } from '../../src/shared/errors/cashier.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import type { LoginResult } from '../../src/shared/schemas/auth.ts';
import { linkOrigin } from '../config.ts';
import { notifyMember } from '../contacts/notify.ts';
import { resetHold } from '../contacts/reset-hold.ts';
import type { Services } from '../context.ts';
import { done, type Outcome, refused, refusedWith, throttledFor } from '../core/outcome.ts';
import { members, sessions } from '../db/schema.ts';
import { normaliseMobile } from '../lib/mobile.ts';
import { activeExclusion, excludedRefusal } from '../protection/exclusion.ts';
import { startSession } from './login-result.ts';
import { findByAccount, findById, findByMobile, type MemberRow } from './members.ts';
import { resetEmail } from './messages.ts';
import { type PasswordProblem, passwordProblem } from './password-policy.ts';
import { NO_PASSWORD } from './passwords.ts';
import { ruleOf, storedRegistration } from './registration-rules.ts';
import { RESET_TOKEN_TTL_MINUTES } from './reset-tokens.ts';
import type { SessionDevice } from './sessions.ts';
import { THROTTLE } from './throttle.ts';
import { TRIAL_TYPE } from './trial.ts';

const HOUR = 3_600_000;
const FORGOT_PER_IP_PER_HOUR = 10;
const FORGOT_PER_ACCOUNT_PER_HOUR = 3;
/** Wrong old passwords a member may try on change-password per hour. */
const OLD_PASSWORD_GUESSES = 5;

const problemRefusal = (problem: PasswordProblem) =>
  problem.code === AUTH_CODES.fieldInvalid
    ? refusedWith(400, problem.code, { field: problem.field }, problem.message)
    : refused(400, problem.code, problem.message);

const samePassword = refused(
  400,
  AUTH_CODES.passwordSame,
  'The new password and the old password cannot be the same.',
);
const linkInvalid = refused(400, AUTH_CODES.resetTokenInvalid, 'The link is invalid or expired');
const codeWrong = refused(400, AUTH_CODES.smsCodeInvalid, 'Verification code error');

/** Who asks, for the notices and the new session: the request's language and device. */
export interface Asker {
  lang: Language;
  device: SessionDevice;
}

export class PasswordChanges {
  constructor(private readonly s: Services) {}

  private async problemOf(merchant: string, password: string, account: string) {
    const fields = (await storedRegistration(this.s.db, merchant)).fields;
    return passwordProblem(password, account, ruleOf(fields, 'password'));
  }

  /**
   * The login password entered again: the session counts as recently authenticated for
   * RECENT_AUTH_MINUTES more (withdrawals, the payment password). Guesses count with change-password's.
   */
  async confirm(session: { id: number; memberId: number }, password: string) {
    const { db, throttle, passwords } = this.s;
    // Every guess counts before it is checked, with change-password's old-password guesses.
    const guess = await throttle.attempt([
      {
        kind: THROTTLE.passwordOld,
        key: String(session.memberId),
        windowMs: HOUR,
        limit: OLD_PASSWORD_GUESSES,
      },
    ]);
    if (!guess.ok) return throttledFor(guess.retryAfterS);
    const member = await findById(db, session.memberId);
    if (!member || !(await passwords.verify(password, member.passwordHash)))
      return refused(400, PAYOUT_CODES.loginPasswordWrong, 'The login password is wrong');
    await throttle.clear(THROTTLE.passwordOld, String(session.memberId));
    const at = new Date(this.s.now());
    await db.update(sessions).set({ recentAuthAt: at }).where(eq(sessions.id, session.id));
    return done({ recentUntil: new Date(at.getTime() + RECENT_AUTH_MINUTES * 60_000).toISOString() });
  }

  /** Whether the member has a password at all (an SMS sign-up may not). */
  async hasPassword(memberId: number): Promise<boolean> {
    const member = await findById(this.s.db, memberId);
    return !!member && member.passwordHash !== NO_PASSWORD;
  }

  /**
   * A change by a signed-in member: with the old password, or without it while `recent` (a password login
   * moments ago, DESIGN.md section 5). Revokes the member's other sessions.
   */
  async change(
    session: { id: number; memberId: number; merchantCode: string },
    body: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
    recent: boolean,
    lang: Language,
  ): Promise<Outcome<null>> {
    const { db, passwords, throttle, sessions } = this.s;
    const member = await findById(db, session.memberId);
    if (!member) return refused(401, CODES.sessionExpired, '');
    if (body.oldPassword) {
      // Each guess of the old password counts, atomically, before it is checked (issue 10): a stolen
      // session cannot try passwords faster than OLD_PASSWORD_GUESSES an hour.
      const guess = await throttle.attempt([
        { kind: THROTTLE.passwordOld, key: String(member.id), windowMs: HOUR, limit: OLD_PASSWORD_GUESSES },
      ]);
      if (!guess.ok) return throttledFor(guess.retryAfterS);
      if (!(await passwords.verify(body.oldPassword, member.passwordHash)))
        return refused(400, AUTH_CODES.oldPasswordWrong, 'The old password is wrong');
      await throttle.clear(THROTTLE.passwordOld, String(member.id));
    } else if (!recent) {
      return refused(400, AUTH_CODES.oldPasswordWrong, 'The old password is required');
    }
    if (body.newPassword !== body.confirmNewPassword)
      return refused(400, AUTH_CODES.passwordMismatch, 'Confirmation password not matched');
    const problem = await this.problemOf(session.merchantCode, body.newPassword, member.account);
    if (problem) return problemRefusal(problem);
    if (await passwords.verify(body.newPassword, member.passwordHash)) return samePassword;
    await db
      .update(members)
      .set({ passwordHash: await passwords.hash(body.newPassword), mustSetPassword: false })
      .where(eq(members.id, member.id));
    await sessions.revokeMember(member.id, session.id);
    await notifyMember(
      this.s,
      { memberId: member.id, merchantCode: member.merchantCode, lang },
      { kind: 'password', how: 'changed' },
    );
    return done(null);
  }

  /**
   * The member's own password in place of the one an agent chose (decision 50). The old password is not
   * asked: any session of a member still on it was opened with it (or with its own contact's code), and
   * whoever holds it knows it anyway. Otherwise a change: policy, confirmation, other sessions revoked,
   * the member told; the flag is cleared with the new password.
   */
  async setFirst(
    session: { id: number; memberId: number; merchantCode: string },
    body: { newPassword: string; confirmNewPassword: string },
    lang: Language,
  ): Promise<Outcome<null>> {
    const member = await findById(this.s.db, session.memberId);
    if (!member) return refused(401, CODES.sessionExpired, '');
    if (!member.mustSetPassword)
      return refused(409, AUTH_CODES.firstPasswordSet, 'The password is set already: change it instead');
    return this.change(session, body, true, lang);
  }

  /** E-mails a reset link; the same success whether or not the account and address match. */
  async sendResetLink(
    merchant: string,
    form: { username: string; email: string },
    ip: string,
    lang: Language,
  ) {
    const { db, throttle, resetTokens, config, siteConfig, providers } = this.s;
    const username = form.username.trim();
    const email = form.email.trim();
    if (!isEmail(email)) return refused(400, AUTH_CODES.emailIncorrect, 'E-mail format is incorrect');
    if (!username) return refusedWith(400, AUTH_CODES.fieldInvalid, { field: 'username' }, 'account.format');
    const accountKey = `${merchant}:${username.toLowerCase()}`;
    const allowed = await throttle.attempt([
      { kind: THROTTLE.forgotIp, key: ip, windowMs: HOUR, limit: FORGOT_PER_IP_PER_HOUR },
      { kind: THROTTLE.forgotAccount, key: accountKey, windowMs: HOUR, limit: FORGOT_PER_ACCOUNT_PER_HOUR },
    ]);
    if (!allowed.ok) return throttledFor(allowed.retryAfterS);

    // Success either way: the answer must not tell which accounts exist or which address they use.
    const member = await findByAccount(db, merchant, username);
    if (
      member &&
      !member.disabled &&
      member.type !== TRIAL_TYPE &&
      member.email?.toLowerCase() === email.toLowerCase()
    ) {
      const token = await resetTokens.issue(member.id);
      const link = `${linkOrigin(config)}/m/forget?resetToken=${encodeURIComponent(token)}`;
      const site = (await siteConfig.stored(merchant))?.siteName ?? 'Swerte';
      const mail = resetEmail(lang, site, member.account, link, RESET_TOKEN_TTL_MINUTES);
      try {
        await providers.email.send({ to: member.email, ...mail });
      } catch {
        return refused(502, CODES.serverError, 'The e-mail could not be sent');
      }
    }
    return done(null);
  }

  /** A new password with the e-mailed reset token. */
  async resetByEmail(resetToken: string, newPassword: string, who: Asker): Promise<Outcome<LoginResult>> {
    const { db, passwords, resetTokens } = this.s;
    const live = await resetTokens.peek(resetToken.trim());
    const member = live && (await findById(db, live.memberId));
    if (!live || !member || member.disabled) return linkInvalid;
    // The link stays unspent: it may be used once the hold is over, if it has not expired by then.
    const held = resetHold(member.emailBoundAt, this.s.now());
    if (held) return held;
    const problem = await this.problemOf(member.merchantCode, newPassword, member.account);
    if (problem) return problemRefusal(problem);
    const hash = await passwords.hash(newPassword);
    const stored = await db.transaction(async (tx) => {
      if (!(await resetTokens.consume(live.id, tx))) return false;
      await tx
        .update(members)
        .set({ passwordHash: hash, mustSetPassword: false })
        .where(eq(members.id, member.id));
      return true;
    });
    if (!stored) return linkInvalid;
    return this.afterReset(member, member.merchantCode, 'email', who);
  }

  /** A new password with an SMS code sent to the member's number. */
  async resetBySms(
    merchant: string,
    body: { countryDialingCode: string; mobileNum: string; verificationCode: string; newPassword: string },
    who: Asker,
  ): Promise<Outcome<LoginResult>> {
    const { db, passwords, smsCodes, siteConfig } = this.s;
    // The server holds the switch too (issue 10): resets by phone only while CHNGPASSVERIF3 is on.
    if (!(await siteConfig.stored(merchant))?.switches.CHNGPASSVERIF3)
      return refused(403, CODES.featureDisabled, 'Password reset by phone is switched off');
    const mobile = normaliseMobile(body.countryDialingCode, body.mobileNum);
    if (!mobile) return refusedWith(400, AUTH_CODES.fieldInvalid, { field: 'mobileNum' }, 'mobile.format');
    const member = await findByMobile(db, merchant, mobile);
    const problem = await this.problemOf(merchant, body.newPassword, member?.account ?? '');
    if (problem) return problemRefusal(problem);
    // Unknown numbers were sent no code: the same answer as a wrong code (no number probing).
    if (!member || member.disabled) return codeWrong;
    const checked = await smsCodes.check(merchant, mobile, 'reset', body.verificationCode);
    if (!checked.ok) {
      const code = checked.reason === 'expired' ? AUTH_CODES.smsCodeExpired : AUTH_CODES.smsCodeInvalid;
      return refused(400, code, 'Verification code error');
    }
    // After the code (only the number's holder learns of the hold); the code stays unspent.
    const held = resetHold(member.mobileBoundAt, this.s.now());
    if (held) return held;
    // After the code (not before: no password oracle for whoever knows the number), and before spending it.
    if (await passwords.verify(body.newPassword, member.passwordHash)) return samePassword;
    const hash = await passwords.hash(body.newPassword);
    const stored = await db.transaction(async (tx) => {
      if (!(await smsCodes.consume(checked.id, tx))) return false;
      await tx
        .update(members)
        .set({ passwordHash: hash, mustSetPassword: false })
        .where(eq(members.id, member.id));
      return true;
    });
    if (!stored) return codeWrong;
    return this.afterReset(member, merchant, 'sms', who);
  }

  /**
   * What every reset does once the new password is stored: every session revoked, the member told, and a
   * fresh session, unless a time-out or self-exclusion still keeps the account shut.
   */
  private async afterReset(
    member: MemberRow,
    merchant: string,
    how: 'email' | 'sms',
    who: Asker,
  ): Promise<Outcome<LoginResult>> {
    await this.s.sessions.revokeMember(member.id);
    await notifyMember(
      this.s,
      { memberId: member.id, merchantCode: merchant, lang: who.lang },
      { kind: 'password', how },
    );
    const excluded = await activeExclusion(this.s.db, member.id, this.s.now());
    if (excluded) return excludedRefusal(excluded);
    return done(await startSession(this.s, member, merchant, { recentAuth: true, device: who.device }));
  }
}
