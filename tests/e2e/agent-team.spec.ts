import { type Browser, expect, type Page, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { logIn, nodeIdOf, ownServerJourney } from './journey.ts';
import { clearOfManilaMidnight, manilaTodayFrom } from './manila-day.ts';

// The agent's team screens (issue 15) as the seeded `agent`, on a server of their own since a downline
// member plays: team management (search, drill into a sub-agent's team and back), then the team's profit
// and loss and its bets showing the spin pedro (a direct downline player) has just made. Expectations are
// the figures before the spin plus the spin, read from the API: nothing of the seeded team is assumed.

const journey = ownServerJourney(OWN_PORTS.agentTeam);

/** "₱1,234.56" / "-₱20.00" → cents. */
const centsOf = (text: string | null) => {
  const t = text ?? '';
  return (t.includes('-') ? -1 : 1) * Number(t.replace(/[^\d]/g, ''));
};

/** An API answer's value with the session of the member signed in on `page`. */
async function apiValue<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token,
  );
  const res = await fetch(`${journey.url}${path}`, {
    headers: { Merchant: 'SWERTE', Token: String(token), Language: 'EN' },
  });
  const json = (await res.json()) as { successful: boolean; code: string; value: T };
  expect(json.successful, json.code).toBe(true);
  return json.value;
}

/**
 * Presses "Load more" until the table has a row headed `name` (members come most turnover first). Each
 * press waits for the next page's rows: the button reads "Loading…" meanwhile and is gone after the
 * last page, so waiting on the button alone could race the page it asked for.
 */
async function findRow(page: Page, testId: string, name: string) {
  const rows = page.getByTestId(testId).locator('tbody tr');
  const row = page.getByTestId(testId).getByRole('rowheader', { name });
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(page.getByTestId(testId)).toBeVisible();
  while (!(await row.isVisible())) {
    await expect(more, `${name} is not on the pages listed`).toBeEnabled();
    const shown = await rows.count();
    await more.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(shown);
  }
  return row;
}

/** pedro spins the studio's slot once in a browser of his own: what he staked and won. */
async function pedroSpins(browser: Browser): Promise<{ betCents: number; winCents: number }> {
  const context = await browser.newContext({ baseURL: journey.url });
  const page = await context.newPage();
  await logIn(page, 'pedro', 'Member1234', '/m/home');
  const nodeId = await nodeIdOf(page, 'swerte-slots');
  await page.goto(`/m/launchGame?code=SWERTE&gameId=swerte-slots&nodeId=${nodeId}&pageBack=/m/home`);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/studio/play');
  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  const body = await (await answer).json();
  expect(body.successful).toBe(true);
  const round = body.value.round as { betCents: number; winCents: number };
  await context.close();
  return { betCents: round.betCents, winCents: round.winCents };
}

test('the agent searches its team and drills into a sub-agent’s team and back', async ({ page }) => {
  await logIn(page, 'agent', 'Agent1234', '/m/member/team');
  const rows = page.getByTestId('team-member');
  await expect(rows.first()).toBeVisible();
  const all = await apiValue<{ total: number }>(page, '/wps/agent/team/members');
  await expect(page.getByTestId('team-count')).toHaveText(`${all.total} members`);

  // Search by the start of an account, in another case.
  await page.getByLabel('Account', { exact: true }).fill('PED');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows.filter({ hasText: /^pedro/ })).toHaveCount(1);
  for (const text of await rows.locator('p').allTextContents()) expect(text.toLowerCase()).toMatch(/^ped/);

  // Agents only: drill into the first sub-agent's team.
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('Type').selectOption({ label: 'Agents' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows.first()).toContainText('Agent');
  const subAgent = ((await rows.first().locator('p').first().textContent()) ?? '').trim();
  await rows
    .first()
    .getByRole('link', { name: `View ${subAgent}'s team` })
    .click();
  await expect(page).toHaveURL(/\/m\/member\/team\?parentId=\d+$/);
  const crumbs = page.getByRole('navigation', { name: 'Team levels' });
  await expect(crumbs.getByRole('link', { name: 'My team' })).toBeVisible();
  await expect(crumbs.getByText(subAgent)).toHaveAttribute('aria-current', 'page');
  // Its direct downline is level 2 from the agent; nobody from level 1 is listed.
  await expect(rows.first()).toContainText('Level2');
  const parentId = new URL(page.url()).searchParams.get('parentId');
  const sub = await apiValue<{ total: number; list: { level: number }[] }>(
    page,
    `/wps/agent/team/members?parentId=${parentId}`,
  );
  await expect(page.getByTestId('team-count')).toHaveText(`${sub.total} members`);
  expect(sub.list.every((m) => m.level >= 2)).toBe(true);

  // Back goes up to the agent's own team.
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/member\/team$/);
  await expect(page.getByRole('navigation', { name: 'Team levels' })).toHaveCount(0);
  await expect(page.getByTestId('team-count')).toHaveText(`${all.total} members`);
});

