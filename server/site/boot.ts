// A first visit's HTML carries its boot data (issue 16): the answers the app would ask for first (site
// config, the visitor's country and, on the home page, the lobby's banners, notices and games, on a
// category's game list its first page) and, on
// home, a static first frame (download bar, header, first banner) that paints before any script runs.
//
// Why: on a slow phone network every round trip costs ~150 ms and the scripts ~1 s; with the answers in
// the page the app renders the lobby as soon as its code runs, and the first banner (the largest paint)
// downloads beside the scripts instead of after them. The app uses an answer only for the same request,
// language and device, within a minute (src/lib/boot-data.ts); anything else is fetched as usual. A page the service worker serves has no boot data: it renders from the persisted lobby instead.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_ANNOUNCEMENT_TYPES } from '../../src/shared/constants/announcements.ts';
import { DEVICES, HEADERS } from '../../src/shared/constants/http.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  LOCALE_OF,
} from '../../src/shared/constants/language.ts';
import {
  ANNOUNCEMENT_PLATFORM,
  CLIENT_TYPE,
  GAME_CATEGORIES,
  GAME_PAGE_SIZE,
  GAME_PLATFORM,
  HOT_GAMES_IS_PLATFORM,
} from '../../src/shared/constants/lobby.ts';
import { moduleIdForPath } from '../../src/shared/module-prefixes.ts';
import { FIRST_LOAD_PATHS } from '../../src/shared/paths/first-load.ts';
import { PATHS } from '../../src/shared/paths.ts';
import type { Banner } from '../../src/shared/schemas/announcements.ts';
import type { SiteConfig } from '../../src/shared/schemas/site.ts';
import { usableBackground, usablePrimary } from '../../src/shared/theme.ts';
import type { RoutePreloads } from './route-preloads.ts';

/** The id of the JSON block in the page, read by src/lib/boot-data.ts. */
export const BOOT_ELEMENT_ID = 'swerte-boot';
export const BOOT_VERSION = 1;

/**
 * Calls this server's own API as the app would (same headers), answering its Response; `env` is the
 * navigation's (the Node request, whose socket names the visitor's address).
 */
export type ApiCall = (url: string, headers: Record<string, string>, env: unknown) => Promise<Response>;

const HOME_PATHS = new Set(['/', '/m', '/m/', '/m/home']);
/** The merchant the app was built for (its VITE_MERCHANT_CODE); the app ignores boot data for another. */
const MERCHANT_CODE = process.env.VITE_MERCHANT_CODE ?? 'SWERTE';

/**
 * The requests the app makes first, exactly as src/lib/http.ts builds them (path and query in the same
 * order), all public reads whose answer does not depend on who asks: a changed query in a feature's
 * api.ts makes the app fetch again, which the first-visit e2e test (tests/e2e/boot-data.spec.ts) catches.
 */
export function bootRequests(path: string, search: URLSearchParams, language: Language): string[] {
  const common = [FIRST_LOAD_PATHS.siteConfig, FIRST_LOAD_PATHS.location];
  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  if (HOME_PATHS.has(path)) {
    const lobby = {
      groupName: 'm_home',
      platform: ANNOUNCEMENT_PLATFORM,
      merchantCode: MERCHANT_CODE,
      language,
    };
    return [
      ...common,
      `${FIRST_LOAD_PATHS.banners}?${query(lobby)}`,
      `${FIRST_LOAD_PATHS.announcements}?${query({ types: HOME_ANNOUNCEMENT_TYPES.join(','), ...lobby })}`,
      `${FIRST_LOAD_PATHS.gameTypes}?${query({ typeId: 1, merchant: MERCHANT_CODE })}`,
      `${FIRST_LOAD_PATHS.hotGames}?${query({ merchantCode: MERCHANT_CODE, isPlatform: HOT_GAMES_IS_PLATFORM, platform: GAME_PLATFORM, language })}`,
      FIRST_LOAD_PATHS.hotMatches,
    ];
  }
  // A category's game list, unfiltered: its vendors and first page (src/features/game-list/api.ts).
  const gameType = search.get('gameType');
  if (
    path === '/m/gameList' &&
    gameType &&
    (GAME_CATEGORIES as readonly string[]).includes(gameType) &&
    [...search.keys()].every((k) => k === 'gameType' || k === 'lang')
  ) {
    const page = {
      merchant: MERCHANT_CODE,
      clientType: CLIENT_TYPE,
      platform: GAME_PLATFORM,
      gameType,
      pageNo: 1,
      pageSize: GAME_PAGE_SIZE,
      language,
    };
    return [...common, PATHS.vendorConfig, `${PATHS.gameList}?${query(page)}`];
  }
  return common;
}

