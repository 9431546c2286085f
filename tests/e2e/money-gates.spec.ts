import { expect, type Page, test } from '@playwright/test';
import { closeNotice, closeNoticeIfShown } from './notice.ts';

// Every money entry (issue 12, SPEC.md sections 2 and 6) turns away a visitor and a trial account: the
// visitor is sent to log in (and back afterwards), the trial account gets 'free_reject' and the money
// screen never opens. The entries are the member-centre items' routes and the header popover's deposit
// and withdraw. Nothing changes on the server: the shared main server serves it.

const MONEY_ENTRIES = [
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/upLine/transfer',
  '/m/vouReport',
  '/m/withdrawReport',
  '/m/transaction/record',
  '/m/gameRecord',
  '/m/profitandloss',
] as const;

const POPOVER_ENTRIES = ['Deposit', 'Withdraw'] as const;

const FREE_REJECT = 'Please log in with a real account to use this function.';

// Eleven entries, each a page load.
test.describe.configure({ timeout: 120_000 });

/** The header popover's entry on /m/home (the footer has a Deposit entry too: look inside the panel). */
async function pressPopoverEntry(page: Page, name: (typeof POPOVER_ENTRIES)[number]) {
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
  await panel.getByRole('button', { name, exact: true }).click();
}

/** The footer's deposit entry (its centre button lands on the deposit screen too). */
const pressFooterDeposit = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Deposit' }).click();

test('a visitor at every money entry is sent to log in', async ({ page }) => {
  await page.goto('/m/home?lang=EN');
  await closeNotice(page);
  for (const entry of MONEY_ENTRIES) {
    await page.goto(entry);
    await expect(page, entry).toHaveURL(`/m/login?redirect=${encodeURIComponent(entry)}`);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  }
  for (const name of POPOVER_ENTRIES) {
    await page.goto('/m/home');
    await pressPopoverEntry(page, name);
    await expect(page, name).toHaveURL(/\/m\/login(\?|$)/);
  }
  await page.goto('/m/home');
  await pressFooterDeposit(page);
  await expect(page, 'footer deposit').toHaveURL(/\/m\/login(\?|$)/);
});

test('a trial account at every money entry gets free_reject and stays out', async ({ page }) => {
  await page.goto('/m/trail?lang=EN');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await closeNoticeIfShown(page);
  for (const entry of MONEY_ENTRIES) {
    await page.goto(entry);
    await expect(page.getByText(FREE_REJECT), entry).toBeVisible();
    await expect(page, entry).toHaveURL(/\/m\/home$/);
    // The money screen never rendered: no amount field, no records list.
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);
  }
  for (const name of POPOVER_ENTRIES) {
    await page.goto('/m/home');
    await closeNoticeIfShown(page);
    await pressPopoverEntry(page, name);
    await expect(page.getByText(FREE_REJECT), name).toBeVisible();
    await expect(page, name).toHaveURL(/\/m\/home$/);
  }
  await page.goto('/m/home');
  await closeNoticeIfShown(page);
  await pressFooterDeposit(page);
  await expect(page.getByText(FREE_REJECT), 'footer deposit').toBeVisible();
  await expect(page, 'footer deposit').toHaveURL(/\/m\/home$/);
});
