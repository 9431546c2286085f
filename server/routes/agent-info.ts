// The agency centre's figures (module AGEINFO3, issue 15): the team KPI of the agent home and the team
// overview. An agent's session only (requireAgent); a `memberId` must be in the caller's team.
import { Hono } from 'hono';
import { RECORDS_MAX_RANGE_DAYS } from '../../src/shared/constants/records.ts';
import { AGENT_CODES } from '../../src/shared/errors/agent.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { AgentKpiQuerySchema, AgentKpiSchema } from '../../src/shared/schemas/agent-kpi.ts';
import { dayRangeOf, teamKpi } from '../agents/kpi.ts';
import { inTeam } from '../agents/team.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { notInTeam, requireAgent } from '../http/require-agent.ts';
import { validQuery } from '../http/validate.ts';

const DAY_MS = 24 * 60 * 60_000;

export function agentInfoRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.get(
    PATHS.agentKpi,
    documented({
      summary:
        "The team KPI over the caller's whole team (or a sub-agent's, `memberId`) for Manila days startDate..endDate (default today): `footer` the agent home's four counters, `summary` the team overview's figures in cents",
      auth: 'session',
      value: AgentKpiSchema,
      failures: {
        400: [CODES.invalidRequest],
        403: [CODES.permissionDenied, AGENT_CODES.notInTeam],
      },
    }),
    requireAgent(services),
    validQuery(AgentKpiQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const now = services.now();
      const range = dayRangeOf(q, now);
      const days = (Date.parse(range.endDate) - Date.parse(range.startDate)) / DAY_MS;
      if (days < 0 || days >= RECORDS_MAX_RANGE_DAYS)
        return fail(
          c,
          400,
          CODES.invalidRequest,
          `startDate: not after endDate, at most ${RECORDS_MAX_RANGE_DAYS} days`,
        );
      const caller = c.get('session').memberId;
      if (q.memberId !== undefined && !(await inTeam(services.db, caller, q.memberId))) return notInTeam(c);
      return ok(c, await teamKpi(services.db, q.memberId ?? caller, range, now));
    },
  );

  return app;
}
