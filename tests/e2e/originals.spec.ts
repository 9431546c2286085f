import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { captchaCode, nextCaptchaId } from './auth-helpers.ts';
import { nodeIdOf, OPS_HEADERS } from './journey.ts';
import { closeNoticeIfShown } from './notice.ts';

// Swerte Originals: a new member, funded by an operator, plays a round of plinko, keno and the color
// game, each moving the balance by exactly the round's result; after a seed rotation each round is
// verified in the browser from the revealed seed. A free trial plays plinko with FUN money. The member
// is this journey's own, so no other journey's bets can move the balance in between.

const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const shownBalance = async (page: Page) => cents(await page.getByTestId('studio-balance').textContent());
const launchUrl = (gameId: string, nodeId: number) =>
  `/m/launchGame?code=SWERTE&gameId=${gameId}&nodeId=${nodeId}&pageBack=/m/home`;

async function registerFunded(page: Page): Promise<void> {
  const name = `o${Date.now().toString(36)}${Math.floor(Math.random() * 90 + 10)}`;
  const captchaId = nextCaptchaId(page);
  await page.goto('/m/register?lang=EN');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('Zebra7391q');
  await page.getByLabel('Confirm password').fill('Zebra7391q');
  await page.getByLabel('Verification code', { exact: true }).fill(await captchaCode(page, await captchaId));
  await page.getByRole('checkbox', { name: 'I confirm I am 21 years or older' }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const funded = await page.request.post('/ops/payments/adjustments', {
    headers: OPS_HEADERS,
    data: {
      account: name,
      direction: 'credit',
      amountCents: 20_000,
      note: 'e2e originals',
      requestId: randomUUID(),
    },
  });
  expect((await funded.json()).successful).toBe(true);
}

/** Plays one round with `button`; checks the shown balance moved by exactly its result. */
async function playRound(page: Page, button: string): Promise<void> {
  const before = await shownBalance(page);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/studio/play');
  await page.getByRole('button', { name: button, exact: true }).click();
  const { successful, value } = await (await answer).json();
  expect(successful).toBe(true);
  expect(value.balanceCents).toBe(before - value.round.betCents + value.round.winCents);
  await expect.poll(() => shownBalance(page)).toBe(value.balanceCents);
  await expect(page.getByTestId('round')).toHaveCount(1);
}

async function open(page: Page, gameId: string, title: string) {
  await page.goto(launchUrl(gameId, await nodeIdOf(page, gameId)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('studio-balance')).toHaveText(/₱[\d,]+\.\d\d$/);
  // The player is told the game's exact return.
  await expect(page.getByTestId('studio-rtp')).toHaveText(/Return to player: \d{2}\.\d\d/);
}

test('a member plays plinko, keno and the color game, and verifies each round after rotating the seed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerFunded(page);
  await closeNoticeIfShown(page);

  await open(page, 'swerte-plinko', 'Swerte Plinko');
  await page.getByRole('button', { name: 'High risk' }).click();
  await playRound(page, 'Drop the ball');
  await expect(page.getByRole('status').filter({ hasText: /^Landed on ×/ })).toBeVisible();

  await open(page, 'swerte-keno', 'Swerte Keno');
  await expect(page.getByRole('button', { name: 'Draw', exact: true })).toBeDisabled();
  for (const n of ['7', '21', '33']) await page.getByRole('button', { name: n, exact: true }).click();
  await expect(page.getByText('Pick up to 6 numbers (3 picked)')).toBeVisible();
  await playRound(page, 'Draw');
  await expect(page.getByRole('status').filter({ hasText: /of your 3 drawn/ })).toBeVisible();

  await open(page, 'swerte-color-game', 'Color Game');
  await page.getByText('Blue', { exact: true }).click();
  await playRound(page, 'Roll the dice');
  await expect(page.getByRole('status').filter({ hasText: /^The dice show/ })).toBeVisible();

  // One rotation reveals the seed all three rounds used: each verifies from it in the browser.
  await page.getByRole('button', { name: 'Rotate seed' }).click();
  await expect(page.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  for (const [gameId, title] of [
    ['swerte-color-game', 'Color Game'],
    ['swerte-keno', 'Swerte Keno'],
    ['swerte-plinko', 'Swerte Plinko'],
  ]) {
    if (gameId !== 'swerte-color-game') await open(page, gameId as string, title as string);
    const round = page.getByTestId('round').first();
    await round.getByRole('button', { name: /^Verify round/ }).click();
    await expect(round).toContainText('✓ Verified');
  }
});

test('a free trial drops plinko balls with FUN money, never pesos', async ({ page }) => {
  await page.goto('/m/login?lang=EN');
  await page.getByRole('button', { name: 'Test play' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeNoticeIfShown(page);
  await page.goto(launchUrl('swerte-plinko', await nodeIdOf(page, 'swerte-plinko')));
  await expect(page.getByTestId('studio-balance')).toHaveText(/^FUN [\d,]+\.\d\d$/);
  await expect(page.getByRole('radio', { name: /^FUN / }).first()).toBeAttached();
  await playRound(page, 'Drop the ball');
});
