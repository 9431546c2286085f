// Passwords: change (session), status, forgot by e-mail (one-time link), reset by link, set by SMS.
// Every new password passes the merchant's password rule and the common-password list. A change
// revokes the member's other sessions; a reset revokes them all and answers a fresh session. A reset
// through a contact bound less than a day ago is held (server/contacts/reset-hold.ts); a reset that goes
// through is told in the inbox and to the bound contacts (issue 31).
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { isEmail } from '../../src/shared/email.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { EXCLUSION_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  ChangePasswordSchema,
  ForgotEmailSchema,
  LoginResultSchema,
  PasswordStatusSchema,
  ResetByEmailSchema,
  SetPasswordByPhoneSchema,
} from '../../src/shared/schemas/auth.ts';
import { startSession } from '../auth/login-result.ts';
import { findByAccount, findById, findByMobile } from '../auth/members.ts';
import { resetEmail } from '../auth/messages.ts';
import { type PasswordProblem, passwordProblem } from '../auth/password-policy.ts';
import { NO_PASSWORD } from '../auth/passwords.ts';
import { ruleOf, storedRegistration } from '../auth/registration-rules.ts';
import { RESET_TOKEN_TTL_MINUTES } from '../auth/reset-tokens.ts';
import { ipKey, THROTTLE } from '../auth/throttle.ts';
import { TRIAL_TYPE } from '../auth/trial.ts';
import { linkOrigin } from '../config.ts';
import { notifyMember } from '../contacts/notify.ts';
import { resetHold } from '../contacts/reset-hold.ts';
import type { AppEnv, Services } from '../context.ts';
import { members } from '../db/schema.ts';
import { answer } from '../http/answer.ts';
import { fail, failWith, ok, throttled } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { isRecent } from '../http/recent-auth.ts';
import { rejectTrial, requireSession } from '../http/require-session.ts';
import { sessionDevice } from '../http/session-device.ts';
import { validForm, validJson } from '../http/validate.ts';
import { clientIp } from '../lib/client-ip.ts';
import { normaliseMobile } from '../lib/mobile.ts';
import { activeExclusion, excludedMessage, excludedValue } from '../protection/exclusion.ts';

const HOUR = 3_600_000;
const FORGOT_PER_IP_PER_HOUR = 10;
const FORGOT_PER_ACCOUNT_PER_HOUR = 3;
/** Wrong old passwords a member may try on change-password per hour. */
const OLD_PASSWORD_GUESSES = 5;

/** What the merchant's password rule and the common-password list answer. */
const PASSWORD_RULES = [AUTH_CODES.fieldInvalid, AUTH_CODES.passwordCommon];

const problemResponse = (c: Context, problem: PasswordProblem) =>
  problem.code === AUTH_CODES.fieldInvalid
    ? failWith(c, 400, problem.code, { field: problem.field }, problem.message)
    : fail(c, 400, problem.code, problem.message);

