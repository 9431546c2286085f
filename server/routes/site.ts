import type { IncomingMessage } from 'node:http';
import { type Context, Hono } from 'hono';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { LocationSchema, SiteConfigSchema } from '../../src/shared/schemas/site.ts';
import type { AppEnv, Services } from '../context.ts';
import { type AccessLogger, REQUEST_ID_HEADER, requestIdOf } from '../http/access-log.ts';
import { fail, ok } from '../http/envelope.ts';
import type { HotRead } from '../http/hot-reads.ts';
import { moduleForPath, moduleVerdict } from '../http/module-permissions.ts';
import { documented } from '../http/openapi.ts';
import { requestPlatform } from '../http/platform-context.ts';
import { apiSecurityHeaders, isHttps } from '../http/security-headers.ts';
import { clientIp, clientIpFrom } from '../lib/client-ip.ts';
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

/** Headers the hot read reads: each must come once (a repeated one goes to the app, which decides). */
const SINGLE_HEADERS = [HEADERS.merchant, HEADERS.language, 'Accept-Encoding', REQUEST_ID_HEADER];

/**
 * The site config's hot read, in front of the app (server/http/hot-reads.ts). The app asks for the config
 * on every start and a lobby burst is mostly these reads. When the answer is already built and fresh and
 * the request is the plain one the app sends (a GET with no query string: its merchant and language in
 * headers), it is written straight to the socket with the headers the pipeline would add, its request id
 * and its access line. The pipeline would decide exactly what is decided here (a known merchant, a valid
 * language, an `anyone` module open to all, no site gate: the config is ungated) and cost two thirds of
 * the read (issue 16: the budget is half a bare hello-world). Anything else, and the first read of each
 * TTL, goes to the app. tests/server/http/http-wire.test.ts holds both paths to the same bytes and headers.
 */
export function siteConfigHotRead(services: Services, logAccess: AccessLogger): HotRead {
  const module = moduleForPath(PATHS.siteConfig);
  const { trustProxy } = services.config;
  const securityHeaders = apiSecurityHeaders(services.config);
  /** The headers of each answer but its length and request id: [gzip][https]. */
  const headersOf = [false, true].map((gzip) =>
    [false, true].map((https) => ({
      ...(gzip ? GZIP_HEADERS : CONFIG_HEADERS),
      ...Object.fromEntries(securityHeaders(https)),
      'Cache-Control': 'no-store',
    })),
  );
  /** One header's value; a repeated one (an array) is null: the app decides. */
  const headerOf = (req: IncomingMessage) => (name: string) => {
    const value = req.headers[name.toLowerCase()];
    return typeof value === 'string' ? value : value === undefined ? undefined : null;
  };
  return (req, res) => {
    if (req.method !== 'GET' || req.url !== PATHS.siteConfig || !module) return false;
    const started = performance.now();
    const header = headerOf(req);
    const claimed = header(HEADERS.moduleId);
    if (claimed === null || (claimed !== undefined && claimed.trim() !== module)) return false;
    for (const name of SINGLE_HEADERS) if (header(name) === null) return false;
    const platform = requestPlatform(
      (name) => header(name) ?? undefined,
      () => undefined,
    );
    if ('refused' in platform) return false;
    const ready = services.siteConfig.ready(platform.merchant, platform.lang);
    if (!ready || moduleVerdict(module, null, ready.stored.switches) !== 'ok') return false;

    const gzip = ACCEPTS_GZIP.test(header('accept-encoding') ?? '');
    const forwardedProto = header('x-forwarded-proto') ?? undefined;
    const https = isHttps(
      'encrypted' in req.socket && req.socket.encrypted === true,
      forwardedProto,
      trustProxy,
    );
    const body = gzip ? ready.resolved.gzip : ready.resolved.json;
    const id = requestIdOf(header(REQUEST_ID_HEADER) ?? undefined);
    res.writeHead(200, {
      ...headersOf[Number(gzip)]?.[Number(https)],
      'Content-Length': body.byteLength,
      [REQUEST_ID_HEADER]: id,
    });
    res.end(body);
    const forwardedFor = header('x-forwarded-for') ?? undefined;
    const ip = clientIpFrom(forwardedFor, req.socket.remoteAddress, trustProxy);
    logAccess({ id, method: 'GET', path: PATHS.siteConfig, status: 200, started, ip });
    return true;
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
