// The operators' referral programme (/ops/referral/programme, behind the ops token): rewards for a friend's
// qualifying deposit and turnover, and the budget they are paid from. Each change is audited.
import { Hono } from 'hono';
import { REFERRAL_CODES } from '../../src/shared/errors/referral.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { ReferralProgrammeInputSchema, ReferralProgrammeSchema } from '../../src/shared/schemas/referrals.ts';
import type { Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson } from '../http/validate.ts';
import type { Referrals } from '../referrals/referrals.ts';

export function opsReferralRoutes({ config }: Services, referrals: Referrals) {
  const app = new Hono();
  app.use(PATHS.opsReferralProgramme, opsAuth(config.opsToken));

  app.get(
    PATHS.opsReferralProgramme,
    documented({
      summary: "The merchant's referral programme: rules, budget, paid and pending rewards",
      auth: 'ops',
      value: ReferralProgrammeSchema,
    }),
    async (c) => ok(c, await referrals.programme(merchantOf(c))),
  );

  app.put(
    PATHS.opsReferralProgramme,
    documented({
      summary: "Set the merchant's referral programme (0 reward: that kind is off)",
      description:
        'A reward needs its threshold of at least 1 cent; the budget cannot go below what was already paid. Audited as `referral.programme` with the rules before and after.',
      auth: 'ops',
      value: ReferralProgrammeSchema,
      failures: { 400: [REFERRAL_CODES.rulesInvalid] },
    }),
    validJson(ReferralProgrammeInputSchema),
    async (c) => answer(c, await referrals.setProgramme(merchantOf(c), actorOf(c), c.req.valid('json'))),
  );

  return app;
}
