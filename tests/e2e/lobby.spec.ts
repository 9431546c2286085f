import { expect, type Page, test } from '@playwright/test';
import { logIn } from './journey.ts';

// The game list journey: search, vendor filter, infinite scroll, favourites, the filter
// drawer's category links, a visitor's star going to login, and the game lobby's vendor directory.

const DEMO = { user: 'demo', password: 'Demo1234' };
const SLOTS = '/m/gameList?gameType=RNG&lang=EN';

const tiles = (page: Page) => page.getByTestId('game-tile');
const listRequest = (page: Page, match: (params: URLSearchParams) => boolean) =>
  page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname === '/wps/game/list' && match(url.searchParams);
  });

const logInAsDemo = (page: Page) => logIn(page, DEMO.user, DEMO.password, '/m/home');

test("a visitor's star goes to login, and back to the list afterwards", async ({ page }) => {
  await page.goto(SLOTS);
  await expect(tiles(page).first()).toBeVisible();
  await tiles(page)
    .first()
    .getByRole('button', { name: /^Favourite:/ })
    .click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  expect(decodeURIComponent(page.url())).toContain('/m/gameList?gameType=RNG');
});

test('the next page is asked for once the end of the list is within 500 px of the screen bottom', async ({
  page,
}) => {
  const asked: number[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/wps/game/list') asked.push(Number(url.searchParams.get('pageNo')));
  });
  const lastAsked = () => Math.max(0, ...asked);
  /** Scrolls so that the end of the list is `px` below the bottom of the screen. */
  const endBelow = (px: number) =>
    page.evaluate((px) => {
      const end = document.querySelector('[data-testid="list-end"]') as HTMLElement;
      window.scrollTo(0, end.getBoundingClientRect().top + window.scrollY - window.innerHeight - px);
    }, px);
  await page.goto(SLOTS);
  await expect(tiles(page).first()).toBeVisible();
  // Page 1 ends within 500 px of the screen's bottom: page 2 follows by itself, and then ends far below.
  await expect.poll(lastAsked).toBe(2);
  await expect(page.getByTestId('list-end')).toBeEmpty();
  await endBelow(600);
  // Longer than the once-a-second throttle: nothing more is asked for at 600 px.
  await page.waitForTimeout(1500);
  expect(lastAsked()).toBe(2);
  await endBelow(400);
  await expect.poll(lastAsked).toBe(3);
});

test('a member searches, filters by vendor, scrolls for page 2 and stars and unstars a game', async ({
  page,
}) => {
  await logInAsDemo(page);
  await page.goto(SLOTS);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(tiles(page).first()).toBeVisible();

  // Search: Enter runs it.
  const searched = listRequest(page, (p) => p.get('gameName') === 'fortune' && p.get('pageNo') === '1');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('fortune');
  await page.getByRole('searchbox', { name: 'Search games' }).press('Enter');
  await searched;
  await expect(tiles(page).first()).toContainText(/fortune/i);
  for (const text of await tiles(page).allTextContents()) expect(text.toLowerCase()).toContain('fortune');

  // Clear the search, then filter by vendor in the vendor strip.
  await page.getByRole('searchbox', { name: 'Search games' }).fill('');
  await page.getByRole('searchbox', { name: 'Search games' }).press('Enter');
  const byVendor = listRequest(page, (p) => p.get('vassalage') === 'PG' && p.get('pageNo') === '1');
  // Page 2 may come as soon as page 1 is short of the screen's bottom: listen from here.
  const page2 = listRequest(page, (p) => p.get('vassalage') === 'PG' && p.get('pageNo') === '2');
  await page.getByRole('navigation', { name: 'Vendors' }).getByRole('button', { name: 'PG Soft' }).click();
  await byVendor;
  await expect(
    page.getByRole('navigation', { name: 'Vendors' }).getByRole('button', { name: 'PG Soft' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(tiles(page).first()).toBeVisible();

  // Infinite scroll: near the bottom, page 2 of the same filter.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page2;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight))
    .toBeGreaterThan(2 * 7 * 100);
  // Windowed: far fewer tiles mounted than loaded.
  expect(await tiles(page).count()).toBeLessThan(100);

  // Star the first game; the favourites tab shows it; unstar it there and it disappears.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const name = (await tiles(page).first().getByRole('button').first().textContent())?.trim() ?? '';
  // Bound to the game's name: the windowed grid may re-render its rows while the test acts.
  const star = tiles(page)
    .filter({ hasText: name })
    .first()
    .getByRole('button', { name: /^Favourite:/ });
  const added = page.waitForResponse(
    (r) => r.url().endsWith('/wps/game/favourite') && r.request().method() === 'POST',
  );
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect((await added).ok()).toBe(true);

  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first()).toContainText(name);
  const removed = page.waitForResponse(
    (r) => r.url().endsWith('/wps/game/favourite') && r.request().method() === 'DELETE',
  );
  await tiles(page)
    .first()
    .getByRole('button', { name: /^Favourite:/ })
    .click();
  await expect(tiles(page)).toHaveCount(0);
  await expect(page.getByText('No games')).toBeVisible();
  expect((await removed).ok()).toBe(true);
});

test("the filter drawer's lottery link goes to /m/lottery", async ({ page }) => {
  await page.goto(SLOTS);
  await page.getByRole('button', { name: 'Filter' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter games' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('group', { name: 'Minimum bet' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Lottery', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/lottery/);
});

test('the game lobby, opened from the game centre in Filipino, leads from a vendor to its games and from a category to all', async ({
  page,
}) => {
  // The game centre leads there.
  await page.goto('/m/gameCenter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await page.getByRole('link', { name: 'Mga laro ayon sa provider' }).click();
  await expect(page).toHaveURL(/\/m\/gameLobby$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lobby ng laro' })).toBeVisible();
  const live = page.getByRole('region', { name: 'Live na kasino' });
  const byVendor = listRequest(page, (p) => p.get('gameType') === 'LIVE' && p.get('vassalage') === 'EVO');
  await live.getByRole('link', { name: 'Evolution' }).click();
  await byVendor;
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE&vendor=EVO/);
  await expect(
    page.getByRole('navigation', { name: 'Mga provider' }).getByRole('button', { name: 'Evolution' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(tiles(page).first()).toBeVisible();

  // Back in the lobby, the lottery category opens the lottery page.
  await page.goBack();
  await page
    .getByRole('region', { name: 'Lotto', exact: true })
    .getByRole('link', { name: 'Lotto: tingnan lahat', exact: true })
    .click();
  await expect(page).toHaveURL(/\/m\/lottery/);
});
