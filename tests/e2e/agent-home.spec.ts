import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { captchaCode, nextCaptchaId } from './auth-helpers.ts';
import { OWN_PORTS } from './env.ts';
import { logIn, nodeIdOf, ownServerJourney } from './journey.ts';
import { clearOfManilaMidnight } from './manila-day.ts';

// The agent home (issue 15) as the seeded `agent`, on a server of its own since its team changes: the
// greeting, name and today's four counters; then a newcomer registers with the agent's invitation code,
// is funded by an operator and spins the studio's slot, and the agent's counters move by exactly that
// (registration, login and bettor +1). Nothing of the seeded team's own numbers is assumed.

const journey = ownServerJourney(OWN_PORTS.agentHome);

const COUNTERS = [
  'teamLoginMemberCount',
  'teamBetMemberCount',
  'teamRegisterMemberCount',
  'teamOnlineCount',
] as const;
type Counters = Record<(typeof COUNTERS)[number], number>;

async function shownCounters(page: Page): Promise<Counters> {
  const out = {} as Counters;
  for (const key of COUNTERS) {
    const text = await page.getByTestId(`kpi-${key}`).textContent();
    out[key] = Number((text ?? '').replace(/[^\d]/g, ''));
  }
  return out;
}

/** Today's team KPI with the session of the member signed in on `page`. */
async function apiCounters(page: Page): Promise<Counters> {
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token,
  );
  const res = await fetch(`${journey.url}/wps/agent/info/kpi?size=0`, {
    headers: { Merchant: 'SWERTE', Token: String(token) },
  });
  const json = (await res.json()) as { successful: boolean; code: string; value: { footer: Counters } };
  expect(json.successful, json.code).toBe(true);
  return json.value.footer;
}

/**
 * Opens /m/agent and waits until the counters show today's figures. They are read from the API, not
 * from the page's own answer: when the page is already /m/agent, a late answer of the page being left
 * can be the one a response listener catches, and its body is gone with that page.
 */
async function openHome(page: Page): Promise<Counters> {
  await page.goto('/m/agent');
  const footer = await apiCounters(page);
  for (const key of COUNTERS)
    await expect(page.getByTestId(`kpi-${key}`)).toHaveText(footer[key].toLocaleString('en'));
  return footer;
}

test('the agent home greets the agent and its counters follow a newcomer’s registration and spin', async ({
  page,
  browser,
}) => {
  await clearOfManilaMidnight();
  await logIn(page, 'agent', 'Agent1234', '/m/agent');
  await expect(page.getByText(/^Good (morning|midday|afternoon|evening)$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'agent' })).toBeVisible();
  await expect(page.getByTestId('agent-balance')).toHaveText(/\d\.\d\d$/);
  await expect(page.getByRole('link', { name: 'Team overview' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Agent menu' })).toContainText('Open account');
  // The standard footer and header are not on the agent home.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  const before = await openHome(page);
  expect(await shownCounters(page)).toEqual(before);

  // A newcomer registers with the agent's invitation code (its first session: a login today).
  const newcomer = await browser.newContext({ baseURL: journey.url });
  const member = await newcomer.newPage();
  const name = `k${Date.now().toString(36)}${Math.floor(Math.random() * 90 + 10)}`;
  const captchaId = nextCaptchaId(member);
  await member.goto('/m/register?lang=EN&code=AGENT01');
  await member.getByLabel('Username').fill(name);
  await member.getByLabel('Password', { exact: true }).fill('Zebra7391q');
  await member.getByLabel('Confirm password').fill('Zebra7391q');
  await member
    .getByLabel('Verification code', { exact: true })
    .fill(await captchaCode(member, await captchaId));
  await member.getByRole('checkbox', { name: 'I confirm I am 21 years or older' }).check();
  await member.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(member).toHaveURL(/\/m\/home$/);

  // An operator funds it; it spins the in-house slot once.
  const funded = await journey.ops('POST', '/ops/payments/adjustments', {
    account: name,
    direction: 'credit',
    amountCents: 10_000,
    note: 'e2e agent home',
    requestId: randomUUID(),
  });
  expect(funded.successful, funded.code).toBe(true);
  const nodeId = await nodeIdOf(member, 'swerte-slots');
  await member.goto(`/m/launchGame?code=SWERTE&gameId=swerte-slots&nodeId=${nodeId}&pageBack=/m/home`);
  const spin = member.waitForResponse((r) => new URL(r.url()).pathname === '/wps/studio/play');
  await member.getByRole('button', { name: 'Spin', exact: true }).click();
  expect((await (await spin).json()).successful).toBe(true);

  const after = await openHome(page);
  expect(after.teamRegisterMemberCount).toBe(before.teamRegisterMemberCount + 1);
  expect(after.teamLoginMemberCount).toBe(before.teamLoginMemberCount + 1);
  expect(after.teamBetMemberCount).toBe(before.teamBetMemberCount + 1);
  // Online now: the newcomer is among them (others may leave the window meanwhile).
  expect(after.teamOnlineCount).toBeGreaterThanOrEqual(1);
  expect(await apiCounters(page)).toMatchObject({
    teamRegisterMemberCount: after.teamRegisterMemberCount,
    teamBetMemberCount: after.teamBetMemberCount,
  });
  await newcomer.close();

  // The tile opens the agent's own ledger on its agent entries.
  await page.getByRole('link', { name: 'Transaction records' }).click();
  await expect(page).toHaveURL(/\/m\/transaction\/record\?types=A$/);
  await expect(page.getByLabel('Type')).toHaveValue('agent');
});

test('the team overview shows the whole team and a sub-agent’s team', async ({ page }) => {
  await logIn(page, 'agent', 'Agent1234', '/m/agent/team/overview');
  await expect(page.getByTestId('summary-teamSize')).toHaveText(/^[1-9][\d,]*$/);
  const whole = Number(((await page.getByTestId('summary-teamSize').textContent()) ?? '').replace(/,/g, ''));
  const team = page.getByLabel('Team', { exact: true });
  const options = team.locator('option');
  await expect.poll(() => options.count()).toBeGreaterThan(1);
  const value = await options.nth(1).getAttribute('value');
  await team.selectOption(value ?? '');
  await expect(page).toHaveURL(new RegExp(`memberId=${value}`));
  await expect
    .poll(async () =>
      Number(((await page.getByTestId('summary-teamSize').textContent()) ?? '').replace(/,/g, '')),
    )
    .toBeLessThan(whole);
});

test('a member (type 0) opening the agent home is sent home', async ({ page }) => {
  await logIn(page, 'juan', 'Member1234', '/m/home');
  await page.goto('/m/agent');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText('Only agent accounts can open the agent centre.')).toBeVisible();
});
