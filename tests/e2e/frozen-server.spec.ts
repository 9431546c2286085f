import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { closeNotice } from './notice.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

// A server that accepts connections and never answers (frozen, overloaded, a broken proxy): calls
// time out and count as no answer, the page says the server cannot be reached, and it recovers by
// itself once answers come again. A build of its own with a short timeout (VITE_REQUEST_TIMEOUT_MS)
// keeps the journey quick; the default is 15 s.

const BUILD = join(tmpdir(), `swerte-e2e-short-timeout-${process.env.SWERTE_E2E_RUN}`);
let server: OwnServer;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!existsSync(join(BUILD, 'index.html'))) {
    const res = spawnSync(
      'npx',
      ['vite', 'build', '--outDir', BUILD, '--emptyOutDir', '--logLevel', 'error'],
      { env: { ...process.env, VITE_REQUEST_TIMEOUT_MS: '2000' }, stdio: 'inherit' },
    );
    if (res.status !== 0) throw new Error('the short-timeout build failed');
  }
  server = await startOwnServer(OWN_PORTS.frozenServer, BUILD);
});

test.afterAll(async () => {
  await server?.dispose();
  rmSync(BUILD, { recursive: true, force: true });
});

test('with the server frozen, the page says it cannot be reached, then recovers when it answers', async ({
  page,
}) => {
  await page.goto(`${server.url}/m/home?lang=EN`);
  await closeNotice(page);
  await expect(page.getByRole('tabpanel').locator('img').first()).toBeVisible();

  // Connections accepted, never answered. The next tab's list is asked for and gets no answer.
  await page.route('**/wps/**', () => {});
  await page.getByRole('tab').nth(1).click();
  const panel = page.getByRole('tabpanel');
  const banner = page.getByText('The server cannot be reached.', { exact: false });
  await expect(banner).toBeVisible();
  await expect(panel.getByText('Games could not be loaded.', { exact: false })).toBeVisible();
  // What was already shown stays.
  await expect(page.getByRole('region', { name: 'Hot matches' })).toBeVisible();

  // Answers come again: the page notices by itself (its probe), the offline state goes and the list
  // that failed loads without a tap on "Try again".
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(banner).toHaveCount(0, { timeout: 30_000 });
  await expect(panel.locator('img').first()).toBeVisible();
});
