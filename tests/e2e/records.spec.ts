import { expect, type Page, test } from '@playwright/test';
import { E2E_OPS_TOKEN, OWN_PORTS } from './env.ts';
import { logIn } from './journey.ts';
import { ownServerForFile } from './own-server.ts';

// The member's records (issue 12): a deposit an operator approved and a lottery bet show in the
// transaction, game, P&L and deposit records; a custom range with nothing in it shows the no-data
// placeholder; offline, the records already seen stay with their age. Its own server: the journey
// moves money through the operator API.

const PORT = OWN_PORTS.records;
const DEPOSIT_CENTS = 25_000;

const serverUrl = ownServerForFile(PORT);
test.use({ baseURL: serverUrl });

const logInAsJuan = (page: Page) => logIn(page, 'juan', 'Member1234', '/m/mine');

/** A platform call with the page's own session; answers the envelope's value. */
const call = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([method, path, body]) => {
      const token = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string;
      const res = await fetch(path as string, {
        method: method as string,
        headers: { Token: token, Merchant: 'SWERTE', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await res.json();
      if (!json.successful) throw new Error(`${method} ${path}: ${res.status} ${json.code}`);
      return json.value;
    },
    [method, path, body] as const,
  );

async function opsApprove(depositId: number) {
  const res = await fetch(`${serverUrl}/ops/payments/deposits/${depositId}/approve`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}` },
  });
  expect(res.status).toBe(200);
}

test('a deposit approved by the operator and a lottery bet show in every record', async ({ page }) => {
  await logInAsJuan(page);
  const channels = (await call(page, 'GET', '/wps/deposit/channels')) as { id: number; kind: string }[];
  const bank = channels.find((c) => c.kind === 'manual_bank');
  if (!bank) throw new Error('no manual bank channel');
  const created = (await call(page, 'POST', '/wps/deposit/orders', {
    channelId: bank.id,
    amountCents: DEPOSIT_CENTS,
  })) as { order: { id: number } };
  await opsApprove(created.order.id);
  const bets = Array.from({ length: 2 }, (_, i) => ({
    betType: 'champion',
    numbers: [i + 1],
    amountCents: 500,
  }));
  await call(page, 'POST', '/lgw/orders', { lotteryCode: 'SWERTE-PK10', bets });

  // Transaction records: the deposit and the bet, with their reasons and signed amounts.
  await page.getByRole('link', { name: 'Transaction records' }).click();
  await expect(page).toHaveURL(/\/m\/transaction\/record$/);
  const rows = page.getByTestId('record-row');
  await expect(rows.filter({ hasText: 'Deposit' })).toContainText('+₱250.00');
  await expect(rows.filter({ hasText: 'Lottery bet' })).toContainText('-₱10.00');
  await expect(rows.filter({ hasText: 'Opening balance' })).toHaveCount(1);
  // Filter: bets only.
  await page.getByLabel('Type').selectOption({ label: 'Bets' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Lottery bet');

  // Game records: the lottery sub-orders.
  await page.goto('/m/gameRecord?lang=EN');
  await page.getByRole('button', { name: 'Lottery', exact: true }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('SWERTE-PK10 · Champion');
  await expect(rows.first()).toContainText('Bet ₱5.00');

  // Profit and loss: ₱10.00 staked today, in the summary, the chart and its table.
  await page.goto('/m/profitandloss?lang=EN');
  const summary = page.getByTestId('pnl-summary');
  await expect(summary).toContainText('Bets₱10.00');
  await expect(page.getByRole('img', { name: 'Net per day' })).toBeVisible();
  await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('cell', { name: '₱10.00' }).first()).toBeVisible();

  // Deposit records: the approved deposit.
  await page.goto('/m/vouReport?lang=EN');
  await expect(rows.first()).toContainText('₱250.00');
  await expect(rows.first()).toContainText('Approved');
});

test('a custom range with nothing in it shows the no-data placeholder; a wrong one is explained', async ({
  page,
}) => {
  await logInAsJuan(page);
  await page.goto('/m/transaction/record?lang=EN');
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('Start date').fill('2026-01-10');
  await page.getByLabel('End date').fill('2026-01-05');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toHaveText('The start date must not be after the end date.');
  await page.getByLabel('End date').fill('2026-01-12');
  const asked = page.waitForResponse(
    (r) => r.url().includes('/wps/records/ledger') && r.url().includes('to='),
  );
  await page.getByRole('button', { name: 'Show' }).click();
  expect(new URL((await asked).url()).searchParams.get('from')).toBe('2026-01-09T16:00:00.000Z');
  await expect(page.getByText('No data')).toBeVisible();
  await expect(page.getByTestId('record-row')).toHaveCount(0);
});

test('offline, the records already seen show with their age', async ({ page, context }) => {
  await logInAsJuan(page);
  await page.getByRole('link', { name: 'Transaction records' }).click();
  await expect(page.getByTestId('record-row').filter({ hasText: 'Deposit' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/mine$/);

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Transaction records' }).click();
  await expect(page.getByTestId('record-row').filter({ hasText: 'Deposit' })).toBeVisible();
  await expect(page.getByText(/Offline · updated (just now|\d+ min ago)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  // A list never loaded says it needs the connection.
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByText('You are offline. These records show once you are connected.')).toBeVisible();
  await context.setOffline(false);
});
