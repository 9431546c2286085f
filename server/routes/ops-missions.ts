// Operators' missions (/ops/missions, behind the ops token): list, create (rule, period, reward, budget),
// change the budget or cancel; and the period leaderboard (/ops/leaderboard: prize table, budget, period
// kind; settle now). Every change audited (`mission.create`, `mission.update`, `leaderboard.configure`,
// `leaderboard.settle`).
import { Hono } from 'hono';
import { CODES } from '../../src/shared/errors/general.ts';
import { MISSION_CODES } from '../../src/shared/errors/mission.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  LeaderboardSettingsInputSchema,
  LeaderboardSettleResultSchema,
  MissionCreateSchema,
  MissionOpsListSchema,
  MissionOpsSchema,
  MissionUpdateSchema,
  OpsLeaderboardSchema,
} from '../../src/shared/schemas/missions.ts';
import type { Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson } from '../http/validate.ts';
import type { LeaderboardService } from '../leaderboard/leaderboard.ts';
import type { Missions } from '../missions/missions.ts';

export function opsMissionRoutes({ config }: Services, missions: Missions, leaderboard: LeaderboardService) {
  const app = new Hono();
  app.use(PATHS.opsMissions, opsAuth(config.opsToken));
  app.use(`${PATHS.opsMissions}/*`, opsAuth(config.opsToken));
  app.use(PATHS.opsLeaderboard, opsAuth(config.opsToken));
  app.use(`${PATHS.opsLeaderboard}/*`, opsAuth(config.opsToken));

  app.get(
    PATHS.opsLeaderboard,
    documented({
      summary: "The period leaderboard's settings (null: not set up) and the current period",
      auth: 'ops',
      value: OpsLeaderboardSchema,
    }),
    async (c) => ok(c, await leaderboard.opsView(merchantOf(c))),
  );

  app.put(
    PATHS.opsLeaderboard,
    documented({
      summary:
        "Set the period leaderboard: `{ periodKind: 'week' | 'day', category?, prizes: [cents of rank 1, rank 2, …], budgetCents }` (the budget never below what is spent); audited",
      auth: 'ops',
      value: OpsLeaderboardSchema,
      failures: { 409: [MISSION_CODES.budgetExhausted] },
    }),
    validJson(LeaderboardSettingsInputSchema),
    async (c) => answer(c, await leaderboard.configure(merchantOf(c), actorOf(c), c.req.valid('json'))),
  );

  app.post(
    PATHS.opsLeaderboardSettle,
    documented({
      summary:
        'Settle the period that ended last now (the leader job does it every 5 minutes): its prizes paid once per rank from the budget; audited',
      auth: 'ops',
      value: LeaderboardSettleResultSchema,
    }),
    async (c) => ok(c, await leaderboard.settleNow(merchantOf(c), actorOf(c))),
  );

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
