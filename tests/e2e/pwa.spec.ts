import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CACHE_NAMES, IMAGE_CDNS_STATE_KEY, PRIVATE_CACHE_PREFIX } from '../../src/shared/sw-protocol.ts';
import { IMAGE_KEY_ORIGIN } from '../../sw/image-keys.ts';
import { waitForActiveWorker } from './worker.ts';

// These journeys are about the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
// A worker installs in most tests: it registers after load, a pause and an idle moment, late on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Install journey: manifest and icons, the service worker, the precached shell offline, and the
// host-independent CDN image cache. Each test has a fresh context, hence a fresh worker install.

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): string {
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

async function expectImage(request: APIRequestContext, href: string, type: string): Promise<Buffer> {
  const response = await request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()['content-type'], href).toContain(type);
  return response.body();
}

const cached = (page: Page, cacheName: string, key: string) =>
  page.evaluate(
    async ([name, k]) => {
      const hit = await (await caches.open(name)).match(k);
      return hit ? hit.text() : null;
    },
    [cacheName, key] as const,
  );

const fetchFromPage = (page: Page, url: string) =>
  page.evaluate(
    (u) =>
      fetch(u, { mode: 'cors' }).then(
        async (r) => ({ ok: r.ok, type: r.headers.get('content-type'), body: await r.text() }),
        () => ({ ok: false, type: null, body: '' }),
      ),
    url,
  );

test.describe('install and offline', () => {
  test('the manifest is linked once and served with its icons', async ({ page, request }) => {
    await page.goto('/m/home');
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveCount(1);
    const href = (await link.getAttribute('href')) ?? '';
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      id: '/m/home',
      start_url: '/m/home',
      display: 'standalone',
      scope: '/',
    });

    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(await expectImage(request, icon.src, 'image/png')), icon.src).toBe(icon.sizes);
    }

    const apple = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '';
    expect(pngSize(await expectImage(request, apple, 'image/png'))).toBe('180x180');
    const favicon = (await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href')) ?? '';
    await expectImage(request, favicon, 'image/svg+xml');
  });

  test('the worker activates, and offline a reload still opens the app from the precache', async ({
    page,
    context,
  }) => {
    await page.goto('/m/home?lang=EN');
    await waitForActiveWorker(page);

    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    // The scripts ran from the precache: React replaced the inline splash and set the language.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('.boot-splash')).toHaveCount(0);
    await expect(page.locator('#root')).not.toBeEmpty();
    await context.setOffline(false);
  });

  test('a CDN image fetched once is served offline through the other CDN base', async ({ page, context }) => {
    await page.goto('/m/home');
    await waitForActiveWorker(page);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The page has told the worker its CDN list (SET_IMAGE_CDNS) and the worker persisted it.
    await expect
      .poll(async () => JSON.parse((await cached(page, CACHE_NAMES.state, IMAGE_CDNS_STATE_KEY)) ?? '[]'))
      .toEqual(expect.arrayContaining(['/cdn/a', '/cdn/b']));

    const path = '/brand/logo.svg';
    const online = await fetchFromPage(page, `/cdn/a${path}`);
    expect(online.ok).toBe(true);
    // Stored once, under the path alone.
    await expect.poll(() => cached(page, CACHE_NAMES.images, `${IMAGE_KEY_ORIGIN}${path}`)).toBe(online.body);

    await context.setOffline(true);
    // Control: offline really reaches the worker's own fetches (an uncached image fails).
    expect((await fetchFromPage(page, `/cdn/b${path}?not-cached`)).ok).toBe(false);
    const offline = await fetchFromPage(page, `/cdn/b${path}`);
    expect(offline).toEqual(online);
    await context.setOffline(false);
  });

  test('sign-out clears private caches and keeps the shared image cache', async ({ page }) => {
    await page.goto('/m/home');
    await waitForActiveWorker(page);
    const answer = await page.evaluate(
      async ([privateName, imagesName]) => {
        await (await caches.open(privateName)).put('/private', new Response('member data'));
        await caches.open(imagesName);
        const worker = (await navigator.serviceWorker.getRegistration())?.active;
        const channel = new MessageChannel();
        const answered = new Promise((resolve) => {
          channel.port1.onmessage = (event) => resolve(event.data);
        });
        worker?.postMessage({ type: 'CLEAR_PRIVATE' }, [channel.port2]);
        return {
          reply: await answered,
          private: await caches.has(privateName),
          images: await caches.has(imagesName),
        };
      },
      [`${PRIVATE_CACHE_PREFIX}e2e`, CACHE_NAMES.images] as const,
    );
    expect(answer).toEqual({ reply: { type: 'PRIVATE_CLEARED' }, private: false, images: true });
  });
});
