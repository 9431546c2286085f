// Deposits for members (FUNDTRANS3: a session of a real member; trials get free_reject from the module
// gate) and the payment gateways' webhooks (signed, outside the player gates). What moves the money is
// server/payments/deposits.ts.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { DEPOSIT_CODES } from '../../src/shared/errors/cashier.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { EXCLUSION_CODES, LIMIT_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  ChannelSchema,
  CreateDepositSchema,
  DepositCreatedSchema,
  DepositOrderSchema,
  DepositPageSchema,
  DepositsQuerySchema,
  PAYMENT_PROVIDERS,
  SubmitDepositSchema,
  WebhookAckSchema,
} from '../../src/shared/schemas/deposits.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { RECEIPT_UPLOAD_PATH, receiptBytes } from '../http/receipt-upload.ts';
import { requireSession } from '../http/require-session.ts';
import { requireSwitch } from '../http/require-switch.ts';
import { validJson, validQuery } from '../http/validate.ts';
import type { Deposits } from '../payments/deposits.ts';

export function depositRoutes(services: Services, deposits: Deposits) {
  const app = new Hono<AppEnv>();
  const member = (c: Context<AppEnv>) => ({
    memberId: c.get('session').memberId,
    merchantCode: c.get('merchant'),
  });
  const unknown = (c: Context) => fail(c, 404, DEPOSIT_CODES.orderUnknown, 'No such deposit');

  app.get(
    PATHS.depositChannels,
    documented({
      summary: 'The payment channels a member may deposit through, with their limits and quick amounts',
      auth: 'session',
      value: v.array(ChannelSchema),
    }),
    requireSession(services),
    async (c) => ok(c, await deposits.channels(c.get('merchant'), c.get('lang'))),
  );

  app.post(
    PATHS.depositOrders,
    documented({
      summary:
        'Start a deposit: a manual channel answers the receiving account and the reference to quote, a gateway the page to pay on',
      description:
        "`promotionId`: a live deposit promotion chosen for its bonus, paid with the deposit's credit (min(percent × amount, cap), once per member, while the budget lasts).",
      auth: 'session',
      value: DepositCreatedSchema,
      failures: {
        400: [DEPOSIT_CODES.amountOutOfRange],
        403: [EXCLUSION_CODES.excluded],
        404: [DEPOSIT_CODES.channelUnknown],
        409: [LIMIT_CODES.depositExceeded, DEPOSIT_CODES.promotionUnavailable],
        502: [DEPOSIT_CODES.gatewayUnavailable],
      },
    }),
    requireSession(services),
    validJson(CreateDepositSchema),
    async (c) => {
      const body = c.req.valid('json');
      return answer(
        c,
        await deposits.create(
          member(c),
          body.channelId,
          body.amountCents,
          c.get('requestLanguage'),
          services.now(),
          body.promotionId ?? null,
        ),
      );
    },
  );

  app.get(
    PATHS.depositOrders,
    documented({
      summary: "The member's deposits, newest first (paged; created from/to, status)",
      description: 'The deposit records of the member centre: behind the DEPRECM3 switch.',
      auth: 'session',
      value: DepositPageSchema,
      failures: { 403: [CODES.featureDisabled] },
    }),
    requireSession(services),
    requireSwitch(services, 'DEPRECM3'),
    validQuery(DepositsQuerySchema),
    async (c) => ok(c, await deposits.list(member(c), c.req.valid('query'))),
  );

  app.get(
    `${PATHS.depositOrders}/:id`,
    documented({
      summary: "One of the member's deposits (its status, polled while it is pending)",
      auth: 'session',
      params: { id: IdParamSchema },
      value: DepositOrderSchema,
      failures: { 404: [DEPOSIT_CODES.orderUnknown] },
    }),
    requireSession(services),
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined ? unknown(c) : answer(c, await deposits.get(member(c), id));
    },
  );

  app.post(
    `${PATHS.depositOrders}/:id/submit`,
    documented({
      summary: "The sender's name and reference number of a manual transfer (while the deposit is pending)",
      auth: 'session',
      params: { id: IdParamSchema },
      value: DepositOrderSchema,
      failures: {
        404: [DEPOSIT_CODES.orderUnknown],
        409: [DEPOSIT_CODES.orderClosed, DEPOSIT_CODES.orderKind],
      },
    }),
    requireSession(services),
    validJson(SubmitDepositSchema),
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined
        ? unknown(c)
        : answer(c, await deposits.submit(member(c), id, c.req.valid('json')));
    },
  );

  app.post(
    RECEIPT_UPLOAD_PATH,
    documented({
      summary:
        'The receipt image of a pending manual transfer (png or jpeg up to 5 MB; a new one replaces it)',
      description:
        'Multipart/form-data with the image in the `receipt` field, or the image as the raw body. The type is read from the bytes (PNG signature, JPEG marker), never from a name or Content-Type.',
      auth: 'session',
      params: { id: IdParamSchema },
      value: DepositOrderSchema,
      failures: {
        400: [DEPOSIT_CODES.receiptInvalid],
        404: [DEPOSIT_CODES.orderUnknown],
        409: [DEPOSIT_CODES.orderClosed, DEPOSIT_CODES.orderKind],
        413: [DEPOSIT_CODES.receiptTooLarge],
      },
    }),
    requireSession(services),
    async (c) => {
      const id = idParam(c.req.param('id') ?? '');
      if (id === undefined) return unknown(c);
      const bytes = await receiptBytes(c);
      if (!bytes) return fail(c, 400, DEPOSIT_CODES.receiptInvalid, 'receipt: no image in the form');
      return answer(c, await deposits.attachReceipt(member(c), id, bytes));
    },
  );

  // One route per provider: the path names who signed, so each is an exact ungated path.
  for (const code of PAYMENT_PROVIDERS) {
    app.post(
      `${PATHS.paymentWebhook}/${code}`,
      documented({
        summary: `The ${code} gateway's payment notification: verified by its signature, credits its deposit once`,
        description:
          'Replays answer `replayed: true` and move nothing. A signed payment that credits nothing (no such checkout, an order no longer pending, another amount) is acknowledged with `unapplied: <code>`, so the gateway stops resending it, and recorded once in the audit as `deposit.payment.unapplied` for an operator.',
        value: WebhookAckSchema,
        failures: {
          401: [DEPOSIT_CODES.signatureInvalid],
          404: [CODES.notFound],
        },
      }),
      async (c) => {
        const provider = deposits.provider;
        if (provider?.code !== code)
          return fail(c, 404, CODES.notFound, `The ${code} gateway is not configured`);
        const event = provider.verifyWebhook(await c.req.text(), c.req.raw.headers);
        if (!event) return fail(c, 401, DEPOSIT_CODES.signatureInvalid, 'bad, stale or missing signature');
        // A genuine notification about something else: acknowledged, so the gateway stops resending it.
        if (!event.paid) return ok(c, { orderId: null, status: null, replayed: false });
        return answer(c, await deposits.applyPayment(code, event));
      },
    );
  }

  return app;
}
