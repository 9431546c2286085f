// Operators' red envelope rain (behind the ops token). /ops/rain/sessions: schedule one, list with spent of
// budget, cancel one that has not started (audited rain.create, rain.cancel). /ops/rain/schedules: recurring
// rains (daily or on chosen weekdays at a Manila time) the leader job plans a day ahead; make, pause,
// resume, end (audited rain.schedule.*).
import { Hono } from 'hono';
import { RAIN_CODES } from '../../src/shared/errors/rain.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  RainCreateSchema,
  RainOpsPageSchema,
  RainOpsQuerySchema,
  RainOpsSchedulePageSchema,
  RainOpsScheduleSchema,
  RainOpsSessionSchema,
  RainScheduleCreateSchema,
} from '../../src/shared/schemas/red-rain.ts';
import type { Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson, validQuery } from '../http/validate.ts';
import type { RedRain } from '../rain/rain.ts';
import type { RainSchedules } from '../rain/schedules.ts';

export function opsRedRainRoutes({ config }: Services, rain: RedRain, schedules: RainSchedules) {
  const app = new Hono();
  for (const path of [PATHS.opsRainSessions, PATHS.opsRainSchedules]) {
    app.use(path, opsAuth(config.opsToken));
    app.use(`${path}/*`, opsAuth(config.opsToken));
  }

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

  app.get(
    PATHS.opsRainSchedules,
    documented({
      summary: 'The merchant’s recurring rains, newest first: status, time, weekdays, rules, next session',
      auth: 'ops',
      value: RainOpsSchedulePageSchema,
    }),
    validQuery(RainOpsQuerySchema),
    async (c) => ok(c, await schedules.list(merchantOf(c), c.req.valid('query'))),
  );

  app.post(
    PATHS.opsRainSchedules,
    documented({
      summary:
        'Make a recurring rain: at `time` (HH:MM, Manila) on `weekdays` (0 = Sunday), a session’s rules',
      description:
        'Its sessions of the next 24 hours are made at once, later ones by the leader job (every 10 minutes), each (schedule, start) once. A slot that would overlap another session of the merchant is skipped. Audited as `rain.schedule.create`.',
      auth: 'ops',
      value: RainOpsScheduleSchema,
      failures: { 400: [RAIN_CODES.rulesInvalid] },
    }),
    validJson(RainScheduleCreateSchema),
    async (c) => answer(c, await schedules.create(merchantOf(c), actorOf(c), c.req.valid('json'))),
  );

  const changes = {
    pause: 'Pause a recurring rain: nothing new is planned, its sessions that have not started are cancelled',
    resume: 'Resume a paused recurring rain: its sessions from now on are planned again',
    end: 'End a recurring rain for good: its sessions that have not started are cancelled',
  } as const;
  for (const action of ['pause', 'resume', 'end'] as const) {
    app.post(
      `${PATHS.opsRainSchedules}/:id/${action}`,
      documented({
        summary: `${changes[action]} (audited as \`rain.schedule.${action}\`)`,
        auth: 'ops',
        params: { id: IdParamSchema },
        value: RainOpsScheduleSchema,
        failures: {
          404: [RAIN_CODES.scheduleUnknown],
          ...(action === 'end' ? {} : { 409: [RAIN_CODES.scheduleEnded] }),
        },
      }),
      async (c) => {
        const id = idParam(c.req.param('id'));
        return id === undefined
          ? fail(c, 404, RAIN_CODES.scheduleUnknown, 'No such rain schedule')
          : answer(c, await schedules[action](merchantOf(c), actorOf(c), id));
      },
    );
  }

  return app;
}
