// Sessions: the sealing key, login (password or SMS code), trial accounts, sign-out and renewal. What
// decides a login or a trial is server/auth/login.ts.
import { Hono } from 'hono';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { EXCLUSION_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { LoginPayloadSchema, LoginResultSchema, RenewSchema } from '../../src/shared/schemas/auth.ts';
import { PublicKeySchema } from '../../src/shared/sealed-body.ts';
import type { Logins } from '../auth/login.ts';
import { ipKey } from '../auth/throttle.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { failWith, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { trialMerchantOf } from '../http/platform-context.ts';
import { requireSession } from '../http/require-session.ts';
import { openSealed } from '../http/sealed.ts';
import { sessionDevice } from '../http/session-device.ts';
import { clientIp } from '../lib/client-ip.ts';

export function sessionRoutes(services: Services, logins: Logins) {
  const { keys, sessions, config } = services;
  const app = new Hono<AppEnv>();

  app.get(
    PATHS.publicKey,
    documented({
      summary: 'The public key login and registration bodies are sealed with',
      value: PublicKeySchema,
    }),
    async (c) => ok(c, await keys.publicKey()),
  );

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
      return answer(
        c,
        await logins.login(opened.value, {
          merchant: c.get('merchant'),
          ip: ipKey(clientIp(c, config.trustProxy)),
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
      return answer(c, await logins.trial(merchant, trialMerchantOf(merchant), ip));
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
