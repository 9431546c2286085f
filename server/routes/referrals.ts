// Invite friends (issue 14, /m/inviteFriends): a real member's session (a trial gets free_reject) and the
// merchant's REFERRAL promotion on (else 403 `referral.disabled`: the app shows 'contact_service'). What
// it reads and pays is server/referrals/referrals.ts.
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { REFERRAL_CODES } from '../../src/shared/errors/referral.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  ReferralFriendsPageSchema,
  ReferralFriendsQuerySchema,
  ReferralSummarySchema,
} from '../../src/shared/schemas/referrals.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { rejectTrial, requireSession } from '../http/require-session.ts';
import { validQuery } from '../http/validate.ts';
import type { Referrals } from '../referrals/referrals.ts';

export function referralRoutes(services: Services, referrals: Referrals) {
  const app = new Hono<AppEnv>();
  const member = (c: Context<AppEnv>) => ({
    memberId: c.get('session').memberId,
    merchantCode: c.get('merchant'),
  });
  const promotionOn: MiddlewareHandler<AppEnv> = async (c, next) => {
    const stored = await services.siteConfig.stored(c.get('merchant'));
    if (!stored?.promotions.REFERRAL)
      return fail(c, 403, REFERRAL_CODES.disabled, 'Invite friends is not available');
    await next();
  };
  const gates = [requireSession(services), rejectTrial, promotionOn] as const;

  app.get(
    PATHS.referral,
    documented({
      summary: "The member's referral code, the programme's rules and the rewards earned",
      description:
        'The code is made on the first call. Settles what is due first: friends whose turnover reached the programme minimum, and pending rewards the budget now covers.',
      auth: 'session',
      value: ReferralSummarySchema,
      failures: { 403: [REFERRAL_CODES.disabled] },
    }),
    ...gates,
    async (c) => ok(c, await referrals.summary(member(c))),
  );

  app.get(
    PATHS.referralFriends,
    documented({
      summary: "The member's invited friends, newest first (accounts masked), with what each earned",
      auth: 'session',
      value: ReferralFriendsPageSchema,
      failures: { 403: [REFERRAL_CODES.disabled] },
    }),
    ...gates,
    validQuery(ReferralFriendsQuerySchema),
    async (c) => ok(c, await referrals.friends(member(c), c.req.valid('query'))),
  );

  return app;
}
