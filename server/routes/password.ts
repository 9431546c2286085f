// Passwords: change (session), status, forgot by e-mail (one-time link), reset by link, set by SMS. What
// decides each is server/auth/password-changes.ts.
import { type Context, Hono } from 'hono';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  ChangePasswordSchema,
  FirstPasswordSchema,
  ForgotEmailSchema,
  LoginResultSchema,
  PasswordStatusSchema,
  ResetByEmailSchema,
  SetPasswordByPhoneSchema,
} from '../../src/shared/schemas/auth.ts';
import type { PasswordChanges } from '../auth/password-changes.ts';
import { ipKey } from '../auth/throttle.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { isRecent } from '../http/recent-auth.ts';
import { rejectTrial, requireSession } from '../http/require-session.ts';
import { sessionDevice } from '../http/session-device.ts';
import { validForm, validJson } from '../http/validate.ts';
import { clientIp } from '../lib/client-ip.ts';

/** What the merchant's password rule and the common-password list answer. */
const PASSWORD_RULES = [AUTH_CODES.fieldInvalid, AUTH_CODES.passwordCommon];

export function passwordRoutes(services: Services, changes: PasswordChanges) {
  const { config } = services;
  const app = new Hono<AppEnv>();
  const asker = (c: Context<AppEnv>) => ({
    lang: c.get('lang'),
    device: sessionDevice(c, config.trustProxy),
  });

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
      return ok(c, {
        recentlyAuthenticated: isRecent(services, session.recentAuthAt),
        hasPassword: await changes.hasPassword(session.memberId),
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
      const session = c.get('session');
      const recent = isRecent(services, session.recentAuthAt);
      return answer(c, await changes.change(session, c.req.valid('json'), recent, c.get('lang')));
    },
  );

  app.post(
    PATHS.firstPassword,
    documented({
      summary: "The member's own password in place of the one an agent chose (no old password asked)",
      description:
        'Until it is set, every call of the session but reading, this one, renewal and sign-out answers ' +
        '403 `password.first.required` (decision 50). Revokes the other sessions.',
      auth: 'session',
      failures: {
        400: [AUTH_CODES.passwordMismatch, AUTH_CODES.passwordSame, ...PASSWORD_RULES],
        403: [AUTH_CODES.freeReject],
        409: [AUTH_CODES.firstPasswordSet],
      },
    }),
    requireSession(services),
    rejectTrial,
    validJson(FirstPasswordSchema),
    async (c) => answer(c, await changes.setFirst(c.get('session'), c.req.valid('json'), c.get('lang'))),
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
      const ip = ipKey(clientIp(c, config.trustProxy));
      return answer(
        c,
        await changes.sendResetLink(c.get('merchant'), c.req.valid('form'), ip, c.get('lang')),
      );
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
      return answer(c, await changes.resetByEmail(resetToken, newPassword, asker(c)));
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
    async (c) => answer(c, await changes.resetBySms(c.get('merchant'), c.req.valid('json'), asker(c))),
  );

  return app;
}