/** The page's language as the app decides it: `?lang=`, else the one the player chose (its cookie), else the default. */
export function bootLanguage(search: URLSearchParams, cookie: string | undefined): Language {
  const chosen = cookie?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(\\w+)`))?.[1];
  const asked = (search.get('lang') ?? chosen)?.toUpperCase();
  return (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : DEFAULT_LANGUAGE;
}

/** A few shell texts in both languages, read from the catalogs the app is built from (locales/). */
export class ShellTexts {
  private readonly byLanguage = new Map<Language, Map<string, string>>();

  constructor(private readonly localesDir = join(process.cwd(), 'locales')) {}

  text(language: Language, msgid: string, values: Record<string, string> = {}): string {
    let table = this.byLanguage.get(language);
    if (!table) {
      table = readPo(join(this.localesDir, LOCALE_OF[language], 'home.po'));
      this.byLanguage.set(language, table);
    }
    const found = table.get(msgid) || msgid;
    return found.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  }
}

/** The built shell's caches, of DIST_DIR: its texts and its route preloads (built once, services.ts). */
export interface ShellCaches {
  texts: ShellTexts;
  preloads: RoutePreloads;
}

/** msgid → msgstr of a gettext catalog (one-line entries, which the shell's texts are). */
function readPo(file: string): Map<string, string> {
  const table = new Map<string, string>();
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return table; // no catalogs beside the server: the English msgids are shown
  }
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const m of source.matchAll(/^msgid ("(?:[^"\\]|\\.)*")\nmsgstr ("(?:[^"\\]|\\.)*")$/gm)) {
    table.set(unquote(m[1] as string), unquote(m[2] as string));
  }
  return table;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** JSON inside a <script> block: nothing in it can close the block or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const cdnUrl = (cdn: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${cdn}${path.startsWith('/') ? '' : '/'}${path}`;

interface Envelope<T> {
  successful?: boolean;
  value?: T;
}

export interface BootInput {
  path: string;
  search: URLSearchParams;
  /** The request's Cookie header (the chosen language). */
  cookie?: string | undefined;
  /** Request headers worth passing on (the client address a proxy forwarded). */
  forwarded: Record<string, string>;
  call: ApiCall;
  env: unknown;
  texts: ShellTexts;
  random?: () => number;
}

/** What goes into the page: the JSON block, the head's preload and the home's first frame. */
export interface BootParts {
  data: string;
  preload: string;
  shell: string | null;
}

export async function bootParts(input: BootInput): Promise<BootParts | null> {
  const language = bootLanguage(input.search, input.cookie);
  const urls = bootRequests(input.path, input.search, language);
  const answers: Record<string, unknown> = {};
  await Promise.all(
    urls.map(async (url) => {
      const headers: Record<string, string> = {
        ...input.forwarded,
        [HEADERS.merchant]: MERCHANT_CODE,
        [HEADERS.device]: DEVICES.MOBILE,
        [HEADERS.language]: language,
        Accept: 'application/json',
      };
      const moduleId = moduleIdForPath(url.split('?')[0] as string);
      if (moduleId) headers[HEADERS.moduleId] = moduleId;
      try {
        const res = await input.call(url, headers, input.env);
        // Only answers the app would accept as they are: a refusal or error is asked again by the app.
        if (res.status !== 200) return;
        const body = (await res.json()) as Envelope<unknown>;
        if (body.successful) answers[url] = body;
      } catch {
        // the app asks for it itself
      }
    }),
  );
  const config = (answers[FIRST_LOAD_PATHS.siteConfig] as Envelope<SiteConfig> | undefined)?.value;
  if (!config) return null;
  // The picture CDN is picked here, at random as the app would (SPEC.md section 9), so the preloaded
  // banner and the app's <img> are one download.
  const cdns = config.imageCDNs.map((b) => b.replace(/\/+$/, '')).filter(Boolean);
  const cdn = cdns[Math.floor((input.random ?? Math.random)() * cdns.length)] ?? '';
  const data = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson({
    v: BOOT_VERSION,
    merchant: MERCHANT_CODE,
    language,
    device: DEVICES.MOBILE,
    cdn,
    answers,
  })}</script>`;

  const bannerUrl = urls.find((u) => u.startsWith(`${FIRST_LOAD_PATHS.banners}?`));
  const banners = bannerUrl ? (answers[bannerUrl] as Envelope<Banner[]> | undefined)?.value : undefined;
  const first = banners?.[0];
  const open = !config.maintenance.enabled && !config.regionRestriction.enabled;
  // The pictures of the first frame start beside the scripts: the first banner, or a list's first tiles.
  const listUrl = urls.find((u) => u.startsWith(`${PATHS.gameList}?`));
  const games = listUrl
    ? (answers[listUrl] as Envelope<{ games: TileIcon[] }> | undefined)?.value?.games
    : [];
  const pictures = [
    ...(first ? [first.url] : []),
    ...(games ?? []).slice(0, FIRST_TILES).map((g) => g.mobileSmallIcon || g.iconUrl),
  ].filter(Boolean);
  const preload = open ? pictures.map((path) => imagePreload(cdnUrl(cdn, path))).join('') : '';
  const shell =
    bannerUrl && open ? homeShell(config, first, banners?.length ?? 0, cdn, language, input.texts) : null;
  return { data, preload, shell };
}

/** A list's tiles in the first screenful of a phone (two rows of four). */
const FIRST_TILES = 8;

interface TileIcon {
  iconUrl: string;
  mobileSmallIcon: string | null;
}

function imagePreload(href: string): string {
  // Same CORS mode as the app's CdnImage, so the <img> takes the preloaded response.
  return `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high" crossorigin="anonymous">`;
}

