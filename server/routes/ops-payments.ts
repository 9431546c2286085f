// Operator payments (/ops/payments, behind the ops token): channels, and the deposit queue with its
// approvals and rejections. Every change is written to ops_audit in its own transaction.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { DEPOSIT_CODES } from '../../src/shared/errors/cashier.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  ChannelCreateSchema,
  ChannelPatchSchema,
  DepositOrderSchema,
  DepositQueuePageSchema,
  DepositQueueQuerySchema,
  OpsChannelSchema,
  RejectDepositSchema,
} from '../../src/shared/schemas/deposits.ts';
import type { Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson, validQuery } from '../http/validate.ts';
import type { Deposits } from '../payments/deposits.ts';

export function opsPaymentRoutes({ config }: Services, deposits: Deposits) {
  const app = new Hono();
  app.use('/ops/payments/*', opsAuth(config.opsToken));
  const unknownDeposit = (c: Context) => fail(c, 404, DEPOSIT_CODES.orderUnknown, 'No such deposit');

  app.get(
    PATHS.opsPaymentChannels,
    documented({
      summary: "The merchant's payment channels, enabled or not",
      auth: 'ops',
      value: v.array(OpsChannelSchema),
    }),
    async (c) => ok(c, await deposits.allChannels(merchantOf(c))),
  );

  app.post(
    PATHS.opsPaymentChannels,
    documented({
      summary: 'Add a payment channel (a manual bank or e-wallet account, or a gateway)',
      auth: 'ops',
      value: OpsChannelSchema,
      failures: { 400: [DEPOSIT_CODES.channelInvalid] },
    }),
    validJson(ChannelCreateSchema),
    async (c) => answer(c, await deposits.createChannel(merchantOf(c), actorOf(c), c.req.valid('json'))),
  );

  app.patch(
    `${PATHS.opsPaymentChannels}/:id`,
    documented({
      summary:
        'Change a payment channel: limits, account, quick amounts, order; `enabled` switches it on or off',
      auth: 'ops',
      params: { id: IdParamSchema },
      value: OpsChannelSchema,
      failures: { 400: [DEPOSIT_CODES.channelInvalid], 404: [DEPOSIT_CODES.channelUnknown] },
    }),
    validJson(ChannelPatchSchema),
    async (c) => {
      const id = idParam(c.req.param('id'));
      if (id === undefined) return fail(c, 404, DEPOSIT_CODES.channelUnknown, 'No such payment channel');
      return answer(c, await deposits.updateChannel(merchantOf(c), id, actorOf(c), c.req.valid('json')));
    },
  );

  app.get(
    PATHS.opsDeposits,
    documented({
      summary: 'The deposit queue: pending deposits oldest first (or another `status`)',
      auth: 'ops',
      value: DepositQueuePageSchema,
    }),
    validQuery(DepositQueueQuerySchema),
    async (c) => ok(c, await deposits.queue(merchantOf(c), c.req.valid('query'))),
  );

  const decision = {
    auth: 'ops' as const,
    params: { id: IdParamSchema },
    value: DepositOrderSchema,
    failures: {
      404: [DEPOSIT_CODES.orderUnknown],
      409: [DEPOSIT_CODES.orderClosed, DEPOSIT_CODES.orderKind],
    },
  };

  app.post(
    `${PATHS.opsDeposits}/:id/approve`,
    documented({ summary: 'Approve a pending manual deposit: credits the member once', ...decision }),
    async (c) => {
      const id = idParam(c.req.param('id'));
      if (id === undefined) return unknownDeposit(c);
      return answer(c, await deposits.decide(merchantOf(c), id, actorOf(c), { approve: true }));
    },
  );

  app.post(
    `${PATHS.opsDeposits}/:id/reject`,
    documented({ summary: 'Reject a pending manual deposit with a reason the member sees', ...decision }),
    validJson(RejectDepositSchema),
    async (c) => {
      const id = idParam(c.req.param('id'));
      if (id === undefined) return unknownDeposit(c);
      const { reason } = c.req.valid('json');
      return answer(c, await deposits.decide(merchantOf(c), id, actorOf(c), { approve: false, reason }));
    },
  );

  app.get(
    `${PATHS.opsDeposits}/:id/receipt`,
    documented({
      summary: "A manual deposit's receipt image, as the member sent it (png or jpeg)",
      auth: 'ops',
      params: { id: IdParamSchema },
      file: {
        media: 'image/png',
        description: 'The image as an attachment: image/png, or image/jpeg when the member sent a JPEG',
      },
      failures: { 404: [DEPOSIT_CODES.orderUnknown, DEPOSIT_CODES.receiptMissing] },
    }),
    async (c) => {
      const id = idParam(c.req.param('id'));
      if (id === undefined) return unknownDeposit(c);
      const found = await deposits.receipt(merchantOf(c), id);
      if (!found.ok) return answer(c, found);
      const { bytes, type, reference } = found.value;
      const extension = type === 'image/png' ? 'png' : 'jpg';
      return c.body(bytes, 200, {
        'Content-Type': type,
        'Content-Disposition': `attachment; filename="receipt-${reference}.${extension}"`,
        'Cache-Control': 'no-store',
      });
    },
  );

  return app;
}
