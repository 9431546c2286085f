// The lottery gateway (/lgw): lotteries with their next draw, results, draws with fairness
// data (public); orders (session required; trial accounts play with their play money).
import { Hono } from 'hono';
import * as v from 'valibot';
import { LOTTERY_CODES } from '../../src/shared/errors/game.ts';
import { LIMIT_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  DrawDetailSchema,
  LotteryListQuerySchema,
  LotteryListSchema,
  OrderPageSchema,
  OrderSchema,
  OrdersQuerySchema,
  PlaceOrderSchema,
  ResultListSchema,
  ResultsQuerySchema,
} from '../../src/shared/schemas/lottery.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { requireSession } from '../http/require-session.ts';
import { validJson, validQuery } from '../http/validate.ts';
import { toDetail, toResult } from '../lottery/draws.ts';
import { LotteryError } from '../lottery/orders.ts';

const IdSchema = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));
const idParam = (raw: string | undefined) => {
  const parsed = v.safeParse(IdSchema, raw);
  return parsed.success ? parsed.output : undefined;
};

export function lotteryRoutes(services: Services) {
  const { lottery, now } = services;
  const app = new Hono<AppEnv>();

  app.get(
    PATHS.lotteries,
    documented({ summary: 'Lotteries with their next draw', value: LotteryListSchema }),
    validQuery(LotteryListQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      return ok(c, await lottery.draws.list(now(), { prizeMode: q.prizeMode, code: q.code }));
    },
  );

  app.get(
    PATHS.lotteryResults,
    documented({
      summary: "A lottery's latest results",
      value: ResultListSchema,
      failures: { 404: [LOTTERY_CODES.unknown] },
    }),
    validQuery(ResultsQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      if (!(await lottery.draws.lottery(q.lotteryCode))) {
        return fail(c, 404, LOTTERY_CODES.unknown, 'Unknown lottery');
      }
      return ok(c, (await lottery.draws.results(q.lotteryCode, q.limit)).map(toResult));
    },
  );

  app.get(
    `${PATHS.lotteryDraws}/:id`,
    documented({
      summary: 'One draw with its fairness data (the server seed once drawn)',
      params: { id: IdSchema },
      value: DrawDetailSchema,
      failures: { 404: [LOTTERY_CODES.unknown] },
    }),
    async (c) => {
      const id = idParam(c.req.param('id'));
      const found = id === undefined ? undefined : await lottery.draws.byId(id);
      if (!found) return fail(c, 404, LOTTERY_CODES.unknown, 'Unknown draw');
      return ok(c, toDetail(found.draw, found.game));
    },
  );

  const session = requireSession(services);
  app.on(['GET', 'POST'], [PATHS.lotteryOrders, `${PATHS.lotteryOrders}/*`], session);

  app.post(
    PATHS.lotteryOrders,
    documented({
      summary: 'Place an order on the open issue (its stake taken from the wallet)',
      auth: 'session',
      value: OrderSchema,
      failures: {
        400: [LOTTERY_CODES.betInvalid],
        404: [LOTTERY_CODES.unknown],
        409: [
          LOTTERY_CODES.noDraw,
          LOTTERY_CODES.closed,
          LOTTERY_CODES.fundsInsufficient,
          LOTTERY_CODES.liabilityExceeded,
          LIMIT_CODES.lossExceeded,
        ],
      },
    }),
    validJson(PlaceOrderSchema),
    async (c) => {
      const order = await lottery.orders.place(c.get('session').memberId, c.req.valid('json'), now());
      return ok(c, order);
    },
  );

  app.get(
    PATHS.lotteryOrders,
    documented({
      summary: "One page of the member's orders, newest first",
      auth: 'session',
      value: OrderPageSchema,
    }),
    validQuery(OrdersQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      return ok(c, await lottery.orders.page(c.get('session').memberId, q.pageNo, q.pageSize, q.lotteryCode));
    },
  );

  app.get(
    `${PATHS.lotteryOrders}/:id`,
    documented({
      summary: "One of the member's orders",
      auth: 'session',
      params: { id: IdSchema },
      value: OrderSchema,
      failures: { 404: [LOTTERY_CODES.orderUnknown] },
    }),
    async (c) => {
      const id = idParam(c.req.param('id'));
      const order = id === undefined ? undefined : await lottery.orders.get(c.get('session').memberId, id);
      return order ? ok(c, order) : fail(c, 404, LOTTERY_CODES.orderUnknown, 'Unknown order');
    },
  );

  app.post(
    `${PATHS.lotteryOrders}/:id/suborders/:subId/cancel`,
    documented({
      summary: 'Cancel a sub-order while its issue is open (its stake refunded)',
      auth: 'session',
      params: { id: IdSchema, subId: IdSchema },
      value: OrderSchema,
      failures: {
        404: [LOTTERY_CODES.orderUnknown],
        409: [LOTTERY_CODES.closed, LOTTERY_CODES.subOrderSettled],
      },
    }),
    async (c) => {
      const id = idParam(c.req.param('id'));
      const subId = idParam(c.req.param('subId'));
      if (id === undefined || subId === undefined) {
        return fail(c, 404, LOTTERY_CODES.orderUnknown, 'Unknown order');
      }
      return ok(c, await lottery.orders.cancel(c.get('session').memberId, id, subId, now()));
    },
  );

  app.onError((err, c) => {
    if (err instanceof LotteryError) return fail(c, err.status, err.code, err.message);
    throw err;
  });

  return app;
}
