// Withdrawals for members (FUNDTRANS3: a real member's session; trials get free_reject). Asking needs a
// recently authenticated session and the payment password; what holds the money is
// server/payments/withdrawals.ts.
import { type Context, Hono } from 'hono';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { PAYOUT_CODES, WITHDRAW_CODES } from '../../src/shared/errors/cashier.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  CreateWithdrawSchema,
  WithdrawalsQuerySchema,
  WithdrawOrderSchema,
  WithdrawOverviewSchema,
  WithdrawPageSchema,
} from '../../src/shared/schemas/withdrawals.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { isRecentAuth, recentAuthRequired } from '../http/recent-auth.ts';
import { rejectTrial, requireSession } from '../http/require-session.ts';
import { requireSwitch } from '../http/require-switch.ts';
import { validJson, validQuery } from '../http/validate.ts';
import type { PaymentPasswords } from '../payments/payment-password.ts';
import type { Withdrawals } from '../payments/withdrawals.ts';

export function withdrawalRoutes(
  services: Services,
  withdrawals: Withdrawals,
  paymentPasswords: PaymentPasswords,
) {
  const app = new Hono<AppEnv>();
  const member = (c: Context<AppEnv>) => ({
    memberId: c.get('session').memberId,
    merchantCode: c.get('merchant'),
  });
  const session = [requireSession(services), rejectTrial] as const;

  app.get(
    PATHS.withdrawOverview,
    documented({
      summary:
        'The withdraw screen: balance, withdrawable amount, turnover, limits, the pending order, payee name, payout accounts',
      auth: 'session',
      value: WithdrawOverviewSchema,
    }),
    ...session,
    async (c) => ok(c, await withdrawals.overview(member(c), isRecentAuth(services, c))),
  );

  app.post(
    PATHS.withdrawOrders,
    documented({
      summary: 'Ask for a withdrawal: the amount is held at once, until an operator approves or rejects it',
      description:
        'Needs a recently authenticated session (else confirm the login password) and the payment password.',
      auth: 'session',
      value: WithdrawOrderSchema,
      failures: {
        400: [
          WITHDRAW_CODES.amountOutOfRange,
          WITHDRAW_CODES.insufficientFunds,
          WITHDRAW_CODES.turnoverUnmet,
          PAYOUT_CODES.paymentPasswordWrong,
        ],
        403: [WITHDRAW_CODES.recentAuthRequired, AUTH_CODES.freeReject],
        404: [PAYOUT_CODES.accountUnknown],
        409: [WITHDRAW_CODES.pendingExists, PAYOUT_CODES.paymentPasswordMissing],
        429: [WITHDRAW_CODES.dailyLimit, PAYOUT_CODES.paymentPasswordLocked],
      },
    }),
    ...session,
    validJson(CreateWithdrawSchema),
    async (c) => {
      if (!isRecentAuth(services, c)) return recentAuthRequired(c);
      const body = c.req.valid('json');
      const m = member(c);
      const checked = await paymentPasswords.verify(m.memberId, body.paymentPassword);
      if (!checked.ok) return answer(c, checked);
      return answer(c, await withdrawals.create(m, body.payoutAccountId, body.amountCents));
    },
  );

  app.get(
    PATHS.withdrawOrders,
    documented({
      summary: "The member's withdrawals, newest first (paged; created from/to, status)",
      description: 'The withdrawal records of the member centre: behind the WITHREC3 switch.',
      auth: 'session',
      value: WithdrawPageSchema,
      failures: { 403: [CODES.featureDisabled] },
    }),
    ...session,
    requireSwitch(services, 'WITHREC3'),
    validQuery(WithdrawalsQuerySchema),
    async (c) => ok(c, await withdrawals.list(member(c), c.req.valid('query'))),
  );

  app.get(
    `${PATHS.withdrawOrders}/:id`,
    documented({
      summary: "One of the member's withdrawals",
      auth: 'session',
      params: { id: IdParamSchema },
      value: WithdrawOrderSchema,
      failures: { 404: [WITHDRAW_CODES.orderUnknown] },
    }),
    ...session,
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined
        ? fail(c, 404, WITHDRAW_CODES.orderUnknown, 'No such withdrawal')
        : answer(c, await withdrawals.get(member(c), id));
    },
  );

  return app;
}
