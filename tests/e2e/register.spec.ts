import { expect, type Page, test } from '@playwright/test';
import { captchaCode, freshMobile, nextCaptchaId, smsCode } from './auth-helpers.ts';

// The registration page (SPEC.md sections 2, 4, 5): fields from the server's settings, invitation
// code checked first, captcha, SMS code, then a session.

const registerButton = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });
/** The minimum-age confirmation (issue 13): never pre-ticked. */
const ageBox = (page: Page) => page.getByRole('checkbox', { name: 'I confirm I am 21 years or older' });
const PASSWORD = 'Zebra7391q';

async function solveCaptcha(page: Page, captchaId: Promise<string>) {
  await page.getByLabel('Verification code', { exact: true }).fill(await captchaCode(page, await captchaId));
}

test('registers by username and lands logged in on home', async ({ page }) => {
  const name = `e${Date.now().toString(36)}${Math.floor(Math.random() * 90 + 10)}`;
  const captchaId = nextCaptchaId(page);
  await page.goto('/m/register?lang=EN');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await solveCaptcha(page, captchaId);
  await ageBox(page).check();
  await registerButton(page).click();
  await expect(page.getByText('Registered successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner')).toContainText(name);
});

test('validates on submit: rule messages, confirm password, first failing field focused', async ({
  page,
}) => {
  await page.goto('/m/register?lang=EN');
  await page.getByLabel('Username').fill('1bad');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
  await registerButton(page).click();
  await expect(page.getByLabel('Username')).toBeFocused();
  await expect(page.getByText('Account format is incorrect.')).toBeVisible();
  await expect(page.getByText('Confirmation password not matched.')).toBeVisible();
  await expect(page.getByText('Please enter the verification code.')).toBeVisible();
});

test('the register button is disabled without agreement', async ({ page }) => {
  await page.goto('/m/register?lang=EN');
  await page.getByRole('checkbox', { name: /I agree/ }).uncheck();
  await expect(registerButton(page)).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await expect(registerButton(page)).toBeEnabled();
});

test('an invalid invitation code blocks registration with its message', async ({ page }) => {
  const captchaId = nextCaptchaId(page);
  await page.goto('/m/register?lang=EN&code=ZZZZ9999');
  const invite = page.getByLabel('Invitation code');
  await expect(invite).toHaveValue('ZZZZ9999');
  await page.getByLabel('Username').fill(`e${Date.now().toString(36)}x`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await solveCaptcha(page, captchaId);
  await ageBox(page).check();
  await registerButton(page).click();
  await expect(page.getByText('Invalid invitation code.')).toBeVisible();
  await expect(invite).toBeFocused();
  await expect(page).toHaveURL(/\/m\/register/);
});

test('registers by mobile number with the SMS code', async ({ page }) => {
  const national = freshMobile();
  const captchaId = nextCaptchaId(page);
  await page.goto('/m/register?lang=EN');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await page.getByLabel('Mobile number').fill(national);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('SMS sent')).toBeVisible();
  await page.getByLabel('SMS code').fill(await smsCode(page, `+63${national}`));
  const password = page.getByLabel('Password', { exact: true });
  if (await password.count()) {
    await password.fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
  }
  await solveCaptcha(page, captchaId);
  await ageBox(page).check();
  await registerButton(page).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the back button goes home when the page was opened directly', async ({ page }) => {
  await page.goto('/m/register?lang=EN');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
});
