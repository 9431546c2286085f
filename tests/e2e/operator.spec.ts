import { expect, test } from '@playwright/test';
import { E2E_OPS_TOKEN, OPS_PORT } from './env.ts';

// These journeys switch the site config of their own server (OPS_PORT), one step after another.
const BASE = `http://127.0.0.1:${OPS_PORT}`;
test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

async function patchConfig(body: unknown) {
  const res = await fetch(`${BASE}/ops/config`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

test.afterAll(async () => {
  await patchConfig({
    maintenance: { enabled: false },
    regionRestriction: { enabled: false },
    siteName: 'Swerte',
    theme: { background: '#0b1f18' },
  });
});

test("the install manifest and the page's colour follow the merchant's name and theme", async ({ page }) => {
  await patchConfig({ siteName: 'Lucky Island', theme: { background: '#14213d' } });
  await page.goto('/m/home?lang=EN');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#14213d');
  const href = (await page.locator('link[rel="manifest"]').getAttribute('href')) ?? '';
  const manifest = await (await page.request.get(href)).json();
  expect(manifest).toMatchObject({
    name: 'Lucky Island',
    short_name: 'Lucky Island',
    theme_color: '#14213d',
    background_color: '#14213d',
    start_url: '/m/home',
  });
});

test('the operator API refuses a request without the token', async () => {
  const res = await fetch(`${BASE}/ops/config`, { method: 'PATCH', body: '{}' });
  expect(res.status).toBe(401);
  const body = await res.json();
  expect(body.successful).toBe(false);
});

test('maintenance on shows the maintenance page, with the operator message', async ({ page }) => {
  await patchConfig({ maintenance: { enabled: true, message: 'Back at 14:00 PHT' } });
  await page.goto('/m/home?lang=EN');
  await expect(page.getByRole('heading', { name: 'The platform is under maintenance' })).toBeVisible();
  await expect(page.getByText('Back at 14:00 PHT')).toBeVisible();
});

test('maintenance wins over region restriction', async ({ page }) => {
  // Loopback counts as the default country PH; allow only Singapore.
  await patchConfig({ regionRestriction: { enabled: true, allowedCountries: ['SG'] } });
  await page.goto('/m/home?lang=EN');
  await expect(page.getByRole('heading', { name: 'The platform is under maintenance' })).toBeVisible();
});

test('region restriction alone shows the region page', async ({ page }) => {
  await patchConfig({ maintenance: { enabled: false } });
  await page.goto('/m/home?lang=EN');
  await expect(page.getByRole('heading', { name: 'Not available in your region' })).toBeVisible();
  await expect(page.getByText('PH')).toBeVisible();
});

test('both off: the normal app is back', async ({ page }) => {
  await patchConfig({ regionRestriction: { enabled: false } });
  await page.goto('/m/home?lang=EN');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
