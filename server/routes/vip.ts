// The VIP club (issue 14, /m/member/benefits): a real member's session (a trial gets free_reject) and the
// merchant's VIPBENEFIT3 switch on. What it reads and pays is server/vip/vip.ts.
import { Hono } from 'hono';
import { PATHS } from '../../src/shared/paths.ts';
import { VipStatusSchema } from '../../src/shared/schemas/vip.ts';
import type { AppEnv, Services } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { rejectTrial, requireSession } from '../http/require-session.ts';
import { requireSwitch } from '../http/require-switch.ts';
import type { Vip } from '../vip/vip.ts';

export function vipRoutes(services: Services, vip: Vip) {
  const app = new Hono<AppEnv>();

  app.get(
    PATHS.vip,
    documented({
      summary: "The member's VIP level, turnover and deposits over the period, and every level's benefits",
      description:
        'Settles first: levels reached for the first time are recorded and their level-up bonuses credited once (held while the member is on a time-out or self-exclusion).',
      auth: 'session',
      value: VipStatusSchema,
    }),
    requireSession(services),
    rejectTrial,
    requireSwitch(services, 'VIPBENEFIT3'),
    async (c) => ok(c, await vip.status(c.get('session').memberId, c.get('merchant'), c.get('lang'))),
  );

  return app;
}
