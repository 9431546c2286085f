import { expect, type Page, test } from '@playwright/test';
import { captchaCode, nextCaptchaId } from './auth-helpers.ts';
import { E2E_OPS_TOKEN, OWN_PORTS } from './env.ts';
import { closeNotice, closeNoticeIfShown } from './notice.ts';
import { ownServerForFile } from './own-server.ts';

// Player protection (issue 13) on a server of its own with the test clock (PROTECTION_TEST_CLOCK=1):
// juan takes a 24-hour time-out from the Responsible gaming page, is signed out, cannot log in (the
// message says until when), and logs in again once the server clock has moved past its end. Registration
// asks for the minimum-age confirmation and goes nowhere without it.

const PORT = OWN_PORTS.exclusion;
const HOUR = 3_600_000;

const serverUrl = ownServerForFile(PORT, { PROTECTION_TEST_CLOCK: '1' });
test.describe.configure({ timeout: 90_000 });
test.use({ baseURL: serverUrl });

async function moveClock(offsetMs: number) {
  const res = await fetch(`${serverUrl}/ops/test/clock`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ offsetMs }),
  });
  const json = (await res.json()) as { successful: boolean; code: string };
  expect(json.successful, json.code).toBe(true);
}

async function fillLogin(page: Page, account: string, password: string, to: string) {
  await page.goto(`/m/login?lang=EN&redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('Username').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('the Responsible gaming page opens from the footer of home, with its help contacts', async ({
  page,
}) => {
  await page.goto('/m/home?lang=EN');
  await closeNotice(page);
  await page.getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
  await expect(page.getByRole('heading', { name: 'Get help' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 1553' })).toHaveAttribute('href', 'tel:1553');
  await expect(page.getByRole('link', { name: 'www.pagcor.ph' })).toHaveAttribute('target', '_blank');
});

test('a 24-hour time-out signs juan out; login is refused until it ends, then works again', async ({
  page,
}) => {
  await fillLogin(page, 'juan', 'Member1234', '/m/responsibleGaming');
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
  await page.getByRole('button', { name: /Time-out and self-exclusion/ }).click();
  await expect(page).toHaveURL(/view=timeout/);
  await expect(page.getByRole('radio', { name: '24 hours' })).toBeChecked();
  await page.getByLabel('Login password').fill('Member1234');
  await page.getByRole('button', { name: 'Start time-out' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Take a time-out of 24 hours?');
  await dialog.getByRole('button', { name: 'Start time-out' }).click();
  await expect(page.getByText('Your time-out has started. You have been signed out.')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);

  // Signed out: the member centre asks for a login, and the login is refused with the end date.
  await fillLogin(page, 'juan', 'Member1234', '/m/mine');
  await expect(page.getByRole('alert')).toContainText(
    /This account is on a time-out until .+\. It cannot log in/,
  );
  await expect(page).toHaveURL(/\/m\/login/);

  // 23 hours later: still refused.
  await moveClock(23 * HOUR);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('This account is on a time-out until');

  // In Filipino too (the default language).
  await page.goto(`/m/login?lang=TY&redirect=${encodeURIComponent('/m/mine')}`);
  await page.getByLabel('Username').fill('juan');
  await page.getByLabel('Password', { exact: true }).fill('Member1234');
  await page.getByRole('button', { name: 'Mag-login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Naka-time-out ang account na ito hanggang');
  await page.goto(`/m/login?lang=EN&redirect=${encodeURIComponent('/m/mine')}`);
  await page.getByLabel('Username').fill('juan');
  await page.getByLabel('Password', { exact: true }).fill('Member1234');

  // Past the end: in again, and the confirmation is in the inbox.
  await moveClock(24 * HOUR + 60_000);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/mine$/);
  await page.goto('/m/webEmail?lang=EN');
  await expect(page.getByText('Your time-out has started')).toBeVisible();
});

test('registration asks to confirm the minimum age and goes nowhere without it', async ({ page }) => {
  const name = `a${Date.now().toString(36)}${Math.floor(Math.random() * 90 + 10)}`;
  const captchaId = nextCaptchaId(page);
  await page.goto('/m/register?lang=EN');
  const age = page.getByRole('checkbox', { name: 'I confirm I am 21 years or older' });
  await expect(age).not.toBeChecked();
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('Zebra7391q');
  await page.getByLabel('Confirm password').fill('Zebra7391q');
  await page.getByLabel('Verification code', { exact: true }).fill(await captchaCode(page, await captchaId));
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Please confirm you are 21 years or older.')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/register/);
  await age.check();
  await expect(page.getByText('Please confirm you are 21 years or older.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeNoticeIfShown(page);
});
