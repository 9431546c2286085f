// The operators' VIP levels (/ops/vip/programme, behind the ops token): thresholds over a period and each
// level's benefits. Each change is audited as `vip.programme` with the levels before and after.
import { Hono } from 'hono';
import { PATHS } from '../../src/shared/paths.ts';
import { VipProgrammeInputSchema, VipProgrammeSchema } from '../../src/shared/schemas/vip.ts';
import type { Services } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson } from '../http/validate.ts';
import type { Vip } from '../vip/vip.ts';

export function opsVipRoutes({ config }: Services, vip: Vip) {
  const app = new Hono();
  app.use(PATHS.opsVipProgramme, opsAuth(config.opsToken));

  app.get(
    PATHS.opsVipProgramme,
    documented({
      summary: "The merchant's VIP levels (lowest first) and the period their thresholds count over",
      auth: 'ops',
      value: VipProgrammeSchema,
    }),
    async (c) => ok(c, await vip.programme(merchantOf(c))),
  );

  app.put(
    PATHS.opsVipProgramme,
    documented({
      summary: "Set the merchant's VIP levels and period",
      description:
        "Levels lowest first, each threshold at least the level below's. Levels members already reached keep their paid bonuses. Audited as `vip.programme`.",
      auth: 'ops',
      value: VipProgrammeSchema,
    }),
    validJson(VipProgrammeInputSchema),
    async (c) => ok(c, await vip.setProgramme(merchantOf(c), actorOf(c), c.req.valid('json'))),
  );

  return app;
}
