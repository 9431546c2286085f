// Agent rebates (module AFFMAN3, issue 15): the settings screen (own rates, direct sub-agents' rates, each
// at most the agent's own) and the team rebate income. An agent's session only (requireAgent); a member
// named must be in the caller's team (403 agent.not_in_team) and directly below it (403 agent.not_direct).
import { type Context, Hono } from 'hono';
import { AGENT_CODES } from '../../src/shared/errors/agent.ts';
import { AGENT_REBATE_CODES } from '../../src/shared/errors/agent-rebate.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  AgentMemberRatesSchema,
  AgentRatesBodySchema,
  AgentRebateIncomeQuerySchema,
  AgentRebateIncomeSchema,
  AgentRebatesQuerySchema,
  AgentRebatesViewSchema,
} from '../../src/shared/schemas/agent-rebates.ts';
import type { AgentRebateSettlement } from '../agents/rebate-settlement.ts';
import type { AgentRebates } from '../agents/rebates.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer, idParam } from '../http/answer.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { notInTeam, requireAgent } from '../http/require-agent.ts';
import { validJson, validQuery } from '../http/validate.ts';

const TEAM_FAILURES = [CODES.permissionDenied, AGENT_CODES.notInTeam, AGENT_REBATE_CODES.notDirect];

export function agentRebateRoutes(
  services: Services,
  rebates: AgentRebates,
  settlement: AgentRebateSettlement,
) {
  const app = new Hono<AppEnv>();
  const caller = (c: Context<AppEnv>) => c.get('session').memberId;

  app.get(
    PATHS.agentRebateIncome,
    documented({
      summary:
        "The agent's team rebate income: settled Manila days newest first with their lines per category (paged), and today's estimate by the same rule (null once today is settled)",
      auth: 'session',
      value: AgentRebateIncomeSchema,
      failures: { 400: [CODES.invalidRequest], 403: [CODES.permissionDenied] },
    }),
    requireAgent(services),
    validQuery(AgentRebateIncomeQuerySchema),
    async (c) => {
      const s = c.get('session');
      return ok(
        c,
        await settlement.income({ id: s.memberId, merchantCode: s.merchantCode }, c.req.valid('query')),
      );
    },
  );

  app.get(
    PATHS.agentRebates,
    documented({
      summary:
        "The agent's own rebate rates per category (the bound of its downline's), its direct sub-agents, and with `memberId` that sub-agent's rates",
      auth: 'session',
      value: AgentRebatesViewSchema,
      failures: { 400: [CODES.invalidRequest], 403: TEAM_FAILURES, 409: [AGENT_REBATE_CODES.notAgent] },
    }),
    requireAgent(services),
    validQuery(AgentRebatesQuerySchema),
    async (c) => answer(c, await rebates.view(caller(c), c.req.valid('query').memberId)),
  );

  app.put(
    `${PATHS.agentRebates}/:memberId`,
    documented({
      summary:
        "Set a direct sub-agent's rates `{ rates: [{ category, rateBp }] }` (other categories keep theirs), each at most the agent's own; lowering one lowers the sub-agent's team to it",
      auth: 'session',
      value: AgentMemberRatesSchema,
      failures: {
        400: [CODES.invalidRequest, AGENT_REBATE_CODES.rateBounds],
        403: TEAM_FAILURES,
        409: [AGENT_REBATE_CODES.rateAboveOwn, AGENT_REBATE_CODES.notAgent],
      },
    }),
    requireAgent(services),
    validJson(AgentRatesBodySchema),
    async (c) => {
      const memberId = idParam(c.req.param('memberId'));
      if (memberId === undefined) return notInTeam(c);
      return answer(c, await rebates.setForDownline(caller(c), memberId, c.req.valid('json')));
    },
  );

  return app;
}
