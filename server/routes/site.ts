import { Hono } from 'hono';
import { CODES } from '../../src/shared/errors.ts';
import { PATHS } from '../../src/shared/paths.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { clientIp } from '../lib/client-ip.ts';
import { countryOf } from '../lib/geo.ts';

export function siteRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  app.get(PATHS.siteConfig, async (c) => {
    const hit = await services.siteConfig.resolved(c.get('merchant'), c.get('lang'));
    if (!hit) return fail(c, 400, CODES.merchantUnknown);
    // The envelope is serialised once per TTL: this is the hottest read of the platform.
    return c.body(hit.json, 200, { 'Content-Type': 'application/json' });
  });

  app.get(PATHS.location, (c) => {
    const ip = clientIp(c, services.config.trustProxy);
    return ok(c, { ip, country: countryOf(ip, services.config.defaultCountry) });
  });

  return app;
}
