// Site-wide gates enforced by the server (DESIGN.md section 3): maintenance (503) wins over region
// restriction (403). Site config and location stay open: the app needs them to show the right page. So do
// the seamless wallet's callbacks: they are vendors settling rounds, not players, and a win
// refused during maintenance would be money owed and unpaid. Payment gateways' webhooks likewise: a
// member who paid is credited whatever the site's state.
import type { MiddlewareHandler } from 'hono';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { PAYMENT_PROVIDERS } from '../../src/shared/schemas/deposits.ts';
import type { AppEnv, Services } from '../context.ts';
import { clientIp } from '../lib/client-ip.ts';
import { countryOf } from '../lib/geo.ts';
import { fail } from './envelope.ts';

export const UNGATED = new Set<string>([
  PATHS.siteConfig,
  PATHS.location,
  PATHS.seamlessBalance,
  PATHS.seamlessBet,
  PATHS.seamlessWin,
  PATHS.seamlessRollback,
  ...PAYMENT_PROVIDERS.map((code) => `${PATHS.paymentWebhook}/${code}`),
]);

export function siteGates(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (UNGATED.has(c.req.path)) return next();
    const stored = await services.siteConfig.stored(c.get('merchant'));
    if (!stored) return next();
    if (stored.maintenance.enabled) {
      return fail(c, 503, CODES.maintenance, stored.maintenance.messages[c.get('lang')]);
    }
    if (stored.regionRestriction.enabled) {
      const country = countryOf(clientIp(c, services.config.trustProxy), services.config.defaultCountry);
      if (!stored.regionRestriction.allowedCountries.includes(country)) {
        return fail(c, 403, CODES.regionRestricted, `Not available in ${country}`);
      }
    }
    return next();
  };
}
