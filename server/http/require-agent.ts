// Agent endpoints: a live session of an agent (member type not 0, 4 or 40). The module gate already
// refuses other types for the agency modules; this repeats it on the route so an agent endpoint stays
// closed even if its path were ever mapped to another module.
import type { Context, MiddlewareHandler } from 'hono';
import { AGENT_EXCLUDED_TYPES } from '../../src/shared/constants/members.ts';
import { AGENT_CODES } from '../../src/shared/errors/agent.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail } from './envelope.ts';
import { sessionExpired, sessionOf } from './require-session.ts';

export function requireAgent(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await sessionOf(c, services);
    if (!session) return sessionExpired(c);
    if (AGENT_EXCLUDED_TYPES.includes(session.type)) {
      return fail(c, 403, CODES.permissionDenied, 'This function is for agents');
    }
    await next();
  };
}

/** 403 for a member outside the caller's team (server/agents/team.ts inTeam). */
export const notInTeam = (c: Context<AppEnv>) =>
  fail(c, 403, AGENT_CODES.notInTeam, 'This member is not in your team');
