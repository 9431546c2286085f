// The member's e-mail and mobile bindings (module PROFPIC3: a real member's session; trials get
// free_reject). A code to the new address or number proves it; changing a bound one needs a recent login
// and tells the contacts bound before. The rules live in server/contacts/bindings.ts.
import { type Context, Hono } from 'hono';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { WITHDRAW_CODES } from '../../src/shared/errors/cashier.ts';
import { CONTACT_CODES } from '../../src/shared/errors/contact.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  CodeSentSchema,
  ContactsSchema,
  EmailBindSchema,
  EmailCodeRequestSchema,
  MobileBindSchema,
  MobileCodeRequestSchema,
} from '../../src/shared/schemas/contacts.ts';
import type { Caller, ContactBindings } from '../contacts/bindings.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { isRecentAuth } from '../http/recent-auth.ts';
import { rejectTrial, requireSession } from '../http/require-session.ts';
import { validJson } from '../http/validate.ts';

export function contactRoutes(services: Services, bindings: ContactBindings) {
  const app = new Hono<AppEnv>();
  const session = [requireSession(services), rejectTrial] as const;
  const caller = (c: Context<AppEnv>): Caller => ({
    memberId: c.get('session').memberId,
    merchantCode: c.get('merchant'),
    recentAuth: isRecentAuth(services, c),
    lang: c.get('lang'),
  });
  const codeFailures = [CONTACT_CODES.codeInvalid, CONTACT_CODES.codeExpired];

  app.get(
    PATHS.contacts,
    documented({
      summary: "The member's bound e-mail and mobile (masked) and whether a change needs the login password",
      auth: 'session',
      value: ContactsSchema,
    }),
    ...session,
    async (c) => ok(c, await bindings.contacts(caller(c))),
  );

  app.post(
    PATHS.emailCode,
    documented({
      summary: 'Send a 6-digit binding code to an e-mail address',
      description: 'Changing a bound address needs a recently authenticated session.',
      auth: 'session',
      value: CodeSentSchema,
      failures: {
        400: [CONTACT_CODES.emailInvalid],
        403: [WITHDRAW_CODES.recentAuthRequired, AUTH_CODES.freeReject],
        409: [CONTACT_CODES.emailSame],
        429: [AUTH_CODES.throttled],
        502: [CODES.serverError],
      },
    }),
    ...session,
    validJson(EmailCodeRequestSchema),
    async (c) => answer(c, await bindings.sendEmailCode(caller(c), c.req.valid('json').email)),
  );

  app.post(
    PATHS.emailBind,
    documented({
      summary: 'Bind the e-mail address with the code sent to it; the contacts bound before are told',
      auth: 'session',
      failures: {
        400: [CONTACT_CODES.emailInvalid, ...codeFailures],
        403: [WITHDRAW_CODES.recentAuthRequired, AUTH_CODES.freeReject],
        409: [CONTACT_CODES.emailSame],
      },
    }),
    ...session,
    validJson(EmailBindSchema),
    async (c) => answer(c, await bindings.bindEmail(caller(c), c.req.valid('json'))),
  );

  app.post(
    PATHS.mobileCode,
    documented({
      summary: 'The logged-in SMS call: a 6-digit binding code to a mobile number',
      description: 'Changing a bound number needs a recently authenticated session.',
      auth: 'session',
      value: CodeSentSchema,
      failures: {
        400: [CONTACT_CODES.mobileInvalid, AUTH_CODES.smsCountry],
        403: [WITHDRAW_CODES.recentAuthRequired, AUTH_CODES.freeReject],
        409: [CONTACT_CODES.mobileSame, CONTACT_CODES.mobileTaken],
        429: [AUTH_CODES.throttled],
        502: [AUTH_CODES.smsUnsent],
      },
    }),
    ...session,
    validJson(MobileCodeRequestSchema),
    async (c) => answer(c, await bindings.sendMobileCode(caller(c), c.req.valid('json'))),
  );

  app.post(
    PATHS.mobileBind,
    documented({
      summary: 'Bind the mobile number with the SMS code; the contacts bound before are told',
      auth: 'session',
      failures: {
        400: [CONTACT_CODES.mobileInvalid, ...codeFailures],
        403: [WITHDRAW_CODES.recentAuthRequired, AUTH_CODES.freeReject],
        409: [CONTACT_CODES.mobileSame, CONTACT_CODES.mobileTaken],
      },
    }),
    ...session,
    validJson(MobileBindSchema),
    async (c) => answer(c, await bindings.bindMobile(caller(c), c.req.valid('json'))),
  );

  return app;
}
