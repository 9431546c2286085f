// What the journeys on a server of their own share: the server's life around a serial file, the
// operator's calls to it, and a member's login through the form.
import { expect, type Page, test } from '@playwright/test';
import { E2E_OPS_TOKEN } from './env.ts';
import { ownServerForFile } from './own-server.ts';

/** An operator's headers: the ops token, and the name the audit shows. */
export const OPS_HEADERS = { Authorization: `Bearer ${E2E_OPS_TOKEN}`, 'X-Operator': 'e2e' };

export interface Journey {
  /** The journey's server (up once the file's beforeAll has run). */
  readonly url: string;
  /** An operator's call (ops token, X-Operator `e2e`): the parsed envelope, with its status. */
  ops(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; successful: boolean; code: string; value: unknown }>;
  /** The wallet balance of the member signed in on `page`, read with its own session. */
  walletCents(page: Page): Promise<number>;
}

/**
 * Call at the top of a journey file: its tests run one after the other on a server of their own on
 * `port` (a copy of the run's seeded database: own-server.ts), with `setUp` run once it is up.
 */
export function ownServerJourney(
  port: number,
  setUp?: (journey: Journey) => Promise<void>,
  /** Extra environment of the server (e.g. PROTECTION_TEST_CLOCK=1). */
  env?: Record<string, string>,
): Journey {
  const url = ownServerForFile(port, env);
  const journey: Journey = {
    url,
    async ops(method, path, body) {
      const res = await fetch(`${journey.url}${path}`, {
        method,
        headers: {
          ...OPS_HEADERS,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
      const json = (await res.json()) as { successful: boolean; code: string; value: unknown };
      return { status: res.status, ...json };
    },
    async walletCents(page) {
      const token = await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token,
      );
      const res = await fetch(`${journey.url}/wps/member/wallet`, {
        headers: { Merchant: 'SWERTE', Token: String(token) },
      });
      const json = (await res.json()) as { successful: boolean; code: string; value: { sumBalance: number } };
      expect(json.successful, json.code).toBe(true);
      return json.value.sumBalance;
    },
  };
  test.describe.configure({ timeout: 90_000 });
  if (setUp) test.beforeAll(() => setUp(journey));
  test.use({ baseURL: url });
  return journey;
}

/** Logs in through the form (English) and waits to land on `to` (path and query). */
export async function logIn(page: Page, account: string, password: string, to: string) {
  await page.goto(`/m/login?lang=EN&redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('Username').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === to);
}

/**
 * The first login of an account an agent opened (issue 35): the agent's password, then the member's own on
 * the first-password screen, which goes on to `to`.
 */
export async function logInFirstTime(page: Page, account: string, agents: string, own: string, to: string) {
  await page.goto(`/m/login?lang=EN&redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('Username').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(agents);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => `${url.pathname}${url.search}` === `/m/firstPassword?redirect=${encodeURIComponent(to)}`,
  );
  await page.getByLabel('New password', { exact: true }).fill(own);
  await page.getByLabel('Confirm new password').fill(own);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === to);
}

/** The catalogue's nodeId of an in-house game, through the public game list. */
export async function nodeIdOf(page: Page, gameId: string): Promise<number> {
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

/** The balance in the home header, in cents, once it shows a figure (opens /m/home). */
export async function headerBalance(page: Page): Promise<number> {
  await page.goto('/m/home');
  const balance = page.getByRole('banner').locator('span', { hasText: 'Balance' }).first();
  await expect(balance).toHaveText(/\d\.\d\d$/);
  return Number(((await balance.textContent()) ?? '').replace(/[^\d]/g, ''));
}
