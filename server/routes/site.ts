import { Hono } from 'hono';
import { CODES } from '../../src/shared/errors.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { LocationSchema, SiteConfigSchema } from '../../src/shared/schemas/site.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { clientIp } from '../lib/client-ip.ts';
import { countryOf } from '../lib/geo.ts';

export function siteRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.get(
    PATHS.siteConfig,
    documented({
      summary: 'Site config (switches, theme, links, maintenance) of the merchant, in the request language',
      value: SiteConfigSchema,
    }),
    async (c) => {
      const hit = await services.siteConfig.resolved(c.get('merchant'), c.get('lang'));
      if (!hit) return fail(c, 400, CODES.merchantUnknown);
      // The hottest read of the platform: serialised and gzipped once per TTL, not per request
      // (gzipping per request cost three quarters of the throughput).
      const headers = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
      if (/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) {
        return c.body(hit.gzip, 200, { ...headers, 'Content-Encoding': 'gzip' });
      }
      return c.body(hit.json, 200, headers);
    },
  );

  app.get(
    PATHS.location,
    documented({ summary: "The caller's address and country", value: LocationSchema }),
    (c) => {
      const ip = clientIp(c, services.config.trustProxy);
      return ok(c, { ip, country: countryOf(ip, services.config.defaultCountry) });
    },
  );

  return app;
}
