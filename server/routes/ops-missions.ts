// Operators' missions (/ops/missions, behind the ops token): list, create (rule, period, reward, budget),
// change the budget or cancel. Every change audited (`mission.create`, `mission.update`).
import { Hono } from 'hono';
import { CODES } from '../../src/shared/errors.ts';
import { MISSION_CODES } from '../../src/shared/mission-errors.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  MissionCreateSchema,
  MissionOpsListSchema,
  MissionOpsSchema,
  MissionUpdateSchema,
} from '../../src/shared/schemas/missions.ts';
import type { Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson } from '../http/validate.ts';
import { Missions } from '../missions/missions.ts';

export function opsMissionRoutes({ config, db, now }: Services) {
  const app = new Hono();
  const missions = new Missions(db, now);
  app.use(PATHS.opsMissions, opsAuth(config.opsToken));
  app.use(`${PATHS.opsMissions}/*`, opsAuth(config.opsToken));

  app.get(
    PATHS.opsMissions,
    documented({
      summary: "The merchant's missions, newest first, with spent of budget",
      auth: 'ops',
      value: MissionOpsListSchema,
    }),
    async (c) => ok(c, await missions.opsList(merchantOf(c))),
  );

  app.post(
    PATHS.opsMissions,
    documented({
      summary:
        "Create a mission: `{ title, rule: { kind: 'rounds', count } | { kind: 'wager', cents } (optional category), startsAt, endsAt, rewardCents, budgetCents }`; audited",
      auth: 'ops',
      value: MissionOpsSchema,
      failures: { 400: [CODES.invalidRequest] },
    }),
    validJson(MissionCreateSchema),
    async (c) => answer(c, await missions.create(merchantOf(c), actorOf(c), c.req.valid('json'))),
  );

  app.patch(
    `${PATHS.opsMissions}/:id`,
    documented({
      summary:
        'Change a mission: `{ budgetCents?, cancel? }` (the budget never below what is spent); audited',
      auth: 'ops',
      params: { id: IdParamSchema },
      value: MissionOpsSchema,
      failures: { 404: [MISSION_CODES.notFound], 409: [MISSION_CODES.budgetExhausted] },
    }),
    validJson(MissionUpdateSchema),
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined
        ? fail(c, 404, MISSION_CODES.notFound, 'No such mission')
        : answer(c, await missions.update(merchantOf(c), actorOf(c), id, c.req.valid('json')));
    },
  );

  return app;
}
