import { type I18n, i18n, type Messages } from '@lingui/core';
import {
  CATALOGUE_LANGUAGE_CODES,
  type CatalogueLanguageCode,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  LOCALE_OF,
} from '../shared/constants/language.ts';
import { uiStore } from '../stores/ui.ts';
import { reloadForMissingChunk } from './lazy-component.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** Spec language codes -> BCP 47 tags. All ~40 catalogue codes are known; only TY and EN ship catalogs. */
export const CATALOGUE_LOCALES: Record<CatalogueLanguageCode, string> = {
  CN: 'zh-CN',
  EN: 'en',
  JA: 'ja',
  TH: 'th',
  VI: 'vi',
  MY: 'my',
  ES: 'es',
  HI: 'hi',
  ID: 'id',
  KM: 'km',
  KO: 'ko',
  MS: 'ms',
  PT: 'pt',
  TA: 'ta',
  TW: 'zh-TW',
  TY: 'fil',
  UR: 'ur',
  TR: 'tr',
  BN: 'bn',
  AR: 'ar',
  FA: 'fa',
  RU: 'ru',
  KK: 'kk',
  UZ: 'uz',
  LO: 'lo',
  NE: 'ne',
  FR: 'fr',
  TE: 'te',
  SW: 'sw',
  'PT-BR': 'pt-BR',
  'UR-LA': 'ur-Latn',
};

export function isLanguage(code: string | null | undefined): code is Language {
  return !!code && (LANGUAGES as readonly string[]).includes(code.toUpperCase());
}

/** Any catalogue code maps to an offered language: TY stays TY, everything else reads English. */
export function toOfferedLanguage(code: string | null | undefined): Language {
  const upper = code?.toUpperCase();
  if (isLanguage(upper)) return upper;
  if (upper && (CATALOGUE_LANGUAGE_CODES as readonly string[]).includes(upper)) return 'EN';
  return DEFAULT_LANGUAGE;
}

/** The language to start in: `?lang=` wins and is kept, then the kept choice, then TY. */
export function initialLanguage(search: string, stored: string | null): Language {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (fromUrl) return toOfferedLanguage(fromUrl);
  return stored ? toOfferedLanguage(stored) : DEFAULT_LANGUAGE;
}

type Locale = (typeof LOCALE_OF)[Language];

/**
 * The two catalogs of each language (lingui.config.ts): `home` holds the shell and /m/home and loads
 * at start; `messages` holds every other screen and loads before the first of them renders.
 */
export type CatalogPart = 'home' | 'messages';
const catalogs: Record<CatalogPart, Record<Locale, () => Promise<{ messages: Messages }>>> = {
  home: {
    fil: () => import('../../locales/fil/home.po'),
    en: () => import('../../locales/en/home.po'),
  },
  messages: {
    fil: () => import('../../locales/fil/messages.po'),
    en: () => import('../../locales/en/messages.po'),
  },
};

/** One try at a catalog part; `attempt` counts from 0, `lastError` is the previous try's failure. */
export type ImportPart = (
  locale: Locale,
  part: CatalogPart,
  attempt: number,
  lastError: unknown,
) => Promise<{ messages: Messages }>;

/** Waits between tries of a catalog that failed to load: soon at first, then every 8 s until it comes. */
export const CATALOG_RETRY_MS = [500, 1_000, 2_000, 4_000, 8_000];
/** After this many failures a chunk that left with a deploy reloads the page into the new build. */
const RELOAD_AFTER_FAILURES = 3;

/**
 * The catalogs shown by `i18n`: the target language becomes active only once every part asked for
 * so far has loaded, so a screen never renders a message id. Each (language, part) loads once; a
 * failed load is tried again, without end, so the caller waits (behind the splash or the page's
 * pending state) instead of showing ids. There is no queue: every step is derived from the latest
 * target and parts, so no load order or timing can leave a part out.
 */
