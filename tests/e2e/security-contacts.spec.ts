import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_OPS_TOKEN, OWN_PORTS } from './env.ts';
import { logIn } from './journey.ts';
import { ownServerForFile } from './own-server.ts';

// The security centre's contacts and sessions (issue 13) on a server of its own: juan binds an e-mail
// with the code read from the outbox, changes it (the old address is told, in the outbox), binds and
// changes a mobile by SMS (the old number is told), sets a payment password (his contacts are told), and
// signs out everywhere else: his second browser's session is logged out at its next call.

const PORT = OWN_PORTS.contacts;
/** The address juan ends the first journey with: the later notices go there too. */
const JUAN_EMAIL = `jdc.${Date.now()}@example.org`;

const serverUrl = ownServerForFile(PORT);
test.describe.configure({ timeout: 90_000 });
test.use({ baseURL: serverUrl });

interface OutboxRow {
  subject: string | null;
  body: string;
}

/** The e-mails the built-in provider "sent" to `to`, newest first. */
async function mails(to: string): Promise<OutboxRow[]> {
  const res = await fetch(`${serverUrl}/ops/outbox?channel=email&recipient=${encodeURIComponent(to)}`, {
    headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}` },
  });
  return ((await res.json()) as { value: OutboxRow[] }).value;
}

async function codeSentTo(to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      code = /\b(\d{6})\b/.exec((await mails(to))[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

const logInAsJuan = (page: Page, to: string) => logIn(page, 'juan', 'Member1234', to);

/** Binds `email` on the e-mail view: Get code, the code from the outbox, Bind. */
async function bindEmail(page: Page, email: string, label: string) {
  await page.getByLabel(label, { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Code sent. Check your e-mail.')).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeSentTo(email));
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByText('E-mail address bound')).toBeVisible();
}

async function secondBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  const page = await context.newPage();
  await logInAsJuan(page, '/m/mine');
  return { context, page };
}

test('juan binds an e-mail with the code, changes it, and the old address is told', async ({ page }) => {
  const first = `juan.${Date.now()}@example.com`;
  const second = JUAN_EMAIL;
  await logInAsJuan(page, '/m/securityCenter');
  await page.goto('/m/securityCenter?view=email');
  await expect(page.getByText('No e-mail address is bound yet.')).toBeVisible();
  // A wrong address is refused on the spot, nothing is sent.
  await page.getByLabel('E-mail', { exact: true }).fill('juan@');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('E-mail format is incorrect.')).toBeVisible();
  await bindEmail(page, first, 'E-mail');
  const [codeMail] = await mails(first);
  expect(codeMail?.subject).toContain('verify your e-mail');

  await page.goto('/m/securityCenter?view=email');
  await expect(page.getByText(`Bound e-mail: ju•••@example.com`)).toBeVisible();
  // A wrong code: the field says so and nothing changes.
  await page.getByLabel('New e-mail', { exact: true }).fill(second);
  await page.getByRole('button', { name: 'Get code' }).click();
  const code = await codeSentTo(second);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByText('Wrong code. Check it, or get a new one.')).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByText('E-mail address bound')).toBeVisible();

  // The old address hears of it, with the new one masked.
  await expect.poll(async () => (await mails(first))[0]?.subject ?? '').toContain('your account was changed');
  const [notice] = await mails(first);
  expect(notice?.body).toContain('changed to jd•••@example.org');
  expect(notice?.body).toContain('If this was not you, contact customer service');
  expect(notice?.body).not.toContain(second);
  await page.goto('/m/securityCenter?view=email');
  await expect(page.getByText('Bound e-mail: jd•••@example.org')).toBeVisible();
});

/** The texts the built-in SMS provider "sent" to `to` (E.164), newest first. */
async function texts(to: string): Promise<string[]> {
  const res = await fetch(`${serverUrl}/ops/outbox?channel=sms&recipient=${encodeURIComponent(to)}`, {
    headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}` },
  });
  return ((await res.json()) as { value: OutboxRow[] }).value.map((r) => r.body);
}

async function bindMobile(page: Page, national: string, label: string) {
  await page.getByLabel(label, { exact: true }).fill(national);
  await page.getByRole('button', { name: 'Get code' }).click();
  let code = '';
  await expect
    .poll(async () => {
      code = /\b(\d{6})\b/.exec((await texts(`+63${national.replace(/^0+/, '')}`))[0] ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByText('Mobile number bound')).toBeVisible();
}

test('juan binds a mobile by SMS and changes it; the old number and e-mail hear of it and of a new payment password', async ({
  page,
}) => {
  const tail = String(Date.now()).slice(-7);
  const first = `0917${tail}`;
  const second = `0918${tail}`;
  await logInAsJuan(page, '/m/securityCenter');
  await page.goto('/m/securityCenter?view=mobile');
  await bindMobile(page, first, 'Mobile number');
  await page.goto('/m/securityCenter?view=mobile');
  await expect(page.getByText(/Bound mobile: 63917•••\d{4}/)).toBeVisible();
  await bindMobile(page, second, 'New mobile number');
  await expect
    .poll(async () => (await texts(`+63917${tail}`))[0] ?? '')
    .toContain('mobile number of your account was changed to 63918•••');

  // A first payment password: the bound e-mail (from the journey before) and mobile are told.
  await page.goto('/m/securityCenter?view=password');
  await page.locator('input[name="payPassword"]').fill('135790');
  await page.locator('input[name="confirmPayPassword"]').fill('135790');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payment password saved')).toBeVisible();
  await expect
    .poll(async () => (await texts(`+63918${tail}`))[0] ?? '')
    .toContain('A payment password was set on your account');
  await expect
    .poll(async () => (await mails(JUAN_EMAIL))[0]?.body ?? '')
    .toContain('A payment password was set on your account');
});

test('sign out everywhere else: the other browser is logged out, this one stays', async ({
  page,
  browser,
}) => {
  const other = await secondBrowser(browser);
  await logInAsJuan(page, '/m/securityCenter');
  await page.goto('/m/securityCenter?view=devices');
  await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Active sessions' }).getByRole('listitem');
  const current = sessions.filter({ hasText: 'This device' });
  await expect(current).toHaveCount(1);
  await expect(current.getByText('This device')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sign out .+/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('Signed out everywhere else')).toBeVisible();
  await expect(page.getByText('You are signed in on this device only.')).toBeVisible();
  await expect(sessions).toHaveCount(1);

  // The other browser's next call is refused: it is sent to log in again.
  await other.page.goto('/m/securityCenter?view=devices');
  await expect(other.page).toHaveURL(/\/m\/login/);
  await other.context.close();

  // This one still works.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
});
