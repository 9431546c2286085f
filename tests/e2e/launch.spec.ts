import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { E2E_UNCONFIGURED, E2E_VENDOR_ORIGIN, E2E_VENDORS, MAIN_PORT } from './env.ts';
import { closeNoticeIfShown } from './notice.ts';

// Third-party launches: a member's hot-match Play goes to the vendor's signed launch URL with
// the match's room; a free-trial player is turned away from third-party games in Filipino (the
// default language) and offered a real account, after which the same launch goes through. The
// vendors of the main server (E2E_VENDORS) launch on https://vendor.invalid, answered here. And the
// lobby offers no tile that cannot open: every offered vendor's first game opens, the rest are absent.

interface HotMatch {
  league: string;
  homeTeam: string;
  vendor: string;
  roomId: string;
  nodeId: number;
}

const REFUSAL = 'Mag-log in gamit ang totoong account para magamit ang function na ito.';

async function hotMatches(page: Page): Promise<HotMatch[]> {
  const res = await page.request.get('/wps/game/hotMatches');
  expect(res.ok()).toBe(true);
  return (await res.json()).value as HotMatch[];
}

/** Answers the vendor's launch page with a tiny page; returns the launch request once made. */
async function vendorLaunch(page: Page): Promise<() => Promise<URL>> {
  await page.route(`${E2E_VENDOR_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Vendor</title><h1>Vendor game</h1>',
    }),
  );
  const request = page.waitForRequest((r) => r.url().startsWith(`${E2E_VENDOR_ORIGIN}/`));
  return async () => new URL((await request).url());
}

/** The launch URL carries the match's room, the player and PHP, signed with the vendor's secret. */
function expectSignedMatchLaunch(url: URL, match: HotMatch) {
  const vendor = E2E_VENDORS.find((v) => v.code === match.vendor);
  if (!vendor) throw new Error(`${match.vendor} is not configured for e2e`);
  expect(`${url.origin}${url.pathname}`).toBe(vendor.launchUrl);
  const { sign, ...params } = Object.fromEntries(url.searchParams);
  expect(params.roomId).toBe(match.roomId);
  expect(params.gameId).toBeTruthy();
  expect(params.gameId).not.toBe(match.roomId);
  expect(params.playerId).toMatch(/^\d+$/);
  expect(params.currency).toBe('PHP');
  expect(params.token).toBeTruthy();
  expect(params.returnUrl).toBe(`http://127.0.0.1:${MAIN_PORT}/m/home`);
  // HMAC-SHA256(secret, parameters sorted by name as URL-encoded `k=v`, joined by `&`), computed here.
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(params[k] ?? '')}`)
    .join('&');
  expect(sign).toBe(createHmac('sha256', vendor.secret).update(canonical).digest('hex'));
}

/** Opens the hot match in view on home and presses Play; answers the match. */
async function playHotMatch(page: Page, play: string): Promise<HotMatch> {
  const matches = await hotMatches(page);
  const row = page.locator('section[aria-roledescription="carousel"] li:not([inert]) button');
  const text = await row.innerText();
  const match = matches.find((m) => text.includes(m.homeTeam));
  if (!match) throw new Error(`no hot match in "${text}"`);
  await row.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(match.league);
  await dialog.getByRole('button', { name: play, exact: true }).click();
  return match;
}

async function logInAsDemo(page: Page, button: string) {
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: button, exact: true }).click();
}

async function startTrial(page: Page) {
  await page.goto('/m/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await page.getByRole('button', { name: 'Subukang maglaro' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeNoticeIfShown(page);
}

/** Every request the page makes to the (intercepted) vendor, in order. */
function recordVendorCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(E2E_VENDOR_ORIGIN)) calls.push(r.url());
  });
  return calls;
}

test("a member's hot-match Play opens the vendor's signed launch URL with the match's room", async ({
  page,
}) => {
  await page.goto('/m/login?lang=EN');
  await logInAsDemo(page, 'Log in');
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeNoticeIfShown(page);
  const launched = await vendorLaunch(page);
  const match = await playHotMatch(page, 'Play');
  const url = await launched();
  expectSignedMatchLaunch(url, match);
  await expect(page).toHaveURL(/^https:\/\/vendor\.invalid\/launch\?/);
  await expect(page.getByRole('heading', { name: 'Vendor game' })).toBeVisible();
});

test('a free-trial player opening a third-party slot is refused in Filipino, with a way to a real account', async ({
  page,
}) => {
  const vendorCalls = recordVendorCalls(page);
  await startTrial(page);
  await page.goto('/m/gameList?gameType=RNG');
  const tile = page.getByTestId('game-tile').first();
  await expect(tile).toBeVisible();
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/game/launch');
  await tile.getByRole('button').first().click();
  expect(await (await refused).json()).toMatchObject({ successful: false, code: 'trial.vendor.refused' });

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Hindi mabuksan ang laro');
  await expect(alert).toContainText(REFUSAL);
  // A retry cannot help: the way forward is a real account.
  await expect(alert.getByRole('link', { name: 'Mag-login' })).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Magrehistro' })).toHaveAttribute('href', '/m/register');
  await expect(alert.getByRole('button', { name: 'Subukang muli' })).toHaveCount(0);
  await alert.getByRole('button', { name: 'Bumalik sa lobby' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(vendorCalls).toEqual([]);
});

test('a refused trial logs in from the launch page and the hot match then opens at the vendor', async ({
  page,
}) => {
  const vendorCalls = recordVendorCalls(page);
  await startTrial(page);
  const match = await playHotMatch(page, 'Maglaro');
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(REFUSAL);
  expect(vendorCalls).toEqual([]);

  // Log in comes back to this very launch, now as a member.
  await alert.getByRole('link', { name: 'Mag-login' }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  expect(decodeURIComponent(page.url())).toContain(`gameId=${match.roomId}`);
  const launched = await vendorLaunch(page);
  await logInAsDemo(page, 'Mag-login');
  expectSignedMatchLaunch(await launched(), match);
  await expect(page.getByRole('heading', { name: 'Vendor game' })).toBeVisible();
});

test("the lobby offers no tile that cannot open: each vendor's first game opens, unconfigured ones are absent", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/m/login?lang=EN');
  await logInAsDemo(page, 'Log in');
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeNoticeIfShown(page);
  await page.route(`${E2E_VENDOR_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Vendor</title><h1>Vendor game</h1>',
    }),
  );

  // The game lobby's directory names no unconfigured vendor.
  await page.goto('/m/gameLobby?lang=EN');
  await expect(page.getByRole('link', { name: 'PG Soft' }).first()).toBeVisible();
  for (const name of ['Pragmatic Play', 'Kingmaker', 'GPK Lotto'])
    await expect(page.getByRole('link', { name })).toHaveCount(0);

  const res = await page.request.get('/wps/game/vendors', { headers: { Merchant: 'SWERTE' } });
  const config = (await res.json()).value as {
    sorting: { gameCategory: string; vendorNames: { vassalage: string; name: string }[] }[];
  };
  const offered = config.sorting.flatMap((s) => s.vendorNames.map((v) => v.vassalage));
  for (const code of E2E_UNCONFIGURED) expect(offered).not.toContain(code);

  // A game opened: the vendor's page, a studio table, or (the lotto's tile) the lottery pages.
  const opened = page.getByRole('heading', { name: 'Vendor game' }).or(page.getByTestId('studio-balance'));
  const expectOpened = (what: string) =>
    expect(async () => {
      if (/\/m\/(startLottery|lottery)\b/.test(page.url())) return;
      await expect(opened, what).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  for (const { gameCategory, vendorNames } of config.sorting) {
    // The lottery category's vendors lead to the lottery pages (lottery.spec.ts plays them).
    if (gameCategory === 'LOTT') continue;
    for (const vendor of vendorNames) {
      await page.goto(`/m/gameList?gameType=${gameCategory}&vendor=${vendor.vassalage}&lang=EN`);
      const tile = page.getByTestId('game-tile').first();
      await expect(tile, `${gameCategory} ${vendor.name}`).toBeVisible();
      await tile.getByRole('button').first().click();
      await expectOpened(`${gameCategory} ${vendor.name}`);
    }
  }
});
