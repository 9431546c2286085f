// Game grid bench (issue 16): a category of 5,000 games scrolled from the top to its last game in
// Chromium with the CPU throttled x4 (CDP Emulation.setCPUThrottlingRate), on a phone viewport
// (390x844). The real server (server/main.ts) serves the production build over a fresh PGlite
// DATA_DIR whose RNG category is filled up to GRID_GAMES games (the seed's own slots first, then bench
// rows inserted before the server starts: there is no operator API for games). The list loads its
// pages (26 games, at most one a second, SPEC.md section 9) as the page scrolls; the scroll is a
// steady finger-like SCROLL_PX_PER_S, one window.scrollBy per animation frame, for at most SCROLL_MAX_S.
// Measured in the page: every frame (requestAnimationFrame deltas; Long Animation Frames as a cross-
// check, with the scripts that blocked them under BENCH_VERBOSE=1), the most game tiles mounted at
// any moment (a MutationObserver count after every commit, and one sample each frame), and that the
// last game was rendered on screen at the end.
// Renderer CPU per 1,000 px scrolled (CDP Performance.getMetrics) is printed too: on a busy machine
// frames also wait for a CPU, and the header says the load average. GRID_TRACE=file.json saves a
// Chromium trace of the scroll.
// Run: npm run build && node --import tsx tests/bench/game-grid.ts  (DIST_DIR picks another build,
// GRID_PORT another port, GRID_GAMES another count). Load-more is throttled to a page of 26 a second,
// so 5,000 games take at least 192 s of scrolling: about 4-5 minutes in all.
// Prints a table; exits non-zero only when it cannot measure, never on a slow figure (a scroll that
// does not reach the last game within SCROLL_MAX_S, default 420 s, says how far it got).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { and, count, eq, max } from 'drizzle-orm';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { games } from '../../server/db/schema.ts';
import { seeded } from '../../server/seed/seed.ts';
import { GAME_PAGE_SIZE, LOAD_MORE_THROTTLE_MS } from '../../src/shared/constants/lobby.ts';
import { CDN_MOUNTS } from '../../src/shared/paths.ts';
import { waitFor } from './wait.ts';

const PORT = Number(process.env.GRID_PORT ?? 8640);
const BASE = `http://127.0.0.1:${PORT}`;
const GAMES = Number(process.env.GRID_GAMES ?? 5000);
const CATEGORY = 'RNG';
// Icons as the seed's catalogue has them (WebP, server/cdn/raster.ts); GRID_ICON=svg measures SVG icons.
const ICON_FORMAT = process.env.GRID_ICON === 'svg' ? 'svg' : 'webp';
const CPU_SLOWDOWN = 4;
const SCROLL_PX_PER_S = 1000;
const SCROLL_MAX_S = Number(process.env.SCROLL_MAX_S ?? 420);
const FRAME_GOAL_MS = 50;
const TILE_GOAL = 100;
const TILE = '[data-testid="game-tile"]';
const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const VENDORS = ['PG', 'PP', 'JILI', 'FC', 'JDB'];
const WORDS = ['Fortune', 'Golden', 'Lucky', 'Dragon', 'Wild', 'Mango', 'Fiesta', 'Royal', 'Mega', 'Jungle'];
const NOUNS = ['Riches', 'Spins', 'Tiger', 'Gems', 'Reels', 'Treasure', 'Festival', 'Koi', 'Sun', 'Pearl'];
const CLASSES = ['VIDEO', 'MEGAWAYS', 'CLASSIC', 'JACKPOT'];

const distDir = process.env.DIST_DIR ?? 'dist';
if (!existsSync(join(distDir, 'index.html'))) {
  console.error('No build found: run `npm run build` first (or set DIST_DIR to a build).');
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), 'swerte-grid-bench-'));
const serverEnv = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DIST_DIR: distDir,
};

/**
 * Migrates and seeds DATA_DIR as the server would, then fills the category up to GAMES; returns the last
 * game's name and every icon path of the category.
 */
