import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { captchaCode, nextCaptchaId } from './auth-helpers.ts';
import { nodeIdOf, OPS_HEADERS } from './journey.ts';
import { closeNoticeIfShown } from './notice.ts';

// Swerte Originals: a new member, funded by an operator, plays a round of plinko, keno and the color
// game, each moving the balance by exactly the round's result; after a seed rotation each round is
// verified in the browser from the revealed seed, and re-played on the public fairness page. A free trial plays plinko with FUN money. The member
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
  const committed = await page.getByTestId('seed-hash').textContent();
  await page.getByRole('button', { name: 'High risk' }).click();
  await playRound(page, 'Drop the ball');
  const landed = page.getByRole('status').filter({ hasText: /^Landed on ×/ });
  const plinkoTimes = /^Landed on ×([\d.]+)/.exec((await landed.textContent()) ?? '')?.[1];

  await open(page, 'swerte-keno', 'Swerte Keno');
  await expect(page.getByRole('button', { name: 'Draw', exact: true })).toBeDisabled();
  for (const n of ['7', '21', '33']) await page.getByRole('button', { name: n, exact: true }).click();
  await expect(page.getByText('Pick up to 6 numbers (3 picked)')).toBeVisible();
  await playRound(page, 'Draw');
  const kenoText =
    (await page
      .getByRole('status')
      .filter({ hasText: /of your 3 drawn/ })
      .textContent()) ?? '';
  const kenoHits = /^(\d) of your 3 drawn/.exec(kenoText)?.[1];

  await open(page, 'swerte-color-game', 'Color Game');
  await page.getByText('Blue', { exact: true }).click();
  await playRound(page, 'Roll the dice');
  const colorText =
    (await page
      .getByRole('status')
      .filter({ hasText: /^The dice show/ })
      .textContent()) ?? '';
  const dice = /^The dice show ([A-Za-z, ]+):/.exec(colorText)?.[1];

  // One rotation reveals the seed all three rounds used: each verifies from it in the browser, and the
  // public fairness page re-plays it from its seeds alone, to the same result under the committed hash.
  await page.getByRole('button', { name: 'Rotate seed' }).click();
  await expect(page.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  const rounds = [
    { gameId: 'swerte-color-game', title: 'Color Game', nonce: 2, outcome: `The dice show ${dice}` },
    { gameId: 'swerte-keno', title: 'Swerte Keno', nonce: 1, outcome: `(${kenoHits} hits)` },
    { gameId: 'swerte-plinko', title: 'Swerte Plinko', nonce: 0, outcome: 'The ball lands in slot' },
  ];
  for (const r of rounds) {
    if (r.gameId !== 'swerte-color-game') await open(page, r.gameId, r.title);
    const round = page.getByTestId('round').first();
    await round.getByRole('button', { name: /^Verify round/ }).click();
    await expect(round).toContainText('✓ Verified');
    await round.getByRole('link', { name: `Check round ${r.nonce} yourself` }).click();
    await expect(page).toHaveURL(/\/m\/fairness\?/);
    await expect(page.getByTestId('fair-hash')).toHaveText(committed ?? '');
    await expect(page.getByTestId('fair-outcome')).toContainText(r.outcome);
    if (r.gameId === 'swerte-plinko')
      await expect(page.getByTestId('fair-pays')).toHaveText(`₱${Number(plinkoTimes).toFixed(2)}`);
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
