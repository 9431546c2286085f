import { expect, type Page, test } from '@playwright/test';
import { E2E_OPS_TOKEN, OWN_PORTS } from './env.ts';
import { closeNoticeIfShown } from './notice.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

// The VIP club (/m/member/benefits): a member deposits enough through the sandbox gateway to reach the
// next level; the benefits screen shows the new level and progress, and the level-up bonus lands in the
// balance once. Its own server: the operator sets the levels.

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
const level = (name: string, depositCents: number, upgradeBonusCents: number) => ({
  name,
  turnoverCents: 0,
  depositCents,
  upgradeBonusCents,
  monthlyBonusCents: 0,
  rebateNote: '',
  withdrawalNote: '',
});
test.beforeAll(async () => {
  server = await startOwnServer(OWN_PORTS.vip);
  const res = await fetch(`${server.url}/ops/vip/programme`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      periodDays: 30,
      levels: [level('Member', 0, 0), level('Silver', 50_000, 1_234), level('Gold', 1_000_000, 50_000)],
    }),
  });
  expect(res.status).toBe(200);
});
test.afterAll(async () => {
  await server?.dispose();
});
test.use({ baseURL: `http://127.0.0.1:${OWN_PORTS.vip}` });

const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function logIn(page: Page, user: string) {
  await page.goto(`/m/login?lang=EN&redirect=${encodeURIComponent('/m/home')}`);
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password', { exact: true }).fill('Member1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

async function headerBalance(page: Page): Promise<number> {
  await page.goto('/m/home');
  const balance = page.getByRole('banner').locator('span', { hasText: 'Balance' }).first();
  await expect(balance).toHaveText(/\d\.\d\d$/);
  return cents(await balance.textContent());
}

test('a deposit reaches the next level: the benefits screen shows it and the level-up bonus is credited once', async ({
  page,
}) => {
  await logIn(page, 'juan');
  await closeNoticeIfShown(page);
  await page.goto('/m/member/benefits');
  await expect(page.getByTestId('vip-level')).toHaveText('Member');
  await expect(page.getByText('Next level: Silver')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('vip-benefit-row')).toHaveCount(3);
  const before = await headerBalance(page);

  await page.goto('/m/voucherCenter');
  await page.getByRole('button', { name: /Online payment \(sandbox\)/ }).click();
  await page.getByRole('button', { name: '₱500.00' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('deposit-status')).toHaveText('Credited');

  await page.goto('/m/member/benefits');
  await expect(page.getByTestId('vip-level')).toHaveText('Silver');
  await expect(page.getByText('Next level: Gold')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute('aria-valuenow', '5');
  await expect(page.getByTestId('vip-paid')).toHaveText('Level-up bonuses received: ₱12.34');
  await expect(page.locator('tr[data-current="true"]')).toContainText('Silver');
  // ₱500 deposited and ₱12.34 of bonus; a second visit pays nothing more.
  expect(await headerBalance(page)).toBe(before + 50_000 + 1_234);
  await page.goto('/m/member/benefits');
  await expect(page.getByTestId('vip-paid')).toHaveText('Level-up bonuses received: ₱12.34');
  expect(await headerBalance(page)).toBe(before + 50_000 + 1_234);
});
