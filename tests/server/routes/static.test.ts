import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, failure, type Harness } from '../support/harness.ts';

// Static serving does not depend on the database: one run on PGlite is enough.
describe('the built app (DIST_DIR)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h?.close());

  it('serves hashed assets as immutable', async () => {
    const res = await h.get('/assets/index-Ab12Cd34.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('gzips large answers for clients that accept it, and only for them', async () => {
    const path = '/wps/game/list?merchant=SWERTE&gameType=RNG&pageSize=26';
    const zipped = await h.get(path, { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const body = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    expect(JSON.parse(body).successful).toBe(true);
    const plain = await h.get(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('makes the shell files revalidate, with the right types', async () => {
    const sw = await h.get('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await h.get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const etag = manifest.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await h.get('/manifest.webmanifest', { 'If-None-Match': etag as string });
    expect(again.status).toBe(304);
  });

  it('answers app routes with index.html and security headers', async () => {
    for (const path of [
      '/',
      '/m',
      '/m/home',
      '/m/gameList?gameType=RNG',
      '/m/index.html',
      '/register.html',
      '/m/no/such/page',
    ]) {
      const res = await h.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(await res.text()).toContain('<div id="app">');
    }
  });

  it('never answers API paths with the app: 404 envelope instead', async () => {
    for (const path of ['/wps/nothing', '/ops', '/cdn/a', '/lgw/nothing', '/wps']) {
      const res = await h.app.request(path, { headers: { Authorization: 'Bearer test-ops-token' } });
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(await failure(res), path).toMatchObject({ status: 404, code: 'not.found' });
    }
  });

  it('does not serve files outside DIST_DIR or dotfiles', async () => {
    expect((await h.get('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
    expect((await h.get('/.env')).status).toBe(404);
    expect((await h.get('/unknown.txt')).status).toBe(404);
  });

  it('says to build the app when DIST_DIR has no index.html, while the API still works', async () => {
    const app = h.appWith({ distDir: join(tmpdir(), 'swerte-no-such-dist') });
    const page = await app.request('/m/home');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build');
    expect((await app.request('/wps/system/template')).status).toBe(200);
  });
});
