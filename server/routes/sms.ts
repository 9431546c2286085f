// SMS codes without a session (module VERIFICATION3) for login, registration and password resets. What
// decides whether one is sent (switches, limits, which numbers get one) is server/auth/login.ts.
import { Hono } from 'hono';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { SmsRequestSchema, SmsSentSchema } from '../../src/shared/schemas/auth.ts';
import type { Logins } from '../auth/login.ts';
import { ipKey } from '../auth/throttle.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { documented } from '../http/openapi.ts';
import { validJson } from '../http/validate.ts';
import { clientIp } from '../lib/client-ip.ts';

export function smsRoutes({ config }: Services, logins: Logins) {
  const app = new Hono<AppEnv>();

  app.post(
    PATHS.smsNoLogin,
    documented({
      summary: 'Send an SMS code for login, registration or a password reset',
      description:
        'Login and reset codes for a number without an account answer the same success and send nothing.',
      value: SmsSentSchema,
      failures: {
        400: [AUTH_CODES.fieldInvalid, AUTH_CODES.smsCountry],
        403: [CODES.featureDisabled],
        409: [AUTH_CODES.mobileTaken],
        429: [AUTH_CODES.throttled],
        502: [AUTH_CODES.smsUnsent],
      },
    }),
    validJson(SmsRequestSchema),
    async (c) => {
      const at = {
        merchant: c.get('merchant'),
        ip: ipKey(clientIp(c, config.trustProxy)),
        lang: c.get('lang'),
      };
      return answer(c, await logins.textCode(c.req.valid('json'), at));
    },
  );

  return app;
}
