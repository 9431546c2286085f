import { expect, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { logIn, ownServerJourney } from './journey.ts';

// Promotions and the reward centre (issue 14) on a server of their own, since balances change: juan
// opens the promotions, joins the seeded welcome bonus, finds its reward in the reward centre with its
// expiry and turnover, claims it, and his balance goes up by it; the member centre's badge follows.

const journey = ownServerJourney(OWN_PORTS.promotions);

test('juan joins the welcome bonus, claims its reward in the reward centre, and his balance goes up', async ({
  page,
}) => {
  await logIn(page, 'juan', 'Member1234', '/m/activity');
  const card = page.getByRole('link', { name: /Welcome bonus: ₱88/ });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('promotion-state')).toHaveText('Join');
  const categories = page.getByRole('tablist', { name: 'Promotion categories' });
  await expect(categories.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await categories.getByRole('tab', { name: 'Daily' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Daily' }).getByRole('link', { name: /Big slot win/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Welcome bonus/ })).toHaveCount(0);
  // The keyboard walks the tabs: Home back to All (its promotions again), the arrows wrap around.
  await page.keyboard.press('Home');
  await expect(categories.getByRole('tab', { name: 'All' })).toBeFocused();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await page.keyboard.press('ArrowLeft');
  await expect(categories.getByRole('tab', { name: 'Other' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(categories.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await card.click();

  await expect(page).toHaveURL(/\/m\/activityInfo\?id=\d+$/);
  await expect(page.getByText('Reward: ₱88.00. To withdraw it, wager 5× the reward.')).toBeVisible();
  // The terms are the operator's HTML, sanitised and shown.
  await expect(page.getByText('Once per member.')).toBeVisible();
  const before = await journey.walletCents(page);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByTestId('promotion-state')).toHaveText('Claim');

  // The member centre's reward badge counts it.
  await page.goto('/m/mine');
  await expect(page.getByRole('link', { name: /Reward centre/ })).toContainText('1');

  await page.goto('/m/activity');
  await page.getByRole('link', { name: /Welcome bonus/ }).click();
  await page.getByRole('link', { name: 'Claim', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  const reward = page.getByTestId('reward-item');
  await expect(reward).toHaveCount(1);
  await expect(reward).toContainText('₱88.00');
  await expect(reward).toContainText('Wager ₱440.00 before this bonus can be withdrawn.');
  await expect(reward.getByTestId('reward-expiry')).toHaveText(/Expires in [67] d/);
  await reward.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('No rewards to claim right now.')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('reward-item')).toContainText('Claimed');
  expect((await journey.walletCents(page)) - before).toBe(8800);

  await page.goto('/m/activity');
  await expect(page.getByRole('link', { name: /Welcome bonus/ }).getByTestId('promotion-state')).toHaveText(
    'Claimed',
  );
  await page.screenshot({ path: test.info().outputPath('promotions-claimed.png'), fullPage: true });
});
