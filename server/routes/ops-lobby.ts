// Operators' lobby (/ops/lobby/..., behind the ops token): which vendors players see and why not, and
// switching a vendor off or on (server/lobby/availability.ts); the home's hot matches (lobby/hot-matches.ts).
import { Hono } from 'hono';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { HotMatchListSchema, HotMatchSchema } from '../../src/shared/schemas/games.ts';
import {
  OpsHotMatchBodySchema,
  OpsVendorBodySchema,
  OpsVendorListSchema,
} from '../../src/shared/schemas/ops-lobby.ts';
import type { Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson } from '../http/validate.ts';
import type { VendorAvailability } from '../lobby/availability.ts';
import type { HotMatches } from '../lobby/hot-matches.ts';

export function opsLobbyRoutes(
  { config }: Services,
  availability: VendorAvailability,
  hotMatches: HotMatches,
) {
  const app = new Hono();
  for (const path of [PATHS.opsVendors, PATHS.opsHotMatches]) {
    app.use(path, opsAuth(config.opsToken));
    app.use(`${path}/*`, opsAuth(config.opsToken));
  }

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

  app.get(
    PATHS.opsHotMatches,
    documented({
      summary: 'Every hot match, past ones included, newest kick-off first',
      auth: 'ops',
      value: HotMatchListSchema,
    }),
    async (c) => ok(c, await hotMatches.list(merchantOf(c))),
  );

  app.post(
    PATHS.opsHotMatches,
    documented({
      summary:
        'Add a hot match: shown on the home until 3 hours after its start, while its vendor is offered',
      description:
        "Opens on the vendor's first sports, e-sports or cockfighting game. Audited as `lobby.hotMatch.add`.",
      auth: 'ops',
      value: HotMatchSchema,
      failures: { 400: [CODES.invalidRequest], 404: [CODES.notFound] },
    }),
    validJson(OpsHotMatchBodySchema),
    async (c) => answer(c, await hotMatches.add(merchantOf(c), actorOf(c), c.req.valid('json'))),
  );

  app.delete(
    `${PATHS.opsHotMatches}/:id`,
    documented({
      summary: 'Take a hot match off the home; audited as `lobby.hotMatch.remove`',
      auth: 'ops',
      value: HotMatchListSchema,
      params: { id: IdParamSchema },
      failures: { 404: [CODES.notFound] },
    }),
    async (c) => {
      const merchant = merchantOf(c);
      const id = idParam(c.req.param('id'));
      if (id === undefined || !(await hotMatches.remove(merchant, actorOf(c), id)))
        return fail(c, 404, CODES.notFound, 'No such hot match');
      return ok(c, await hotMatches.list(merchant));
    },
  );

  return app;
}
