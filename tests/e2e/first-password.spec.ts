import { expect, test } from '@playwright/test';
import { logIn } from './journey.ts';

// The first password (issue 35, decision 50): the seeded agent opens a member on /m/agentRegister; the new
// member logs in with the agent's password and is sent to /m/firstPassword, which every other page leads
// back to (a reload too) until it sets its own; then it lands where it was going, and the next login with
// the new password goes straight there.

const AGENTS_PASSWORD = 'Open2025x';
const OWN_PASSWORD = 'Mine2025y';
test.describe.configure({ timeout: 90_000 });

const member = `fpw${Date.now().toString(36).slice(-6)}`;

test('an account an agent opened sets its own password before anything else', async ({ page, browser }) => {
  await logIn(page, 'agent', 'Agent1234', '/m/agentRegister');
  // The form starts over once the registration rules arrive: fill it after they have.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open account' })).toBeEnabled();
  await page.getByLabel('Username').fill(member);
  await page.getByLabel('Password', { exact: true }).fill(AGENTS_PASSWORD);
  await page.getByLabel('Confirm password').fill(AGENTS_PASSWORD);
  await expect(page.getByLabel('Username')).toHaveValue(member);
  await page.getByLabel('Confirm password').press('Enter');
  await expect(page.getByTestId('account-opened')).toContainText(`Member ${member} is open`);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const newcomer = await context.newPage();
  await newcomer.goto(`/m/login?lang=EN&redirect=${encodeURIComponent('/m/mine')}`);
  await newcomer.getByLabel('Username').fill(member);
  await newcomer.getByLabel('Password', { exact: true }).fill(AGENTS_PASSWORD);
  await newcomer.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(newcomer).toHaveURL(/\/m\/firstPassword\?redirect=%2Fm%2Fmine$/);
  await expect(newcomer).toHaveTitle(/^First password/);

  // Nowhere else first: another page, and a reload, lead back here.
  await newcomer.goto('/m/withdraw');
  await expect(newcomer).toHaveURL(/\/m\/firstPassword\?redirect=%2Fm%2Fwithdraw$/);
  await newcomer.goto('/m/home');
  await expect(newcomer).toHaveURL(/\/m\/firstPassword\?redirect=%2Fm%2Fhome$/);
  await newcomer.reload();
  await expect(newcomer).toHaveURL(/\/m\/firstPassword/);

  // The agent's password again is refused; the member's own is saved and it goes home.
  await newcomer.getByLabel('New password', { exact: true }).fill(AGENTS_PASSWORD);
  await newcomer.getByLabel('Confirm new password').fill(AGENTS_PASSWORD);
  await newcomer.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(newcomer.getByText('The new password and the old password cannot be the same.')).toBeVisible();
  await newcomer.keyboard.press('Escape');
  await newcomer.getByLabel('New password', { exact: true }).fill(OWN_PASSWORD);
  await newcomer.getByLabel('Confirm new password').fill(OWN_PASSWORD);
  await newcomer.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(newcomer).toHaveURL((url) => url.pathname === '/m/home');
  await newcomer.goto('/m/withdraw');
  await expect(newcomer).toHaveURL((url) => url.pathname === '/m/withdraw');
  await context.close();

  // A new browser: the own password logs in and goes where it was asked, no first-password screen.
  const again = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await logIn(await again.newPage(), member, OWN_PASSWORD, '/m/home');
  await again.close();
});
