import { expect, type Page, test } from '@playwright/test';
import { E2E_OPS_TOKEN, OWN_PORTS } from './env.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

// The message centre (issue 13) on a server of its own: an operator sends juan a message, the member
// centre's message icon shows the red dot and the installed app's badge the count; juan opens it (read),
// and the dot and the badge are gone.

const PORT = OWN_PORTS.inbox;

let server: OwnServer;
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.beforeAll(async () => {
  // A fresh database is seeded first: slow on a busy machine.
  test.setTimeout(120_000);
  server = await startOwnServer(PORT);
});
test.afterAll(async () => {
  await server?.dispose();
});
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

async function opsSend(body: Record<string, unknown>) {
  const res = await fetch(`${server.url}/ops/inbox/messages`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${E2E_OPS_TOKEN}`,
      'X-Operator': 'e2e',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { successful: boolean; code: string; value: { id: number } };
  expect(json.successful, json.code).toBe(true);
  return json.value.id;
}

async function logIn(page: Page, account: string, password: string, to: string) {
  await page.goto(`/m/login?lang=EN&redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('Username').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replaceAll('/', '\\/')}$`));
}

/** The Badging API, recorded: every setAppBadge(n) as n, every clearAppBadge() as 0. */
async function recordBadge(page: Page) {
  await page.addInitScript(() => {
    const calls: number[] = [];
    Object.assign(window, { __badgeCalls: calls });
    Object.defineProperty(Navigator.prototype, 'setAppBadge', {
      configurable: true,
      value: (n?: number) => {
        calls.push(n ?? 1);
        return Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, 'clearAppBadge', {
      configurable: true,
      value: () => {
        calls.push(0);
        return Promise.resolve();
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { __badgeCalls: number[] }).__badgeCalls.at(-1));
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
});