export function createCatalogs(
  into: I18n,
  importPart: ImportPart,
  {
    retryMs = CATALOG_RETRY_MS,
    onFailure,
  }: { retryMs?: readonly number[]; onFailure?: (err: unknown, failures: number) => void } = {},
) {
  const loads = new Map<string, Promise<Messages>>();
  const needed = new Set<CatalogPart>(['home']);
  let target: Locale | null = null;
  let applied: { locale: Locale; parts: ReadonlySet<CatalogPart> } | null = null;

  async function load(locale: Locale, part: CatalogPart): Promise<Messages> {
    let lastError: unknown;
    for (let attempt = 0; ; attempt++) {
      try {
        return (await importPart(locale, part, attempt, lastError)).messages;
      } catch (err) {
        lastError = err;
        onFailure?.(err, attempt + 1);
        const wait = retryMs[Math.min(attempt, retryMs.length - 1)] ?? 0;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  function part(locale: Locale, name: CatalogPart): Promise<Messages> {
    const key = `${locale}/${name}`;
    let loading = loads.get(key);
    if (!loading) {
      loading = load(locale, name);
      loads.set(key, loading);
    }
    return loading;
  }

  /** Resolves once the latest target language is active with every part asked for. */
  async function settle(): Promise<void> {
    for (;;) {
      const locale = target;
      if (!locale) return;
      const parts = [...needed];
      const loaded = await Promise.all(parts.map((name) => part(locale, name)));
      // Another language or another part was asked for meanwhile: that state is the one to show.
      if (locale !== target || parts.length !== needed.size) continue;
      const done = applied;
      if (done && done.locale === locale && parts.every((name) => done.parts.has(name))) return;
      into.loadAndActivate({ locale, messages: Object.assign({}, ...loaded) });
      applied = { locale, parts: new Set(parts) };
      return;
    }
  }

  return {
    /** Makes `locale` the language shown, once all its needed parts are in. */
    activate(locale: Locale): Promise<void> {
      target = locale;
      return settle();
    },
    /**
     * Adds a part to the shown language and every later one. Before the first activation it only
     * marks the part, which that activation then loads with the rest (the app renders after it).
     */
    require(name: CatalogPart): Promise<void> {
      needed.add(name);
      return settle();
    },
  };
}

/** The file a failed dynamic import names (Chromium, Firefox): a new query makes the browser fetch it again. */
export function retryUrl(error: unknown, attempt: number): string | null {
  const named = error instanceof Error ? error.message.match(/\bhttps?:\/\/\S+/)?.[0] : undefined;
  if (!named) return null;
  try {
    const url = new URL(named);
    url.searchParams.set('retry', String(attempt));
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Browsers keep a failed module import in their module map (a later `import()` of the same file fails
 * at once without a request), so a retry asks for the file under a new query when the error names it.
 */
const importCatalog: ImportPart = (locale, part, attempt, lastError) => {
  const url = attempt > 0 ? retryUrl(lastError, attempt) : null;
  return url ? import(/* @vite-ignore */ url) : catalogs[part][locale]();
};

const appCatalogs = createCatalogs(i18n, importCatalog, {
  onFailure: (err, failures) => {
    if (failures === RELOAD_AFTER_FAILURES) void reloadForMissingChunk(err).catch(() => undefined);
  },
});

type Listener = (lang: Language) => void;
const listeners = new Set<Listener>();
export function onLanguageChange(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

let requested: Language | null = null;

/**
 * Loads and activates a language, sets <html lang>, keeps the choice and notifies listeners. Never
 * rejects: a catalog that fails to load is tried again until it comes.
 */
export async function activateLanguage(lang: Language): Promise<void> {
  requested = lang;
  await appCatalogs.activate(LOCALE_OF[lang]);
  // A later switch overtook this one: it does the rest.
  if (requested !== lang) return;
  document.documentElement.lang = LOCALE_OF[lang];
  uiStore.language = lang;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and older phones
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(STORAGE_KEYS.language, lang);
  } catch {
    // storage may be unavailable (private mode); the language still applies for this visit
  }
  for (const fn of listeners) fn(lang);
}

/**
 * Adds a catalog part to the active language and to every later one; resolves once it is shown.
 * Called before the first activation, the part loads with it.
 */
export const loadCatalog = (part: CatalogPart): Promise<void> => appCatalogs.require(part);

export { i18n };
