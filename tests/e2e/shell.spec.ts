import { expect, test } from '@playwright/test';

const ALIASES: [string, string][] = [
  ['/', '/m/home'],
  ['/m', '/m/home'],
  ['/m/', '/m/home'],
  ['/m/index', '/m/home'],
  ['/m/index.html', '/m/home'],
  ['/register.html', '/m/register'],
  ['/m/register.html', '/m/register'],
  ['/m/member/home', '/m/mine'],
];

const FOOTER_HIDDEN = [
  '/m/login',
  '/m/register',
  '/m/trail',
  '/m/launchGame',
  // '/m/changePsw' sends a visitor home; account.spec.ts checks its footer with a session.
  '/m/notice',
  '/m/activity',
  '/m/forget',
  '/m/service',
  '/m/moreLottery',
  '/m/useragreement',
  '/m/maintenance',
  // '/m/agent' sends a visitor to the login; guards.spec.ts checks its footer as the agent.
];
const FOOTER_SHOWN = [
  '/m/home',
  '/m/mine',
  '/m/gameList?gameType=RNG',
  '/m/gameLobby',
  '/m/lottery',
  '/m/help',
];

const footer = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: /^(Main menu|Pangunahing menu)$/ });

test.describe('routes and aliases', () => {
  for (const [from, to] of ALIASES) {
    test(`${from} redirects to ${to} and keeps the query`, async ({ page }) => {
      await page.goto(`${from}${from.includes('?') ? '&' : '?'}lang=EN`);
      await expect(page).toHaveURL((url) => url.pathname === to);
      expect(new URL(page.url()).searchParams.get('lang')).toBe('EN');
    });
  }

  test('an unknown URL shows a translated not-found page inside the shell', async ({ page }) => {
    await page.goto('/m/no-such-page?lang=EN');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('footer', () => {
  for (const path of FOOTER_HIDDEN) {
    test(`is hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      // The page itself rendered (a heading or the main landmark), and no footer with it.
      await expect(page.locator('main, [role="main"], h1, h2').first()).toBeVisible();
      await expect(footer(page)).toHaveCount(0);
    });
  }
  for (const path of FOOTER_SHOWN) {
    test(`is shown on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(footer(page)).toBeVisible();
      await expect(footer(page).getByRole('button')).toHaveCount(5);
    });
  }

  test('a visitor pressing a protected entry goes to login', async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    // The visitor's notice pop-up opens over the page first (SPEC.md section 4); close it.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await footer(page).getByRole('button', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/m\/login/);
  });
});

test.describe('language', () => {
  test('?lang=EN switches to English and is kept on the next visit', async ({ page }) => {
    await page.goto('/m/gameLobby?lang=EN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Live casino' })).toBeVisible();
    await page.goto('/m/activityInfo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/m/activityInfo?lang=TY');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  });
});

test('the icon a browser asks for by itself (/favicon.ico) is there, not a 404', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/x-icon');
  // An icon directory (reserved 0, type 1) with the 16, 32 and 48 px images.
  const body = await res.body();
  expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 3]);
});
