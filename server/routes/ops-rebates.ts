// Operators' rebate rates (/ops/rebate/rates, behind the ops token): per category a rate in basis points
// and a cap per claim, and the least time between two claims of a member; every change audited
// (`rebate.rates`, `rebate.interval` on `merchant:<code>`, before and after).
import { Hono } from 'hono';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { RebateRatesBodySchema, RebateRatesSchema } from '../../src/shared/schemas/rebates.ts';
import type { Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson } from '../http/validate.ts';
import type { Rebates } from '../rebates/rebates.ts';

export function opsRebateRoutes({ config }: Services, rebates: Rebates) {
  const app = new Hono();
  app.use(PATHS.opsRebateRates, opsAuth(config.opsToken));

  app.get(
    PATHS.opsRebateRates,
    documented({
      summary:
        "The merchant's rebate rates: every category's rate (basis points), cap per claim and last change; the claim interval (minutes)",
      auth: 'ops',
      value: RebateRatesSchema,
    }),
    async (c) => ok(c, await rebates.rates(merchantOf(c))),
  );

  app.put(
    PATHS.opsRebateRates,
    documented({
      summary:
        'Set rebate rates and the claim interval: `{ rates?: [{ category, rateBp (0–300), capCents (null: none) }], claimIntervalMinutes?: 0–10080 }`; other categories keep theirs; audited',
      auth: 'ops',
      value: RebateRatesSchema,
      failures: { 400: [CODES.invalidRequest], 404: [CODES.merchantUnknown] },
    }),
    validJson(RebateRatesBodySchema),
    async (c) => answer(c, await rebates.setRates(merchantOf(c), actorOf(c), c.req.valid('json'))),
  );

  return app;
}
