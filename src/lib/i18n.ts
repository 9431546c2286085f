import { i18n, type Messages } from '@lingui/core';
import {
  CATALOGUE_LANGUAGE_CODES,
  type CatalogueLanguageCode,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  STORAGE_KEYS,
} from '../shared/constants.ts';
import { requestContext } from './http.ts';

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

/** Lingui locale folder for each offered language. */
export const LOCALE_OF: Record<Language, 'fil' | 'en'> = { TY: 'fil', EN: 'en' };

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

/** The parts asked for so far: a language switch loads every one of them. */
const needed = new Set<CatalogPart>(['home']);
/** The parts in the active language's messages. */
let active = new Set<CatalogPart>();
let activeLocale: Locale | null = null;
/** Activations and part loads run one after another, so a part never lands in a language being left. */
let queue: Promise<unknown> = Promise.resolve();
function enqueue(job: () => Promise<void>): Promise<void> {
  const run = queue.then(job);
  queue = run.catch(() => undefined);
  return run;
}

type Listener = (lang: Language) => void;
const listeners = new Set<Listener>();
export function onLanguageChange(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Loads and activates a language, sets <html lang>, keeps the choice and notifies listeners. */
export function activateLanguage(lang: Language): Promise<void> {
  return enqueue(async () => {
    const locale = LOCALE_OF[lang];
    const parts = [...needed];
    const loaded = await Promise.all(parts.map((part) => catalogs[part][locale]()));
    i18n.loadAndActivate({ locale, messages: Object.assign({}, ...loaded.map((m) => m.messages)) });
    active = new Set(parts);
    activeLocale = locale;
    document.documentElement.lang = locale;
    requestContext.language = lang;
    try {
      localStorage.setItem(STORAGE_KEYS.language, lang);
    } catch {
      // storage may be unavailable (private mode); the language still applies for this visit
    }
    for (const fn of listeners) fn(lang);
  });
}

/**
 * Adds a catalog part to the active language and to every later one. Before the first activation it
 * only marks the part as needed, so that activation loads it in parallel with the rest.
 */
export function loadCatalog(part: CatalogPart): Promise<void> {
  needed.add(part);
  if (active.has(part)) return Promise.resolve();
  return enqueue(async () => {
    const locale = activeLocale;
    if (!locale || active.has(part)) return;
    i18n.load(locale, (await catalogs[part][locale]()).messages);
    active.add(part);
  });
}

export { i18n };
