// Payout details for members (FUNDTRANS3: a real member's session; trials get free_reject): the payee
// name, bank cards and e-wallets, the payment password (set, change, reset by SMS), and confirming the
// login password, which makes the session recently authenticated again (withdrawals, a new payout account
// and payment-password changes ask for it). The rules live in server/payments/payout-accounts.ts and
// payment-password.ts.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { RECENT_AUTH_MINUTES } from '../../src/shared/constants/accounts.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { PAYOUT_CODES, WITHDRAW_CODES } from '../../src/shared/errors/cashier.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { SmsSentSchema } from '../../src/shared/schemas/auth.ts';
import {
  AddPayoutAccountSchema,
  ChangePaymentPasswordSchema,
  ConfirmLoginPasswordSchema,
  PayoutAccountSchema,
  PayoutProfileSchema,
  RecentAuthSchema,
  ResetPaymentPasswordSchema,
  SetPayeeNameSchema,
  SetPaymentPasswordSchema,
} from '../../src/shared/schemas/payout.ts';
import type { PasswordChanges } from '../auth/password-changes.ts';
import { notifyMember, notifyPaymentPassword } from '../contacts/notify.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { isRecentAuth, recentAuthRequired } from '../http/recent-auth.ts';
import { rejectTrial, requireSession } from '../http/require-session.ts';
import { validJson } from '../http/validate.ts';
import type { PaymentPasswords } from '../payments/payment-password.ts';
import type { PaymentPasswordResets } from '../payments/payment-password-reset.ts';
import type { PayoutAccounts } from '../payments/payout-accounts.ts';

