// Sessions: the sealing key, login (password or SMS code), trial accounts, sign-out and renewal.

import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_BEFORE_CAPTCHA,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP_PER_HOUR,
} from '../../src/shared/constants/accounts.ts';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { EXCLUSION_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  type LoginPayload,
  LoginPayloadSchema,
  LoginResultSchema,
  RenewSchema,
} from '../../src/shared/schemas/auth.ts';
import { PublicKeySchema } from '../../src/shared/sealed-body.ts';
import { startSession } from '../auth/login-result.ts';
import { findByMobile, findForPasswordLogin, type MemberRow } from '../auth/members.ts';
import { ipKey, THROTTLE } from '../auth/throttle.ts';
import { createTrialMember } from '../auth/trial.ts';
import type { AppEnv, Services } from '../context.ts';
import { members } from '../db/schema.ts';
import { fail, failWith, ok, throttled } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { trialMerchantOf } from '../http/platform-context.ts';
import { requireSession } from '../http/require-session.ts';
import { openSealed } from '../http/sealed.ts';
import { sessionDevice } from '../http/session-device.ts';
import { clientIp } from '../lib/client-ip.ts';
import { normaliseMobile } from '../lib/mobile.ts';
import { activeExclusion, excludedMessage, excludedValue, openCashout } from '../protection/exclusion.ts';

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

export function sessionRoutes(services: Services) {
  const { db, keys, sessions, captchas, smsCodes, throttle, passwords, siteConfig, config } = services;
  const app = new Hono<AppEnv>();

  app.get(
    PATHS.publicKey,
    documented({
      summary: 'The public key login and registration bodies are sealed with',
      value: PublicKeySchema,
    }),
    async (c) => ok(c, await keys.publicKey()),
  );

  /** The member the credentials prove, or undefined (unknown, wrong secret, disabled: one answer). */
  async function authenticate(merchant: string, p: LoginPayload, member: MemberRow | undefined) {
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

  app.post(
    PATHS.login,
    documented({
      summary: 'Log in by user name and password, or by mobile number and SMS code',
      description:
        'A failed login carries `{ captcha }` (LoginFailure): true asks for a captcha on the next try.',
      sealed: { name: 'LoginPayload', schema: LoginPayloadSchema },
      value: LoginResultSchema,
      failures: {
        400: [CODES.invalidRequest, AUTH_CODES.captchaRequired, AUTH_CODES.captchaInvalid],
        401: [AUTH_CODES.loginFailed],
        403: [CODES.featureDisabled, EXCLUSION_CODES.excluded],
        429: [AUTH_CODES.throttled],
      },
    }),
    async (c) => {
      const opened = await openSealed(c, keys, LoginPayloadSchema);
      if (!opened.ok) return opened.response;
      const p = opened.value;
      const merchant = c.get('merchant');
      const ip = ipKey(clientIp(c, config.trustProxy));
      const site = await siteConfig.stored(merchant);
      // The server holds the switch too: SMS login only while MOBILEVERCODELOGIN3 is on.
      if (p.type !== 'username' && !site?.switches.MOBILEVERCODELOGIN3)
        return fail(c, 403, CODES.featureDisabled, 'Login by SMS code is switched off');

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
        return failWith(c, 400, AUTH_CODES.captchaInvalid, { captcha: true }, 'Wrong or expired captcha');
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
          return failWith(c, 400, AUTH_CODES.captchaRequired, { captcha: true }, 'Captcha required');
        return throttled(c, attempt.retryAfterS);
      }

      const proven = await authenticate(merchant, p, member);
      if (!proven) {
        const captcha = (attempt.counts[1] ?? 0) + 1 >= LOGIN_FAILURES_BEFORE_CAPTCHA;
        return failWith(
          c,
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
      const excluded = await activeExclusion(db, proven.id, services.now());
      if (excluded) {
        const cashout =
          p.type === 'username'
            ? await openCashout(services, proven.id, merchant, excluded, sessionDevice(c, config.trustProxy))
            : undefined;
        return failWith(
          c,
          403,
          EXCLUSION_CODES.excluded,
          { ...excludedValue(excluded), ...(cashout ? { cashout } : {}) },
          excludedMessage(excluded),
        );
      }
      return ok(
        c,
        await startSession(services, proven, merchant, {
          recentAuth: p.type === 'username',
          device: sessionDevice(c, config.trustProxy),
        }),
      );
    },
  );

  app.post(
    PATHS.freeplay,
    documented({
      summary: 'Start a free-trial account with play money (merchant code + _TRIAL)',
      value: LoginResultSchema,
      failures: { 429: [AUTH_CODES.throttled] },
    }),
    async (c) => {
      const merchant = c.get('merchant');
      const ip = ipKey(clientIp(c, config.trustProxy));
      const allowed = await throttle.attempt([
        { kind: THROTTLE.trialIp, key: ip, windowMs: HOUR, limit: TRIALS_PER_IP_PER_HOUR },
      ]);
      if (!allowed.ok) return throttled(c, allowed.retryAfterS);
      const member = await createTrialMember(db, merchant, new Date(services.now()));
      return ok(
        c,
        await startSession(services, member, merchant, {
          recentAuth: false,
          merchantCode: trialMerchantOf(merchant),
        }),
      );
    },
  );

  // Sign-out is idempotent: no token, an unknown or a dead one all answer ok.
  app.delete(
    PATHS.session,
    documented({ summary: 'Sign out (idempotent: any token or none answers ok)' }),
    async (c) => {
      const token = c.req.header(HEADERS.token)?.trim();
      if (token && token.length <= 128) await sessions.revokeToken(token);
      return ok(c, null);
    },
  );

  app.post(
    PATHS.renew,
    documented({ summary: 'Extend the session by 24 h', auth: 'session', value: RenewSchema }),
    requireSession(services),
    async (c) => {
      const expiresAt = await sessions.renew(c.get('session').id);
      if (!expiresAt) return failWith(c, 401, CODES.sessionExpired, null);
      return ok(c, { expiresAt: expiresAt.toISOString() });
    },
  );

  return app;
}
