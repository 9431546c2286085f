import { expect, type Page, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { logIn, ownServerJourney } from './journey.ts';

// A deposit promotion in the cashier (issue 14) on a server of its own, since balances change: the
// operator runs a reload bonus; juan chooses it with a sandbox-gateway deposit after seeing the bonus,
// cap and turnover for his amount, pays, and his balance goes up by deposit + bonus; the withdraw screen's
// turnover requirement then includes the bonus's.

const journey = ownServerJourney(OWN_PORTS.depositPromo);
const DAY = 86_400_000;

/** The member's own call with the session of `page`. */
async function memberGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token,
  );
  const res = await fetch(`${journey.url}${path}`, {
    headers: { Merchant: 'SWERTE', Token: String(token) },
  });
  const json = (await res.json()) as { successful: boolean; value: T };
  expect(json.successful).toBe(true);
  return json.value;
}

const peso = (cents: number) =>
  `₱${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('juan chooses the reload bonus with a gateway deposit: deposit + bonus credited, its turnover on /m/withdraw', async ({
  page,
}) => {
  const now = Date.now();
  const created = await journey.ops('POST', '/ops/promotions', {
    category: 'deposit',
    texts: {
      TY: { title: 'Reload bonus', summary: 'Dagdag sa deposito', termsHtml: '<p>Isang beses</p>' },
      EN: { title: 'Reload bonus', summary: 'Extra on your deposit', termsHtml: '<p>Once per member</p>' },
    },
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 30 * DAY).toISOString(),
    budgetCents: 1_000_000,
    rules: { kind: 'deposit', percent: 50, capCents: 30_000, minDepositCents: 20_000, turnoverMultiplier: 5 },
  });
  expect(created.status).toBe(200);
  const id = (created.value as { id: number }).id;
  expect((await journey.ops('POST', `/ops/promotions/${id}/schedule`)).status).toBe(200);

  await logIn(page, 'juan', 'Member1234', '/m/home');
  const before = await memberGet<{ sumBalance: number }>(page, '/wps/member/wallet');
  const overview = await memberGet<{ turnover: { requiredCents: number; multiplierPercent: number } }>(
    page,
    '/wps/withdraw/overview',
  );

  await page.goto('/m/voucherCenter');
  await page.getByRole('button', { name: /Online payment \(sandbox\)/ }).click();
  const choice = page.getByRole('group', { name: 'Deposit bonus' });
  // None is chosen by default; below the minimum deposit the bonus cannot be chosen.
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await expect(choice.getByRole('radio', { name: 'No bonus' })).toBeChecked();
  const bonus = choice.getByRole('radio', { name: /Reload bonus/ });
  await expect(bonus).toBeDisabled();
  await expect(choice.getByText('Deposit at least ₱200.00 for this bonus.')).toBeVisible();
  // ₱400: 50% is ₱200 (under the ₱300 cap), to be wagered 5× before it can be withdrawn.
  await page.getByRole('textbox', { name: 'Amount' }).fill('400');
  await expect(choice.getByText('50% bonus up to ₱300.00 · min. deposit ₱200.00')).toBeVisible();
  await expect(
    choice.getByText('Bonus ₱200.00 · turnover to withdraw it: ₱1,000.00 (5× the bonus)'),
  ).toBeVisible();
  await bonus.check();
  await page.screenshot({ path: test.info().outputPath('deposit-promotion-choice.png'), fullPage: true });
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/pay\/sandbox\/sbx_[^?]+\?lang=EN$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=\d+$/);
  await expect(page.getByTestId('deposit-status')).toHaveText('Credited');
  const after = await memberGet<{ sumBalance: number }>(page, '/wps/member/wallet');
  expect(after.sumBalance - before.sumBalance).toBe(40_000 + 20_000);

  // The withdraw screen: the deposit's own requirement plus the bonus × 5.
  const required =
    overview.turnover.requiredCents +
    Math.ceil((40_000 * overview.turnover.multiplierPercent) / 100) +
    100_000;
  await page.goto('/m/withdraw');
  await expect(
    page.getByText(new RegExp(`of ${peso(required).replace(/[.]/g, '\\.')} wagered$`)),
  ).toBeVisible();
  // Each on its own line: the deposit, then its bonus with 5× of it to wager.
  await expect(page.getByTestId('turnover-open')).toContainText('Deposit ₱400.00');
  await expect(page.getByTestId('turnover-open')).toContainText('Bonus ₱200.00');
  await expect(page.getByTestId('turnover-open')).toContainText(
    '₱0.00 of ₱1,000.00 wagered · ₱1,000.00 left',
  );

  // The bonus is once per member: the cashier no longer offers it (the seeded deposit bonus still is).
  await page.goto('/m/voucherCenter');
  await page.getByRole('button', { name: /Online payment \(sandbox\)/ }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('400');
  await expect(page.getByRole('group', { name: 'Deposit bonus' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Reload bonus/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('deposit-promotion.png'), fullPage: true });
});

test('the deposit bonus the home advertises pays what it says: 100 % of the deposit, credited with it', async ({
  page,
}) => {
  await logIn(page, 'maria', 'Member1234', '/m/home');
  // The home's banner names the offer and leads to the promotion that pays it.
  const banner = page.locator('a', { has: page.getByRole('img', { name: '100% deposit bonus' }) }).first();
  const href = await banner.getAttribute('href');
  expect(href).toMatch(/^\/m\/activityInfo\?id=\d+$/);
  await page.goto(href ?? '');
  await expect(page.getByRole('heading', { name: '100% deposit bonus up to ₱5,000' })).toBeVisible();

  const before = await memberGet<{ sumBalance: number }>(page, '/wps/member/wallet');
  await page.goto('/m/voucherCenter');
  await page.getByRole('button', { name: /Online payment \(sandbox\)/ }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('300');
  const choice = page.getByRole('group', { name: 'Deposit bonus' });
  await choice.getByRole('radio', { name: /100% deposit bonus up to ₱5,000/ }).check();
  await expect(choice.getByText(/Bonus ₱300\.00/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/sbx_[^?]+\?lang=EN$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('deposit-status')).toHaveText('Credited');
  const after = await memberGet<{ sumBalance: number }>(page, '/wps/member/wallet');
  expect(after.sumBalance - before.sumBalance).toBe(30_000 + 30_000);
});
