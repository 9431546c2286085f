import { expect, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { logIn, nodeIdOf, ownServerJourney } from './journey.ts';
import { clearOfManilaMidnight } from './manila-day.ts';

// Missions (issue 14) on a server of their own, since balances change: the seeded mission asks for 3
// in-house rounds. Pedro sees it unfinished on /m/leaderBoard, spins the studio's slot three times, comes
// back to find it complete and himself on the ranking, claims it, and his balance goes up by the reward.

const journey = ownServerJourney(OWN_PORTS.missions);

test('pedro plays 3 in-house rounds, the mission shows complete, he claims it and his balance goes up', async ({
  page,
}) => {
  // A daily mission's progress starts again at Manila's midnight.
  await clearOfManilaMidnight();
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

  const before = await journey.walletCents(page);
  await mission.getByRole('button', { name: /^Claim / }).click();
  await expect(page.getByText(/^Mission reward of .+ added to your balance\.$/)).toBeVisible();
  await expect(mission.getByText('Reward claimed')).toBeVisible();
  expect(await journey.walletCents(page)).toBe(before + 2_000);
});
