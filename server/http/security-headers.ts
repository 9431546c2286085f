// Security headers on every response, through hono's secure-headers middleware.
//
// - A strict Content-Security-Policy: scripts only from this origin, no inline script and no eval
//   (index.html's old-browser check is the external /legacy-check.js). The one inline <style> of the
//   built index.html (the boot splash painted before any script) is allowed by its hash, read from
//   DIST_DIR/index.html; style attributes stay allowed (`style-src-attr`: sanitized help HTML carries
//   some; React sets styles through CSSOM, which CSP does not restrict). Images and the service worker's
//   image fetches may use the configured image CDNs; the app's API calls go to this origin, or to
//   VITE_API_BASE when the app was built against another platform.
// - HSTS only over HTTPS: a PUBLIC_ORIGIN on https, a TLS request, or `X-Forwarded-Proto: https` from
//   a trusted proxy (TRUST_PROXY). Over plain HTTP browsers ignore it anyway, and a development server
//   must not pin localhost.
// - Framing denied (frame-ancestors 'none', X-Frame-Options DENY), Referrer-Policy
//   strict-origin-when-cross-origin (a vendor launch is a top-level navigation: it gets the origin,
//   never a path), Cross-Origin-Opener-Policy same-origin, Permissions-Policy denying device features.
// - Cross-Origin-Resource-Policy same-origin except the image CDN mounts (/cdn), which other origins'
//   apps may show.
// - API answers (/wps, /lgw, /ops: JSON, never a page) carry the REST set instead (OWASP): nosniff, a
//   policy that allows nothing and no framing, X-Frame-Options, Referrer-Policy. The page policies
//   (the full CSP, Permissions-Policy, COOP and the like) do nothing on JSON, and without them every answer
//   is ~1 KB lighter: on a phone's slow uplink that is the size of many answers themselves (issue 16).
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { setResponseHeader } from './response-headers.ts';

export interface SecurityHeadersConfig {
  /** Image CDN bases (IMAGE_CDNS): relative ones are this origin, absolute ones add their origin. */
  imageCdns: readonly string[];
  /** PUBLIC_ORIGIN: https turns HSTS on for every response. */
  publicOrigin?: string | undefined;
  /** TRUST_PROXY: X-Forwarded-Proto is believed. */
  trustProxy: boolean;
  /** DIST_DIR: its index.html's inline <style> hashes join style-src. */
  distDir: string;
}

