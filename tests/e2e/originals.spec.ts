import { randomUUID } from 'node:crypto';
import { expect, type Page, type Response, test } from '@playwright/test';
import type { Round } from '../../src/shared/schemas/studio.ts';
import { registerThroughForm } from './auth-helpers.ts';
import { nodeIdOf, OPS_HEADERS } from './journey.ts';
import { closeNoticeIfShown } from './notice.ts';

// Swerte Originals: a new member, funded by an operator, plays a round of plinko, keno and the color
// game, each moving the balance by exactly the round's result; after a seed rotation each round is
// verified in the browser from the revealed seed, and re-played on the public fairness page. Another plays
// the live games, crash and mines (the stake taken when the round opens, the win paid when it ends), and
// checks both the same way. A free trial plays plinko and crash with FUN money. Each member is the
// journey's own, so no other journey's bets can move the balance in between.

const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const shownBalance = async (page: Page) => cents(await page.getByTestId('studio-balance').textContent());
const launchUrl = (gameId: string, nodeId: number) =>
  `/m/launchGame?code=SWERTE&gameId=${gameId}&nodeId=${nodeId}&pageBack=/m/home`;

async function registerFunded(page: Page): Promise<void> {
  const name = await registerThroughForm(page, 'o');
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

const isPath = (r: Response, path: string) => new URL(r.url()).pathname === path;

/**
 * Opens a live round with Bet and ends it with `finish`: the start answers the balance less the stake, the
 * end the balance with the win paid, and the table shows each. `shownOpen`: the round stays open until
 * `finish` ends it, so the balance after the stake can be seen (an automatic cash-out may end it first).
 */
async function playLive(page: Page, finish: () => Promise<void>, shownOpen = true): Promise<Round> {
  const before = await shownBalance(page);
  const started = page.waitForResponse((r) => isPath(r, '/wps/studio/start'));
  const settled = page.waitForResponse(
    async (r) => isPath(r, '/wps/studio/act') && (await r.json()).value?.state === 'settled',
  );
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const start = await (await started).json();
  expect(start.successful).toBe(true);
  expect(start.value.balanceCents).toBe(before - start.value.live.betCents);
  if (shownOpen) await expect.poll(() => shownBalance(page)).toBe(start.value.balanceCents);
  await finish();
  const { value } = await (await settled).json();
  expect(value.round.betCents).toBe(start.value.live.betCents);
  expect(value.balanceCents).toBe(before - value.round.betCents + value.round.winCents);
  await expect.poll(() => shownBalance(page)).toBe(value.balanceCents);
  return value.round;
}

/** A crash multiplier (x100) as the table and the fairness page write it: ×1.87 (below 1.00: ×1.00). */
const crashTimes = (x100: number) => `×${(Math.max(100, x100) / 100).toFixed(2)}`;
const pesos = (cents: number) => `₱${(cents / 100).toFixed(2)}`;

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

test('a member plays crash and mines, and checks both rounds after rotating the seed', async ({ page }) => {
  test.setTimeout(120_000);
  await registerFunded(page);
  await closeNoticeIfShown(page);

  // Crash with an automatic cash-out at ×1.01: paid there by the server, unless it crashed below it.
  await open(page, 'swerte-crash', 'Swerte Crash');
  const committed = await page.getByTestId('seed-hash').textContent();
  await page.getByRole('group', { name: 'Bet' }).getByText('₱10.00', { exact: true }).click();
  const auto = page.getByLabel('Automatic cash-out (optional)');
  await auto.fill('0.5');
  await expect(auto).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeDisabled();
  await auto.fill('1.01');
  await expect(auto).toHaveAttribute('aria-invalid', 'false');
  const crash = await playLive(page, async () => undefined, false);
  if (crash.outcome.game !== 'crash') throw new Error('not a crash round');
  const { crashX100, autoX100, cashedX100 } = crash.outcome;
  expect(autoX100).toBe(101);
  expect(cashedX100).toBe(crashX100 >= 101 ? 101 : null);
  expect(crash.winCents).toBe(cashedX100 === null ? 0 : 1010);
  const crashStatus = page.getByRole('status').filter({ hasText: /^(Cashed out|Crashed) at/ });
  await expect(crashStatus).toHaveText(
    cashedX100 === null
      ? `Crashed at ${crashTimes(crashX100)}: no win this time.`
      : `Cashed out at ×1.01: you won ${pesos(crash.winCents)}`,
  );
  // Settled: the seed may rotate again, and a new bet is offered.
  await expect(page.getByRole('button', { name: 'Rotate seed' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled();

  // Mines: one tile, then cash out (unless it was a mine). A reload in between resumes the open round.
  await open(page, 'swerte-mines', 'Swerte Mines');
  await expect(page.getByRole('button', { name: 'Tile 1', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: '3', exact: true }).click();
  await page.getByRole('group', { name: 'Bet' }).getByText('₱10.00', { exact: true }).click();
  const mines = await playLive(page, async () => {
    // The seed cannot rotate while the round is open.
    await expect(page.getByRole('button', { name: 'Rotate seed' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Cash out/ })).toBeDisabled();
    const reveal = page.waitForResponse((r) => isPath(r, '/wps/studio/act'));
    await page.getByRole('button', { name: 'Tile 1', exact: true }).click();
    const step = await (await reveal).json();
    expect(step.successful).toBe(true);
    if (step.value.state === 'settled') return; // a mine: the round is lost
    await expect(page.getByRole('button', { name: 'Tile 1: gem' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Tile 1: gem' })).toBeVisible();
    const pays = Math.floor((1000 * step.value.live.mines.multiplierX100) / 100);
    await page.getByRole('button', { name: `Cash out ${pesos(pays)}` }).click();
  });
  const minesOutcome = mines.outcome;
  if (minesOutcome.game !== 'mines') throw new Error('not a mines round');
  expect(minesOutcome.revealed).toEqual([0]);
  expect(minesOutcome.minesAt).toHaveLength(3);
  // After the round every mine is shown.
  await expect(page.getByRole('button', { name: /^Tile \d+: mine$/ })).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: /^(Cashed out at|You hit a mine)/ })).toHaveText(
    minesOutcome.cashedX100 === null
      ? 'You hit a mine: no win this time.'
      : `Cashed out at ${crashTimes(minesOutcome.cashedX100)}: you won ${pesos(mines.winCents)}`,
  );

  // One rotation reveals the seed both rounds used: each verifies in the browser, and the fairness page
  // re-plays the crash point and the mines from the seeds alone, under the hash committed before the bets.
  await page.getByRole('button', { name: 'Rotate seed' }).click();
  await expect(page.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  const checks = [
    {
      gameId: 'swerte-mines',
      title: 'Swerte Mines',
      nonce: 1,
      outcome: `Mines on tiles ${minesOutcome.minesAt.map((t) => t + 1).join(', ')}`,
    },
    {
      gameId: 'swerte-crash',
      title: 'Swerte Crash',
      nonce: 0,
      outcome: crashX100 < 100 ? `Crashes at once, at ×1.00` : `Crashes at ${crashTimes(crashX100)}`,
    },
  ];
  for (const r of checks) {
    if (r.gameId !== 'swerte-mines') await open(page, r.gameId, r.title);
    const round = page.getByTestId('round').first();
    await round.getByRole('button', { name: `Verify round ${r.nonce}` }).click();
    await expect(round).toContainText('✓ Verified');
    await round.getByRole('link', { name: `Check round ${r.nonce} yourself` }).click();
    await expect(page).toHaveURL(/\/m\/fairness\?/);
    await expect(page.getByTestId('fair-hash')).toHaveText(committed ?? '');
    await expect(page.getByTestId('fair-outcome')).toContainText(r.outcome);
  }
  // The crash round's automatic cash-out came with the link: what it paid follows from the seeds.
  await expect(page.getByLabel(/^Automatic cash-out/)).toHaveValue('1.01');
  await expect(page.getByTestId('fair-pays')).toHaveText(cashedX100 === null ? '₱0.00' : '₱1.01');
});

test('a free trial plays a crash round with FUN money, cashing out by hand', async ({ page }) => {
  await page.goto('/m/login?lang=EN');
  await page.getByRole('button', { name: 'Test play' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeNoticeIfShown(page);
  await page.goto(launchUrl('swerte-crash', await nodeIdOf(page, 'swerte-crash')));
  await expect(page.getByTestId('studio-balance')).toHaveText(/^FUN [\d,]+\.\d\d$/);
  const round = await playLive(page, async () => {
    // At once: a crash below the multiplier shown by then ends the round first (and hides the button).
    await page
      .getByRole('button', { name: /^Cash out FUN \d/ })
      .click({ timeout: 3000 })
      .catch(() => undefined);
  });
  if (round.outcome.game !== 'crash') throw new Error('not a crash round');
  const { crashX100, cashedX100 } = round.outcome;
  if (cashedX100 !== null) {
    expect(cashedX100).toBeLessThanOrEqual(crashX100);
    await expect(page.getByRole('status').filter({ hasText: /^Cashed out/ })).toHaveText(
      `Cashed out at ${crashTimes(cashedX100)}: you won FUN ${(round.winCents / 100).toFixed(2)}`,
    );
  } else {
    await expect(page.getByRole('status').filter({ hasText: /^Crashed/ })).toHaveText(
      `Crashed at ${crashTimes(crashX100)}: no win this time.`,
    );
  }
});
