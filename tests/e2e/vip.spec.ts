import { expect, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { headerBalance, logIn, ownServerJourney } from './journey.ts';
import { closeNoticeIfShown } from './notice.ts';

// The VIP club (/m/member/benefits): a member deposits enough through the sandbox gateway to reach the
// next level; the benefits screen shows the new level and progress, and the level-up bonus lands in the
// balance once; the member centre's header labels the level. Its own server: the operator sets the levels.

const level = (name: string, depositCents: number, upgradeBonusCents: number) => ({
  name,
  turnoverCents: 0,
  depositCents,
  upgradeBonusCents,
  monthlyBonusCents: 0,
  rebateNote: '',
  withdrawalNote: '',
});
ownServerJourney(OWN_PORTS.vip, async (j) => {
  const res = await j.ops('PUT', '/ops/vip/programme', {
    periodDays: 30,
    levels: [level('Member', 0, 0), level('Silver', 50_000, 1_234), level('Gold', 1_000_000, 50_000)],
  });
  expect(res.status).toBe(200);
});

test('a deposit reaches the next level: the benefits screen shows it and the level-up bonus is credited once', async ({
  page,
}) => {
  await logIn(page, 'juan', 'Member1234', '/m/home');
  await closeNoticeIfShown(page);
  await page.goto('/m/member/benefits');
  await expect(page.getByTestId('vip-level')).toHaveText('Member');
  await expect(page.getByText('Next level: Silver')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('vip-benefit-row')).toHaveCount(3);
  const before = await headerBalance(page);
  // The member centre's header says the level too, and opens the benefits.
  await page.goto('/m/mine');
  await expect(page.getByTestId('vip-label')).toHaveText('Member');

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
  await expect(page.locator('[data-testid="vip-benefit-row"][data-current="true"]')).toContainText('Silver');
  // ₱500 deposited and ₱12.34 of bonus; a second visit pays nothing more.
  expect(await headerBalance(page)).toBe(before + 50_000 + 1_234);
  await page.goto('/m/member/benefits');
  await expect(page.getByTestId('vip-paid')).toHaveText('Level-up bonuses received: ₱12.34');
  expect(await headerBalance(page)).toBe(before + 50_000 + 1_234);

  await page.goto('/m/mine');
  await expect(page.getByTestId('vip-label')).toHaveText('Silver');
  await page.getByTestId('vip-label').click();
  await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  await expect(page.getByTestId('vip-level')).toHaveText('Silver');
});
