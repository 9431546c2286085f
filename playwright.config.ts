import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_OPS_TOKEN, E2E_PASSWORD_COST, E2E_VENDORS, MAIN_PORT, OPS_PORT } from './tests/e2e/env.ts';

// Two real servers on the production build (`npm run build` first): the main one for journeys (with the
// hot matches' sports vendors configured, E2E_VENDORS), and an operator one whose site config the
// tests switch (maintenance, region) without disturbing the others.
// Each run gets fresh databases; workers inherit the run id through the environment.
process.env.SWERTE_E2E_RUN ??= String(Date.now());

const server = (port: number, extraEnv: Record<string, string> = {}) => ({
  command: 'node --import tsx server/main.ts',
  url: `http://127.0.0.1:${port}/wps/system/template`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(tmpdir(), `swerte-e2e-${process.env.SWERTE_E2E_RUN}-${port}`),
    OPS_TOKEN: E2E_OPS_TOKEN,
    // The journeys set each programme up as an operator would (a seeded evening rain would meet theirs).
    SEED_PROGRAMMES: '0',
    ...extraEnv,
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    ...devices['Pixel 7'],
    // A worker installs by downloading the whole shell: only the journeys about it (pwa, install,
    // offline) allow one, so the others stay fast and their contexts close promptly.
    serviceWorkers: 'block',
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    locale: 'fil-PH',
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // Debian's `chromium-headless-shell` (what Playwright's own headless Chromium is): the full
      // browser's headless mode also runs its window UI, and the journeys took three times as long.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    server(MAIN_PORT, { VENDORS: JSON.stringify(E2E_VENDORS), PASSWORD_COST: E2E_PASSWORD_COST }),
    server(OPS_PORT, { VENDORS: JSON.stringify(E2E_VENDORS) }),
  ],
});
