// Account opening (module AFFMAN3, issue 15, /m/agentRegister): an agent opens a member or a sub-agent
// directly below itself under the sign-up rules (server/agents/accounts.ts). An agent's session only.
import { Hono } from 'hono';
import { AGENT_REBATE_CODES } from '../../src/shared/errors/agent-rebate.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { AgentAccountBodySchema, AgentAccountSchema } from '../../src/shared/schemas/agent-accounts.ts';
import { openAccount } from '../agents/accounts.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { documented } from '../http/openapi.ts';
import { requireAgent } from '../http/require-agent.ts';
import { validJson } from '../http/validate.ts';

export function agentAccountRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.post(
    PATHS.agentAccounts,
    documented({
      summary:
        "Open a member (type 0) or a sub-agent (type 1, optionally with its first `rates`, each at most the agent's own) directly below the agent, under the sign-up rules; its wallet opens at 0 and it can log in at once",
      description: 'A field that breaks its rule answers `field.invalid` with `{ field }`.',
      auth: 'session',
      value: AgentAccountSchema,
      failures: {
        400: [
          CODES.invalidRequest,
          AUTH_CODES.fieldInvalid,
          AUTH_CODES.passwordMismatch,
          AUTH_CODES.passwordCommon,
          AGENT_REBATE_CODES.rateBounds,
        ],
        403: [CODES.permissionDenied],
        409: [AUTH_CODES.usernameTaken, AGENT_REBATE_CODES.rateAboveOwn, AGENT_REBATE_CODES.tooDeep],
        429: [AUTH_CODES.throttled],
      },
    }),
    requireAgent(services),
    validJson(AgentAccountBodySchema),
    async (c) => {
      const s = c.get('session');
      return answer(
        c,
        await openAccount(services, { id: s.memberId, merchantCode: s.merchantCode }, c.req.valid('json')),
      );
    },
  );

  return app;
}