export function payoutRoutes(
  services: Services,
  accounts: PayoutAccounts,
  paymentPasswords: PaymentPasswords,
  passwordChanges: PasswordChanges,
  resets: PaymentPasswordResets,
) {
  const app = new Hono<AppEnv>();
  const memberOf = (c: Context<AppEnv>) => ({
    memberId: c.get('session').memberId,
    merchantCode: c.get('merchant'),
  });
  /** Who hears of a new payment password or payout account: the inbox, the bound e-mail and mobile. */
  const notice = (c: Context<AppEnv>) => ({ ...memberOf(c), lang: c.get('lang') });
  const session = [requireSession(services), rejectTrial] as const;
  const recent = [WITHDRAW_CODES.recentAuthRequired, AUTH_CODES.freeReject];

  app.post(
    PATHS.passwordConfirm,
    documented({
      summary: 'Re-enter the login password: the session counts as recently authenticated again',
      description: `For ${RECENT_AUTH_MINUTES} minutes the member may withdraw and change the payment password.`,
      auth: 'session',
      value: RecentAuthSchema,
      failures: { 400: [PAYOUT_CODES.loginPasswordWrong], 429: [AUTH_CODES.throttled] },
    }),
    ...session,
    validJson(ConfirmLoginPasswordSchema),
    async (c) => answer(c, await passwordChanges.confirm(c.get('session'), c.req.valid('json').password)),
  );

  app.get(
    PATHS.payoutProfile,
    documented({
      summary: "The member's payee name, payout accounts, whether a payment password is set, masked mobile",
      auth: 'session',
      value: PayoutProfileSchema,
    }),
    ...session,
    async (c) => ok(c, await accounts.profile(c.get('session').memberId, isRecentAuth(services, c))),
  );

  app.post(
    PATHS.payeeName,
    documented({
      summary: 'Set the payee name (the real name payouts go to): once',
      auth: 'session',
      value: SetPayeeNameSchema,
      failures: { 400: [PAYOUT_CODES.payeeNameInvalid], 409: [PAYOUT_CODES.payeeNameSet] },
    }),
    ...session,
    validJson(SetPayeeNameSchema),
    async (c) =>
      answer(c, await accounts.setPayeeName(c.get('session').memberId, c.req.valid('json').payeeName)),
  );

  app.get(
    PATHS.payoutAccounts,
    documented({
      summary: "The member's active bank cards and e-wallets",
      auth: 'session',
      value: v.array(PayoutAccountSchema),
    }),
    ...session,
    async (c) => ok(c, await accounts.list(c.get('session').memberId)),
  );

  app.post(
    PATHS.payoutAccounts,
    documented({
      summary:
        'Add a bank card or e-wallet (holder = payee name; at most 5; a recently authenticated session)',
      auth: 'session',
      value: PayoutAccountSchema,
      failures: {
        400: [PAYOUT_CODES.holderMismatch, PAYOUT_CODES.numberInvalid, PAYOUT_CODES.providerInvalid],
        403: recent,
        409: [PAYOUT_CODES.payeeNameMissing, PAYOUT_CODES.accountDuplicate, PAYOUT_CODES.accountLimit],
      },
    }),
    ...session,
    validJson(AddPayoutAccountSchema),
    // Where withdrawals go: a stolen, stale session must not add the thief's card, and the member hears of
    // every new one (issue 31).
    async (c) => {
      if (!isRecentAuth(services, c)) return recentAuthRequired(c);
      const added = await accounts.add(memberOf(c), c.req.valid('json'));
      if (added.ok)
        await notifyMember(services, notice(c), {
          kind: 'payoutAccount',
          to: `${added.value.provider} ${added.value.maskedNumber}`,
        });
      return answer(c, added);
    },
  );

  app.delete(
    `${PATHS.payoutAccounts}/:id`,
    documented({
      summary: 'Remove a payout account (withdrawals keep where they were paid)',
      auth: 'session',
      params: { id: IdParamSchema },
      failures: { 404: [PAYOUT_CODES.accountUnknown] },
    }),
    ...session,
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined
        ? fail(c, 404, PAYOUT_CODES.accountUnknown, 'No such payout account')
        : answer(c, await accounts.remove(c.get('session').memberId, id));
    },
  );

  app.post(
    PATHS.paymentPassword,
    documented({
      summary: 'Set the first payment password (6 digits; a recently authenticated session)',
      auth: 'session',
      failures: {
        400: [PAYOUT_CODES.paymentPasswordMismatch],
        403: recent,
        409: [PAYOUT_CODES.paymentPasswordSet],
      },
    }),
    ...session,
    validJson(SetPaymentPasswordSchema),
    async (c) => {
      if (!isRecentAuth(services, c)) return recentAuthRequired(c);
      const body = c.req.valid('json');
      const set = await paymentPasswords.set(c.get('session').memberId, body.password, body.confirmPassword);
      if (set.ok) await notifyPaymentPassword(services, notice(c), 'set');
      return answer(c, set);
    },
  );

  app.put(
    PATHS.paymentPassword,
    documented({
      summary: 'Change the payment password with the old one (a recently authenticated session)',
      auth: 'session',
      failures: {
        400: [
          PAYOUT_CODES.paymentPasswordWrong,
          PAYOUT_CODES.paymentPasswordMismatch,
          PAYOUT_CODES.paymentPasswordSame,
        ],
        403: recent,
        409: [PAYOUT_CODES.paymentPasswordMissing],
        429: [PAYOUT_CODES.paymentPasswordLocked],
      },
    }),
    ...session,
    validJson(ChangePaymentPasswordSchema),
    async (c) => {
      if (!isRecentAuth(services, c)) return recentAuthRequired(c);
      const changed = await paymentPasswords.change(c.get('session').memberId, c.req.valid('json'));
      if (changed.ok) await notifyPaymentPassword(services, notice(c), 'changed');
      return answer(c, changed);
    },
  );

  app.post(
    PATHS.paymentPasswordSms,
    documented({
      summary: "SMS a payment-password reset code to the member's bound mobile",
      description:
        'Held (403 `reset.contact.recent`, `{ availableAt }`) for a day after the mobile was bound.',
      auth: 'session',
      value: SmsSentSchema,
      failures: {
        400: [AUTH_CODES.smsCountry],
        403: [AUTH_CODES.resetHeld],
        409: [PAYOUT_CODES.mobileMissing],
        429: [AUTH_CODES.throttled],
        502: [AUTH_CODES.smsUnsent],
      },
    }),
    ...session,
    async (c) => answer(c, await resets.sendCode(notice(c))),
  );

  app.post(
    PATHS.paymentPasswordReset,
    documented({
      summary: 'A new payment password with the SMS code (a recently authenticated session)',
      auth: 'session',
      failures: {
        400: [PAYOUT_CODES.paymentPasswordMismatch, AUTH_CODES.smsCodeInvalid, AUTH_CODES.smsCodeExpired],
        403: [...recent, AUTH_CODES.resetHeld],
        409: [PAYOUT_CODES.mobileMissing],
      },
    }),
    ...session,
    validJson(ResetPaymentPasswordSchema),
    async (c) => {
      if (!isRecentAuth(services, c)) return recentAuthRequired(c);
      return answer(c, await resets.reset(notice(c), c.req.valid('json')));
    },
  );

  return app;
}