async function fill(): Promise<{ lastName: string; icons: string[] }> {
  const config = loadConfig(serverEnv);
  const database = await openDatabase({ ...config, ...seeded(config) });
  try {
    const { db } = database;
    const inCategory = and(eq(games.merchantCode, 'SWERTE'), eq(games.gameType, CATEGORY));
    const [have] = await db
      .select({ n: count(), sort: max(games.sort) })
      .from(games)
      .where(inCategory);
    const seeded = have?.n ?? 0;
    if (seeded > GAMES)
      throw new Error(`the seed already has ${seeded} ${CATEGORY} games, more than ${GAMES}`);
    // Listed by (sort, nodeId): bench rows sort after the seed's, so game #n of the list is named "#n".
    const rows = Array.from({ length: GAMES - seeded }, (_, i) => {
      const n = seeded + i + 1;
      const vendor = VENDORS[i % VENDORS.length] as string;
      return {
        merchantCode: 'SWERTE',
        gameType: CATEGORY as typeof CATEGORY,
        vassalage: vendor,
        gameId: `grid-bench-${n}`,
        name: `${WORDS[i % WORDS.length]} ${NOUNS[Math.floor(i / 10) % NOUNS.length]} #${n}`,
        iconUrl: `/icons/${vendor}/grid-bench-${n}.${ICON_FORMAT}`,
        gameClassify: CLASSES[i % CLASSES.length] as string,
        isNew: i % 7 === 0,
        minBet: [1, 5, 10, 50, 75][i % 5] as number,
        sort: (have?.sort ?? 0) + 1 + i,
      };
    });
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 500) await tx.insert(games).values(rows.slice(i, i + 500));
    });
    const [total] = await db.select({ n: count() }).from(games).where(inCategory);
    if (total?.n !== GAMES) throw new Error(`expected ${GAMES} ${CATEGORY} games, found ${total?.n}`);
    const icons = await db.select({ icon: games.iconUrl }).from(games).where(inCategory);
    return { lastName: rows.at(-1)?.name ?? '', icons: icons.map((r) => r.icon) };
  } finally {
    await database.close();
  }
}

/**
 * Asks the server for every icon of the category before the scroll, as a CDN would already hold them:
 * the reference server draws each icon on its first request (server/cdn/raster.ts), CPU that a phone's
 * scroll never shares with a CDN, and that here would take a core from the browser measured.
 */
