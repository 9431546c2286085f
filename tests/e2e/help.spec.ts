import { expect, type Page, test } from '@playwright/test';

// The help centre (SPEC.md section 2): entries in the current language, ?i= opens one.

async function entries(page: Page, lang: 'TY' | 'EN') {
  const res = await page.request.get(`/wps/system/helpCenter?lang=${lang}&device=MOBILE`);
  expect(res.ok()).toBe(true);
  return (await res.json()).value as { title: string; content: string }[];
}
const toggle = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });

test('help centre opens the entry of ?i=1, one at a time, in Filipino by default', async ({ page }) => {
  const list = await entries(page, 'TY');
  expect(list.length).toBeGreaterThan(2);
  const [first, second, third] = list;
  await page.goto('/m/help?i=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expect(toggle(page, second?.title ?? '')).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle(page, first?.title ?? '')).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`#${await toggle(page, second?.title ?? '').getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(panel.locator('a').first()).toBeVisible();

  await toggle(page, third?.title ?? '').click();
  await expect(toggle(page, third?.title ?? '')).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle(page, second?.title ?? '')).toHaveAttribute('aria-expanded', 'false');
});

test('links inside help content navigate inside the app', async ({ page }) => {
  const list = await entries(page, 'EN');
  const index = list.findIndex((e) => /href="\/m\//.test(e.content));
  expect(index).toBeGreaterThanOrEqual(0);
  const href = list[index]?.content.match(/href="(\/m\/[^"]+)"/)?.[1] ?? '';
  await page.goto(`/m/help?i=${index}&lang=EN`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const link = page.locator(`a[href="${href}"]`).first();
  await expect(link).not.toHaveAttribute('target', '_blank');
  await link.click();
  // A member page sends a visitor to the login first, on the way to it (route guards).
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === href || (url.pathname === '/m/login' && url.searchParams.get('redirect') === href),
  );
});

test('the back button of the help centre goes home', async ({ page }) => {
  await page.goto('/m/help');
  await page.locator('header button').first().click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('help detail shows entry i, or the no-data placeholder when there is none', async ({ page }) => {
  const list = await entries(page, 'TY');
  await page.goto('/m/helpDetail?i=1');
  await expect(page.getByRole('heading', { level: 2, name: list[1]?.title })).toBeVisible();
  await page.goto('/m/helpDetail?i=99');
  await expect(page.getByRole('status').locator('svg')).toBeVisible();
});
