// Operators and agent contracts (/ops/agent/contracts, behind the ops token): the platform's terms for a
// top agent (paid by the platform: the credit alone), cancelling such an offer while pending, and settling
// a period now (idempotent per contract and period: a period settled already pays nothing again). Audited.
import { Hono } from 'hono';
import { CONTRACT_CODES } from '../../src/shared/errors/agent-contract.ts';
import { AGENT_REBATE_CODES } from '../../src/shared/errors/agent-rebate.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  ContractSchema,
  OpsOfferBodySchema,
  OpsSettleBodySchema,
  SettleResultSchema,
} from '../../src/shared/schemas/agent-contracts.ts';
import type { Contracts } from '../agents/contracts.ts';
import type { Settlement } from '../agents/settlement.ts';
import { periodOf } from '../agents/settlement-periods.ts';
import type { Services } from '../context.ts';
import { audit } from '../core/audit.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson } from '../http/validate.ts';
import { STAKES_OPEN_MESSAGE } from '../records/stakes.ts';

export function opsAgentContractRoutes(
  { config, db, now }: Services,
  contracts: Contracts,
  settlement: Settlement,
) {
  const app = new Hono();
  app.use(PATHS.opsAgentContracts, opsAuth(config.opsToken));
  app.use(`${PATHS.opsAgentContracts}/*`, opsAuth(config.opsToken));

  app.post(
    PATHS.opsAgentContracts,
    documented({
      summary:
        "Offer the platform's terms to a top agent (no upline): `{ kind: 'salary' | 'hourly' | 'dividend', agentId, terms: { tiers } }`; pending until the agent answers; audited",
      auth: 'ops',
      value: ContractSchema,
      failures: {
        404: [CONTRACT_CODES.unknown],
        409: [CONTRACT_CODES.pendingExists, CONTRACT_CODES.notAgent, CONTRACT_CODES.notTopAgent],
      },
    }),
    validJson(OpsOfferBodySchema),
    async (c) => answer(c, await contracts.offerAsPlatform(merchantOf(c), actorOf(c), c.req.valid('json'))),
  );

  app.post(
    `${PATHS.opsAgentContracts}/:id/cancel`,
    documented({
      summary: "Cancel the platform's pending offer to a top agent; audited",
      auth: 'ops',
      params: { id: IdParamSchema },
      value: ContractSchema,
      failures: { 404: [CONTRACT_CODES.unknown], 409: [CONTRACT_CODES.notPending] },
    }),
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined
        ? fail(c, 404, CONTRACT_CODES.unknown, 'No such contract')
        : answer(c, await contracts.cancelAsPlatform(merchantOf(c), actorOf(c), id));
    },
  );

  app.post(
    PATHS.opsAgentContractSettle,
    documented({
      summary:
        "Settle a period of a kind now for every contract of the operator's merchant in force at its end (or now, for a period still running): `{ kind, period }` with period `2026-11-24` (salary), `2026-11-24T13` (hourly, Manila hour), `2026-11-1`/`2026-11-2` (dividend half-month); unpaid ones are tried again; audited",
      auth: 'ops',
      value: SettleResultSchema,
      failures: { 400: [CODES.invalidRequest], 409: [AGENT_REBATE_CODES.stakesOpen] },
    }),
    validJson(OpsSettleBodySchema),
    async (c) => {
      const { kind, period: key } = c.req.valid('json');
      const period = periodOf(kind, key);
      if (!period || period.start.getTime() > now())
        return fail(c, 400, CODES.invalidRequest, 'period: a real period that has started');
      const result = await settlement.settlePeriod(kind, period, undefined, merchantOf(c));
      if (!result) return fail(c, 409, AGENT_REBATE_CODES.stakesOpen, STAKES_OPEN_MESSAGE);
      await audit(db, actorOf(c), 'agent.contract.settle', `period:${kind}:${key}`, { ...result });
      return ok(c, result);
    },
  );

  return app;
}
