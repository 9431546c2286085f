// Operators' agent rebates (/ops/agent/rebates, behind the ops token): a top agent's rates (an agent with
// no agent above it; its downline's are set by their uplines), and settling a Manila day now. Audited:
// `agent.rebate.rates` on `member:<id>`, `agent.rebate.settle` on `merchant:<code>`.
import { Hono } from 'hono';
import { manilaDayOf } from '../../src/shared/agent-rebate.ts';
import { AGENT_REBATE_CODES } from '../../src/shared/errors/agent-rebate.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  AgentMemberRatesSchema,
  AgentRatesBodySchema,
  OpsAgentSettleBodySchema,
  OpsAgentSettleResultSchema,
} from '../../src/shared/schemas/agent-rebates.ts';
import type { AgentRebateSettlement } from '../agents/rebate-settlement.ts';
import type { AgentRebates } from '../agents/rebates.ts';
import type { Services } from '../context.ts';
import { audit } from '../core/audit.ts';
import { answer, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson } from '../http/validate.ts';
import { STAKES_OPEN_MESSAGE } from '../records/stakes.ts';

export function opsAgentRoutes(
  { config, db, now }: Services,
  rebates: AgentRebates,
  settlement: AgentRebateSettlement,
) {
  const app = new Hono();
  app.use(PATHS.opsAgentRebates, opsAuth(config.opsToken));
  app.use(`${PATHS.opsAgentRebates}/*`, opsAuth(config.opsToken));

  app.post(
    PATHS.opsAgentRebateSettle,
    documented({
      summary:
        'Settle the team rebates of a Manila day `{ day }` now for every agent with a rate not settled for it yet (a day not over is settled as it stands: later turnover of that day is not paid); audited',
      auth: 'ops',
      value: OpsAgentSettleResultSchema,
      failures: {
        400: [CODES.invalidRequest, AGENT_REBATE_CODES.dayAhead],
        409: [AGENT_REBATE_CODES.stakesOpen],
      },
    }),
    validJson(OpsAgentSettleBodySchema),
    async (c) => {
      const { day } = c.req.valid('json');
      if (day > manilaDayOf(now()))
        return fail(c, 400, AGENT_REBATE_CODES.dayAhead, 'That day has not started');
      const merchant = merchantOf(c);
      const settled = await settlement.settleDay(day, merchant);
      if (!settled) return fail(c, 409, AGENT_REBATE_CODES.stakesOpen, STAKES_OPEN_MESSAGE);
      const result = { day, ...settled };
      await audit(db, actorOf(c), 'agent.rebate.settle', `merchant:${merchant}`, result);
      return ok(c, result);
    },
  );

  app.get(
    `${PATHS.opsAgentRebates}/:memberId`,
    documented({
      summary: "An agent's rebate rates per category",
      auth: 'ops',
      value: AgentMemberRatesSchema,
      failures: { 404: [CODES.notFound] },
    }),
    async (c) => {
      const id = idParam(c.req.param('memberId'));
      if (id === undefined) return fail(c, 404, CODES.notFound, 'No such member');
      return answer(c, await rebates.opsRates(merchantOf(c), id));
    },
  );

  app.put(
    `${PATHS.opsAgentRebates}/:memberId`,
    documented({
      summary:
        "Set a top agent's rebate rates `{ rates: [{ category, rateBp (0–300) }] }` (other categories keep theirs; lowering one lowers its team to it); audited",
      auth: 'ops',
      value: AgentMemberRatesSchema,
      failures: {
        400: [CODES.invalidRequest, AGENT_REBATE_CODES.rateBounds],
        404: [CODES.notFound],
        409: [AGENT_REBATE_CODES.notAgent, AGENT_REBATE_CODES.notTop],
      },
    }),
    validJson(AgentRatesBodySchema),
    async (c) => {
      const id = idParam(c.req.param('memberId'));
      if (id === undefined) return fail(c, 404, CODES.notFound, 'No such member');
      return answer(c, await rebates.setForTop(merchantOf(c), actorOf(c), id, c.req.valid('json')));
    },
  );

  return app;
}
