import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { CODES } from '../../src/shared/errors.ts';
import { moduleForPath, moduleVerdict } from '../../src/shared/module-permissions.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { LocationSchema, SiteConfigSchema } from '../../src/shared/schemas/site.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { requestPlatform } from '../http/platform-context.ts';
import { apiSecurityHeaders } from '../http/security-headers.ts';
import { clientIp } from '../lib/client-ip.ts';
import { countryOf } from '../lib/geo.ts';
import type { ResolvedConfig } from '../site/config-store.ts';

const CONFIG_HEADERS = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
const GZIP_HEADERS = { ...CONFIG_HEADERS, 'Content-Encoding': 'gzip' };
const ACCEPTS_GZIP = /\bgzip\b/;

/** The built config, gzipped when the client accepts it. */
const sendConfig = (c: Context, hit: ResolvedConfig) =>
  ACCEPTS_GZIP.test(c.req.header('Accept-Encoding') ?? '')
    ? c.body(hit.gzip, 200, GZIP_HEADERS)
    : c.body(hit.json, 200, CONFIG_HEADERS);

/**
 * The hot read: the app asks for the site config on every start, and a lobby burst is mostly these. When
 * the answer is already built and the request is the plain one the app sends (no query, its own merchant
 * and language headers), it is sent from here, after the access log only: the platform middleware would
 * decide exactly what is decided here (a known merchant, a valid language, an `anyone` module open to
 * all, no gate: the config is ungated) and costs three quarters of the read. Anything else, and the first
 * read of each TTL, goes on down the full pipeline to the route below. A test holds both paths' answers
 * to the same bytes and headers (tests/server/site-config-hot.test.ts).
 */
export function siteConfigHotRead(services: Services): MiddlewareHandler<AppEnv> {
  const module = moduleForPath(PATHS.siteConfig);
  const securityHeaders = apiSecurityHeaders(services.config);
  return async (c, next) => {
    if (c.req.method !== 'GET' || c.req.url.includes('?') || !module) return next();
    const claimed = c.req.header(HEADERS.moduleId);
    if (claimed !== undefined && claimed.trim() !== module) return next();
    const platform = requestPlatform(c);
    if ('refused' in platform) return next();
    const ready = services.siteConfig.ready(platform.merchant, platform.lang);
    if (!ready || moduleVerdict(module, null, ready.stored.switches) !== 'ok') return next();
    const res = sendConfig(c, ready.resolved);
    for (const [name, value] of securityHeaders(c)) res.headers.set(name, value);
    res.headers.set('Cache-Control', 'no-store');
    return res;
  };
}

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
      return sendConfig(c, hit);
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
