import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS, HSTS, securityHeaders } from '../../../server/http/security-headers.ts';
import { createHarness, type Harness } from '../support/harness.ts';

// Security headers do not depend on the database: one run on PGlite is enough.

/** The CSP as directive → sources. */
function csp(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy');
  expect(header).toBeTruthy();
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectCommonHeaders(res: Response) {
  const policy = csp(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('worker-src')).toEqual(["'self'"]);
  expect(policy.get('manifest-src')).toEqual(["'self'"]);
  expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  // Nothing anywhere allows inline script or eval.
  const header = res.headers.get('content-security-policy') ?? '';
  expect(header).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
  expect([...(policy.get('script-src') ?? []), ...(policy.get('default-src') ?? [])]).not.toContain(
    "'unsafe-inline'",
  );
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(permissions).toContain(`${feature}=()`);
  // Plain HTTP (the harness): no HSTS.
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

/** An API answer: the REST set, none of the page policies (server/http/security-headers.ts). */
function expectApiHeaders(res: Response) {
  const policy = csp(res);
  expect([...policy.keys()].sort()).toEqual(['default-src', 'frame-ancestors']);
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(res.headers.get('permissions-policy')).toBeNull();
  expect(res.headers.get('x-powered-by')).toBeNull();
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

describe('security headers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h?.close());

  it('are on an API answer: the REST set, without the page policies', async () => {
    const res = await h.get('/wps/system/template');
    expect(res.status).toBe(200);
    expectApiHeaders(res);
    for (const path of ['/ops/ledger/check', '/lgw/no-such-route']) expectApiHeaders(await h.get(path));
    // Each header the set names, once.
    expect(new Set(API_SECURITY_HEADERS.map(([name]) => name.toLowerCase())).size).toBe(
      API_SECURITY_HEADERS.length,
    );
  });

  it('are on the app shell and on a static asset', async () => {
    const shell = await h.get('/m/home');
    expect(shell.status).toBe(200);
    expect(shell.headers.get('content-type')).toMatch(/^text\/html/);
    expectCommonHeaders(shell);
    const asset = await h.get('/assets/index-Ab12Cd34.js');
    expect(asset.status).toBe(200);
    expectCommonHeaders(asset);
  });

  it('are on a 404 and on an API error', async () => {
    expectCommonHeaders(await h.get('/no/such/file.txt'));
    const res = await h.get('/wps/no-such-route');
    expect(res.status).toBe(404);
    expectApiHeaders(res);
  });

  it('are on answers whatever the client accepts: a small envelope as is with its length, a big one gzipped', async () => {
    const small = await h.get('/wps/no-such-route', { 'Accept-Encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(Number(small.headers.get('content-length'))).toBe((await small.clone().arrayBuffer()).byteLength);
    expectApiHeaders(small);
    expect(small.headers.get('x-request-id')).toBeTruthy();
    const big = await h.get('/wps/system/template', { 'Accept-Encoding': 'gzip' });
    expect(big.headers.get('content-encoding')).toBe('gzip');
    expectApiHeaders(big);
    const plain = await h.get('/wps/system/template', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expectApiHeaders(plain);
  });

  it('let other origins show the image CDN mount', async () => {
    const res = await h.get('/cdn/a/no-such.png');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('send HSTS only over HTTPS: X-Forwarded-Proto from a trusted proxy, or an https PUBLIC_ORIGIN', async () => {
    const proxied = await h.get('/m/home', { 'X-Forwarded-Proto': 'https' });
    expect(proxied.headers.get('strict-transport-security')).toBe(HSTS);
    const plain = await h.get('/m/home', { 'X-Forwarded-Proto': 'http' });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY the header is anyone's to send: ignored.
    const untrusted = h.appWith({ trustProxy: false });
    const spoofed = await untrusted.request('/m/home', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    // A TLS request.
    const tls = await h.app.request('https://swerte.example/wps/system/template');
    expect(tls.headers.get('strict-transport-security')).toBe(HSTS);
    // Production behind a proxy that does not say: PUBLIC_ORIGIN on https.
    const https = h.appWith({ publicOrigin: 'https://swerte.example', trustProxy: false });
    const res = await https.request('/wps/system/template');
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it("allow the built shell's inline <style> by its hash, and no other", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'swerte-dist-csp-'));
    const style = 'html,body{margin:0}';
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><head><style>${style}</style></head><body></body>`,
    );
    try {
      const app = h.appWith({ distDir: dist });
      const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
      const shell = await app.request('/m/home');
      expect(csp(shell).get('style-src')).toEqual(["'self'", hash]);
      // A rebuilt shell: the new hash, not the old.
      writeFileSync(join(dist, 'index.html'), '<!doctype html><head><style>p{color:red}</style></head>');
      const rebuilt = csp(await app.request('/m/home')).get('style-src');
      expect(rebuilt).toHaveLength(2);
      expect(rebuilt).not.toContain(hash);
      // Other answers carry no hash: an asset has the page policy without it, an API answer allows nothing.
      expect(csp(await app.request('/assets/index-Ab12Cd34.js')).get('style-src')).toEqual(["'self'"]);
      expect(csp(await app.request('/wps/system/template')).get('style-src')).toBeUndefined();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('add absolute image CDN origins to img-src and connect-src, and VITE_API_BASE to connect-src', async () => {
    const app = new Hono();
    app.use(
      '*',
      securityHeaders(
        {
          imageCdns: ['/cdn/a', 'https://img1.example/swerte/', 'https://img2.example:8443/x'],
          trustProxy: false,
          distDir: '/nonexistent',
        },
        { VITE_API_BASE: 'https://api.example/base' },
      ),
    );
    app.get('/', (c) => c.text('ok'));
    const policy = csp(await app.request('/'));
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://img1.example',
      'https://img2.example:8443',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.example',
      'https://img1.example',
      'https://img2.example:8443',
    ]);
  });
});
