// Operator withdrawals (/ops/payments, behind the ops token): the queue with its approvals and
// rejections, and the merchant's cashier settings. Every change is audited in its own transaction.
import { type Context, Hono } from 'hono';
import { WITHDRAW_CODES } from '../../src/shared/errors/cashier.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  CashierSettingsPatchSchema,
  CashierSettingsSchema,
  OpsWithdrawSchema,
  RejectWithdrawSchema,
  WithdrawQueuePageSchema,
  WithdrawQueueQuerySchema,
} from '../../src/shared/schemas/withdrawals.ts';
import type { Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson, validQuery } from '../http/validate.ts';
import { settingsOf, updateSettings } from '../payments/cashier-settings.ts';
import type { Withdrawals } from '../payments/withdrawals.ts';

export function opsWithdrawalRoutes({ config, db }: Services, withdrawals: Withdrawals) {
  const app = new Hono();
  app.use(`${PATHS.opsWithdrawals}/*`, opsAuth(config.opsToken));
  app.use(PATHS.opsWithdrawals, opsAuth(config.opsToken));
  app.use(PATHS.opsCashierSettings, opsAuth(config.opsToken));
  const unknown = (c: Context) => fail(c, 404, WITHDRAW_CODES.orderUnknown, 'No such withdrawal');

  app.get(
    PATHS.opsCashierSettings,
    documented({
      summary: "The merchant's withdrawal limits, daily count and turnover multiplier (or the defaults)",
      auth: 'ops',
      value: CashierSettingsSchema,
    }),
    async (c) => ok(c, await settingsOf(db, merchantOf(c))),
  );

  app.put(
    PATHS.opsCashierSettings,
    documented({
      summary: 'Change the withdrawal limits, daily count or turnover multiplier (any subset)',
      auth: 'ops',
      value: CashierSettingsSchema,
      failures: { 400: [WITHDRAW_CODES.settingsInvalid] },
    }),
    validJson(CashierSettingsPatchSchema),
    async (c) => answer(c, await updateSettings(db, merchantOf(c), actorOf(c), c.req.valid('json'))),
  );

  app.get(
    PATHS.opsWithdrawals,
    documented({
      summary:
        'The withdrawal queue: pending withdrawals oldest first (or another `status`), with where to pay',
      auth: 'ops',
      value: WithdrawQueuePageSchema,
    }),
    validQuery(WithdrawQueueQuerySchema),
    async (c) => ok(c, await withdrawals.queue(merchantOf(c), c.req.valid('query'))),
  );

  const decision = {
    auth: 'ops' as const,
    params: { id: IdParamSchema },
    value: OpsWithdrawSchema,
    failures: { 404: [WITHDRAW_CODES.orderUnknown], 409: [WITHDRAW_CODES.orderClosed] },
  };

  app.post(
    `${PATHS.opsWithdrawals}/:id/approve`,
    documented({ summary: 'Approve a pending withdrawal (paid out of band: the hold stays)', ...decision }),
    async (c) => {
      const id = idParam(c.req.param('id'));
      if (id === undefined) return unknown(c);
      return answer(c, await withdrawals.decide(merchantOf(c), id, actorOf(c), { approve: true }));
    },
  );

  app.post(
    `${PATHS.opsWithdrawals}/:id/reject`,
    documented({
      summary: 'Reject a pending withdrawal with a reason the member sees: the hold is refunded once',
      ...decision,
    }),
    validJson(RejectWithdrawSchema),
    async (c) => {
      const id = idParam(c.req.param('id'));
      if (id === undefined) return unknown(c);
      const { reason } = c.req.valid('json');
      return answer(c, await withdrawals.decide(merchantOf(c), id, actorOf(c), { approve: false, reason }));
    },
  );

  return app;
}
