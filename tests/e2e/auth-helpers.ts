import { expect, type Page } from '@playwright/test';
import { E2E_OPS_TOKEN } from './env.ts';

// Shared by login.spec.ts and register.spec.ts: the operator aids of the reference server.
const ops = { Authorization: `Bearer ${E2E_OPS_TOKEN}` };

/** Waits for the next captcha the page fetches and answers its id. */
export function nextCaptchaId(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/wps/captcha' && r.ok())
    .then(async (r) => (await r.json()).value.captchaId as string);
}

export async function captchaCode(page: Page, captchaId: string): Promise<string> {
  const res = await page.request.get(`/ops/captcha/${captchaId}`, { headers: ops });
  expect(res.ok()).toBe(true);
  return (await res.json()).value.code;
}

/**
 * A fresh member registered through the form (in English), landing on /m/home: its name, `prefix` and a
 * random tail, so no other journey touches its account.
 */
export async function registerThroughForm(
  page: Page,
  prefix: string,
  password = 'Zebra7391q',
): Promise<string> {
  const name = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 90 + 10)}`;
  const captchaId = nextCaptchaId(page);
  await page.goto('/m/register?lang=EN');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Verification code', { exact: true }).fill(await captchaCode(page, await captchaId));
  await page.getByRole('checkbox', { name: 'I confirm I am 21 years or older' }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  return name;
}

/** The newest SMS code sent to +{dialing}{national}. */
export async function smsCode(page: Page, e164: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`/ops/outbox?recipient=${encodeURIComponent(e164)}`, {
        headers: ops,
      });
      const rows = (await res.json()).value as { body: string }[];
      code = rows[0]?.body.match(/\b(\d{4,10})\b/)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** A fresh PH mobile number per run (9 + 9 digits). */
export const freshMobile = () =>
  `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
