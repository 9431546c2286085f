import { expect, type Page, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { logIn, ownServerJourney } from './journey.ts';

// Missions (issue 14) on a server of their own, since balances change: the seeded mission asks for 3
// in-house rounds. Pedro sees it unfinished on /m/leaderBoard, spins the studio's slot three times, comes
// back to find it complete and himself on the ranking, claims it, and his balance goes up by the reward.

const journey = ownServerJourney(OWN_PORTS.missions);

/** The wallet balance of the member signed in on `page`, read with its own session. */
async function walletCents(page: Page): Promise<number> {
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token,
  );
  const res = await fetch(`${journey.server.url}/wps/member/wallet`, {
    headers: { Merchant: 'SWERTE', Token: String(token) },
  });
  const json = (await res.json()) as { successful: boolean; code: string; value: { sumBalance: number } };
  expect(json.successful, json.code).toBe(true);
  return json.value.sumBalance;
}

/** The catalogue's nodeId of an in-house game, through the public game list. */
async function nodeIdOf(page: Page, gameId: string): Promise<number> {
  const res = await page.request.get(
    '/wps/game/list?merchant=SWERTE&gameType=INHOUSE&vassalage=SWERTE&pageSize=100',
    { headers: { Merchant: 'SWERTE', Device: 'MOBILE', Language: 'EN' } },
  );
  expect(res.ok()).toBe(true);
  const games = (await res.json()).value.games as { gameId: string; nodeId: number }[];
  const game = games.find((g) => g.gameId === gameId);
  if (!game) throw new Error(`${gameId} is not in the INHOUSE list`);
  return game.nodeId;
}

test('pedro plays 3 in-house rounds, the mission shows complete, he claims it and his balance goes up', async ({
  page,
}) => {
  await logIn(page, 'pedro', 'Member1234', '/m/home');
  await page.goto('/m/leaderBoard');
  const mission = page.getByRole('region', { name: 'Play 3 Swerte Studio rounds' });
  await expect(mission.getByTestId('mission-progress')).toHaveText('0 / 3');
  await expect(mission.getByRole('button', { name: 'Not complete yet' })).toBeDisabled();
  await expect(mission.getByText('Play 3 rounds of In-house games')).toBeVisible();

  const nodeId = await nodeIdOf(page, 'swerte-slots');
  await page.goto(`/m/launchGame?code=SWERTE&gameId=swerte-slots&nodeId=${nodeId}&pageBack=/m/home`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swerte Slots');
  for (let i = 0; i < 3; i++) {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/studio/play');
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    expect((await (await answer).json()).successful).toBe(true);
    await expect(page.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
  }

  await page.goto('/m/leaderBoard');
  await expect(mission.getByTestId('mission-progress')).toHaveText('3 / 3');
  await expect(mission.getByTestId('mission-my-rank')).toContainText('Your rank: 1');
  await expect(mission.getByRole('row').nth(1)).toContainText('pe');

  const before = await walletCents(page);
  await mission.getByRole('button', { name: /^Claim / }).click();
  await expect(page.getByText(/^Mission reward of .+ added to your balance\.$/)).toBeVisible();
  await expect(mission.getByText('Reward claimed')).toBeVisible();
  expect(await walletCents(page)).toBe(before + 2_000);
});
