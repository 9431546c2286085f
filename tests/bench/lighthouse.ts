// Lighthouse 12 in its default mobile profile (a mid-range phone: simulated slow 4G, CPU x4) against the
// production build a bench server serves, as a new player's phone sees it: /m/home as a visitor (median
// of LH_RUNS_HOME, default 5), then /m/login, /m/gameList?gameType=RNG and /m/mine logged in (median of
// LH_RUNS, default 3). Each run starts with no cache and no service worker; the logged-in runs keep only
// the tab's session (the app holds it in sessionStorage, so the same tab signs in, then is measured).
// The medians are the runs with the median performance score, reported whole (Lighthouse's own practice).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export type Row = [measure: string, figure: string, goal: string];

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's CPU benchmark of this machine during the run: the scores follow it (docs/performance.md). */
  benchmarkIndex: number;
}

const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function measure(url: string, page: Page, keepSession: boolean): Promise<Run> {
  if (keepSession) {
    // Storage is kept for the session: everything else a first visit lacks is cleared by hand.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage,indexeddb',
    });
    await cdp.detach();
  }
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: keepSession,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // LH_SAVE=dir keeps each run's report (open it in the Lighthouse viewer) to see what a figure comes from.
  if (process.env.LH_SAVE) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(join(process.env.LH_SAVE, name), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  // A run Lighthouse could not score (its runtime error says why) is reported, never counted as a 0.
  if (categories.performance?.score == null)
    throw new LighthouseFailed(result.lhr.runtimeError?.code ?? 'no performance score');
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

class LighthouseFailed extends Error {}

function medianRun(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Run;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function rows(label: string, measured: Measured, goal: number, full: boolean): Row[] {
  const { runs, failed } = measured;
  if (!runs.length) return [[`Lighthouse ${label}`, `no run scored (${failed.join(', ')})`, `≥ ${goal}`]];
  const m = medianRun(runs);
  const scores = runs.map((r) => r.performance).sort((a, b) => a - b);
  const failures = failed.length ? `; ${failed.length} failed: ${failed.join(', ')}` : '';
  const out: Row[] = [
    [
      `Lighthouse ${label}: performance (median of ${runs.length})`,
      `${m.performance} (runs ${scores.join(', ')}${failures}) = ${(m.performance / goal).toFixed(2)} x goal`,
      `≥ ${goal}`,
    ],
  ];
  if (full) {
    out.push(
      [`  ${label}: LCP`, seconds(m.lcp), '≤ 1.80 s'],
      [`  ${label}: TBT`, `${Math.round(m.tbt)} ms`, '≤ 150 ms'],
      [`  ${label}: CLS`, m.cls.toFixed(4), '0'],
      [`  ${label}: FCP`, seconds(m.fcp), '—'],
      [`  ${label}: accessibility, best practices`, `${m.accessibility}, ${m.bestPractices}`, '100, 100'],
      [
        `  ${label}: machine (Lighthouse CPU benchmark index)`,
        runs.map((r) => Math.round(r.benchmarkIndex)).join(', '),
        '—',
      ],
    );
  } else {
    out.push([
      `  ${label}: LCP, TBT, CLS, a11y, BP`,
      `${seconds(m.lcp)}, ${Math.round(m.tbt)} ms, ${m.cls.toFixed(4)}, ${m.accessibility}, ${m.bestPractices}`,
      '—',
    ]);
  }
  return out;
}

/** Signs the demo member in on this tab, through the login screen as a player would. */
async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/m/login?redirect=%2Fm%2Fmine`, { waitUntil: 'networkidle2' });
  await page.locator('input[autocomplete="username"]').fill('demo');
  await page.locator('input[type="password"]').fill('Demo1234');
  await page.locator('form button[type="submit"]').click();
  await page.waitForFunction(() => location.pathname === '/m/mine', { timeout: 30_000 });
}

async function runs(
  browser: Browser,
  url: string,
  count: number,
  prepare?: (page: Page) => Promise<void>,
): Promise<Measured> {
  const out: Measured = { runs: [], failed: [] };
  for (let i = 0; i < count; i++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await prepare?.(page);
    try {
      out.runs.push(await measure(url, page, !!prepare));
    } catch (err) {
      if (!(err instanceof LighthouseFailed)) throw err;
      out.failed.push(err.message);
    }
    await context.close();
  }
  return out;
}

interface Measured {
  runs: Run[];
  /** Runtime errors of the runs Lighthouse could not score. */
  failed: string[];
}

export async function lighthouseRows(base: string): Promise<Row[]> {
  const homeRuns = Number(process.env.LH_RUNS_HOME ?? 5);
  const otherRuns = Number(process.env.LH_RUNS ?? 3);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const member = (page: Page) => signIn(page, base);
    // LH_PAGES=home,mine measures only those (a quicker look while working on one page).
    const only = process.env.LH_PAGES?.split(',');
    const wanted = (name: string) => !only || only.includes(name);
    const out: Row[] = [];
    if (wanted('home'))
      out.push(...rows('/m/home, visitor', await runs(browser, `${base}/m/home`, homeRuns), 95, true));
    if (wanted('login'))
      out.push(...rows('/m/login', await runs(browser, `${base}/m/login`, otherRuns), 90, false));
    if (wanted('gameList'))
      out.push(
        ...rows(
          '/m/gameList?gameType=RNG, member',
          await runs(browser, `${base}/m/gameList?gameType=RNG`, otherRuns, member),
          90,
          false,
        ),
      );
    if (wanted('mine'))
      out.push(
        ...rows('/m/mine, member', await runs(browser, `${base}/m/mine`, otherRuns, member), 90, false),
      );
    return out;
  } finally {
    await browser.close();
  }
}
