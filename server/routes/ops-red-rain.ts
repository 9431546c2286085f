// Operators' red envelope rain (/ops/rain/sessions, behind the ops token): schedule, list with spent of
// budget, cancel one that has not started. Creating and cancelling are audited (rain.create, rain.cancel).
import { Hono } from 'hono';
import { PATHS } from '../../src/shared/paths.ts';
import { RAIN_CODES } from '../../src/shared/rain-errors.ts';
import {
  RainCreateSchema,
  RainOpsPageSchema,
  RainOpsQuerySchema,
  RainOpsSessionSchema,
} from '../../src/shared/schemas/red-rain.ts';
import type { Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson, validQuery } from '../http/validate.ts';
import type { RedRain } from '../rain/rain.ts';

export function opsRedRainRoutes({ config }: Services, rain: RedRain) {
  const app = new Hono();
  app.use(PATHS.opsRainSessions, opsAuth(config.opsToken));
  app.use(`${PATHS.opsRainSessions}/*`, opsAuth(config.opsToken));

  app.get(
    PATHS.opsRainSessions,
    documented({
      summary: 'The merchant’s rain sessions, newest start first: status, spent of budget, grabs and members',
      auth: 'ops',
      value: RainOpsPageSchema,
    }),
    validQuery(RainOpsQuerySchema),
    async (c) => ok(c, await rain.list(merchantOf(c), c.req.valid('query'))),
  );

  app.post(
    PATHS.opsRainSessions,
    documented({
      summary:
        'Schedule a red envelope rain: start, duration, budget, a grab’s min and max, grabs per member',
      description:
        'A start up to a minute in the past counts as now. The window may not overlap another session of the merchant. Audited as `rain.create`.',
      auth: 'ops',
      value: RainOpsSessionSchema,
      failures: { 400: [RAIN_CODES.rulesInvalid], 409: [RAIN_CODES.overlap] },
    }),
    validJson(RainCreateSchema),
    async (c) => answer(c, await rain.create(merchantOf(c), actorOf(c), c.req.valid('json'))),
  );

  app.post(
    `${PATHS.opsRainSessions}/:id/cancel`,
    documented({
      summary: 'Cancel a rain session that has not started (audited as `rain.cancel`)',
      auth: 'ops',
      params: { id: IdParamSchema },
      value: RainOpsSessionSchema,
      failures: { 404: [RAIN_CODES.unknown], 409: [RAIN_CODES.started] },
    }),
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined
        ? fail(c, 404, RAIN_CODES.unknown, 'No such rain session')
        : answer(c, await rain.cancel(merchantOf(c), actorOf(c), id));
    },
  );

  return app;
}
