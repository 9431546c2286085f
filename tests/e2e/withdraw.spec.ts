import { expect, type Page, test } from '@playwright/test';
import { E2E_OPS_TOKEN, OWN_PORTS } from './env.ts';
import { logIn } from './journey.ts';
import { closeNoticeIfShown } from './notice.ts';
import { ownServerForFile } from './own-server.ts';

// Withdrawals (issue 12) on a server of their own: the demo member's money and the merchant's cashier
// settings change here. The member sets up payouts on the screen, money comes in by a manual deposit an
// operator approves, and the operator approves or rejects withdrawals through /ops as the back office would.

const PORT = OWN_PORTS.withdraw;
const ops = {
  Authorization: `Bearer ${E2E_OPS_TOKEN}`,
  'X-Operator': 'e2e',
  'Content-Type': 'application/json',
};

const serverUrl = ownServerForFile(PORT);
test.use({ baseURL: serverUrl });

/** Calls the platform as the operator (the back office). */
async function opsCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${serverUrl}${path}`, {
    method,
    headers: ops,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { successful: boolean; value: T; code: string };
  expect(json.successful, `${method} ${path}: ${json.code}`).toBe(true);
  return json.value;
}

/** Calls the platform as the member signed in on `page` (its session token). */
async function memberCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token,
  );
  const res = await fetch(`${serverUrl}${path}`, {
    method,
    headers: { Merchant: 'SWERTE', Token: String(token), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { successful: boolean; value: T; code: string };
  expect(json.successful, `${method} ${path}: ${json.code}`).toBe(true);
  return json.value;
}

const logInAsDemo = (page: Page) => logIn(page, 'demo', 'Demo1234', '/m/withdraw');

const balance = (page: Page) => page.getByTestId('withdraw-balance');
const withdrawable = (page: Page) => page.getByTestId('withdraw-withdrawable');

async function askWithdrawal(page: Page, pesos: string) {
  await page.getByRole('textbox', { name: 'Amount' }).fill(pesos);
  await page.getByRole('textbox', { name: 'Payment password', exact: true }).fill('246810');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByTestId('withdraw-pending')).toBeVisible();
}

async function pendingId(): Promise<number> {
  const queue = await opsCall<{ list: { id: number; account: string }[] }>(
    'GET',
    '/ops/payments/withdrawals?status=pending',
  );
  const order = queue.list.find((o) => o.account === 'demo');
  expect(order).toBeDefined();
  return order?.id ?? 0;
}

test('a member sets the payee name, adds an e-wallet and a payment password from the withdraw screen', async ({
  page,
}) => {
  await logInAsDemo(page);
  await expect(balance(page)).toHaveText('₱12,500.75');
  await page.getByRole('button', { name: 'Add a bank card or e-wallet' }).click();
  await expect(page).toHaveURL(/view=add-account/);
  await expect(page.getByText('It can be set only once')).toBeVisible();
  await page.getByRole('textbox', { name: 'Payee name' }).fill('Juan Dela Cruz');
  await page.getByRole('button', { name: 'Save payee name' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await page.getByRole('tab', { name: 'E-wallet' }).click();
  await expect(page.getByText('Juan Dela Cruz', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-wallet mobile number' }).fill('0917 555 0101');
  await page.getByRole('button', { name: 'Add account' }).click();
  // Back on the form's screen: the password comes next.
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await page.getByRole('textbox', { name: 'Payment password', exact: true }).fill('246810');
  await page.getByRole('textbox', { name: 'Confirm payment password' }).fill('246810');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(page.getByRole('radio', { name: /GCash ••••0101/ })).toBeChecked();
  await expect(page.getByText('3 withdrawals left today')).toBeVisible();
});

test('a deposit brings a turnover requirement; withdrawable follows the operator’s multiplier', async ({
  page,
}) => {
  await logInAsDemo(page);
  // Money in by the real path: a manual transfer the operator approves.
  const channels = await memberCall<{ id: number; kind: string }[]>(page, 'GET', '/wps/deposit/channels');
  const bank = channels.find((c) => c.kind === 'manual_bank');
  const created = await memberCall<{ order: { id: number } }>(page, 'POST', '/wps/deposit/orders', {
    channelId: bank?.id,
    amountCents: 200_000,
  });
  await memberCall(page, 'POST', `/wps/deposit/orders/${created.order.id}/submit`, {
    senderName: 'Juan Dela Cruz',
    senderReference: 'BDO-E2E-1',
  });
  await opsCall('POST', `/ops/payments/deposits/${created.order.id}/approve`);

  await page.reload();
  await expect(balance(page)).toHaveText('₱14,500.75');
  await expect(withdrawable(page)).toHaveText('₱0.00');
  await expect(page.getByText('₱0.00 of ₱2,000.00 wagered', { exact: true })).toBeVisible();
  // The deposit's own line: only play placed after it counts for it.
  await expect(page.getByTestId('turnover-open').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('turnover-open')).toContainText('Deposit ₱2,000.00');
  await expect(page.getByTestId('turnover-open')).toContainText(
    '₱0.00 of ₱2,000.00 wagered · ₱2,000.00 left',
  );
  await expect(page.getByTestId('withdrawable-note')).toContainText('Wager ₱2,000.00 more to withdraw');
  // The form says the turnover is why (not the money) and offers nothing to press.
  await expect(page.getByText('You have not wagered enough yet to withdraw.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Withdraw all' })).toBeDisabled();

  await opsCall('PUT', '/ops/payments/cashierSettings', { turnoverPercent: 0 });
  await page.reload();
  await expect(withdrawable(page)).toHaveText('₱14,500.75');
  await expect(page.getByText('No turnover requirement')).toBeVisible();
});

test('withdraw, the operator rejects: the amount comes back to the balance on screen', async ({ page }) => {
  test.setTimeout(60_000);
  await logInAsDemo(page);
  await askWithdrawal(page, '1,000');
  await expect(balance(page)).toHaveText('₱13,500.75');
  await expect(page.getByTestId('withdraw-pending')).toContainText('₱1,000.00');
  await expect(page.getByTestId('withdraw-pending')).toContainText('GCash ••••0101');

  await opsCall('POST', `/ops/payments/withdrawals/${await pendingId()}/reject`, { reason: 'Name mismatch' });
  // The screen asks again by itself while a withdrawal is pending.
  await expect(balance(page)).toHaveText('₱14,500.75', { timeout: 25_000 });
  await expect(page.getByTestId('withdraw-pending')).toHaveCount(0);
  await expect(page.getByTestId('withdraw-decided')).toContainText('Reason: Name mismatch');
  await expect(page.getByText('2 withdrawals left today')).toBeVisible();
});

test('withdraw, the operator approves: the balance and the records follow', async ({ page }) => {
  test.setTimeout(60_000);
  await logInAsDemo(page);
  await page.getByRole('button', { name: 'Withdraw all' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('14500.75');
  await page.getByRole('textbox', { name: 'Amount' }).fill('2500.50');
  await askWithdrawal(page, '2500.50');
  await expect(balance(page)).toHaveText('₱12,000.25');

  const id = await pendingId();
  await opsCall('POST', `/ops/payments/withdrawals/${id}/approve`);
  await expect(page.getByTestId('withdraw-pending')).toHaveCount(0, { timeout: 25_000 });
  await expect(page.getByTestId('withdraw-decided')).toContainText('Withdrawal approved');
  await expect(balance(page)).toHaveText('₱12,000.25');
  const records = await memberCall<{ list: { id: number; status: string; amountCents: number }[] }>(
    page,
    'GET',
    '/wps/withdraw/orders',
  );
  expect(records.list.find((o) => o.id === id)).toMatchObject({ status: 'approved', amountCents: 250_050 });
  expect(records.list.map((o) => o.status).sort()).toEqual(['approved', 'rejected']);
});

test('a visitor at /m/withdraw goes to log in and comes back after', async ({ page }) => {
  await page.goto('/m/withdraw?lang=EN');
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fwithdraw/);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/withdraw(\?lang=EN)?$/);
  await expect(balance(page)).toBeVisible();
});

test('a trial member at /m/withdraw is turned away home with free_reject', async ({ page }) => {
  await page.goto('/m/trail?lang=EN');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await closeNoticeIfShown(page);
  await page.goto('/m/withdraw');
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByText('Please log in with a real account to use this function.')).toBeVisible();
  await expect(balance(page)).toHaveCount(0);
});
