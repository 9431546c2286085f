// Agent contracts (issue 15): daily salary (/wps/agent/salary, DAILYSALCONT3), hourly salary
// (/wps/agent/hourly, HOURSAL3) and dividend (/wps/agent/dividend, AFFMAN3) — the same five routes per
// kind — plus the home's pending-contract check and the dividend info fetched after session renewal.
// Agents only (requireAgent); a contract or member outside the caller's reach is 403 agent.not_in_team.
import { type Context, Hono } from 'hono';
import { AGENT_CODES } from '../../src/shared/errors/agent.ts';
import { CONTRACT_CODES } from '../../src/shared/errors/agent-contract.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  type ContractKind,
  ContractOverviewSchema,
  ContractRequestsSchema,
  ContractSchema,
  DividendInfoSchema,
  OFFER_BODY_SCHEMAS,
  SettlementPageSchema,
  SettlementsQuerySchema,
  TeamFiguresSchema,
} from '../../src/shared/schemas/agent-contracts.ts';
import type { Contracts } from '../agents/contracts.ts';
import type { Settlement } from '../agents/settlement.ts';
import { keyAt, periodOf } from '../agents/settlement-periods.ts';
import { settlementsOf } from '../agents/settlement-records.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { requireAgent } from '../http/require-agent.ts';
import { validJson, validQuery } from '../http/validate.ts';

interface KindRoutes {
  contracts: string;
  settlements: string;
  figures: string;
  name: string;
  module: string;
}

const KINDS: Record<ContractKind, KindRoutes> = {
  salary: {
    contracts: PATHS.salaryContracts,
    settlements: PATHS.salarySettlements,
    figures: PATHS.salaryFigures,
    name: 'daily salary',
    module: 'DAILYSALCONT3',
  },
  hourly: {
    contracts: PATHS.hourlyContracts,
    settlements: PATHS.hourlySettlements,
    figures: PATHS.hourlyFigures,
    name: 'hourly salary',
    module: 'HOURSAL3',
  },
  dividend: {
    contracts: PATHS.dividendContracts,
    settlements: PATHS.dividendSettlements,
    figures: PATHS.dividendFigures,
    name: 'dividend',
    module: 'AFFMAN3',
  },
};

const ACTIONS = {
  accept: 'Accept the pending offer made to me; a contract I had of this kind is superseded',
  reject: 'Reject the pending offer made to me',
  cancel: 'Cancel my pending offer to a sub-agent',
} as const;

export function agentContractRoutes(services: Services, contracts: Contracts, settlement: Settlement) {
  const app = new Hono<AppEnv>();
  const me = (c: Context<AppEnv>) => ({ id: c.get('session').memberId, merchantCode: c.get('merchant') });
  const agentOnly = requireAgent(services);

  for (const [kind, k] of Object.entries(KINDS) as [ContractKind, KindRoutes][]) {
    app.get(
      k.contracts,
      documented({
        summary: `The ${k.name} contract page: the offer waiting for my answer, the contract paying me, my offers to my sub-agents and who they are; agents only, ${k.module}`,
        auth: 'session',
        value: ContractOverviewSchema,
        failures: { 403: [CODES.permissionDenied] },
      }),
      agentOnly,
      async (c) => ok(c, await contracts.overview(me(c), kind)),
    );

    app.post(
      k.contracts,
      documented({
        summary: `Offer ${k.name} terms to a direct sub-agent: \`{ agentId, terms: { tiers } }\` (tiers climb); pending until the sub-agent answers; ${k.module}`,
        auth: 'session',
        value: ContractSchema,
        failures: {
          403: [CODES.permissionDenied, AGENT_CODES.notInTeam],
          409: [CONTRACT_CODES.pendingExists, CONTRACT_CODES.notAgent],
        },
      }),
      agentOnly,
      validJson(OFFER_BODY_SCHEMAS[kind]),
      async (c) => answer(c, await contracts.offer(me(c), kind, c.req.valid('json'))),
    );

    for (const [action, summary] of Object.entries(ACTIONS) as [keyof typeof ACTIONS, string][]) {
      app.post(
        `${k.contracts}/:id/${action}`,
        documented({
          summary: `${summary} (${k.name}); only while pending: of two answers at once one wins; ${k.module}`,
          auth: 'session',
          params: { id: IdParamSchema },
          value: ContractSchema,
          failures: {
            403: [CODES.permissionDenied, AGENT_CODES.notInTeam],
            404: [CONTRACT_CODES.unknown],
            409: [CONTRACT_CODES.notPending],
          },
        }),
        agentOnly,
        async (c) => {
          const id = idParam(c.req.param('id'));
          return id === undefined
            ? fail(c, 404, CONTRACT_CODES.unknown, 'No such contract')
            : answer(c, await contracts.decide(me(c), kind, id, action));
        },
      );
    }

    app.get(
      k.settlements,
      documented({
        summary: `My ${k.name} settlements, paid to me or by me, newest period first, each with the team's figures and its calculation line by line (paged); ${k.module}`,
        auth: 'session',
        value: SettlementPageSchema,
        failures: { 403: [CODES.permissionDenied] },
      }),
      agentOnly,
      validQuery(SettlementsQuerySchema),
      async (c) => ok(c, await settlementsOf(services.db, me(c).id, kind, c.req.valid('query'))),
    );

    app.get(
      k.figures,
      documented({
        summary: `My team's figures (the agent and everyone below: turnover, active players, loss) over the ${k.name} period running now, so far: the calculator's starting point; ${k.module}`,
        auth: 'session',
        value: TeamFiguresSchema,
        failures: { 403: [CODES.permissionDenied] },
      }),
      agentOnly,
      async (c) => {
        const now = services.now();
        const period = periodOf(kind, keyAt(kind, now));
        if (!period) throw new Error(`no ${kind} period at ${now}`);
        const figures = await settlement.figures(me(c).id, period.start, new Date(now));
        return ok(c, { period: period.key, ...figures });
      },
    );
  }

  app.get(
    PATHS.contractRequests,
    documented({
      summary:
        'SPEC section 3 "Contract request response": which kinds have an offer waiting for my answer (the home alert); AFFMAN3',
      auth: 'session',
      value: ContractRequestsSchema,
      failures: { 403: [CODES.permissionDenied] },
    }),
    agentOnly,
    async (c) => ok(c, await contracts.requests(me(c))),
  );

  app.get(
    PATHS.dividendInfo,
    documented({
      summary:
        'SPEC section 4 dividend info (after session renewal): whether a dividend contract pays me, my latest dividend and what is unpaid; AFFMAN3',
      auth: 'session',
      value: DividendInfoSchema,
      failures: { 403: [CODES.permissionDenied] },
    }),
    agentOnly,
    async (c) => ok(c, await contracts.dividendInfo(me(c))),
  );

  return app;
}
