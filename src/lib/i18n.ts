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

const loaders: Record<'fil' | 'en', () => Promise<{ messages: Messages }>> = {
  fil: () => import('../../locales/fil/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

type Listener = (lang: Language) => void;
const listeners = new Set<Listener>();
export function onLanguageChange(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Loads and activates a language, sets <html lang>, keeps the choice and notifies listeners. */
export async function activateLanguage(lang: Language): Promise<void> {
  const locale = LOCALE_OF[lang];
  const { messages } = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  requestContext.language = lang;
  try {
    localStorage.setItem(STORAGE_KEYS.language, lang);
  } catch {
    // storage may be unavailable (private mode); the language still applies for this visit
  }
  for (const fn of listeners) fn(lang);
}

export { i18n };
