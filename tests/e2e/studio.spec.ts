import { expect, type Page, test } from '@playwright/test';
import { logIn } from './journey.ts';

// The in-house studio: a member opens the slot from a launch link, spins, rotates the seed
// and verifies a round in the browser, then returns to the lobby whose header shows the new balance;
// and one dice roll. The demo member's balance is shared with lottery.spec.ts, so balances are compared
// with the play answers, never with fixed figures.

const login = (page: Page) => logIn(page, 'demo', 'Demo1234', '/m/home');

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

const launchUrl = (gameId: string, nodeId: number) =>
  `/m/launchGame?code=SWERTE&gameId=${gameId}&nodeId=${nodeId}&pageBack=/m/home`;

const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const shownBalance = async (page: Page) => cents(await page.getByTestId('studio-balance').textContent());

/** Clicks a play button and answers the play call's balance once the screen shows it. */
async function playOnce(page: Page, button: string): Promise<number> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/studio/play');
  await page.getByRole('button', { name: button, exact: true }).click();
  const body = await (await answer).json();
  expect(body.successful).toBe(true);
  const balance = body.value.balanceCents as number;
  await expect.poll(() => shownBalance(page)).toBe(balance);
  await expect(page.getByRole('button', { name: button, exact: true })).toBeEnabled();
  return balance;
}

test('spins the slot, verifies a round after rotating, and the lobby shows the new balance', async ({
  page,
}) => {
  await login(page);
  await page.goto(launchUrl('swerte-slots', await nodeIdOf(page, 'swerte-slots')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swerte Slots');
  await expect(page.getByTestId('studio-balance')).toHaveText(/\d\.\d\d$/);
  await expect(page.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);

  let balance = await shownBalance(page);
  for (let i = 0; i < 3; i++) {
    // No single spin nets zero (no line pays exactly the total bet), so each one moves the balance.
    const next = await playOnce(page, 'Spin');
    expect(next).not.toBe(balance);
    balance = next;
  }
  await expect(page.getByTestId('round')).toHaveCount(3);
  await expect(page.getByTestId('round').first()).toContainText('Seed live');

  const hash = await page.getByTestId('seed-hash').textContent();
  await page.getByRole('button', { name: 'Rotate seed' }).click();
  await expect(page.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('seed-hash')).not.toHaveText(hash ?? '');
  const newest = page.getByTestId('round').first();
  await newest.getByRole('button', { name: /^Verify round/ }).click();
  await expect(newest).toContainText('✓ Verified');

  await page.getByRole('button', { name: 'Back to lobby' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const header = page.getByRole('banner').locator('span', { hasText: 'Balance' }).first();
  await expect.poll(async () => cents(await header.textContent())).toBe(balance);

  // The launch put the game at the front of the member's recent games.
  await page.goto('/m/gameList?gameType=INHOUSE&tab=recent&lang=EN');
  await expect(page.getByRole('tabpanel').getByText('Swerte Slots').first()).toBeVisible();
});

test('rolls the dice once and shows the result and the balance', async ({ page }) => {
  await login(page);
  await page.goto(launchUrl('swerte-dice', await nodeIdOf(page, 'swerte-dice')));
  await expect(page.getByTestId('studio-balance')).toHaveText(/\d\.\d\d$/);
  await expect(page.getByText('49.50%')).toBeVisible();
  const before = await shownBalance(page);
  const after = await playOnce(page, 'Roll');
  expect(after).not.toBe(before);
  await expect(page.getByRole('status').filter({ hasText: /^Rolled \d{1,2}\.\d\d/ })).toBeVisible();
});

test('a link to an unknown game explains itself and leads back to the lobby', async ({ page }) => {
  await login(page);
  await page.goto('/m/launchGame?code=SWERTE&gameId=no-such-game&nodeId=999999&pageBack=/m/home');
  await expect(page.getByRole('alert')).toContainText('This game could not be found.');
  // No such game: a retry cannot help, so none is offered.
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to lobby' }).last().click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the in-house lotto opens the lottery pages on its own lottery', async ({ page }) => {
  await login(page);
  await page.goto(launchUrl('SWERTE-LOTTO', await nodeIdOf(page, 'SWERTE-LOTTO')));
  await expect(page).toHaveURL(/\/m\/startLottery\?code=SWERTE-LOTTO$/);
});
