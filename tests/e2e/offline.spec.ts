import { expect, type Locator, type Page, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { closeNotice } from './notice.ts';
import { startOwnServer } from './own-server.ts';
import { waitForActiveWorker } from './worker.ts';

// These journeys are about the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const SLOTS = '/m/gameList?gameType=RNG';
const loaded = (img: Locator) =>
  expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

/** The persisted lobby snapshot holds `text` (the persister writes at most once a second). */
const persisted = (page: Page, text: string) =>
  expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open('swerte-query-cache');
            open.onerror = () => resolve('');
            open.onsuccess = () => {
              const get = open.result.transaction('entries').objectStore('entries').get('lobby:EN');
              get.onsuccess = () => resolve(String(get.result ?? ''));
              get.onerror = () => resolve('');
            };
          }),
      ),
    )
    .toContain(text);

// A returning player with no network and the server down: the app shell comes from the
// service worker, the lobby from the persisted query cache and the pictures from the image cache, with
// the offline state shown. The journey has a server of its own, so it can stop it.
test('with the server down and no network, a cold reopen shows the lobby, a visited category, icons and banners', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000); // its own server starts, a worker installs, then three cold pages
  const server = await startOwnServer(OWN_PORTS.offlineReopen);
  try {
    await page.goto(`${server.url}/m/home?lang=EN`);
    await waitForActiveWorker(page);
    await page.reload(); // now controlled by the worker: pictures go through its cache
    await page.keyboard.press('Escape'); // the visitor's notice pop-up, if it is still open
    const homeTile = page.locator('[role="tabpanel"] img').first();
    const banner = page.locator('section[aria-roledescription="carousel"] img').first();
    await loaded(homeTile);
    await loaded(banner);
    await persisted(page, '["hotMatches"');
    await persisted(page, '["announcements"');

    await page.goto(`${server.url}${SLOTS}`);
    const slotTile = page.getByTestId('game-tile').first();
    await expect(slotTile).toBeVisible();
    await loaded(slotTile.locator('img'));
    const slotName = (await slotTile.innerText()).trim();
    expect(slotName).not.toBe('');
    await persisted(page, `"kind":"games"`);

    // The server goes down while the phone still has a network (it says "online"): a cold reopen.
    await server.stop();
    await page.close();
    const serverDown = await context.newPage();
    await serverDown.goto(`${server.url}/m/home`);
    await expect(serverDown.getByText('The server cannot be reached.', { exact: false })).toBeVisible();
    await expect(serverDown.getByText(/Offline · updated/).first()).toBeVisible();
    await loaded(serverDown.locator('[role="tabpanel"] img').first());
    await serverDown.close();

    // And with no network at all. Cold again: a new page, nothing in memory.
    await context.setOffline(true);
    const reopened = await context.newPage();
    await reopened.goto(`${server.url}/m/home`);
    await expect(reopened.getByText('You are offline.', { exact: false })).toBeVisible();
    await expect(reopened.getByText(/Offline · updated/).first()).toBeVisible();
    await loaded(reopened.locator('[role="tabpanel"] img').first());
    await loaded(reopened.locator('section[aria-roledescription="carousel"] img').first());

    await reopened.goto(`${server.url}${SLOTS}`);
    const cachedTile = reopened.getByTestId('game-tile').first();
    await expect(cachedTile).toContainText(slotName);
    await loaded(cachedTile.locator('img'));
    await expect(reopened.getByText(/Offline · updated/).first()).toBeVisible();

    // A screen never visited says it cannot load, in the app's own words, not a browser error.
    await reopened.goto(`${server.url}/m/help`);
    await expect(reopened.getByText('You are offline.', { exact: false })).toBeVisible();
    await expect(reopened.getByText('Check your connection', { exact: false })).toBeVisible();

    // Using the app offline (calls failing) never wears the saved lobby away: after the persister's
    // next write (at most one a second), a cold reopen of home still has it.
    await reopened.waitForTimeout(1500);
    const again = await context.newPage();
    await again.goto(`${server.url}/m/home`);
    await expect(again.getByText(/Offline · updated/).first()).toBeVisible();
    await loaded(again.locator('[role="tabpanel"] img').first());
  } finally {
    await context.setOffline(false);
    await server.dispose();
  }
});

test('when the server comes back, the page notices by itself and the offline state goes', async ({
  page,
}) => {
  // Two server starts (a fresh PGlite seeded, then reopened): slow on a busy 2-core machine.
  test.setTimeout(150_000);
  const server = await startOwnServer(OWN_PORTS.serverBack);
  try {
    await page.goto(`${server.url}/m/home?lang=EN`);
    await closeNotice(page);
    await expect(page.locator('[role="tabpanel"] img').first()).toBeVisible();

    await server.stop();
    // The next call finds no one: a tab of the popular games asks for its list.
    await page.getByRole('tab').nth(1).click();
    const banner = page.getByText('The server cannot be reached.', { exact: false });
    await expect(banner).toBeVisible();

    await server.restart();
    await expect(banner).toHaveCount(0, { timeout: 60_000 });
  } finally {
    await server.dispose();
  }
});

test('logging in needs the network: offline the page says so and the button waits', async ({
  page,
  context,
}) => {
  await page.goto('/m/login?lang=EN');
  const button = page.getByRole('button', { name: 'Log in', exact: true });
  await expect(button).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByText('You are offline: this needs a connection.')).toBeVisible();
  await expect(button).toBeDisabled();
  await context.setOffline(false);
  await expect(button).toBeEnabled();
});

test('offline, the balance in the header says how old it is', async ({ page, context }) => {
  await page.goto('/m/login?lang=EN');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const header = page.getByRole('banner');
  await expect(header.getByText(/\d[\d,]*\.\d\d/)).toBeVisible();
  await expect(page.getByTestId('balance-age')).toHaveCount(0);

  await context.setOffline(true);
  await expect(header.getByTestId('balance-age')).toHaveText('Offline · as of just now');
  await context.setOffline(false);
  await expect(page.getByTestId('balance-age')).toHaveCount(0);
});