test('team profit and loss and team betting show the spin a downline player just made', async ({
  page,
  browser,
}) => {
  await clearOfManilaMidnight();
  await logIn(page, 'agent', 'Agent1234', '/m/agent/team/pnl');
  const from = encodeURIComponent(manilaTodayFrom());
  type Pnl = { totals: { betCents: number; winCents: number; netCents: number } };
  type Bets = { totals: { rounds: number; turnoverCents: number; winCents: number } };
  const pnlBefore = await apiValue<Pnl>(page, `/wps/agent/info/pnl?from=${from}`);
  const betsBefore = await apiValue<Bets>(page, `/wps/agent/info/bets?from=${from}`);

  const spin = await pedroSpins(browser);

  // Profit and loss, today: the turnover, wins and both nets moved by the spin.
  await page.reload();
  await page.getByRole('button', { name: 'Today' }).click();
  const bet = pnlBefore.totals.betCents + spin.betCents;
  const win = pnlBefore.totals.winCents + spin.winCents;
  await expect
    .poll(async () => centsOf(await page.getByTestId('total-bet').locator('dd').textContent()))
    .toBe(bet);
  expect(centsOf(await page.getByTestId('total-win').locator('dd').textContent())).toBe(win);
  const membersNet = pnlBefore.totals.netCents + spin.winCents - spin.betCents;
  expect(centsOf(await page.getByTestId('total-members-net').locator('dd').textContent())).toBe(membersNet);
  expect(centsOf(await page.getByTestId('total-house-net').locator('dd').textContent())).toBe(-membersNet);
  // The table's totals row, in the house's view.
  await page.getByRole('button', { name: 'House view' }).click();
  const foot = page.getByTestId('team-pnl-table').locator('tfoot td');
  await expect(foot.nth(0)).toHaveText(/₱/);
  expect(centsOf(await foot.nth(0).textContent())).toBe(bet);
  expect(centsOf(await foot.nth(4).textContent())).toBe(-membersNet);
  // By member: pedro is listed at level 1.
  await page.getByRole('button', { name: 'By member' }).click();
  await expect(await findRow(page, 'team-pnl-table', 'pedro (level 1)')).toBeVisible();

  // Team betting, today: one more in-house round, the spin's stake and win, pedro among the members.
  await page.goto('/m/teamBetting');
  await page.getByRole('button', { name: 'Today' }).click();
  const categories = page.getByTestId('team-bets-categories');
  const totals = categories.locator('tfoot td');
  await expect
    .poll(async () => Number((await totals.nth(0).textContent())?.replace(/\D/g, '')))
    .toBe(betsBefore.totals.rounds + 1);
  expect(centsOf(await totals.nth(1).textContent())).toBe(betsBefore.totals.turnoverCents + spin.betCents);
  expect(centsOf(await totals.nth(2).textContent())).toBe(betsBefore.totals.winCents + spin.winCents);
  await expect(categories.getByRole('rowheader', { name: 'In-house games' })).toBeVisible();
  await expect(await findRow(page, 'team-bets-members', 'pedro (level 1)')).toBeVisible();
});
