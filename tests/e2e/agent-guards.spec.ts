import { expect, type Page, test } from '@playwright/test';
import { PATHS } from '../../src/shared/paths.ts';
import { logIn } from './journey.ts';

// A member (type 0) is kept out of the whole agency centre (issue 15; SPEC.md sections 2 and 6): every
// agent page sends it home with the reason, and the agency API refuses its session
// (tests/server/agents/guards.test.ts calls every agency endpoint).

const AGENT_URLS = [
  '/m/agent',
  '/m/agent/team/overview',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/member/team',
  '/m/agentRegister',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/member/agent/agentDivident',
];
/** The contract pages (SPEC.md section 2 routes): offers are between agents, so a member goes home too. */
const CONTRACT_URLS = [
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
];

const logInAsMember = (page: Page) => logIn(page, 'demo', 'Demo1234', '/m/home');

async function expectSentHome(page: Page, paths: string[]) {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/m/home');
      await expect(page.getByText('Only agent accounts can open the agent centre.')).toBeVisible();
    });
  }
}

test('a member opening any agent page is sent home, and the agency API refuses it', async ({ page }) => {
  test.setTimeout(120_000);
  await logInAsMember(page);
  await expectSentHome(page, AGENT_URLS);

  // The same session asking the agency API directly.
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token,
  );
  expect(token).toBeTruthy();
  for (const path of [PATHS.agentKpi, PATHS.agentTeamMembers, PATHS.salaryContracts]) {
    const res = await page.request.get(path, { headers: { Merchant: 'SWERTE', Token: String(token) } });
    expect(res.status(), path).toBe(403);
    expect((await res.json()).code, path).toBe('permission.denied');
  }
});

test('a member opening a contract page is sent home', async ({ page }) => {
  test.setTimeout(60_000);
  await logInAsMember(page);
  await expectSentHome(page, CONTRACT_URLS);
});
