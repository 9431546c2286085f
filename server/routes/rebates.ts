// Player rebates (module MEMTRANS3: a real member's session; trials get free_reject from the module gate).
// The manual rebate (accrual, claim) answers while MANPLAYREB3 is on, the report while PLYRBT is on.
import { type Context, Hono } from 'hono';
import { RECORDS_MAX_RANGE_DAYS } from '../../src/shared/constants/records.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { EXCLUSION_CODES } from '../../src/shared/errors/protection.ts';
import { REBATE_CODES } from '../../src/shared/errors/rebate.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  RebateAccrualSchema,
  RebateClaimBodySchema,
  RebateClaimPageSchema,
  RebateClaimResultSchema,
  RebateClaimsQuerySchema,
} from '../../src/shared/schemas/rebates.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { requireSession } from '../http/require-session.ts';
import { requireSwitch } from '../http/require-switch.ts';
import { validJson, validQuery } from '../http/validate.ts';
import type { Rebates } from '../rebates/rebates.ts';
import { rangeOf } from '../records/range.ts';

export function rebateRoutes(services: Services, rebates: Rebates) {
  const app = new Hono<AppEnv>();
  const member = (c: Context<AppEnv>) => ({
    id: c.get('session').memberId,
    merchantCode: c.get('merchant'),
  });

  app.get(
    PATHS.rebateAccrual,
    documented({
      summary:
        'The manual rebate: per category the settled turnover no claim counted yet, the rate, the cap and what a claim pays now; when the next claim may be; MANPLAYREB3',
      auth: 'session',
      value: RebateAccrualSchema,
      failures: { 403: [CODES.featureDisabled] },
    }),
    requireSession(services),
    requireSwitch(services, 'MANPLAYREB3'),
    async (c) => ok(c, await rebates.accrual(member(c))),
  );

  app.post(
    PATHS.rebateClaims,
    documented({
      summary:
        "Claim the rebate on the settled turnover no claim counted yet: one ledger credit (`rebate:<member>:c<claim>`), at most once per the merchant's claim interval; a repeated `requestId` answers the same claim; MANPLAYREB3",
      auth: 'session',
      value: RebateClaimResultSchema,
      failures: {
        403: [CODES.featureDisabled, AUTH_CODES.freeReject, EXCLUSION_CODES.excluded],
        409: [REBATE_CODES.nothing, REBATE_CODES.tooSoon],
      },
    }),
    requireSession(services),
    requireSwitch(services, 'MANPLAYREB3'),
    validJson(RebateClaimBodySchema),
    async (c) => answer(c, await rebates.claim(member(c), c.req.valid('json').requestId)),
  );

  app.get(
    PATHS.rebateClaims,
    documented({
      summary:
        "The member's rebate claims with their lines per category, newest first (paged; from/to); PLYRBT",
      auth: 'session',
      value: RebateClaimPageSchema,
      failures: { 400: [CODES.invalidRequest], 403: [CODES.featureDisabled] },
    }),
    requireSession(services),
    requireSwitch(services, 'PLYRBT'),
    validQuery(RebateClaimsQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const range = rangeOf(q, services.now());
      if (!range)
        return fail(
          c,
          400,
          CODES.invalidRequest,
          `from/to: a range of at most ${RECORDS_MAX_RANGE_DAYS} days, from before to`,
        );
      return ok(c, await rebates.claims(member(c).id, range, q));
    },
  );

  return app;
}
