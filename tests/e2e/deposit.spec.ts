import { expect, type Page, test } from '@playwright/test';
import { E2E_OPS_TOKEN, OWN_PORTS } from './env.ts';
import { logIn } from './journey.ts';
import { ownServerForFile } from './own-server.ts';

// Deposits (/m/voucherCenter): a manual bank transfer an operator approves through /ops, the sandbox
// gateway's hosted page paid once, and both dep_func versions. Its own server: the operator steps
// change the site config and the money of the members used here.

const serverUrl = ownServerForFile(OWN_PORTS.deposit);
test.use({
  baseURL: serverUrl,
  permissions: ['clipboard-read', 'clipboard-write'],
});

const ops = { Authorization: `Bearer ${E2E_OPS_TOKEN}` };
const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function patchConfig(body: unknown) {
  const res = await fetch(`${serverUrl}/ops/config`, {
    method: 'PATCH',
    headers: { ...ops, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

const logInAs = (page: Page, user: string) => logIn(page, user, 'Member1234', '/m/home');

/** The balance in the home header, in cents, once it shows a figure. */
async function headerBalance(page: Page): Promise<number> {
  if (!/\/m\/home$/.test(page.url())) await page.goto('/m/home');
  const balance = page.getByRole('banner').locator('span', { hasText: 'Balance' }).first();
  await expect(balance).toHaveText(/\d\.\d\d$/);
  return cents(await balance.textContent());
}

/** The operator's view of one deposit (the queue of its status). */
async function opsDeposit(reference: string, status: string) {
  const res = await fetch(`${serverUrl}/ops/payments/deposits?status=${status}&pageSize=200`, {
    headers: ops,
  });
  const body = (await res.json()) as {
    value: { list: { id: number; reference: string; hasReceipt: boolean }[] };
  };
  return body.value.list.find((o) => o.reference === reference);
}

// The smallest PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('manual bank transfer: account to copy, sender details and receipt, operator approves, balance follows', async ({
  page,
}) => {
  await logInAs(page, 'juan');
  const before = await headerBalance(page);

  await page.goto('/m/voucherCenter');
  // Base version (seeded dep_func '0'): the list of methods, then the chosen one's page.
  await page.getByRole('button', { name: /BDO bank transfer/ }).click();
  await expect(page).toHaveURL(/channel=\d+/);
  await expect(page.getByText('Min ₱100.00 · Max ₱50,000.00')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('1,234.50');
  await page.getByRole('form', { name: 'Deposit amount' }).getByRole('button', { name: 'Deposit' }).click();

  await expect(page.getByRole('heading', { name: 'Send ₱1,234.50 to this account' })).toBeVisible();
  await expect(page.getByText('0012-3456-7890')).toBeVisible();
  await page.getByRole('button', { name: 'Copy Account number' }).click();
  await expect(page.getByRole('status').getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0012-3456-7890');
  await page.getByRole('button', { name: 'Copy Reference to quote' }).click();
  const reference = await page.evaluate(() => navigator.clipboard.readText());
  expect(reference).toMatch(/^SW[A-Z2-9]{10}$/);
  // The order has its own address: a reload before sending the details keeps where to pay.
  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=\d+/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Send ₱1,234.50 to this account' })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();

  await page.getByLabel("Sender's name").fill('Juan Dela Cruz');
  await page.getByLabel('Reference number of your transfer').fill('BDO-778899');
  await page
    .getByLabel(/Receipt image/)
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Receipt preview' })).toBeVisible();
  await page.getByRole('button', { name: 'I have sent the money' }).click();

  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=\d+/);
  const status = page.getByTestId('deposit-status');
  await expect(status).toHaveText('Awaiting confirmation');
  await expect(page.getByText(`Deposit ${reference}`)).toBeVisible();
  await expect(page.getByText('Attached')).toBeVisible();

  // The operator finds it with its receipt, downloads the image and approves it.
  const queued = await opsDeposit(reference, 'pending');
  expect(queued?.hasReceipt).toBe(true);
  const image = await fetch(`${serverUrl}/ops/payments/deposits/${queued?.id}/receipt`, { headers: ops });
  expect(image.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  const approved = await fetch(`${serverUrl}/ops/payments/deposits/${queued?.id}/approve`, {
    method: 'POST',
    headers: ops,
  });
  expect(approved.status).toBe(200);

  // The open status view follows by itself (polling), then the header's balance.
  await expect(status).toHaveText('Approved', { timeout: 15_000 });
  await expect(page.getByText('The amount has been added to your balance.')).toBeVisible();
  expect(await headerBalance(page)).toBe(before + 123_450);
});

test('sandbox gateway: pay on its hosted page, back on the status view, credited once', async ({ page }) => {
  await logInAs(page, 'maria');
  const before = await headerBalance(page);

  await page.goto('/m/voucherCenter');
  await page.getByRole('button', { name: /Online payment \(sandbox\)/ }).click();
  await page.getByRole('button', { name: '₱500.00' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // The hosted page speaks the app's language (English here).
  await expect(page).toHaveURL(/\/pay\/sandbox\/sbx_[^?]+\?lang=EN$/);
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await expect(page.getByText('₱500.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=\d+$/);
  await expect(page.getByTestId('deposit-status')).toHaveText('Credited');
  const orderUrl = page.url();
  // Coming back to it again changes nothing: credited once.
  await page.reload();
  await expect(page.getByTestId('deposit-status')).toHaveText('Credited');
  expect(await headerBalance(page)).toBe(before + 50_000);
  await page.goto(orderUrl);
  await expect(page.getByTestId('deposit-status')).toHaveText('Credited');
  expect(await headerBalance(page)).toBe(before + 50_000);

  // Cancel on the hosted page: the status says so in words, nothing moved.
  await page.goto('/m/voucherCenter');
  await page.getByRole('button', { name: /Online payment \(sandbox\)/ }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('deposit-status')).toHaveText('Cancelled');
  expect(await headerBalance(page)).toBe(before + 50_000);
});

test('both dep_func versions render: methods as tabs with the amount (new), a list then a page (base)', async ({
  page,
}) => {
  await logInAs(page, 'juan');
  await patchConfig({ mobileTemplate: { dep_func: '1' } });
  try {
    await page.goto('/m/voucherCenter');
    const tabs = page.getByRole('tablist', { name: 'Deposit methods' });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole('tab')).toHaveCount(3);
    await expect(tabs.getByRole('tab', { name: /BDO bank transfer/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('textbox', { name: 'Amount' })).toBeVisible();
    await tabs.getByRole('tab', { name: /GCash/ }).click();
    await expect(tabs.getByRole('tab', { name: /GCash/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Min ₱100.00 · Max ₱10,000.00')).toBeVisible();
  } finally {
    await patchConfig({ mobileTemplate: { dep_func: '0' } });
  }
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('navigation', { name: 'Deposit methods' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);
});
