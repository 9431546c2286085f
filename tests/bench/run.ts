// `npm run bench`: measured figures for the budgets of DESIGN.md section 7. Needs a build (`npm run build`).
// Prints a table; exits non-zero only when it cannot measure, never on a slow figure.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 8290);
const BASE = `http://127.0.0.1:${PORT}`;

if (!existsSync('dist/index.html')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}

async function waitFor(url: string, timeoutMs: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - start;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

const startedAt = performance.now();
const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: mkdtempSync(join(tmpdir(), 'swerte-bench-')) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const results: [string, string, string][] = [];

try {
  await waitFor(`${BASE}/wps/system/template`, 120_000);
  results.push([
    'server cold start (migrate + seed, fresh PGlite)',
    `${((performance.now() - startedAt) / 1000).toFixed(2)} s`,
    '—',
  ]);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => null);
    if (body) scripts.set(res.url(), gzipSync(body).length);
  });
  await page.goto(`${BASE}/m/home`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const gzipKiB = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
  results.push([
    'JS loaded for /m/home (gzip)',
    `${gzipKiB.toFixed(1)} KiB in ${scripts.size} files`,
    '≤ 130 KiB',
  ]);
  await browser.close();
} finally {
  server.kill('SIGTERM');
}

const width = Math.max(...results.map((r) => r[0].length));
console.log(`\n${'measure'.padEnd(width)}  figure                 budget`);
for (const [name, figure, budget] of results)
  console.log(`${name.padEnd(width)}  ${figure.padEnd(22)} ${budget}`);