const MENU_ICON =
  '<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M4 7h16M4 12h16M4 17h16"/></svg>';

/**
 * The home page's first frame, drawn where the app draws the same things (index.html's boot-* styles
 * mirror the app's header, download bar and carousel): the app replaces it when it renders, so nothing
 * in it moves. It is not interactive (aria-hidden, inert); the app's own page is.
 */
function homeShell(
  config: SiteConfig,
  first: Banner | undefined,
  count: number,
  cdn: string,
  language: Language,
  texts: ShellTexts,
): string {
  const t = (id: string, values?: Record<string, string>) => escapeHtml(texts.text(language, id, values));
  const { downloads } = config;
  // The app's rule (src/features/install/rules.ts) for a visitor's first visit in a browser tab.
  const bar =
    (downloads.android || downloads.ios || downloads.mobileConfig) && !downloads.requireLogin
      ? `<div class="boot-bar"><img class="boot-bar-icon" src="${escapeHtml(cdnUrl(cdn, config.resources.appIconUrl))}" alt="" width="36" height="36" crossorigin="anonymous"><p>${t('Play faster with the {siteName} app', { siteName: config.siteName })}</p><span class="button-primary button-small">${t('Download')}</span><span class="icon-button boot-close">×</span></div>`
      : '';
  const name = escapeHtml(config.siteName || config.merchantCode);
  const logo = config.resources.logoUrl
    ? `<img class="boot-logo" src="${escapeHtml(cdnUrl(cdn, config.resources.logoUrl))}" alt="${name}" width="112" height="30" crossorigin="anonymous">`
    : `<span class="boot-logo-text">${name}</span>`;
  const register = config.switches.DIRECTREG3
    ? `<span class="button-primary button-small">${t('Register')}</span>`
    : '';
  const header = `<div class="boot-header"><span class="boot-logo-box">${logo}</span><span class="boot-actions"><span class="button-secondary button-small">${t('Log in')}</span>${register}<span class="icon-button">${MENU_ICON}</span></span></div>`;
  // The carousel's dots as the app draws them before Swiper (src/components/carousel/carousel.tsx).
  const dots = count > 1 ? `<span class="boot-dots">${'<span></span>'.repeat(count)}</span>` : '';
  const banner = first
    ? `<div class="boot-banner"><img src="${escapeHtml(cdnUrl(cdn, first.url))}" alt="${escapeHtml(first.title)}" width="750" height="300" fetchpriority="high" crossorigin="anonymous">${dots}</div>`
    : '<div class="boot-banner"></div>';
  // The merchant's theme, as the app applies it (src/features/site/theme.ts).
  const { primary, background } = config.theme;
  const theme = [
    usablePrimary(primary) ? `--color-primary:${primary}` : '',
    usableBackground(background) ? `--color-bg:${background}` : '',
  ].filter(Boolean);
  const style = theme.length ? ` style="${theme.join(';')}"` : '';
  return `<div class="boot-shell"${style} aria-hidden="true" inert>${bar}${header}${banner}</div>`;
}

/** The page with its boot parts: the JSON and preload in the head, the first frame in #root. */
export function withBoot(html: string, parts: BootParts): string {
  let page = html.replace('</head>', `${parts.preload}${parts.data}</head>`);
  // index.html marks the splash it paints before any script: the home's first frame takes its place.
  if (parts.shell) page = page.replace(/<!--shell-->[\s\S]*?<!--\/shell-->/, parts.shell);
  return page;
}

/** The template first-frame.js reads; the scripts of a page with a first frame wait in it. */
export const SCRIPTS_TEMPLATE_ID = 'swerte-scripts';
/** The app's scripts and preloads at the end of the body (vite.config.ts, firstFrameHtml; route-preloads.ts). */
const SCRIPT_TAGS =
  /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*|link rel="preload" as="style"[^>]*)>/g;

/**
 * A page whose first frame the server drew asks for the app's code only once that frame and its banner
 * have painted (public/first-frame.js): on a slow network the banner, the largest paint, downloads alone
 * and the scripts start a frame after it (issue 16). Other pages need the app to show anything, so their
 * scripts start at once.
 */
export function scriptsAfterFirstFrame(html: string): string {
  const at = html.indexOf('<body');
  if (at < 0) return html;
  const tags: string[] = [];
  const body = html.slice(at).replace(SCRIPT_TAGS, (tag) => {
    tags.push(tag.trim());
    return '';
  });
  if (!tags.length) return html;
  const waiting = `<template id="${SCRIPTS_TEMPLATE_ID}">${tags.join('')}</template><script defer src="/first-frame.js"></script>`;
  return html.slice(0, at) + body.replace('</body>', `${waiting}\n  </body>`);
}
