// Operators' customer-service links (/ops/config/serviceLinks, behind the ops token): read them decrypted,
// replace them (https only, one per known type). Members see the change at their next site-config read.
import { Hono } from 'hono';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { OpsServiceLinksSchema, ServiceLinksBodySchema } from '../../src/shared/schemas/service-links.ts';
import type { Services } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson } from '../http/validate.ts';
import { readServiceLinks, replaceServiceLinks } from '../site/service-links.ts';

export function opsSiteRoutes({ config, siteConfig }: Services) {
  const app = new Hono();
  app.use(PATHS.opsServiceLinks, opsAuth(config.opsToken));

  app.get(
    PATHS.opsServiceLinks,
    documented({
      summary: 'The customer-service links (live chat, Facebook, Telegram, WhatsApp), decrypted',
      auth: 'ops',
      value: OpsServiceLinksSchema,
      failures: { 404: [CODES.merchantUnknown] },
    }),
    async (c) => {
      const merchant = merchantOf(c);
      const links = await readServiceLinks(siteConfig, merchant);
      return links ? ok(c, links) : fail(c, 404, CODES.merchantUnknown, `Unknown merchant: ${merchant}`);
    },
  );

  app.put(
    PATHS.opsServiceLinks,
    documented({
      summary: 'Replace the customer-service links (https URLs, at most one per type)',
      description:
        'Each URL is stored encrypted with a fresh key (SPEC.md section 9). An empty list removes the side service panel. Audited as `site.serviceLinks`.',
      auth: 'ops',
      value: OpsServiceLinksSchema,
      failures: { 400: [CODES.invalidRequest], 404: [CODES.merchantUnknown] },
    }),
    validJson(ServiceLinksBodySchema),
    async (c) => {
      const merchant = merchantOf(c);
      const links = await replaceServiceLinks(siteConfig, merchant, actorOf(c), c.req.valid('json'));
      return links ? ok(c, links) : fail(c, 404, CODES.merchantUnknown, `Unknown merchant: ${merchant}`);
    },
  );

  return app;
}
