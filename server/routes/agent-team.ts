// The agent's team (issue 15): the downline list (AGEDOWNMAN3), the team's profit and loss and its bets
// (AGEINFO3). Agents only (requireAgent); a `parentId` names a sub-agent whose team is read instead of the
// caller's, and must be in the caller's team (403 agent.not_in_team).
import { type Context, Hono } from 'hono';
import { RECORDS_MAX_RANGE_DAYS } from '../../src/shared/constants/records.ts';
import { AGENT_CODES } from '../../src/shared/errors/agent.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  TeamBetsQuerySchema,
  TeamBetsSchema,
  type TeamCrumb,
  TeamMembersPageSchema,
  TeamMembersQuerySchema,
  TeamPnlQuerySchema,
  TeamPnlSchema,
} from '../../src/shared/schemas/agent-team.ts';
import { inTeam } from '../agents/team.ts';
import { teamBets } from '../agents/team-bets.ts';
import { teamMembers, teamPath } from '../agents/team-list.ts';
import { teamPnl } from '../agents/team-pnl.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { notInTeam, requireAgent } from '../http/require-agent.ts';
import { validQuery } from '../http/validate.ts';
import { type Range, rangeOf } from '../records/range.ts';

const FAILURES = {
  400: [CODES.invalidRequest],
  403: [CODES.permissionDenied, AGENT_CODES.notInTeam],
};

export function agentTeamRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const callerId = (c: Context<AppEnv>) => c.get('session').memberId;

  /**
   * The sub-agents from the caller down to `parentId` (none for the caller's own team), or null when
   * `parentId` is not in the caller's team.
   */
  const pathTo = async (c: Context<AppEnv>, parentId: number | undefined): Promise<TeamCrumb[] | null> => {
    if (parentId === undefined) return [];
    if (!(await inTeam(services.db, callerId(c), parentId))) return null;
    return teamPath(services.db, callerId(c), parentId);
  };

  /** The range asked for, or the 400 that says why not; and the team's root and level offset. */
  const withTeamRange = async (
    c: Context<AppEnv>,
    q: { from?: string; to?: string; parentId?: number },
    answer: (rootId: number, levelOffset: number, range: Range) => Promise<unknown>,
  ) => {
    const range = rangeOf(q, services.now());
    if (!range)
      return fail(
        c,
        400,
        CODES.invalidRequest,
        `from/to: a range of at most ${RECORDS_MAX_RANGE_DAYS} days, from before to`,
      );
    const path = await pathTo(c, q.parentId);
    if (!path) return notInTeam(c);
    return ok(c, await answer(path.at(-1)?.id ?? callerId(c), path.length, range));
  };

  app.get(
    PATHS.agentTeamMembers,
    documented({
      summary:
        "The caller's downline, or a sub-agent's in it (`parentId`): account prefix, level (from the caller), kind; balance, dates, status, team size; paged, with the path down to `parentId`; AGEDOWNMAN3",
      auth: 'session',
      value: TeamMembersPageSchema,
      failures: FAILURES,
    }),
    requireAgent(services),
    validQuery(TeamMembersQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const path = await pathTo(c, q.parentId);
      if (!path) return notInTeam(c);
      return ok(c, await teamMembers(services.db, callerId(c), path, q, services.now()));
    },
  );

  app.get(
    PATHS.agentTeamPnl,
    documented({
      summary:
        "The team's (the caller's or `parentId`'s) stakes, wins, bonuses, rebates, net, deposits and withdrawals over from/to, by Manila day or by member (paged, most turnover first), with totals; AGEINFO3",
      auth: 'session',
      value: TeamPnlSchema,
      failures: FAILURES,
    }),
    requireAgent(services),
    validQuery(TeamPnlQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      return withTeamRange(c, q, (rootId, offset, range) =>
        teamPnl(services.db, c.get('merchant'), rootId, offset, range, q),
      );
    },
  );

  app.get(
    PATHS.agentTeamBets,
    documented({
      summary:
        "The team's (the caller's or `parentId`'s) rounds, turnover and wins over from/to by rebate category and by member (paged, most turnover first), with totals; AGEINFO3",
      auth: 'session',
      value: TeamBetsSchema,
      failures: FAILURES,
    }),
    requireAgent(services),
    validQuery(TeamBetsQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      return withTeamRange(c, q, (rootId, offset, range) =>
        teamBets(services.db, c.get('merchant'), rootId, offset, range, q),
      );
    },
  );

  return app;
}
