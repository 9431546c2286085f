import { expect, type Page, test } from '@playwright/test';
import { E2E_OPS_TOKEN } from './env.ts';
import { logIn } from './journey.ts';

// The in-house lottery: a member buys a ticket on the fastest lottery, the balance drops; the
// operator aid draws the issue now; the order shows settled and a win raises the balance.

const LOTTERY = 'SWERTE-PK10';
const ops = { Authorization: `Bearer ${E2E_OPS_TOKEN}` };

/** The agent account: the studio journeys play with demo's wallet at the same time. */
const login = (page: Page) => logIn(page, 'agent', 'Agent1234', '/m/home');

/** The play screen's balance in cents. */
async function balanceCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('lottery-balance').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test('a visitor is sent to log in, with a redirect back, before betting', async ({ page }) => {
  await page.goto(`/m/startLottery?code=${LOTTERY}&lang=EN`);
  await expect(page.getByTestId('countdown')).toBeVisible();
  await page.getByRole('link', { name: 'Log in to bet' }).click();
  await expect(page).toHaveURL(/\/m\/login\?.*redirect=/);
});

test('buys a ticket, the draw settles it, and the balance follows', async ({ page }) => {
  await login(page);
  await page.goto(`/m/startLottery?code=${LOTTERY}&lang=EN`);
  await expect(page.getByTestId('lottery-balance')).toHaveText(/\d/);
  // Not in the last seconds before the close (the screen then moves to the next issue).
  await expect(page.getByTestId('countdown')).toHaveText(/Closes in/, { timeout: 20_000 });
  const before = await balanceCents(page);

  await page.getByRole('button', { name: 'Champion' }).click();
  await page.getByRole('group', { name: 'Numbers' }).getByRole('button', { name: '7', exact: true }).click();
  await page.getByLabel('Amount (₱)').fill('10');
  await page.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Order \d+ placed/ })).toBeVisible();
  await expect.poll(() => balanceCents(page)).toBe(before - 1_000);

  const order = page.getByTestId('lottery-order').first();
  await expect(order).toContainText('Waiting for the draw');
  await expect(order.getByRole('button', { name: 'Cancel' })).toBeVisible();

  const res = await page.request.post(`/ops/lottery/draw-now?lotteryCode=${LOTTERY}`, { headers: ops });
  expect(res.ok()).toBe(true);
  const { value } = await res.json();
  const won = value.draw.result[0] === 7;

  await expect(order).toContainText(won ? /Won ₱95\.00/ : /Lost/, { timeout: 15_000 });
  await expect(order.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect.poll(() => balanceCents(page), { timeout: 15_000 }).toBe(before - 1_000 + (won ? 9_500 : 0));

  // The fairness panel verifies a past draw in the browser.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verified: the seed matches its hash and gives this result.')).toBeVisible();
});

test('the lottery list shows prize-mode tabs with countdowns; more lottery hides the footer', async ({
  page,
}) => {
  await page.goto('/m/lottery?prizeMode=ZY&lang=EN');
  await expect(page.getByRole('tab', { name: 'Racing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: /Swerte PK10 Race/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Lotto' }).click();
  await expect(page.getByRole('link', { name: /Swerte Lotto 6\/45/ })).toContainText(/Closes in/);
  await page.goto('/m/moreLottery?lang=EN');
  await expect(page.getByRole('link', { name: /Swerte 3D/ })).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
});