/** The platform's API mounts: their answers are JSON for the app, never a document. */
const API_PATH = /^\/(wps|lgw|ops)(\/|$)/;
/** An API answer's security headers (the REST set). */
export const API_SECURITY_HEADERS: readonly [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/** HSTS for a year; no includeSubDomains: the operator's other host names are not ours to pin. */
export const HSTS = 'max-age=31536000';

/** Device and payment features the app never uses: denied to it and to anything it could embed. */
const DENIED_FEATURES = [
  'accelerometer',
  'ambientLightSensor',
  'autoplay',
  'bluetooth',
  'browsingTopics',
  'camera',
  'displayCapture',
  'geolocation',
  'gyroscope',
  'hid',
  'identityCredentialsGet',
  'idleDetection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickeyCredentialsGet',
  'serial',
  'usb',
  'xrSpatialTracking',
] as const;

/** The origins of absolute http(s) bases; relative bases (this server's /cdn mounts) are 'self'. */
export function originsOf(bases: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const base of bases) {
    if (!base || !/^https?:\/\//i.test(base)) continue;
    try {
      origins.add(new URL(base).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins];
}

/** sha256 CSP sources of each inline <style> element of an HTML document. */
export function inlineStyleHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)) {
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** Whether this request reached us over HTTPS (directly, or per a trusted proxy). */
const overHttps = (c: Context, trustProxy: boolean) =>
  isHttps(c.req.url.startsWith('https:'), c.req.header('x-forwarded-proto'), trustProxy);

/**
 * The middleware. `env` is read once for VITE_API_BASE (the app's API origin when it was built against
 * another platform: `npm start` builds and serves with the same environment).
 */
export function securityHeaders(
  config: SecurityHeadersConfig,
  env: Record<string, string | undefined> = process.env,
): MiddlewareHandler {
  const cdnOrigins = originsOf(config.imageCdns);
  const apiOrigins = originsOf([env.VITE_API_BASE]);
  const httpsOrigin = config.publicOrigin?.startsWith('https:') ?? false;
  const styleHashes = new StyleHashes(config.distDir);
  const apiHeaders = apiSecurityHeaders(config);

  const middleware = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", (c) => (c.get('styleHashes') as string | undefined) ?? ''],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...cdnOrigins],
      fontSrc: ["'self'", 'data:'],
      // The service worker fetches CDN images itself (sw/image-cache.ts): its connect-src needs them.
      connectSrc: ["'self'", ...apiOrigins, ...cdnOrigins],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameSrc: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: Object.fromEntries(DENIED_FEATURES.map((feature) => [feature, []])),
  });

  // Every other answer (assets, the worker's script, CDN pictures) gets the same headers: computed once,
  // by running hono's middleware on a probe request, then copied onto each response (hono rebuilt the CSP
  // text on every request).
  const probe = new Hono().use(middleware).get('*', (c) => c.body(null));
  let fixed: Promise<[string, string][]> | undefined;
  const fixedHeaders = () => {
    fixed ??= Promise.resolve(probe.request('http://probe/wps/probe')).then((res) =>
      [...res.headers].filter(([name]) => name !== 'content-type'),
    );
    return fixed;
  };

  return async (c, next) => {
    // Only HTML pages carry inline styles: they get hono's middleware with the hashes (its CSP callbacks
    // run when it starts, so the hashes are set before).
    if (acceptsHtml(c)) {
      c.set('styleHashes' as never, (await styleHashes.get()).join(' ') as never);
      await middleware(c, next);
    } else if (API_PATH.test(c.req.path)) {
      await next();
      for (const [name, value] of apiHeaders(overHttps(c, config.trustProxy)))
        setResponseHeader(c, name, value);
      c.res.headers.delete('X-Powered-By');
      return;
    } else {
      const headers = await fixedHeaders();
      await next();
      for (const [name, value] of headers) setResponseHeader(c, name, value);
      c.res.headers.delete('X-Powered-By');
    }
    if (httpsOrigin || overHttps(c, config.trustProxy))
      setResponseHeader(c, 'Strict-Transport-Security', HSTS);
    const cdn = c.req.path === '/cdn' || c.req.path.startsWith('/cdn/');
    setResponseHeader(c, 'Cross-Origin-Resource-Policy', cdn ? 'cross-origin' : 'same-origin');
  };
}

/**
 * The security headers of an API answer (/wps, /lgw, /ops) to a request over HTTPS or not: the REST set,
 * same-origin resource policy, and HSTS over HTTPS (or always, with an https PUBLIC_ORIGIN). The middleware
 * adds them; the site config's hot read, which answers before it (server/routes/site.ts), sends them.
 */
export function apiSecurityHeaders(
  config: Pick<SecurityHeadersConfig, 'publicOrigin'>,
): (overHttps: boolean) => [string, string][] {
  const httpsOrigin = config.publicOrigin?.startsWith('https:') ?? false;
  const plain: [string, string][] = [
    ...API_SECURITY_HEADERS,
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
  const secure: [string, string][] = [...plain, ['Strict-Transport-Security', HSTS]];
  return (overHttps) => (httpsOrigin || overHttps ? secure : plain);
}

/** Whether a request came over HTTPS: its own scheme, or a trusted proxy's `X-Forwarded-Proto`. */
export function isHttps(schemeIsHttps: boolean, forwardedProto: string | undefined, trustProxy: boolean) {
  if (schemeIsHttps) return true;
  if (!trustProxy) return false;
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** A GET that could answer the app shell (navigations, /, index.html): not API calls nor assets. */
function acceptsHtml(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  const path = c.req.path;
  return (
    !/^\/(wps|lgw|ops|cdn|assets)(\/|$)/.test(path) && (!/\.[a-z0-9]+$/i.test(path) || path.endsWith('.html'))
  );
}

/** The inline <style> hashes of DIST_DIR/index.html, read again when the file changes (a new build). */
class StyleHashes {
  private key = '';
  private hashes: string[] = [];
  constructor(private readonly distDir: string) {}

  async get(): Promise<string[]> {
    const file = join(this.distDir, 'index.html');
    try {
      const s = await stat(file);
      const key = `${s.size}-${s.mtimeMs}`;
      if (key !== this.key) {
        this.hashes = inlineStyleHashes(await readFile(file, 'utf8'));
        this.key = key;
      }
    } catch {
      this.hashes = [];
      this.key = '';
    }
    return this.hashes;
  }
}
