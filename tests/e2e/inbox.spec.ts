import { expect, type Page, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { logIn, ownServerJourney } from './journey.ts';

// The message centre (issue 13) on a server of its own: an operator sends juan a message, the member
// centre's message icon shows the red dot and the installed app's badge the count; juan opens it (read),
// and the dot and the badge are gone. Elsewhere in the app the badge follows the count when the app comes
// back to the front, and signing out clears it.

const journey = ownServerJourney(OWN_PORTS.inbox);

async function opsSend(body: Record<string, unknown>) {
  const sent = await journey.ops('POST', '/ops/inbox/messages', body);
  expect(sent.successful, sent.code).toBe(true);
  return (sent.value as { id: number }).id;
}

/**
 * The Badging API, recorded: every setAppBadge(n) as n, every clearAppBadge() as 0. Kept in localStorage,
 * so a call made just before a full page load (sign-out) is still seen after it.
 */
async function recordBadge(page: Page) {
  await page.addInitScript(() => {
    const KEY = 'e2e-badge-calls';
    const record = (n: number) => {
      const calls = JSON.parse(localStorage.getItem(KEY) ?? '[]') as number[];
      localStorage.setItem(KEY, JSON.stringify([...calls, n]));
    };
    Object.defineProperty(Navigator.prototype, 'setAppBadge', {
      configurable: true,
      value: (n?: number) => {
        record(n ?? 1);
        return Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, 'clearAppBadge', {
      configurable: true,
      value: () => {
        record(0);
        return Promise.resolve();
      },
    });
  });
  return () =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('e2e-badge-calls') ?? '[]') as number[]).at(-1));
}

test('an operator sends juan a message: red dot and badge, read, both gone', async ({ page }) => {
  const lastBadge = await recordBadge(page);
  await logIn(page, 'juan', 'Member1234', '/m/mine');
  await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  await expect.poll(lastBadge).toBe(0);

  const id = await opsSend({
    audience: 'member',
    account: 'juan',
    title: 'Weekend bonus',
    bodyHtml: '<p>Your <b>weekend bonus</b> is ready.</p><script>window.__pwned = 1</script>',
  });
  await page.reload();
  await expect(page.getByTestId('unread-dot')).toBeVisible();
  await expect.poll(lastBadge).toBe(1);

  await page.getByRole('link', { name: 'Messages, 1 unread' }).click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  const row = page.getByTestId('inbox-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('inbox-unread')).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/m/message\\?id=${id}$`));
  await expect(page.getByRole('heading', { name: 'Weekend bonus' })).toBeVisible();
  await expect(page.getByText('weekend bonus is ready')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect.poll(lastBadge).toBe(0);

  await page.goto('/m/mine');
  await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);

  // A broadcast to everyone: the dot is back; "mark all read" clears it from the list.
  await opsSend({ audience: 'all', title: 'Maintenance tonight', bodyHtml: '<p>From 2 to 3 AM.</p>' });
  await page.reload();
  await expect(page.getByTestId('unread-dot')).toBeVisible();
  await expect.poll(lastBadge).toBe(1);
  await page.goto('/m/webEmail');
  await expect(page.getByTestId('inbox-unread')).toHaveCount(1);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('inbox-unread')).toHaveCount(0);
  await expect.poll(lastBadge).toBe(0);

  // Away from the message centre (home): a new message reaches the badge when the app comes back to the front.
  await page.goto('/m/home');
  await expect.poll(lastBadge).toBe(0);
  await opsSend({
    audience: 'member',
    account: 'juan',
    title: 'Deposit bonus',
    bodyHtml: '<p>Credited.</p>',
  });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect.poll(lastBadge).toBe(1);

  // Signing out clears it: the app icon does not keep showing juan's count.
  await page.goto('/m/set');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await lastBadge()).toBe(0);
});
