import { expect, type Page, test } from '@playwright/test';
import { E2E_OPS_TOKEN, OWN_PORTS } from './env.ts';
import { logIn } from './journey.ts';
import { clearOfManilaMidnight } from './manila-day.ts';
import { ownServerForFile } from './own-server.ts';

// Deposit limits (issue 13, player protection): the member sets a daily deposit limit on the Responsible
// gaming page, a deposit over it is refused with the limit and what is left in Filipino, and a raise waits
// its 24 hours, shown as pending with when it applies. Its own server: the member's limits and deposits
// would change what other journeys see.

const serverUrl = ownServerForFile(OWN_PORTS.limits);
test.use({ baseURL: serverUrl });

const logInAs = (page: Page, user: string) => logIn(page, user, 'Member1234', '/m/home');

/** The daily deposit limit's row on the limits view. */
const dailyDeposit = (page: Page) => page.getByRole('listitem', { name: 'Deposit limits: Daily' });

async function setDailyDeposit(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Change Deposit limits: Daily' }).click();
  const form = page.getByRole('form', { name: 'Deposit limits: Daily' });
  await form.getByRole('textbox', { name: 'New limit' }).fill(amount);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
}

test('a deposit over the daily limit is refused in Filipino; a raise waits 24 hours, shown as pending', async ({
  page,
}) => {
  await clearOfManilaMidnight();
  await logInAs(page, 'maria');
  await page.goto('/m/responsibleGaming?view=limits&lang=EN');
  await expect(dailyDeposit(page)).toContainText('No limit');
  await setDailyDeposit(page, '500');
  await expect(page.getByText('Saved. The limit applies now.')).toBeVisible();
  await expect(dailyDeposit(page)).toContainText('₱500.00');
  await expect(dailyDeposit(page)).toContainText('Used ₱0.00 of ₱500.00');

  // In Filipino: a bank transfer of ₱1,000 is refused with the limit and what is left.
  await page.goto('/m/voucherCenter?lang=TY');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  // The channel's Filipino name, as its operator wrote it.
  await page.getByRole('button', { name: /Bank transfer sa BDO/ }).click();
  await expect(page).toHaveURL(/channel=\d+/);
  const form = page.locator('form').filter({ has: page.getByRole('textbox') });
  await form.getByRole('textbox').first().fill('1,000');
  await form.locator('button[type="submit"]').click();
  await expect(
    page.getByText(
      'Lampas ang depositong ito sa iyong pang-araw-araw na limitasyon sa deposito na ₱500.00. Makakapag-deposito ka pa ng ₱500.00 ngayong araw.',
    ),
  ).toBeVisible();
  // Nothing was created: the operator's queue has no order of this member.
  const queue = await fetch(`${serverUrl}/ops/payments/deposits?status=pending&pageSize=200`, {
    headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}` },
  });
  const body = (await queue.json()) as { value: { list: { account?: string; amountCents: number }[] } };
  expect(body.value.list.filter((o) => o.amountCents === 100_000)).toHaveLength(0);
  // Within the limit it goes through.
  await form.getByRole('textbox').first().fill('500');
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=\d+/);

  // A raise: the ₱500 stays in force, the new limit shows as pending with the day and time it applies.
  await page.goto('/m/responsibleGaming?view=limits&lang=EN');
  await setDailyDeposit(page, '2,000');
  const tomorrow = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'Asia/Manila' }).format(
    Date.now() + 24 * 3_600_000,
  );
  await expect(dailyDeposit(page)).toContainText('₱500.00');
  await expect(dailyDeposit(page).getByRole('status')).toContainText(
    `New limit of ₱2,000.00 takes effect on ${tomorrow}`,
  );
  await expect(dailyDeposit(page)).toContainText('Used ₱500.00 of ₱500.00');
  // The server agrees: the operator's view shows the pending raise.
  const ops = await fetch(`${serverUrl}/ops/protection/limits?member=maria`, {
    headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}` },
  });
  const view = (await ops.json()) as {
    value: {
      limits: { kind: string; period: string; limitCents: number; pending: { limitCents: number } | null }[];
    };
  };
  expect(view.value.limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({
    limitCents: 50_000,
    pending: { limitCents: 200_000 },
  });
});
