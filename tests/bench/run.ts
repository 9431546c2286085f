// `npm run bench`: measured figures for the budgets of DESIGN.md section 7. Needs a build (`npm run build`).
// Prints a table; exits non-zero only when it cannot measure, never on a slow figure.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { lighthouseRows } from './lighthouse.ts';
import { waitFor } from './wait.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8290);
/** "Until the network settles": this long with no request in flight (at most SETTLED_MAX_MS). */
const SETTLED_QUIET_MS = 2000;
const SETTLED_MAX_MS = 20_000;
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// The server serves DIST_DIR (default ./dist): the same variable points the bench at another build.
if (!existsSync(join(process.env.DIST_DIR ?? 'dist', 'index.html'))) {
  console.error('No build found: run `npm run build` first (or set DIST_DIR to a build).');
  process.exit(2);
}

function startNode(script: string, port: number, env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn('node', ['--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const results: [string, string, string][] = [];
const firstTilePainted = () => {
  const img = document.querySelector<HTMLImageElement>('[role="tabpanel"] img');
  return !!img && img.complete && img.naturalWidth > 0;
};
const startedAt = performance.now();
const server = startNode('server/main.ts', PORT, { DATA_DIR: mkdtempSync(join(tmpdir(), 'swerte-bench-')) });
const children: ChildProcess[] = [server];

try {
  await waitFor(`${BASE}/wps/system/template`, 120_000);
  const coldStart = (performance.now() - startedAt) / 1000;
  results.push(['server cold start (migrate + seed, fresh PGlite)', `${coldStart.toFixed(2)} s`, '—']);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  // The first visit of a phone, no service worker: what a new player downloads.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
    locale: 'fil-PH',
  });
  const page = await context.newPage();
  const scripts: { url: string; at: number; gzip: number }[] = [];
  // The network settles when nothing has been in flight for SETTLED_QUIET_MS (every request counted).
  let inFlight = 0;
  let lastActivity = performance.now();
  const touch = () => {
    lastActivity = performance.now();
  };
  page.on('request', () => {
    inFlight++;
    touch();
  });
  const done = () => {
    inFlight--;
    touch();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const at = performance.now();
    const body = await res.body().catch(() => null);
    if (body) scripts.push({ url: res.url(), at, gzip: gzipSync(body).length });
  });
  const navStart = performance.now();
  await page.goto(`${BASE}/m/home`);
  // Interactive: the first game tile of the popular games has painted (the lobby is usable).
  await page.waitForFunction(firstTilePainted);
  const interactiveAt = performance.now();
  while (performance.now() - navStart < SETTLED_MAX_MS) {
    if (inFlight <= 0 && performance.now() - lastActivity >= SETTLED_QUIET_MS) break;
    await page.waitForTimeout(100);
  }
  const settledAt = lastActivity;
  await page.waitForTimeout(Math.max(0, navStart + 6000 - performance.now())); // the lazy parts (Swiper)
  const kib = (list: typeof scripts) => list.reduce((a, s) => a + s.gzip, 0) / 1024;
  const before = scripts.filter((s) => s.at <= interactiveAt);
  const settled = scripts.filter((s) => s.at <= settledAt);
  if (process.env.BENCH_VERBOSE) {
    for (const s of scripts)
      console.log(
        `${Math.round(s.at - navStart)} ms  ${(s.gzip / 1024).toFixed(1)} KiB  ${s.url.split('/').pop()}${s.at <= interactiveAt ? '  (before interactive)' : s.at <= settledAt ? '  (before settled)' : ''}`,
      );
    console.log(`settled at ${Math.round(settledAt - navStart)} ms`);
  }
  results.push([
    'JS loaded before /m/home is interactive (gzip)',
    `${kib(before).toFixed(1)} KiB in ${before.length} files = ${(kib(before) / 115).toFixed(2)} x budget`,
    '≤ 115 KiB',
  ]);
  results.push([
    `JS loaded by /m/home until the network settles (${SETTLED_QUIET_MS / 1000} s quiet)`,
    `${kib(settled).toFixed(1)} KiB in ${settled.length} files = ${(kib(settled) / 130).toFixed(2)} x budget`,
    '≤ 130 KiB',
  ]);
  results.push([
    'JS loaded by /m/home within 6 s, lazy parts included',
    `${kib(scripts).toFixed(1)} KiB in ${scripts.length} files`,
    '—',
  ]);
  results.push([
    'first game tile painted after navigation (no cache)',
    `${Math.round(interactiveAt - navStart)} ms`,
    '—',
  ]);
  await context.close();

  // Offline reopen of a cached lobby: a returning player (worker installed, lobby persisted) on no network.
  const returning = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fil-PH' });
  const again = await returning.newPage();
  await again.goto(`${BASE}/m/home`);
  // The worker registers a moment after the first paint: wait until it controls the page.
  for (let i = 0; i < 300; i++) {
    const ready = await again.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return reg?.active?.state === 'activated' && !!navigator.serviceWorker.controller;
    });
    if (ready) break;
    await again.waitForTimeout(100);
  }
  await again.reload(); // now controlled by the worker from the first request on
  await again.waitForFunction(firstTilePainted);
  await again.waitForTimeout(2000); // the persister writes at most once a second
  await returning.setOffline(true);
  // Median of 10 cold reloads with no network: the page's own clock at the tile image's response.
  const reopens: number[] = [];
  for (let i = 0; i < 10; i++) {
    await again.reload();
    await again.waitForFunction(firstTilePainted);
    reopens.push(
      await again.evaluate(() => {
        const img = document.querySelector<HTMLImageElement>('[role="tabpanel"] img');
        const entry = img ? performance.getEntriesByName(img.currentSrc)[0] : undefined;
        return entry instanceof PerformanceResourceTiming ? entry.responseEnd : performance.now();
      }),
    );
  }
  reopens.sort((a, b) => a - b);
  results.push([
    'offline reopen: first game tile after navigation (median of 10)',
    `${Math.round(((reopens[4] ?? 0) + (reopens[5] ?? 0)) / 2)} ms (max ${Math.round(reopens[9] ?? 0)} ms)`,
    '≤ 500 ms',
  ]);
  await browser.close();

  if (process.env.BENCH_LIGHTHOUSE !== '0') results.push(...(await lighthouseRows(BASE)));
} finally {
  for (const child of children) child.kill('SIGTERM');
}

const width = Math.max(...results.map((r) => r[0].length));
console.log(`\n${'measure'.padEnd(width)}  ${'figure'.padEnd(30)} budget`);
for (const [name, figure, budget] of results)
  console.log(`${name.padEnd(width)}  ${figure.padEnd(30)} ${budget}`);
