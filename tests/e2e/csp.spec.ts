import { expect, type Page, test } from '@playwright/test';

// The app runs under the server's strict Content-Security-Policy (no inline script, no eval,
// frame-ancestors none): a visitor opens home, a game list and the login, logs in, opens the lottery
// list and an in-house studio game; any CSP violation (reported by the page's securitypolicyviolation
// event or Chromium's console message) fails the journey. The old-browser page works under it too.

/** Collects every violation of the page, across navigations. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  return violations;
}

test('home, a game list, login, the lottery and a studio game run without a CSP violation', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const violations = await watchCsp(page);

  const home = await page.goto('/m/home?lang=EN');
  const policy = home?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/unsafe-eval/);
  await expect(page.getByRole('navigation').first()).toBeVisible();

  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();

  await page.goto('/m/login?lang=EN');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto('/m/lottery?lang=EN');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // The in-house studio's slot, from a launch link (as tests/e2e/studio.spec.ts opens it).
  const res = await page.request.get(
    '/wps/game/list?merchant=SWERTE&gameType=INHOUSE&vassalage=SWERTE&pageSize=100',
    { headers: { Merchant: 'SWERTE', Device: 'MOBILE', Language: 'EN' } },
  );
  const games = (await res.json()).value.games as { gameId: string; nodeId: number }[];
  const slot = games.find((g) => g.gameId === 'swerte-slots');
  expect(slot).toBeTruthy();
  await page.goto(`/m/launchGame?code=SWERTE&gameId=swerte-slots&nodeId=${slot?.nodeId}&pageBack=/m/home`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swerte Slots');
  await expect(page.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);

  expect(violations).toEqual([]);
});

test('the watcher sees a violation (an injected inline script)', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/m/home?lang=EN');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});

test('the old-browser page shows under the CSP, without a violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.addInitScript(() => {
    // @ts-expect-error: removing a built-in on purpose, as tests/e2e/old-browser.spec.ts does
    delete Promise.allSettled;
  });
  await page.goto('/m/home?lang=EN');
  await expect(page.getByRole('heading', { name: 'Please update your browser' })).toBeVisible();
  expect(violations).toEqual([]);
});
