// Operators' lobby (/ops/lobby/vendors, behind the ops token): which vendors players see and why not,
// and switching a vendor off or on. What decides it is server/lobby/availability.ts.
import { Hono } from 'hono';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { OpsVendorBodySchema, OpsVendorListSchema } from '../../src/shared/schemas/ops-lobby.ts';
import type { Services } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson } from '../http/validate.ts';
import type { VendorAvailability } from '../lobby/availability.ts';

export function opsLobbyRoutes({ config }: Services, availability: VendorAvailability) {
  const app = new Hono();
  app.use(`${PATHS.opsVendors}/*`, opsAuth(config.opsToken));
  app.use(PATHS.opsVendors, opsAuth(config.opsToken));

  app.get(
    PATHS.opsVendors,
    documented({
      summary: 'Every vendor, whether players see its games, and why not (not configured, disabled, down)',
      auth: 'ops',
      value: OpsVendorListSchema,
    }),
    async (c) => ok(c, await availability.statuses(merchantOf(c))),
  );

  app.patch(
    `${PATHS.opsVendors}/:code`,
    documented({
      summary:
        "Switch a vendor's games on or off for players (every category of its code); audited as `lobby.vendor`",
      auth: 'ops',
      value: OpsVendorListSchema,
      failures: { 400: [CODES.invalidRequest], 404: [CODES.notFound] },
    }),
    validJson(OpsVendorBodySchema),
    async (c) => {
      const merchant = merchantOf(c);
      const code = c.req.param('code');
      if (!(await availability.setEnabled(merchant, code, c.req.valid('json').enabled, actorOf(c))))
        return fail(c, 404, CODES.notFound, `No vendor ${code}`);
      return ok(c, await availability.statuses(merchant));
    },
  );

  return app;
}
