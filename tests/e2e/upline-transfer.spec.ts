import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_OPS_TOKEN, OWN_PORTS } from './env.ts';
import { logIn } from './journey.ts';
import { ownServerForFile } from './own-server.ts';

// Transfer to the upline agent (issue 12) on a server of its own, since balances change: juan, a
// downline of the seeded agent with the toUpline flag, gets money by an operator's adjustment, sends part
// of it to the agent from the member centre's item, and both balances follow.

const PORT = OWN_PORTS.uplineTransfer;

const serverUrl = ownServerForFile(PORT);
// Two logins and a transfer: roomy on a busy machine.
test.describe.configure({ timeout: 90_000 });
test.use({ baseURL: serverUrl });

interface Envelope<T> {
  successful: boolean;
  code: string;
  value: T;
}

/** The operator credits a member (the back office's adjustment, with its note). */
async function opsCredit(account: string, amountCents: number) {
  const res = await fetch(`${serverUrl}/ops/payments/adjustments`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${E2E_OPS_TOKEN}`,
      'X-Operator': 'e2e',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      account,
      direction: 'credit',
      amountCents,
      note: 'e2e: money for the upline transfer',
      requestId: randomUUID(),
    }),
  });
  const json = (await res.json()) as Envelope<{ balanceCents: number }>;
  expect(json.successful, json.code).toBe(true);
  return json.value.balanceCents;
}

/** The wallet balance of the member signed in on `page`, read with its own session. */
async function walletCents(page: Page): Promise<number> {
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token,
  );
  const res = await fetch(`${serverUrl}/wps/member/wallet`, {
    headers: { Merchant: 'SWERTE', Token: String(token) },
  });
  const json = (await res.json()) as Envelope<{ sumBalance: number }>;
  expect(json.successful, json.code).toBe(true);
  return json.value.sumBalance;
}

async function agentPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  const page = await context.newPage();
  await logIn(page, 'agent', 'Agent1234', '/m/mine');
  return { page, close: () => context.close() };
}

test('juan transfers to his upline agent: both balances follow', async ({ page, browser }) => {
  const agent = await agentPage(browser);
  const agentBefore = await walletCents(agent.page);
  const juanBalance = await opsCredit('juan', 100_000);

  await logIn(page, 'juan', 'Member1234', '/m/mine');
  await page.getByRole('link', { name: 'Transfer to upline' }).click();
  await expect(page).toHaveURL(/\/m\/upLine\/transfer$/);
  await expect(page.getByTestId('upline-name')).toHaveText('Ahente Ana (ag***t)');
  const pesos = (cents: number) =>
    `₱${(cents / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByTestId('transfer-balance')).toHaveText(pesos(juanBalance));

  // More than the balance is caught on the field, before anything is sent.
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill(String(juanBalance / 100 + 1));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The amount is more than you have available.')).toBeVisible();

  await amount.fill('250.50');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Transfer ₱250.50 to Ahente Ana (ag***t)? It cannot be undone.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer complete' })).toBeVisible();
  await expect(page.getByText(`New balance: ${pesos(juanBalance - 25_050)}`)).toBeVisible();
  await expect(page.getByTestId('transfer-balance')).toHaveText(pesos(juanBalance - 25_050));

  expect(await walletCents(page)).toBe(juanBalance - 25_050);
  expect(await walletCents(agent.page)).toBe(agentBefore + 25_050);
  await agent.close();
});

test('a member without the toUpline flag sees that the transfer is not for this account', async ({
  page,
}) => {
  await logIn(page, 'maria', 'Member1234', '/m/mine');
  await expect(page.getByRole('link', { name: 'Transfer to upline' })).toHaveCount(0);
  await page.goto('/m/upLine/transfer');
  await expect(page.getByText('This account cannot transfer to its upline.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);
});

/** An operator-approved manual deposit of juan's (the real path: order, then the back office approves). */
async function approvedDeposit(page: Page, amountCents: number) {
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token,
  );
  const member = { Merchant: 'SWERTE', Token: String(token), 'Content-Type': 'application/json' };
  const channels = (await (
    await fetch(`${serverUrl}/wps/deposit/channels`, { headers: member })
  ).json()) as Envelope<{ id: number; kind: string }[]>;
  const bank = channels.value.find((c) => c.kind === 'manual_bank');
  const created = (await (
    await fetch(`${serverUrl}/wps/deposit/orders`, {
      method: 'POST',
      headers: member,
      body: JSON.stringify({ channelId: bank?.id, amountCents }),
    })
  ).json()) as Envelope<{ order: { id: number } }>;
  expect(created.successful, created.code).toBe(true);
  const approved = (await (
    await fetch(`${serverUrl}/ops/payments/deposits/${created.value.order.id}/approve`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}`, 'X-Operator': 'e2e' },
    })
  ).json()) as Envelope<unknown>;
  expect(approved.successful, approved.code).toBe(true);
}

// Last in the file: juan's deposit stays unwagered after it.
test('a deposit not yet wagered stays with juan: transferable ₱0.00 and what is left to wager', async ({
  page,
}) => {
  await logIn(page, 'juan', 'Member1234', '/m/mine');
  await approvedDeposit(page, 50_000);
  await page.goto('/m/upLine/transfer');
  await expect(page.getByTestId('transfer-transferable')).toHaveText('₱0.00');
  await expect(page.getByTestId('transfer-turnover-note')).toContainText('Wager ₱500.00 more');
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('100');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The amount is more than you have available.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
});
