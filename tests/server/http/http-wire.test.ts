import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withHotReads } from '../../../server/http/hot-reads.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { createHarness, type Harness, TEST_OPS_TOKEN } from '../support/harness.ts';

// What only a real socket shows: declared body lengths, chunked bodies, and the answers @hono/node-server
// writes from a plain header record (the site config's hot read). The rest of the suites call the app
// in-process, where a request has no Content-Length. No money here: PGlite is enough.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe('the server over a real socket', () => {
  let h: Harness;
  let server: ReturnType<typeof serve>;
  let port = 0;
  beforeAll(async () => {
    h = await createHarness('pglite');
    server = serve({
      fetch: h.app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      createServer: withHotReads(h.hotReads),
    });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await h?.close();
  });

  /** One request; `chunks` are sent chunked (no Content-Length) when `chunked`. */
  function send(
    method: string,
    path: string,
    headers: Record<string, string>,
    chunks: string[] = [],
    chunked = false,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const body = chunks.join('');
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: chunked ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        },
        (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
          );
        },
      );
      req.on('error', reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });
  }
  const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'Content-Type': 'application/json' };
  const codeOf = (a: Answer) => (JSON.parse(a.body.toString()) as { code: string }).code;

  it('refuses a body declared too large, and one that streams past the limit without a length', async () => {
    const huge = JSON.stringify({ siteName: 'x'.repeat(300 * 1024) });
    const declared = await send('PATCH', PATHS.opsConfig, ops, [huge]);
    expect(declared.status).toBe(413);
    expect(codeOf(declared)).toBe('request.invalid');
    const streamed = await send('PATCH', PATHS.opsConfig, ops, [huge.slice(0, 1000), huge.slice(1000)], true);
    expect(streamed.status).toBe(413);
    expect(codeOf(streamed)).toBe('request.invalid');
  });

  it('reads a declared body whole for the route, and still refuses hostile text in it', async () => {
    const renamed = await send('PATCH', PATHS.opsConfig, ops, [JSON.stringify({ siteName: 'Swerte Wire' })]);
    expect(renamed.status).toBe(200);
    expect(JSON.parse(renamed.body.toString()).value.siteName).toBe('Swerte Wire');
    const chunked = await send('PATCH', PATHS.opsConfig, ops, ['{"siteName":', '"Swerte Chunks"}'], true);
    expect(chunked.status).toBe(200);
    expect(JSON.parse(chunked.body.toString()).value.siteName).toBe('Swerte Chunks');
    const nul = await send('PATCH', PATHS.opsConfig, ops, [JSON.stringify({ siteName: 'a\u0000b' })]);
    expect(nul.status).toBe(400);
    expect(codeOf(nul)).toBe('request.invalid');
  });

  it('sends the warm site config with its request id, security headers and gzip', async () => {
    await send('PATCH', PATHS.opsConfig, ops, [JSON.stringify({ siteName: 'Swerte Warm' })]);
    const ask = () =>
      send('GET', PATHS.siteConfig, { 'Accept-Encoding': 'gzip', 'X-Request-Id': 'wire-test-01' });
    await ask();
    const warm = await ask();
    expect(warm.status).toBe(200);
    expect(warm.headers['x-request-id']).toBe('wire-test-01');
    expect(warm.headers['cache-control']).toBe('no-store');
    expect(warm.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(warm.headers['x-content-type-options']).toBe('nosniff');
    expect(warm.headers['content-encoding']).toBe('gzip');
    expect(Number(warm.headers['content-length'])).toBe(warm.body.length);
    const config = JSON.parse(gunzipSync(warm.body).toString());
    expect(config).toMatchObject({
      successful: true,
      value: { merchantCode: 'SWERTE', siteName: 'Swerte Warm' },
    });
  });

  /** What a client can tell apart: status, headers but the request id and date, body bytes. */
  const comparable = (a: Answer) => ({
    status: a.status,
    headers: Object.entries(a.headers)
      .filter(([name]) => name !== 'x-request-id' && name !== 'date')
      .sort(([x], [y]) => x.localeCompare(y)),
    body: a.body.toString('base64'),
  });

  it('answers a warm site config read exactly as the app does, in each language, encoding and scheme', async () => {
    const cases: Record<string, string>[] = [
      { Language: 'TY', 'Accept-Encoding': 'gzip, deflate, br' },
      { Language: 'EN', 'Accept-Encoding': 'identity' },
      { Merchant: 'SWERTE_TRIAL', Language: 'EN', 'Accept-Encoding': 'gzip' },
      { 'X-Forwarded-Proto': 'https', 'Accept-Encoding': 'gzip', 'Module-Id': 'COMM3' },
    ];
    for (const headers of cases) {
      await send('GET', PATHS.siteConfig, headers); // builds the answer: the next read is the hot one
      const lang = headers.Language === 'EN' ? 'EN' : 'TY';
      expect(h.services.siteConfig.ready('SWERTE', lang)).toBeDefined();
      const hot = await send('GET', PATHS.siteConfig, headers);
      // A query string always goes to the app (platform context, gates, module gate, the route).
      const app = await send('GET', `${PATHS.siteConfig}?merchant=SWERTE`, headers);
      expect(comparable(hot)).toEqual(comparable(app));
      expect(hot.status).toBe(200);
      expect(hot.headers['x-request-id']).toBeTruthy();
    }
    const secure = await send('GET', PATHS.siteConfig, { 'X-Forwarded-Proto': 'https' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=/);
  });

  it('shows an operator change on the very next read, and still refuses what the app refuses', async () => {
    await send('GET', PATHS.siteConfig, {});
    const patched = await send('PATCH', PATHS.opsConfig, ops, [
      JSON.stringify({ maintenance: { enabled: true } }),
    ]);
    expect(patched.status).toBe(200);
    const next = await send('GET', PATHS.siteConfig, {});
    expect(JSON.parse(next.body.toString()).value.maintenance.enabled).toBe(true);
    await send('PATCH', PATHS.opsConfig, ops, [JSON.stringify({ maintenance: { enabled: false } })]);

    await send('GET', PATHS.siteConfig, {}); // warm again
    const refusals: [Record<string, string>, number, string][] = [
      [{ 'Module-Id': 'MEMCLUB3' }, 403, 'module.mismatch'],
      [{ Language: 'Klingon' }, 400, 'request.invalid'],
      [{ Merchant: 'NOPE' }, 400, 'merchant.unknown'],
      [{ Merchant: 'bad merchant!' }, 400, 'request.invalid'],
    ];
    for (const [headers, status, code] of refusals) {
      const refused = await send('GET', PATHS.siteConfig, headers);
      expect({ status: refused.status, code: codeOf(refused) }).toEqual({ status, code });
    }
  });
});
