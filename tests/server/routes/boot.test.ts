import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOT_ELEMENT_ID,
  type BootInput,
  bootParts,
  bootRequests,
  ShellTexts,
  withBoot,
} from '../../../server/site/boot.ts';
import { createHarness, type Harness } from '../support/harness.ts';

// A first visit's page carries the app's first answers and, on home, a first frame (server/site/boot.ts).
// The boot data is read from the database like any answer, so one run on PGlite is enough.
const INDEX = `<!doctype html><html><head><title>Swerte</title></head><body><div id="root"><!--shell--><div class="boot-splash"></div><!--/shell--></div><link rel="modulepreload" crossorigin href="/assets/vendor-a1.js"><script type="module" crossorigin src="/assets/index-b2.js"></script></body></html>`;
/** What the build lists per page (vite.config.ts, routePreloads). */
const ROUTE_PRELOADS = {
  routes: {
    '/m/home': ['assets/home-c3.js', 'assets/home-d4.css'],
    '/m/gameList': ['assets/gameList-e5.js', 'assets/game-grid-f6.js', 'assets/game-grid-g7.css'],
  },
  catalogs: {
    home: { fil: ['assets/home-fil.js'], en: ['assets/home-en.js'] },
    messages: { fil: ['assets/messages-fil.js'], en: ['assets/messages-en.js'] },
  },
};
/** The files a page's HTML asks the browser to fetch ahead (modulepreload and style preloads). */
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload" as="style)" crossorigin href="\/([^"]+)">/g)].map(
    (m) => m[1],
  );

/** An envelope as the page carries it: only what these tests read. */
interface Answer {
  successful: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: each answer has its own value shape; the tests read a few fields
  value: any;
}

