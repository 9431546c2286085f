import { expect, type Page, test } from '@playwright/test';
import { logIn } from './journey.ts';

// Member-only and agent-only routes are guarded, placeholders included (SPEC.md sections 2 and 6;
// the table: src/shared/route-guards.ts).

const login = (page: Page, user: string, password: string) => logIn(page, user, password, '/m/home');

for (const path of ['/m/voucherCenter', '/m/agent']) {
  test(`a visitor opening ${path} lands on the login, with a way back`, async ({ page }) => {
    await page.goto(`${path}?lang=EN`);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/m/login' && url.searchParams.get('redirect')?.startsWith(path) === true,
    );
    await expect(page.getByLabel('Username')).toBeVisible();
  });
}

test('a member (type 0) opening /m/agent goes home and is told why', async ({ page }) => {
  await login(page, 'demo', 'Demo1234');
  await page.goto('/m/agent');
  await expect(page).toHaveURL((url) => url.pathname === '/m/home');
  await expect(page.getByText('Only agent accounts can open the agent centre.')).toBeVisible();
  // A member-centre page opens for the member.
  await page.goto('/m/voucherCenter');
  await expect(page).toHaveURL((url) => url.pathname === '/m/voucherCenter');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
});

test('after logging in from the guard the member is sent on, and turned away there', async ({ page }) => {
  await page.goto('/m/agent?lang=EN');
  await expect(page).toHaveURL(/\/m\/login\?/);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/m/home');
  await expect(page.getByText('Only agent accounts can open the agent centre.')).toBeVisible();
});

test('the agent opens /m/agent', async ({ page }) => {
  await login(page, 'agent', 'Agent1234');
  await page.goto('/m/agent');
  await expect(page).toHaveURL((url) => url.pathname === '/m/agent');
  // The agent home: the agent's name as its heading, its own footer instead of the main menu.
  await expect(page.getByRole('heading', { name: 'agent', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});
