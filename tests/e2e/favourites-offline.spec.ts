import { expect, type Page, test } from '@playwright/test';
import { registerThroughForm } from './auth-helpers.ts';

// Favourites without a connection: a member's stars set offline show at once, the page
// says they wait for the connection, and back online the server ends with the player's last choice.

type Game = { nodeId: number; gameName: string };

const SLOTS = '/m/gameList?gameType=RNG&lang=EN';

const tiles = (page: Page) => page.getByTestId('game-tile');
/** The star of the game called `name`, by its accessible name (the windowed grid re-renders rows). */
const starOf = (page: Page, name: string) =>
  page.getByRole('button', { name: `Favourite: ${name}`, exact: true });

/** The member's favourite ids as the server has them, asked with the page's own session. */
const serverFavourites = (page: Page) =>
  page.evaluate(async () => {
    const token = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string;
    const res = await fetch('/wps/game/favourite/ids', { headers: { Token: token, Merchant: 'SWERTE' } });
    return ((await res.json()).value as number[]).slice().sort();
  });

test('stars set offline show at once and reach the server when the connection returns', async ({
  page,
  context,
}) => {
  await registerThroughForm(page, 'f');
  const favouriteIds = page.waitForResponse((r) => r.url().includes('/wps/game/favourite/ids') && r.ok());
  await page.goto(SLOTS);
  // The list's first page comes with the page itself (server/site/boot.ts): the same answer as the API's.
  const firstPage = await page.request.get(
    '/wps/game/list?merchant=SWERTE&clientType=2&platform=html5&gameType=RNG&pageNo=1&pageSize=26&language=EN',
  );
  const games = (await firstPage.json()).value.games as Game[];
  await favouriteIds; // the stars start from the server's (empty) list
  // Three games whose names tell them apart.
  const distinct = games.filter((g, i) => games.findIndex((o) => o.gameName === g.gameName) === i);
  const [kept, undone, dropped] = distinct.slice(0, 3) as [Game, Game, Game];
  await expect(starOf(page, dropped.gameName)).toBeVisible();

  // Online: star the game that will be unstarred offline.
  const added = page.waitForResponse(
    (r) => r.url().endsWith('/wps/game/favourite') && r.request().method() === 'POST',
  );
  await starOf(page, dropped.gameName).click();
  expect((await added).ok()).toBe(true);
  await expect(starOf(page, dropped.gameName)).toHaveAttribute('aria-pressed', 'true');

  await context.setOffline(true);
  await starOf(page, kept.gameName).click(); // add
  await starOf(page, undone.gameName).click(); // add …
  await starOf(page, undone.gameName).click(); // … and take back
  await starOf(page, dropped.gameName).click(); // remove
  await expect(starOf(page, kept.gameName)).toHaveAttribute('aria-pressed', 'true');
  await expect(starOf(page, undone.gameName)).toHaveAttribute('aria-pressed', 'false');
  await expect(starOf(page, dropped.gameName)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('favourites-waiting')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('favourites-waiting')).toBeHidden();
  await expect.poll(() => serverFavourites(page)).toEqual([kept.nodeId]);

  // A fresh load shows the server's state: only the game starred offline is a favourite.
  await page.reload();
  await expect(starOf(page, kept.gameName)).toHaveAttribute('aria-pressed', 'true');
  await expect(starOf(page, undone.gameName)).toHaveAttribute('aria-pressed', 'false');
  await expect(starOf(page, dropped.gameName)).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first()).toContainText(kept.gameName);
});