const bootOf = (html: string) => {
  const m = html.match(new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`));
  return m
    ? (JSON.parse(m[1] as string) as { language: string; cdn: string; answers: Record<string, Answer> })
    : null;
};

/** Home's boot parts for a visitor, with the API call (and CDN pick) a test gives. */
const homeParts = (input: Pick<BootInput, 'call'> & Partial<BootInput>) =>
  bootParts({
    path: '/m/home',
    search: new URLSearchParams(),
    forwarded: {},
    env: undefined,
    texts: new ShellTexts(),
    ...input,
  });

describe('boot data in a first visit page', () => {
  let h: Harness;
  let dist: string;
  let app: ReturnType<Harness['appWith']>;
  beforeAll(async () => {
    h = await createHarness('pglite');
    dist = mkdtempSync(join(tmpdir(), 'swerte-boot-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
    app = h.appWith({ distDir: dist });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('writes the answers home asks for first, each as the API itself answers it', async () => {
    const page = await (await app.request('/m/home')).text();
    const boot = bootOf(page);
    expect(boot?.language).toBe('TY');
    const urls = bootRequests('/m/home', new URLSearchParams(), 'TY');
    expect(Object.keys(boot?.answers ?? {}).sort()).toEqual([...urls].sort());
    for (const url of urls) {
      const direct = await (
        await app.request(url, { headers: { Merchant: 'SWERTE', Device: 'MOBILE', Language: 'TY' } })
      ).json();
      // hotMatches carries live minutes: compare the shape of the envelope, the rest exactly.
      if (url.includes('hotMatches')) expect(boot?.answers[url]?.successful).toBe(true);
      else expect(boot?.answers[url], url).toEqual(direct);
    }
  });

  it('paints the first frame: header texts in the language, the first banner preloaded from the picked CDN', async () => {
    const page = await (await app.request('/m/home?lang=EN')).text();
    const boot = bootOf(page);
    expect(boot?.language).toBe('EN');
    expect(page).not.toContain('boot-splash');
    expect(page).toContain('class="boot-shell"');
    expect(page).toContain('>Log in<');
    const banners = Object.entries(boot?.answers ?? {}).find(([url]) =>
      url.startsWith('/wps/announcement/banner'),
    );
    const first = banners?.[1].value[0];
    expect(first).toBeTruthy();
    const src = `${boot?.cdn}${first.url}`;
    expect(page).toContain(`<link rel="preload" as="image" href="${src}" fetchpriority="high"`);
    expect(page).toContain(`<img src="${src}" alt="${first.title}"`);

    const filipino = await (await app.request('/m/home')).text();
    expect(filipino).toContain('>Mag-login<');
    // The language the player chose earlier (its cookie) when the address names none.
    const chosen = await (await app.request('/m/home', { headers: { Cookie: 'x=1; lang=EN' } })).text();
    expect(bootOf(chosen)?.language).toBe('EN');
    expect(chosen).toContain('>Log in<');
  });

  it("gives a category's game list its vendors and first page, and an unknown or filtered one none", async () => {
    const page = await (await app.request('/m/gameList?gameType=RNG')).text();
    const urls = Object.keys(bootOf(page)?.answers ?? {});
    expect(urls).toContain('/wps/game/vendors');
    const list = urls.find((u) => u.startsWith('/wps/game/list?'));
    expect(list).toBe(
      '/wps/game/list?merchant=SWERTE&clientType=2&platform=html5&gameType=RNG&pageNo=1&pageSize=26&language=TY',
    );
    expect(bootOf(page)?.answers[list as string]?.value.games.length).toBeGreaterThan(0);
    for (const path of ['/m/gameList?gameType=NOPE', '/m/gameList?gameType=RNG&vendor=PG']) {
      const other = Object.keys(bootOf(await (await app.request(path)).text())?.answers ?? {});
      expect(other.sort(), path).toEqual(['/wps/system/country', '/wps/system/template'].sort());
    }
  });

  it('gives other pages the site config and country only, and keeps their splash', async () => {
    const page = await (await app.request('/m/login')).text();
    expect(Object.keys(bootOf(page)?.answers ?? {}).sort()).toEqual(
      ['/wps/system/country', '/wps/system/template'].sort(),
    );
    expect(page).toContain('boot-splash');
    expect(page).not.toContain('boot-shell');
  });

  it('leaves index.html itself as built (what the service worker caches), with its validator', async () => {
    const res = await app.request('/index.html');
    expect(await res.text()).toBe(INDEX);
    expect(res.headers.get('etag')).toBeTruthy();
    const nav = await app.request('/m/home');
    expect(nav.headers.get('etag')).toBeNull();
  });

  it('keeps text from the platform inside its JSON block and out of the markup', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const parts = await homeParts({
      random: () => 0,
      call: async (url, headers, env) => {
        const res = await app.request(url, { headers }, env as never);
        if (!url.startsWith('/wps/announcement/banner')) return res;
        const body = (await res.json()) as { value: [{ title: string }] };
        body.value[0].title = hostile;
        return new Response(JSON.stringify(body), { status: 200 });
      },
    });
    expect(parts).not.toBeNull();
    const page = withBoot(INDEX, parts as NonNullable<typeof parts>);
    expect(page.match(/<script/g)).toHaveLength((INDEX.match(/<script/g) ?? []).length + 1);
    expect(page).not.toContain(hostile);
    expect(
      bootOf(page)?.answers[bootRequests('/m/home', new URLSearchParams(), 'TY')[2] as string]?.value[0]
        .title,
    ).toBe(hostile);
  });

  it("names the files a page needs first: its language's catalogs and its route's code and styles", async () => {
    const list = await (await app.request('/m/gameList?gameType=RNG')).text();
    expect(preloaded(list)).toEqual([
      'assets/vendor-a1.js',
      'assets/home-fil.js',
      'assets/messages-fil.js',
      ...ROUTE_PRELOADS.routes['/m/gameList'],
    ]);
    const english = await (await app.request('/m/gameList', { headers: { cookie: 'lang=EN' } })).text();
    expect(preloaded(english)).toContain('assets/messages-en.js');
    expect(preloaded(english)).not.toContain('assets/messages-fil.js');
    // The lobby needs only the home catalog, and so does not-found (a path the build does not list).
    expect(preloaded(await (await app.request('/m/home')).text())).toEqual([
      'assets/vendor-a1.js',
      'assets/home-fil.js',
      ...ROUTE_PRELOADS.routes['/m/home'],
    ]);
    expect(preloaded(await (await app.request('/m/nowhere')).text())).toEqual([
      'assets/vendor-a1.js',
      'assets/home-fil.js',
    ]);
  });

  it("keeps a first frame's scripts waiting until it has painted; other pages start theirs at once", async () => {
    const home = await (await app.request('/m/home')).text();
    const template = home.match(/<template id="swerte-scripts">(.*?)<\/template>/)?.[1] ?? '';
    expect(template).toContain('<script type="module" crossorigin src="/assets/index-b2.js"></script>');
    expect(preloaded(template)).toEqual(preloaded(home));
    // Nothing outside the template asks for the app's code; the loader does once the frame is up.
    expect(home.replace(template, '')).not.toMatch(/modulepreload|type="module"/);
    expect(home).toContain('<script defer src="/first-frame.js"></script>');

    const login = await (await app.request('/m/login')).text();
    expect(login).not.toContain('<template');
    expect(login).toContain('<script type="module" crossorigin src="/assets/index-b2.js"></script>');
  });

  it('serves the page as built when the platform cannot answer its config', async () => {
    const parts = await homeParts({ call: async () => new Response('{}', { status: 503 }) });
    expect(parts).toBeNull();
  });
});
