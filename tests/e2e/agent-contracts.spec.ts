import { type Browser, expect, type Page, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { logIn, logInFirstTime, nodeIdOf, ownServerJourney } from './journey.ts';
import { clearOfManilaMidnight, manilaToday } from './manila-day.ts';

// Agent contracts (issue 15) on a server of their own, since a day is settled by hand: the seeded `agent`
// opens a sub-agent and offers it a daily salary (₱50 once the team turns over ₱0.10, one spin at the
// smallest bet, with one active player);
// the sub-agent logs in, the home screen's alert takes it to the contract page, it accepts; a player of
// its team deposits and spins the slot; an operator settles today; the ₱50 leaves the agent's wallet and reaches the
// sub-agent's, and both transaction records show it.

const journey = ownServerJourney(OWN_PORTS.agentContracts);
const PASSWORD = 'Contract2025x';
/** What the opened accounts choose at their first login (issue 35). */
const OWN_PASSWORD = 'Mine2025xyz';
const suffix = Date.now().toString(36).slice(-5);
const subAgent = `sala${suffix}`;
const player = `salp${suffix}`;
const SALARY_CENTS = 5_000;

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);

/** A call with the session of the member signed in on `page`: the envelope's value. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${journey.url}${path}`, {
    method,
    headers: {
      Merchant: 'SWERTE',
      Token: await tokenOf(page),
      Language: 'EN',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const json = (await res.json()) as { successful: boolean; code: string; value: T };
  expect(json.successful, json.code).toBe(true);
  return json.value;
}

const openAccount = (page: Page, type: 0 | 1, username: string) =>
  api(page, 'POST', '/wps/agent/accounts', { type, username, password: PASSWORD, confirmPassword: PASSWORD });

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: journey.url });
  return { context, page: await context.newPage() };
}

test('a daily salary is offered, accepted from the home alert, settled and paid from one agent to the other', async ({
  page,
  browser,
}) => {
  // The agent opens a sub-agent, which opens a player.
  await clearOfManilaMidnight();
  await logIn(page, 'agent', 'Agent1234', '/m/member/agent/getSalaryContract');
  await openAccount(page, 1, subAgent);
  const sub = await newPage(browser);
  await logInFirstTime(sub.page, subAgent, PASSWORD, OWN_PASSWORD, '/m/member/agent/getSalaryContract');
  await openAccount(sub.page, 0, player);

  // The offer: one tier, tried in the calculator first.
  await page.reload();
  const form = page.getByRole('region', { name: 'New offer' });
  await form.getByRole('combobox').selectOption({ label: subAgent });
  await form.getByTestId('tier-row').getByLabel('Minimum turnover (₱)').fill('0.10');
  await form.getByTestId('tier-row').getByLabel('Active players').fill('1');
  await form.getByTestId('tier-row').getByLabel('Salary (₱)').fill('50');
  await form.getByText('What would these terms pay?').click();
  const calculator = form.getByTestId('calculator');
  await calculator.getByLabel('Team turnover (₱)').fill('30');
  await calculator.getByLabel('Active players').fill('1');
  await expect(calculator.getByTestId('calc-result')).toHaveText('₱50.00');
  await calculator.getByLabel('Active players').fill('0');
  await expect(calculator.getByTestId('calc-result')).toHaveText('₱0.00');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(page.getByText(`Offer sent to ${subAgent}.`)).toBeVisible();
  await expect(page.getByTestId('contract-pending').filter({ hasText: subAgent })).toBeVisible();

  // The sub-agent's home asks about the offer and takes it to the contract page, where it accepts.
  await sub.page.goto('/m/home');
  await expect(
    sub.page.getByText('You have a daily salary contract offer waiting for your answer.'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await sub.page.getByRole('button', { name: 'View the offer' }).click();
  await expect(sub.page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  const offer = sub.page.getByTestId('contract-pending');
  await expect(offer).toContainText('From agent');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(sub.page.getByText('Contract accepted.')).toBeVisible();
  await expect(sub.page.getByTestId('contract-accepted')).toContainText('In force');

  // The sub-agent's player deposits its own money (an account an agent opened counts towards agents' pay
  // only from then on), an operator approves it, and the player spins the in-house slot.
  const playerPages = await newPage(browser);
  await logInFirstTime(playerPages.page, player, PASSWORD, OWN_PASSWORD, '/m/home');
  const channels = await api<{ id: number; kind: string }[]>(
    playerPages.page,
    'GET',
    '/wps/deposit/channels',
  );
  const bank = channels.find((c) => c.kind === 'manual_bank');
  const deposit = await api<{ order: { id: number } }>(playerPages.page, 'POST', '/wps/deposit/orders', {
    channelId: bank?.id,
    amountCents: 10_000,
  });
  const approved = await journey.ops('POST', `/ops/payments/deposits/${deposit.order.id}/approve`);
  expect(approved.successful, approved.code).toBe(true);
  const nodeId = await nodeIdOf(playerPages.page, 'swerte-slots');
  await playerPages.page.goto(
    `/m/launchGame?code=SWERTE&gameId=swerte-slots&nodeId=${nodeId}&pageBack=/m/home`,
  );
  const spin = playerPages.page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/studio/play');
  await playerPages.page.getByRole('button', { name: 'Spin', exact: true }).click();
  expect((await (await spin).json()).successful).toBe(true);
  await playerPages.context.close();

  // An operator settles today: the salary moves from the agent to the sub-agent, once.
  const agentBefore = await journey.walletCents(page);
  const subBefore = await journey.walletCents(sub.page);
  const settled = await journey.ops('POST', '/ops/agent/contracts/settle', {
    kind: 'salary',
    period: manilaToday(),
  });
  expect(settled.successful, settled.code).toBe(true);
  expect(await journey.walletCents(page)).toBe(agentBefore - SALARY_CENTS);
  expect(await journey.walletCents(sub.page)).toBe(subBefore + SALARY_CENTS);
  await journey.ops('POST', '/ops/agent/contracts/settle', { kind: 'salary', period: manilaToday() });
  expect(await journey.walletCents(sub.page)).toBe(subBefore + SALARY_CENTS);

  // The payment with its calculation on the contract page, and in both agents' records.
  await sub.page.reload();
  const paid = sub.page.getByTestId('settlement').filter({ hasText: manilaToday() });
  await expect(paid).toContainText('+₱50.00');
  await expect(paid.getByTestId('calc-activePlayers')).toContainText('1');
  await expect(paid.getByTestId('calc-tier')).toContainText('Tier 1');
  await sub.page.goto('/m/transaction/record?types=A');
  await expect(sub.page.getByText('Daily salary').first()).toBeVisible();
  await page.goto('/m/transaction/record?types=A');
  await expect(page.getByText('Daily salary paid to downline').first()).toBeVisible();
  await sub.context.close();
});
