// SMS codes without a session (module VERIFICATION3). Login and reset codes for a number nobody uses
// answer the same success but send nothing: the answer must not tell which numbers have accounts.
// Registration codes for a number in use answer 409 `mobile.taken` (the form needs to say so), only
// after the send throttles, so it tells no more than one number per allowed send.
import { Hono } from 'hono';
import {
  SMS_CODE_TTL_MINUTES,
  SMS_PER_IP_PER_HOUR,
  SMS_PER_NUMBER_INTERVAL_MS,
  SMS_PER_NUMBER_PER_DAY,
} from '../../src/shared/constants/accounts.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { SmsRequestSchema, SmsSentSchema } from '../../src/shared/schemas/auth.ts';
import { findByMobile } from '../auth/members.ts';
import { smsText } from '../auth/messages.ts';
import { ipKey, THROTTLE } from '../auth/throttle.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail, failWith, ok, throttled } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { validJson } from '../http/validate.ts';
import { clientIp } from '../lib/client-ip.ts';
import { e164, normaliseMobile } from '../lib/mobile.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function smsRoutes({ db, config, throttle, smsCodes, providers, siteConfig }: Services) {
  const app = new Hono<AppEnv>();

  app.post(
    PATHS.smsNoLogin,
    documented({
      summary: 'Send an SMS code for login, registration or a password reset',
      description:
        'Login and reset codes for a number without an account answer the same success and send nothing.',
      value: SmsSentSchema,
      failures: {
        400: [AUTH_CODES.fieldInvalid],
        403: [CODES.featureDisabled],
        409: [AUTH_CODES.mobileTaken],
        429: [AUTH_CODES.throttled],
        502: [CODES.serverError],
      },
    }),
    validJson(SmsRequestSchema),
    async (c) => {
      const q = c.req.valid('json');
      const merchant = c.get('merchant');
      // Switches the server holds too: login codes need MOBILEVERCODELOGIN3, reset codes
      // CHNGPASSVERIF3, registration codes a registration that uses the mobile number.
      const switches = (await siteConfig.stored(merchant))?.switches;
      const open =
        q.purpose === 'login'
          ? switches?.MOBILEVERCODELOGIN3
          : q.purpose === 'reset'
            ? switches?.CHNGPASSVERIF3
            : switches?.MOBILENUMREG3 || switches?.REGMOBVERF3;
      if (!open) return fail(c, 403, CODES.featureDisabled, `SMS codes for ${q.purpose} are switched off`);
      const mobile = normaliseMobile(q.countryDialingCode, q.mobileNum);
      if (!mobile) return failWith(c, 400, AUTH_CODES.fieldInvalid, { field: 'mobileNum' }, 'mobile.format');

      // Throttled first, atomically: a burst to one number sends one message, and the answers
      // below (a registration code for a number in use is refused) cannot enumerate numbers faster than
      // an address may send.
      const numberKey = `${merchant}:${mobile}`;
      const allowed = await throttle.attempt([
        {
          kind: THROTTLE.smsIp,
          key: ipKey(clientIp(c, config.trustProxy)),
          windowMs: HOUR,
          limit: SMS_PER_IP_PER_HOUR,
        },
        { kind: THROTTLE.smsNumber, key: numberKey, windowMs: SMS_PER_NUMBER_INTERVAL_MS, limit: 1 },
        { kind: THROTTLE.smsNumber, key: numberKey, windowMs: DAY, limit: SMS_PER_NUMBER_PER_DAY },
      ]);
      if (!allowed.ok) return throttled(c, allowed.retryAfterS);

      const member = await findByMobile(db, merchant, mobile);
      if (q.purpose === 'register' && member)
        return fail(c, 409, AUTH_CODES.mobileTaken, 'Mobile number already registered');

      const send = q.purpose === 'register' || (member && !member.disabled);
      if (send) {
        const code = await smsCodes.issue(merchant, mobile, q.purpose);
        const site = (await siteConfig.stored(merchant))?.siteName ?? 'Swerte';
        try {
          await providers.sms.send({
            to: e164(mobile),
            body: smsText(c.get('lang'), site, q.purpose, code, SMS_CODE_TTL_MINUTES),
          });
        } catch {
          return fail(c, 502, CODES.serverError, 'The SMS could not be sent');
        }
      }
      return ok(c, { expiredMinutes: SMS_CODE_TTL_MINUTES });
    },
  );

  return app;
}