export function passwordRoutes(services: Services) {
  const { db, passwords, sessions, config, throttle, smsCodes, resetTokens, providers, siteConfig } =
    services;
  const app = new Hono<AppEnv>();

  const problemOf = async (merchant: string, password: string, account: string) =>
    passwordProblem(password, account, ruleOf((await storedRegistration(db, merchant)).fields, 'password'));

  app.get(
    PATHS.passwordStatus,
    documented({
      summary: 'Whether the password may change without the old one (recent password login)',
      auth: 'session',
      value: PasswordStatusSchema,
    }),
    requireSession(services),
    async (c) => {
      const session = c.get('session');
      const member = await findById(db, session.memberId);
      return ok(c, {
        recentlyAuthenticated: isRecent(services, session.recentAuthAt),
        hasPassword: !!member && member.passwordHash !== NO_PASSWORD,
      });
    },
  );

  app.put(
    PATHS.password,
    documented({
      summary: "Change the password (revokes the member's other sessions)",
      auth: 'session',
      failures: {
        400: [
          AUTH_CODES.oldPasswordWrong,
          AUTH_CODES.passwordMismatch,
          AUTH_CODES.passwordSame,
          ...PASSWORD_RULES,
        ],
        403: [AUTH_CODES.freeReject],
        429: [AUTH_CODES.throttled],
      },
    }),
    requireSession(services),
    rejectTrial,
    validJson(ChangePasswordSchema),
    async (c) => {
      const body = c.req.valid('json');
      const session = c.get('session');
      const member = await findById(db, session.memberId);
      if (!member) return fail(c, 401, CODES.sessionExpired);
      // The old password may be left out right after a password login (DESIGN.md section 5).
      if (body.oldPassword) {
        // Each guess of the old password counts, atomically, before it is checked (issue 10): a stolen
        // session cannot try passwords faster than OLD_PASSWORD_GUESSES an hour.
        const guess = await throttle.attempt([
          { kind: THROTTLE.passwordOld, key: String(member.id), windowMs: HOUR, limit: OLD_PASSWORD_GUESSES },
        ]);
        if (!guess.ok) return throttled(c, guess.retryAfterS);
        if (!(await passwords.verify(body.oldPassword, member.passwordHash))) {
          return fail(c, 400, AUTH_CODES.oldPasswordWrong, 'The old password is wrong');
        }
        await throttle.clear(THROTTLE.passwordOld, String(member.id));
      } else if (!isRecent(services, session.recentAuthAt)) {
        return fail(c, 400, AUTH_CODES.oldPasswordWrong, 'The old password is required');
      }
      if (body.newPassword !== body.confirmNewPassword) {
        return fail(c, 400, AUTH_CODES.passwordMismatch, 'Confirmation password not matched');
      }
      const problem = await problemOf(session.merchantCode, body.newPassword, member.account);
      if (problem) return problemResponse(c, problem);
      if (await passwords.verify(body.newPassword, member.passwordHash)) {
        return fail(
          c,
          400,
          AUTH_CODES.passwordSame,
          'The new password and the old password cannot be the same.',
        );
      }
      await db
        .update(members)
        .set({ passwordHash: await passwords.hash(body.newPassword) })
        .where(eq(members.id, member.id));
      await sessions.revokeMember(member.id, session.id);
      await notifyMember(
        services,
        { memberId: member.id, merchantCode: member.merchantCode, lang: c.get('lang') },
        { kind: 'password', how: 'changed' },
      );
      return ok(c, null);
    },
  );

  app.post(
    PATHS.forgotEmail,
    documented({
      summary: 'E-mail a reset link (the same success whether or not the account and address match)',
      failures: {
        400: [AUTH_CODES.emailIncorrect, AUTH_CODES.fieldInvalid],
        429: [AUTH_CODES.throttled],
        502: [CODES.serverError],
      },
    }),
    validForm(ForgotEmailSchema),
    async (c) => {
      const username = c.req.valid('form').username.trim();
      const email = c.req.valid('form').email.trim();
      if (!isEmail(email)) {
        return fail(c, 400, AUTH_CODES.emailIncorrect, 'E-mail format is incorrect');
      }
      if (!username)
        return failWith(c, 400, AUTH_CODES.fieldInvalid, { field: 'username' }, 'account.format');
      const merchant = c.get('merchant');
      const accountKey = `${merchant}:${username.toLowerCase()}`;
      const allowed = await throttle.attempt([
        {
          kind: THROTTLE.forgotIp,
          key: ipKey(clientIp(c, config.trustProxy)),
          windowMs: HOUR,
          limit: FORGOT_PER_IP_PER_HOUR,
        },
        { kind: THROTTLE.forgotAccount, key: accountKey, windowMs: HOUR, limit: FORGOT_PER_ACCOUNT_PER_HOUR },
      ]);
      if (!allowed.ok) return throttled(c, allowed.retryAfterS);

      // Success either way: the answer must not tell which accounts exist or which address they use.
      const member = await findByAccount(db, merchant, username);
      if (
        member &&
        !member.disabled &&
        member.type !== TRIAL_TYPE &&
        member.email?.toLowerCase() === email.toLowerCase()
      ) {
        const token = await resetTokens.issue(member.id);
        const origin = linkOrigin(config);
        const link = `${origin}/m/forget?resetToken=${encodeURIComponent(token)}`;
        const site = (await siteConfig.stored(merchant))?.siteName ?? 'Swerte';
        const mail = resetEmail(c.get('lang'), site, member.account, link, RESET_TOKEN_TTL_MINUTES);
        try {
          await providers.email.send({ to: member.email, ...mail });
        } catch {
          return fail(c, 502, CODES.serverError, 'The e-mail could not be sent');
        }
      }
      return ok(c, null);
    },
  );

  app.post(
    PATHS.resetByEmail,
    documented({
      summary: 'Set a new password with the e-mailed reset token; revokes every session and starts a new one',
      description:
        'Held (403 `reset.contact.recent`, `{ availableAt }`) for a day after the address was bound.',
      value: LoginResultSchema,
      failures: { 400: [AUTH_CODES.resetTokenInvalid, ...PASSWORD_RULES], 403: [AUTH_CODES.resetHeld] },
    }),
    validJson(ResetByEmailSchema),
    async (c) => {
      const { resetToken, newPassword } = c.req.valid('json');
      const live = await resetTokens.peek(resetToken.trim());
      const member = live && (await findById(db, live.memberId));
      if (!live || !member || member.disabled)
        return fail(c, 400, AUTH_CODES.resetTokenInvalid, 'The link is invalid or expired');
      // The link stays unspent: it may be used once the hold is over, if it has not expired by then.
      const held = resetHold(member.emailBoundAt, services.now());
      if (held) return answer(c, held);
      const problem = await problemOf(member.merchantCode, newPassword, member.account);
      if (problem) return problemResponse(c, problem);
      const hash = await passwords.hash(newPassword);
      const done = await db.transaction(async (tx) => {
        if (!(await resetTokens.consume(live.id, tx))) return false;
        await tx.update(members).set({ passwordHash: hash }).where(eq(members.id, member.id));
        return true;
      });
      if (!done) return fail(c, 400, AUTH_CODES.resetTokenInvalid, 'The link is invalid or expired');
      await sessions.revokeMember(member.id);
      await notifyMember(
        services,
        { memberId: member.id, merchantCode: member.merchantCode, lang: c.get('lang') },
        { kind: 'password', how: 'email' },
      );
      // The new password stands, but a time-out or self-exclusion still keeps the account shut.
      const excluded = await activeExclusion(db, member.id, services.now());
      if (excluded)
        return failWith(c, 403, EXCLUSION_CODES.excluded, excludedValue(excluded), excludedMessage(excluded));
      return ok(
        c,
        await startSession(services, member, member.merchantCode, {
          recentAuth: true,
          device: sessionDevice(c, config.trustProxy),
        }),
      );
    },
  );

  app.post(
    PATHS.setPasswordByPhone,
    documented({
      summary: 'Set a new password with an SMS code; revokes every session and starts a new one',
      description:
        'Held (403 `reset.contact.recent`, `{ availableAt }`) for a day after the number was bound.',
      value: LoginResultSchema,
      failures: {
        400: [
          AUTH_CODES.smsCodeInvalid,
          AUTH_CODES.smsCodeExpired,
          AUTH_CODES.passwordSame,
          ...PASSWORD_RULES,
        ],
        403: [CODES.featureDisabled, AUTH_CODES.resetHeld],
      },
    }),
    validJson(SetPasswordByPhoneSchema),
    async (c) => {
      const body = c.req.valid('json');
      const merchant = c.get('merchant');
      // The server holds the switch too (issue 10): resets by phone only while CHNGPASSVERIF3 is on.
      if (!(await siteConfig.stored(merchant))?.switches.CHNGPASSVERIF3)
        return fail(c, 403, CODES.featureDisabled, 'Password reset by phone is switched off');
      const mobile = normaliseMobile(body.countryDialingCode, body.mobileNum);
      if (!mobile) return failWith(c, 400, AUTH_CODES.fieldInvalid, { field: 'mobileNum' }, 'mobile.format');
      const member = await findByMobile(db, merchant, mobile);
      const problem = await problemOf(merchant, body.newPassword, member?.account ?? '');
      if (problem) return problemResponse(c, problem);
      // Unknown numbers were sent no code: the same answer as a wrong code (no number probing).
      if (!member || member.disabled)
        return fail(c, 400, AUTH_CODES.smsCodeInvalid, 'Verification code error');
      const checked = await smsCodes.check(merchant, mobile, 'reset', body.verificationCode);
      if (!checked.ok) {
        const code = checked.reason === 'expired' ? AUTH_CODES.smsCodeExpired : AUTH_CODES.smsCodeInvalid;
        return fail(c, 400, code, 'Verification code error');
      }
      // After the code (only the number's holder learns of the hold); the code stays unspent.
      const held = resetHold(member.mobileBoundAt, services.now());
      if (held) return answer(c, held);
      // After the code (not before: no password oracle for whoever knows the number), and before spending it.
      if (await passwords.verify(body.newPassword, member.passwordHash)) {
        return fail(
          c,
          400,
          AUTH_CODES.passwordSame,
          'The new password and the old password cannot be the same.',
        );
      }
      const hash = await passwords.hash(body.newPassword);
      const done = await db.transaction(async (tx) => {
        if (!(await smsCodes.consume(checked.id, tx))) return false;
        await tx.update(members).set({ passwordHash: hash }).where(eq(members.id, member.id));
        return true;
      });
      if (!done) return fail(c, 400, AUTH_CODES.smsCodeInvalid, 'Verification code error');
      await sessions.revokeMember(member.id);
      await notifyMember(
        services,
        { memberId: member.id, merchantCode: merchant, lang: c.get('lang') },
        { kind: 'password', how: 'sms' },
      );
      // The new password stands, but a time-out or self-exclusion still keeps the account shut.
      const excluded = await activeExclusion(db, member.id, services.now());
      if (excluded)
        return failWith(c, 403, EXCLUSION_CODES.excluded, excludedValue(excluded), excludedMessage(excluded));
      return ok(
        c,
        await startSession(services, member, merchant, {
          recentAuth: true,
          device: sessionDevice(c, config.trustProxy),
        }),
      );
    },
  );

  return app;
}
