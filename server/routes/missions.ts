// Missions (issue 14, /m/leaderBoard): a real member's session (a trial gets free_reject) and the
// merchant's MISSION promotion on (else 403 `mission.disabled`). What it reads and pays is
// server/missions/missions.ts; the period leaderboard's is server/leaderboard/leaderboard.ts.
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { MISSION_CODES } from '../../src/shared/errors/mission.ts';
import { EXCLUSION_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  LeaderboardSchema,
  LeaderboardWinnersSchema,
  MissionBoardSchema,
  MissionClaimResultSchema,
  MissionListSchema,
} from '../../src/shared/schemas/missions.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { rejectTrial, requireSession } from '../http/require-session.ts';
import type { LeaderboardService } from '../leaderboard/leaderboard.ts';
import type { Missions } from '../missions/missions.ts';

export function missionRoutes(services: Services, missions: Missions, leaderboard: LeaderboardService) {
  const app = new Hono<AppEnv>();
  const member = (c: Context<AppEnv>) => ({ id: c.get('session').memberId, merchantCode: c.get('merchant') });
  const promotionOn: MiddlewareHandler<AppEnv> = async (c, next) => {
    const stored = await services.siteConfig.stored(c.get('merchant'));
    if (!stored?.promotions.MISSION)
      return fail(c, 403, MISSION_CODES.disabled, 'Missions are not available');
    await next();
  };
  const gates = [requireSession(services), rejectTrial, promotionOn] as const;
  const unknown = (c: Context<AppEnv>) => fail(c, 404, MISSION_CODES.notFound, 'No such mission');

  app.get(
    PATHS.missions,
    documented({
      summary: "The merchant's open missions with the member's progress (from their stakes of the period)",
      auth: 'session',
      value: MissionListSchema,
      failures: { 403: [AUTH_CODES.freeReject, MISSION_CODES.disabled] },
    }),
    ...gates,
    async (c) => ok(c, await missions.list(member(c), c.get('lang'))),
  );

  app.get(
    `${PATHS.missions}/:id/board`,
    documented({
      summary:
        "A mission's ranking: the period's top members by wager in its scope (masked), and the member's own rank",
      auth: 'session',
      params: { id: IdParamSchema },
      value: MissionBoardSchema,
      failures: { 403: [AUTH_CODES.freeReject, MISSION_CODES.disabled], 404: [MISSION_CODES.notFound] },
    }),
    ...gates,
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined ? unknown(c) : answer(c, await missions.board(member(c), id));
    },
  );

  app.post(
    `${PATHS.missions}/:id/claim`,
    documented({
      summary:
        "Claim a complete mission's reward: credited once (`mission:<mission>:<member>`), from the mission's budget",
      auth: 'session',
      params: { id: IdParamSchema },
      value: MissionClaimResultSchema,
      failures: {
        403: [AUTH_CODES.freeReject, MISSION_CODES.disabled, EXCLUSION_CODES.excluded],
        404: [MISSION_CODES.notFound],
        409: [MISSION_CODES.incomplete, MISSION_CODES.claimed, MISSION_CODES.budgetExhausted],
      },
    }),
    ...gates,
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined ? unknown(c) : answer(c, await missions.claim(member(c), id));
    },
  );

  app.get(
    PATHS.leaderboard,
    documented({
      summary:
        "The period leaderboard: members ranked by valid wager this period (a Manila week or day; masked), each place's prize, and the member's own place",
      auth: 'session',
      value: LeaderboardSchema,
      failures: { 403: [AUTH_CODES.freeReject, MISSION_CODES.disabled] },
    }),
    ...gates,
    async (c) => ok(c, await leaderboard.board(member(c))),
  );

  app.get(
    PATHS.leaderboardWinners,
    documented({
      summary: "The winner board: the last settled period's winners (masked), the highest `winAmount` first",
      auth: 'session',
      value: LeaderboardWinnersSchema,
      failures: { 403: [AUTH_CODES.freeReject, MISSION_CODES.disabled] },
    }),
    ...gates,
    async (c) => ok(c, await leaderboard.winners(c.get('merchant'))),
  );

  return app;
}