async function warmIcons(paths: readonly string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      const res = await fetch(`${BASE}${CDN_MOUNTS[0]}${path}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

interface ScrollResult {
  frames: number[];
  loaf: { duration: number; blocking: number; script: number; layout: number; scripts: string[] }[];
  maxTiles: number;
  maxTilesSampled: number;
  lastReached: boolean;
  seconds: number;
  scrollHeight: number;
  scrolled: number;
}

/** In the page: scrolls the window to the bottom of the whole list, recording every frame. */
function scrollAll(args: {
  pxPerS: number;
  maxS: number;
  lastName: string;
  tile: string;
}): Promise<ScrollResult> {
  const { pxPerS, maxS, lastName, tile } = args;
  const panel = document.querySelector('[role="tabpanel"]') as HTMLElement;
  const countTiles = () => panel.querySelectorAll(tile).length;
  let maxTiles = countTiles();
  let maxTilesSampled = maxTiles;
  const observer = new MutationObserver(() => {
    maxTiles = Math.max(maxTiles, countTiles());
  });
  observer.observe(panel, { childList: true, subtree: true });
  const loaf: ScrollResult['loaf'] = [];
  let loafObserver: PerformanceObserver | undefined;
  try {
    loafObserver = new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        blockingDuration: number;
        styleAndLayoutStart: number;
        scripts: { sourceURL: string; sourceFunctionName: string; invoker: string; duration: number }[];
      })[])
        loaf.push({
          duration: e.duration,
          blocking: e.blockingDuration,
          script: e.scripts.reduce((a, s) => a + s.duration, 0),
          layout: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
          scripts: e.scripts.map(
            (s) =>
              `${Math.round(s.duration)}ms ${s.invoker} ${s.sourceFunctionName} ${s.sourceURL.split('/').pop()}`,
          ),
        });
    });
    loafObserver.observe({ type: 'long-animation-frame', buffered: false });
  } catch {
    // no Long Animation Frames API: the rAF deltas still count
  }
  const lastVisible = () => {
    const tiles = panel.querySelectorAll(tile);
    for (let i = tiles.length - 1; i >= 0; i--) {
      const el = tiles[i] as HTMLElement;
      if (!el.textContent?.includes(lastName)) continue;
      const r = el.getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight;
    }
    return false;
  };
  return new Promise((resolve) => {
    const frames: number[] = [];
    const startY = window.scrollY;
    const start = performance.now();
    let prev = start;
    let atBottomSince = 0;
    const finish = (lastReached: boolean) => {
      observer.disconnect();
      // Entries of the last frames are delivered with a delay: collect them before stopping.
      setTimeout(() => {
        loafObserver?.disconnect();
        resolve({
          frames,
          loaf,
          maxTiles,
          maxTilesSampled,
          lastReached,
          seconds: (performance.now() - start) / 1000,
          scrollHeight: document.documentElement.scrollHeight,
          scrolled: window.scrollY - startY,
        });
      }, 500);
    };
    const step = (now: number) => {
      frames.push(now - prev);
      // A finger moves at its own pace: the distance follows the time, long frames included.
      const dt = now - prev;
      prev = now;
      maxTilesSampled = Math.max(maxTilesSampled, countTiles());
      const root = document.documentElement;
      const bottom = window.scrollY + window.innerHeight >= root.scrollHeight - 1;
      if (!bottom) {
        atBottomSince = 0;
        window.scrollBy(0, (pxPerS * dt) / 1000);
      } else {
        atBottomSince ||= now;
        // At the bottom with the last game on screen and no page on its way: done.
        if (lastVisible() && now - atBottomSince > 1500) return finish(true);
      }
      if (now - start > maxS * 1000) return finish(false);
      requestAnimationFrame(step);
    };
    requestAnimationFrame((now) => {
      prev = now;
      requestAnimationFrame(step);
    });
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
let server: ChildProcess | undefined;
let exitCode = 0;
try {
  const filling = performance.now();
  const { lastName, icons } = await fill();
  const fillSeconds = (performance.now() - filling) / 1000;
  server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${BASE}/wps/system/template`, 120_000);
  const warming = performance.now();
  await warmIcons(icons);
  const warmSeconds = (performance.now() - warming) / 1000;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
      locale: 'fil-PH',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let pages = 0;
    page.on('response', (res) => {
      if (res.url().includes('/wps/game/list')) pages++;
    });
    await page.goto(`${BASE}/m/gameList?gameType=${CATEGORY}`);
    await page.locator(TILE).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3000); // the first page's icons and the after-load parts settle
    // tsx compiles with keepNames: the function sent to the page calls its `__name` helper.
    await page.evaluate('globalThis.__name ??= (f) => f');
    // GRID_TRACE=file.json: a Chromium trace of the scroll, for finding where the frames' time goes.
    if (process.env.GRID_TRACE)
      await browser.startTracing(page, { path: process.env.GRID_TRACE, screenshots: false });
    // Renderer CPU time (all its threads) and main-thread task time: what the scroll costs whatever else
    // shares the machine (frames on a busy machine also wait for the CPU).
    await cdp.send('Performance.enable');
    const metrics = async () =>
      Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const before = await metrics();
    const result = await page.evaluate(scrollAll, {
      pxPerS: SCROLL_PX_PER_S,
      maxS: SCROLL_MAX_S,
      lastName,
      tile: TILE,
    });
    const after = await metrics();
    const cost = (name: string) =>
      (((after[name] ?? 0) - (before[name] ?? 0)) * 1000 * 1000) / Math.max(1, result.scrolled);
    if (process.env.GRID_TRACE) await browser.stopTracing();
    const sorted = [...result.frames].sort((a, b) => a - b);
    const over = result.frames.filter((f) => f > FRAME_GOAL_MS).length;
    const loafOver = result.loaf.filter((l) => l.duration > FRAME_GOAL_MS);
    if (process.env.BENCH_VERBOSE) {
      for (const l of loafOver)
        console.log(
          `LoAF ${Math.round(l.duration)} ms (blocking ${Math.round(l.blocking)}, scripts ${Math.round(l.script)}, style+layout+paint ${Math.round(l.layout)}): ${l.scripts.join(' | ')}`,
        );
    }
    const rows: [string, string, string][] = [
      [
        'games in the category (fill, icons drawn before start)',
        `${GAMES} (${fillSeconds.toFixed(1)} s, ${warmSeconds.toFixed(1)} s)`,
        '5,000',
      ],
      [
        'scroll to the end (pages fetched)',
        `${result.seconds.toFixed(0)} s, ${pages} pages of ${GAME_PAGE_SIZE}, ${result.scrollHeight} px`,
        `≥ ${Math.ceil(GAMES / GAME_PAGE_SIZE) - 1} s (1 page per ${LOAD_MORE_THROTTLE_MS} ms)`,
      ],
      ['frames recorded (rAF)', String(result.frames.length), '—'],
      [
        `frames over ${FRAME_GOAL_MS} ms (rAF delta)`,
        `${over} (${((over / Math.max(1, result.frames.length)) * 100).toFixed(1)} %)`,
        '0',
      ],
      ['worst frame (rAF delta)', `${sorted.at(-1)?.toFixed(1)} ms`, `≤ ${FRAME_GOAL_MS} ms`],
      [
        'p95 / median frame (rAF delta)',
        `${pct(sorted, 0.95).toFixed(1)} / ${pct(sorted, 0.5).toFixed(1)} ms`,
        '—',
      ],
      [
        `long animation frames over ${FRAME_GOAL_MS} ms (LoAF)`,
        `${loafOver.length} (worst ${Math.round(Math.max(0, ...result.loaf.map((l) => l.duration)))} ms)`,
        '0',
      ],
      [
        'renderer CPU / main-thread tasks per 1,000 px scrolled',
        `${cost('ProcessTime').toFixed(0)} / ${cost('TaskDuration').toFixed(0)} ms (script ${cost('ScriptDuration').toFixed(0)}, style+layout ${(cost('RecalcStyleDuration') + cost('LayoutDuration')).toFixed(0)})`,
        '—',
      ],
      [
        'most tiles mounted at once',
        `${result.maxTiles} (per-frame sample ${result.maxTilesSampled})`,
        `< ${TILE_GOAL}`,
      ],
      [
        `last game (#${GAMES}) rendered on screen`,
        result.lastReached
          ? 'yes'
          : `NO: ${Math.min(GAMES, pages * GAME_PAGE_SIZE)} games loaded in ${SCROLL_MAX_S} s`,
        'yes',
      ],
    ];
    const width = Math.max(...rows.map((r) => r[0].length));
    const fig = Math.max(...rows.map((r) => r[1].length));
    console.log(
      `\ngame grid: ${GAMES} games, CPU x${CPU_SLOWDOWN}, 390x844 (machine load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} CPUs)`,
    );
    console.log(`${'measure'.padEnd(width)}  ${'figure'.padEnd(fig)}  goal`);
    for (const [name, figure, goal] of rows)
      console.log(`${name.padEnd(width)}  ${figure.padEnd(fig)}  ${goal}`);
    // A scroll too slow to reach the end in SCROLL_MAX_S is a slow figure (the table says so), not a failure.
    if (result.frames.length === 0) {
      console.error('No frame was recorded during the scroll.');
      exitCode = 1;
    }
    await context.close();
  } finally {
    await browser.close();
  }
} catch (err) {
  console.error('game grid bench could not measure:', err instanceof Error ? err.message : err);
  exitCode = 1;
} finally {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await new Promise((r) => server?.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
