import { expect, type Page, test } from '@playwright/test';
import { E2E_OPS_TOKEN, OWN_PORTS } from './env.ts';
import { logIn } from './journey.ts';
import { closeNoticeIfShown } from './notice.ts';
import { ownServerForFile } from './own-server.ts';

// The member centre (SPEC.md section 2): a visitor's prompt, a member's header, balance and items, an
// item the operator switches on, and a trial account turned away. Its own server, since the operator
// step changes the site config.

const serverUrl = ownServerForFile(OWN_PORTS.memberCentre);
test.use({ baseURL: serverUrl });

async function patchConfig(body: unknown) {
  const res = await fetch(`${serverUrl}/ops/config`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

const logInAsDemo = (page: Page) => logIn(page, 'demo', 'Demo1234', '/m/mine');

test('a visitor sees the login-or-register prompt, which opens the login', async ({ page }) => {
  await page.goto('/m/mine?lang=EN');
  await expect(page.getByRole('heading', { name: 'Member centre', level: 1 })).toBeVisible();
  await expect(page.getByTestId('mine-balance')).toHaveCount(0);
  await page.getByRole('button', { name: 'Log in or register' }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fmine/);
});

test('the demo member sees the header, the balance and the items; hide and show the balance', async ({
  page,
}) => {
  await logInAsDemo(page);
  await expect(page.getByText('demo', { exact: true })).toBeVisible();
  await expect(page.getByText(/Joined \d+ days? ago/)).toBeVisible();
  const balance = page.getByTestId('mine-balance');
  await expect(balance).toHaveText(/\d[\d,]*\.\d{2}/);
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance).toHaveText('****');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(balance).toHaveText(/\d[\d,]*\.\d{2}/);
  await expect(page.getByRole('link', { name: 'Withdraw', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deposit records' })).toBeVisible();
  // Seeded off: the manual rebate is not shown.
  await expect(page.getByRole('link', { name: 'Manual rebate' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/m/set');
});

test('opening the member centre asks for member info, balance and unread count once each', async ({
  page,
  context,
}) => {
  await logInAsDemo(page);
  // A second tab with this tab's session opens /m/mine: every call it makes is its opening's (the
  // sign-in tab's own opening may still be asking, and a reload could not tell the two apart).
  const session = await page.evaluate(() => JSON.stringify(sessionStorage));
  const opened = await context.newPage();
  await opened.addInitScript((stored) => {
    for (const [key, value] of Object.entries(JSON.parse(stored) as Record<string, string>))
      sessionStorage.setItem(key, value);
  }, session);
  const asked = new Map<string, number>();
  opened.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/wps/')) asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
  });
  // The calls made after the page has loaded (the responsible-gaming reminder's, the app badge's keeper)
  // come last: once the reminder has asked and the network is quiet, the opening has asked everything.
  const lastCalls = opened.waitForRequest((r) => new URL(r.url()).pathname === '/wps/protection/reality');
  await opened.goto('/m/mine?lang=EN');
  await expect(opened.getByTestId('mine-balance')).toHaveText(/\d[\d,]*\.\d{2}/);
  await lastCalls;
  await opened.waitForLoadState('networkidle');
  expect(asked.get('/wps/member/info')).toBe(1);
  expect(asked.get('/wps/member/wallet')).toBe(1);
  expect(asked.get('/wps/inbox/count')).toBe(1);
});

test('an item appears once the operator switches it on, in the base template too', async ({ page }) => {
  await patchConfig({ switches: { MANPLAYREB3: true }, mobileTemplate: { mem_cen: '0' } });
  await logInAsDemo(page);
  await expect(page.getByRole('link', { name: 'Manual rebate' })).toBeVisible();
  await page.getByRole('link', { name: 'Manual rebate' }).click();
  await expect(page).toHaveURL(/\/m\/member\/manualRebate$/);
});

test('a trial account pressing the member entry gets free_reject and stays', async ({ page }) => {
  await page.goto('/m/trail?lang=EN');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await closeNoticeIfShown(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /Member/ })
    .or(page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: /Member/ }))
    .click();
  await expect(page.getByText('Please log in with a real account to use this function.')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home/);
});
