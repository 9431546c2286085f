import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../src/shared/paths.ts';
import { createHarness, databases, failure, type Harness } from '../support/harness.ts';

describe.each(databases)('error envelopes on $kind', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('answers unknown API routes and wrong methods with a 404 envelope', async () => {
    expect(await failure(await h.get('/wps/no/such/call'))).toMatchObject({ status: 404, code: 'not.found' });
    const post = await h.app.request(PATHS.siteConfig, { method: 'POST' });
    expect(await failure(post)).toMatchObject({ status: 404, code: 'not.found' });
  });

  it('answers bad input with a 400 `request.invalid` and a short message, never a 500', async () => {
    const res = await failure(await h.get(`${PATHS.gameList}?merchant=SWERTE&gameType=RNG&pageNo=abc`));
    expect(res).toMatchObject({ status: 400, code: 'request.invalid' });
    expect(res.message).toMatch(/^pageNo: /);
    expect(res.message?.length).toBeLessThanOrEqual(200);
    const repeated = await failure(
      await h.get(`${PATHS.gameList}?merchant=SWERTE&gameType=RNG&gameType=LIVE`),
    );
    expect(repeated).toMatchObject({ status: 400, code: 'request.invalid' });
    const badMerchant = await failure(await h.get(PATHS.hotMatches, { Merchant: 'a b;c' }));
    expect(badMerchant).toMatchObject({ status: 400, code: 'request.invalid' });
  });

  it('refuses an unknown merchant on every platform call', async () => {
    for (const path of [PATHS.hotMatches, PATHS.vendorConfig, `${PATHS.helpCenter}?lang=EN`]) {
      expect(await failure(await h.get(path, { Merchant: 'OTHER' })), path).toMatchObject({
        status: 400,
        code: 'merchant.unknown',
      });
    }
  });

  it('turns an unexpected error into a 500 `server.error` envelope without details', async () => {
    // A route that throws, mounted on the real app's error handling.
    const logged: unknown[] = [];
    const app = new Hono();
    app.get('/wps/boom', () => {
      throw new Error('secret detail');
    });
    const { createApp } = await import('../../../server/app.ts');
    const real = createApp({
      db: h.database.db,
      config: {
        opsToken: 'x',
        imageCdns: ['/cdn/a'],
        defaultCountry: 'PH',
        trustProxy: false,
        distDir: '/nonexistent',
        passwordCost: 10,
        publicOrigin: undefined,
      },
      logError: (_m, err) => logged.push(err),
    }).app;
    real.route('/', app);
    const res = await real.request('/wps/boom');
    const body = await failure(res);
    expect(body).toMatchObject({ status: 500, code: 'server.error' });
    expect(body.message).not.toContain('secret');
    expect(logged).toHaveLength(1);
  });
});
