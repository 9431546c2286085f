import { expect, test } from '@playwright/test';
import { waitForActiveWorker } from './worker.ts';

// These journeys are about the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// A returning player on no network (issue 5): the app shell comes from the service worker, the lobby
// from the persisted query cache and the icons from the image cache, with the offline state shown.
test('a cached lobby reopens offline with its icons, saying it is offline and how old it is', async ({
  page,
  context,
}) => {
  await page.goto('/m/home?lang=EN');
  await waitForActiveWorker(page);
  await page.reload(); // now controlled by the worker: icons go through its cache
  const tile = page.locator('[role="tabpanel"] img').first();
  await expect(tile).toBeVisible();
  await page.waitForTimeout(2000); // the persister writes at most once a second

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();
  await expect(page.getByText(/Offline · updated/)).toBeVisible();
  await expect(tile).toBeVisible();
  await expect
    .poll(() => tile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // A screen never visited says it cannot load, in the app's own words, not a browser error.
  await page.goto('/m/help?lang=EN');
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();
  await expect(page.getByText('Check your connection', { exact: false })).toBeVisible();
  await context.setOffline(false);
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
