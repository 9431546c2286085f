import { expect, type Page, type Request, test } from '@playwright/test';
import { closeNotice } from './notice.ts';

// A first visit's page carries the lobby's first answers and a first frame drawn by the server
// (server/site/boot.ts, issue 16): home renders without asking for them, and a phone on a slow network
// sees the header and the first banner before any script has run.

const BOOT_CALLS = [
  '/wps/system/template',
  '/wps/system/country',
  '/wps/announcement/banner',
  '/wps/announcement/notice',
  '/wps/game/types',
  '/wps/game/hot',
  '/wps/game/hotMatches',
];
const apiCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (req: Request) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/wps/')) calls.push(pathname);
  });
  return calls;
};
const tileLoaded = (page: Page) =>
  page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[role="tabpanel"] img');
    return !!img && img.complete && img.naturalWidth > 0;
  });

test('a first visit renders the lobby from its page, asking the platform for none of its first answers', async ({
  page,
}) => {
  const calls = apiCalls(page);
  await page.goto('/m/home');
  await closeNotice(page);
  await tileLoaded(page);
  // The server's first frame gave way to the app's own page, which works.
  await expect(page.locator('.boot-shell')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Mag-login' })).toBeVisible();
  expect(calls.filter((path) => BOOT_CALLS.includes(path))).toEqual([]);
});

test("a category's first visit shows its first games from the page, then asks for the next ones", async ({
  page,
}) => {
  const lists: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/wps/game/'))
      lists.push(`${url.pathname}?${url.searchParams.get('pageNo') ?? ''}`);
  });
  await page.goto('/m/gameList?gameType=RNG');
  await tileLoaded(page);
  await expect(page.getByRole('navigation', { name: 'Mga provider' })).toBeVisible();
  expect(lists).not.toContain('/wps/game/vendors?');
  expect(lists).not.toContain('/wps/game/list?1');
  await page.getByRole('tabpanel').locator('button').last().scrollIntoViewIfNeeded();
  await expect.poll(() => lists.includes('/wps/game/list?2')).toBe(true);
});

test('with no script run yet, the first frame already shows the header and the first banner', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/m/home?lang=EN');
  await expect(page.getByText('Log in', { exact: true })).toBeVisible();
  await expect(page.getByText('Register', { exact: true })).toBeVisible();
  const banner = page.locator('.boot-banner img');
  await expect(banner).toHaveAttribute('src', /\/cdn\/[ab]\/banners\//);
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await context.close();
});

test('a player who chose English keeps English: the page in Filipino is not used, the app asks itself', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  const calls = apiCalls(page);
  await page.goto('/m/home');
  await closeNotice(page);
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  expect(calls).toContain('/wps/system/template');
  expect(calls).toContain('/wps/announcement/banner');
});
