import { expect, type Page, type Request, test } from '@playwright/test';
import { registerThroughForm } from './auth-helpers.ts';
import { closeNoticeIfShown } from './notice.ts';
import { waitForActiveWorker } from './worker.ts';

// Practice offline: a member opens the Swerte Originals lobby online, loses the connection, and taps
// Swerte Dice, then Swerte Crash. The launcher cannot reach the server, so it offers practice: the same
// tables over a studio in the tab, with FUN money (FUN 2,000.00 to start, one balance for both games),
// each round moving it by exactly its result. Rotating the practice seed reveals it, and both rounds verify
// from it in the browser and on the fairness page. No call about them leaves the page, and back online the
// member's real account shows no round and the same balance.

// The lazy tables come from the service worker's precache once the network is gone.
test.use({ serviceWorkers: 'allow' });

const ORIGINALS = '/m/gameList?gameType=INHOUSE&lang=EN';
const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const shownBalance = async (page: Page) => cents(await page.getByTestId('studio-balance').textContent());

/** The member's own account, asked with the page's session (online): its balance and its studio rounds. */
const account = (page: Page) =>
  page.evaluate(async () => {
    const token = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string;
    const headers = { Token: token, Merchant: 'SWERTE' };
    const wallet = await (await fetch('/wps/member/wallet', { headers })).json();
    const rounds = await (await fetch('/wps/studio/rounds', { headers })).json();
    return { balance: wallet.value.sumBalance as number, rounds: (rounds.value as unknown[]).length };
  });

/** Taps a Swerte Originals tile with no connection and chooses practice; the table opens in FUN. */
async function practise(page: Page, name: string): Promise<void> {
  await page.getByTestId('game-tile').filter({ hasText: name }).first().click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  const offer = page.getByRole('status').filter({ hasText: 'We cannot reach the server' });
  await expect(offer).toContainText(`${name} needs a connection to play for real.`);
  await expect(offer).toContainText('nothing real is won or lost, and nothing is saved to your account');
  await offer.getByRole('button', { name: 'Practice offline' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('practice-marker')).toContainText('Practice · FUN');
  await expect(page.getByTestId('studio-balance')).toHaveText(/^FUN [\d,]+\.\d\d$/);
  // Play money only: no peso sign anywhere on the table, bets included.
  await expect(page.getByRole('radio', { name: /^FUN / }).first()).toBeAttached();
  await expect(page.locator('body')).not.toContainText('₱');
}

/** The newest history row's stake and win, in cents (`FUN 0.10 → FUN 0.19`). */
async function lastRound(page: Page): Promise<{ bet: number; win: number }> {
  const row = page.getByTestId('round').first();
  const [bet, win] = ((await row.textContent()) ?? '').match(/FUN [\d,]+\.\d\d/g) ?? [];
  return { bet: cents(bet ?? null), win: cents(win ?? null) };
}

test('offline, a member practises dice and crash with FUN money; nothing reaches the server', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await registerThroughForm(page, 'p');
  await closeNoticeIfShown(page);
  await waitForActiveWorker(page);
  await page.goto(ORIGINALS); // now under the worker: its precache holds every chunk
  await expect(page.getByTestId('game-tile').filter({ hasText: 'Swerte Dice' })).toBeVisible();
  const before = await account(page);

  // From here every call the page makes is watched: none may be about the games.
  const calls: Request[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/wps/')) calls.push(r);
  });
  await context.setOffline(true);

  // Dice: FUN 2,000.00 to start; one roll moves it by exactly the round's result.
  await practise(page, 'Swerte Dice');
  await expect(page.getByTestId('studio-balance')).toHaveText('FUN 2,000.00');
  const committed = await page.getByTestId('seed-hash').textContent();
  expect(committed).toMatch(/^[0-9a-f]{64}$/);
  await page.getByRole('group', { name: 'Bet' }).getByText('FUN 5.00', { exact: true }).click();
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Rolled \d/ })).toBeVisible();
  await expect(page.getByTestId('round')).toHaveCount(1);
  const dice = await lastRound(page);
  expect(dice.bet).toBe(500);
  await expect.poll(() => shownBalance(page)).toBe(200_000 - dice.bet + dice.win);
  const afterDice = await shownBalance(page);

  // Crash, still offline: the same FUN balance; an automatic cash-out at ×1.01 ends the round by itself.
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/gameList\?/);
  await practise(page, 'Swerte Crash');
  await expect.poll(() => shownBalance(page)).toBe(afterDice);
  await page.getByRole('group', { name: 'Bet' }).getByText('FUN 20.00', { exact: true }).click();
  await page.getByLabel('Automatic cash-out (optional)').fill('1.01');
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^(Cashed out|Crashed) at/ })).toBeVisible();
  await expect(page.getByTestId('round')).toHaveCount(1);
  const crash = await lastRound(page);
  expect(crash.bet).toBe(2000);
  expect([0, 2020]).toContain(crash.win);
  await expect.poll(() => shownBalance(page)).toBe(afterDice - crash.bet + crash.win);

  // Rotating reveals the practice seed: the crash round (nonce 1) verifies in the browser, and the fairness
  // page re-plays it from the seeds alone under the hash committed before the dice roll.
  await page.getByRole('button', { name: 'Rotate seed' }).click();
  await expect(page.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('seed-hash')).not.toHaveText(committed ?? '');
  const round = page.getByTestId('round').first();
  await round.getByRole('button', { name: 'Verify round 1' }).click();
  await expect(round).toContainText('✓ Verified');
  await round.getByRole('link', { name: 'Check round 1 yourself' }).click();
  await expect(page).toHaveURL(/\/m\/fairness\?/);
  await expect(page.getByTestId('fair-hash')).toHaveText(committed ?? '');
  await expect(page.getByTestId('fair-outcome')).toContainText(/Crashes/);

  // Back to the dice table: its round verifies too, and the balance is the tab's, kept across games.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/gameList\?/);
  await practise(page, 'Swerte Dice');
  await expect.poll(() => shownBalance(page)).toBe(afterDice - crash.bet + crash.win);
  const diceRound = page.getByTestId('round').first();
  await diceRound.getByRole('button', { name: 'Verify round 0' }).click();
  await expect(diceRound).toContainText('✓ Verified');

  const about = calls
    .map((r) => new URL(r.url()).pathname)
    .filter((p) => /^\/wps\/(studio|game\/launch)/.test(p));
  expect(about).toEqual([]);

  // Back online: the real game is offered, never forced; the account has no round and the same balance.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByRole('button', { name: 'Play for real' })).toBeVisible();
  await expect(page.getByTestId('practice-marker')).toBeVisible();
  expect(await account(page)).toEqual(before);
});
