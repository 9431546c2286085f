// Registration: settings, invitation-code check and the sealed sign-up itself. What decides a sign-up (and
// in which order it checks) is server/auth/registration.ts.
import { Hono } from 'hono';
import { AGENT_REBATE_CODES } from '../../src/shared/errors/agent-rebate.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { AGE_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  AffiliateCheckResultSchema,
  AffiliateCheckSchema,
  LoginResultSchema,
  RegistrationPayloadSchema,
  RegistrationSettingsSchema,
} from '../../src/shared/schemas/auth.ts';
import type { Registrations } from '../auth/registration.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { openSealed } from '../http/sealed.ts';
import { sessionDevice } from '../http/session-device.ts';
import { validJson } from '../http/validate.ts';

export function registerRoutes(services: Services, registrations: Registrations) {
  const { keys } = services;
  const app = new Hono<AppEnv>();

  app.get(
    PATHS.registrationSettings,
    documented({
      summary: 'Registration methods, field rules and captcha switch of the merchant',
      value: RegistrationSettingsSchema,
    }),
    async (c) => {
      const settings = await registrations.settings(c.get('merchant'));
      return settings ? ok(c, settings) : fail(c, 400, CODES.merchantUnknown);
    },
  );

  app.post(
    PATHS.affiliateCheck,
    documented({ summary: 'Whether an invitation code is valid', value: AffiliateCheckResultSchema }),
    validJson(AffiliateCheckSchema),
    async (c) => {
      const { code } = c.req.valid('json');
      return ok(c, { success: await registrations.codeValid(c.get('merchant'), code) });
    },
  );

  app.put(
    PATHS.register,
    documented({
      summary: 'Register (by user name or mobile number) and start a session',
      description: 'A field that breaks its rule answers `field.invalid` with `{ field }`.',
      sealed: { name: 'RegistrationPayload', schema: RegistrationPayloadSchema },
      value: LoginResultSchema,
      failures: {
        400: [
          CODES.invalidRequest,
          AUTH_CODES.invitationCodeError,
          AUTH_CODES.fieldInvalid,
          AUTH_CODES.passwordMismatch,
          AUTH_CODES.passwordCommon,
          AUTH_CODES.captchaRequired,
          AUTH_CODES.captchaInvalid,
          AUTH_CODES.smsCodeInvalid,
          AUTH_CODES.smsCodeExpired,
          AGE_CODES.unconfirmed,
        ],
        403: [CODES.featureDisabled],
        409: [AUTH_CODES.usernameTaken, AUTH_CODES.mobileTaken, AGENT_REBATE_CODES.tooDeep],
      },
    }),
    async (c) => {
      const opened = await openSealed(c, keys, RegistrationPayloadSchema);
      if (!opened.ok) return opened.response;
      const device = sessionDevice(c, services.config.trustProxy);
      return answer(c, await registrations.register(opened.value, c.get('merchant'), device));
    },
  );

  return app;
}
