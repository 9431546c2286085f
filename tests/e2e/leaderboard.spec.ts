import { expect, type Page, test } from '@playwright/test';
import { E2E_OPS_TOKEN, OWN_PORTS } from './env.ts';
import { logIn, nodeIdOf, OPS_HEADERS } from './journey.ts';
import { ownServerForFile } from './own-server.ts';

// The period leaderboard (issue 14) on a server of its own with the test clock (PROTECTION_TEST_CLOCK=1):
// the operator sets a daily prize table; Pedro spins the studio's slot, sees himself ranked with a prize on
// /m/leaderBoard's Leaderboard tab; the operator moves the clock a day on and settles the period; the winner
// board lists Pedro with his prize and his wallet got it.

const PORT = OWN_PORTS.leaderboard;
const DAY = 86_400_000;
/**
 * From now to noon of the next day on the operator's calendar (Manila): the clock moved there settles
 * today. A plain day's move did not when the test ran in the first minutes after midnight: settlement
 * waits 5 minutes past a period's end (SETTLE_GRACE_MS), so it settled yesterday instead.
 */
function untilNextManilaNoon(): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
  return new Date(`${today}T12:00:00+08:00`).getTime() + DAY - Date.now();
}
/** Rank 1 wins ₱30, rank 2 ₱20. Only in-house games count: the seeded team plays vendors' games only. */
const PRIZES = [3_000, 2_000];

const serverUrl = ownServerForFile(PORT, { PROTECTION_TEST_CLOCK: '1' });
test.describe.configure({ timeout: 90_000 });
test.use({ baseURL: serverUrl });

async function ops(method: string, path: string, body?: unknown) {
  const res = await fetch(`${serverUrl}${path}`, {
    method,
    headers: { ...OPS_HEADERS, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const json = (await res.json()) as { successful: boolean; code: string; value: unknown };
  expect(json.successful, json.code).toBe(true);
  return json.value;
}

async function walletCents(page: Page): Promise<number> {
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token,
  );
  const res = await fetch(`${serverUrl}/wps/member/wallet`, {
    headers: { Merchant: 'SWERTE', Token: String(token) },
  });
  const json = (await res.json()) as { successful: boolean; value: { sumBalance: number } };
  expect(json.successful).toBe(true);
  return json.value.sumBalance;
}

async function openLeaderboardTab(page: Page) {
  await page.goto('/m/leaderBoard');
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('tab', { name: 'Leaderboard' })).toHaveAttribute('aria-selected', 'true');
}

test('pedro wagers in the studio, sees his rank and prize; once the day is settled the winner board lists him and he is paid', async ({
  page,
}) => {
  await ops('PUT', '/ops/leaderboard', {
    periodKind: 'day',
    category: 'INHOUSE',
    prizes: PRIZES,
    budgetCents: 1_000_000,
  });

  await logIn(page, 'pedro', 'Member1234', '/m/home');
  await openLeaderboardTab(page);
  const ranking = page.getByRole('region', { name: "Today's ranking" });
  await expect(ranking.getByTestId('leaderboard-my-rank')).toHaveText(
    'You are not ranked yet: play to join the board.',
  );
  const winners = page.getByRole('region', { name: 'Winners' });
  await expect(winners.getByText(/^No winners yet/)).toBeVisible();

  const nodeId = await nodeIdOf(page, 'swerte-slots');
  await page.goto(`/m/launchGame?code=SWERTE&gameId=swerte-slots&nodeId=${nodeId}&pageBack=/m/home`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swerte Slots');
  for (let i = 0; i < 2; i++) {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/studio/play');
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    expect((await (await answer).json()).successful).toBe(true);
    await expect(page.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
  }

  await openLeaderboardTab(page);
  const mine = ranking.getByTestId('leaderboard-my-rank');
  await expect(ranking.getByText(/^Ranked by amount wagered on In-house games\. Ends /)).toBeVisible();
  await expect(mine).toHaveText(/^Your rank: 1 · /);
  const prize = PRIZES[0] as number;
  const row = ranking.getByRole('row').filter({ hasText: 'pe*ro' });
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expect(row.getByRole('cell').last()).toHaveText(`₱${(prize / 100).toFixed(2)}`);
  const before = await walletCents(page);

  // The next day (the test clock): the operator settles the day that ended; a second press pays nothing.
  const moved = await fetch(`${serverUrl}/ops/test/clock`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ offsetMs: untilNextManilaNoon() }),
  });
  expect(moved.ok).toBe(true);
  const settled = (await ops('POST', '/ops/leaderboard/settle')) as { periods: number; paidCents: number };
  expect(settled.periods).toBe(1);
  expect(settled.paidCents).toBe(prize);
  expect(await ops('POST', '/ops/leaderboard/settle')).toMatchObject({ periods: 0 });

  // The session may have expired over the day: sign in again.
  await page.evaluate(() => sessionStorage.clear());
  await logIn(page, 'pedro', 'Member1234', '/m/home');
  await openLeaderboardTab(page);
  const won = winners.getByRole('row').filter({ hasText: 'pe*ro' });
  await expect(won.getByRole('cell').last()).toHaveText(`₱${(prize / 100).toFixed(2)}`);
  await expect(winners.getByRole('row')).toHaveCount(2);
  // Nothing played today yet: the new day's board starts empty for him.
  await expect(ranking.getByTestId('leaderboard-my-rank')).toHaveText(
    'You are not ranked yet: play to join the board.',
  );
  expect(await walletCents(page)).toBe(before + prize);
});
