// Languages (SPEC.md section 9).

// Languages: the picker offers two; the catalogue knows about 40 codes.
export const LANGUAGES = ['TY', 'EN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'TY';
/** Lingui locale folder for each offered language (locales/): the app loads its catalogs, the server names them. */
export const LOCALE_OF: Record<Language, 'fil' | 'en'> = { TY: 'fil', EN: 'en' };
/**
 * The chosen language, also kept in a cookie: the server writes a first page's boot data and first frame
 * in it (server/site/boot.ts). Only the language: nothing about the player.
 */
export const LANGUAGE_COOKIE = 'lang';
export const CATALOGUE_LANGUAGE_CODES = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'MS',
  'PT',
  'TA',
  'TW',
  'TY',
  'UR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
  'NE',
  'FR',
  'TE',
  'SW',
  'PT-BR',
  'UR-LA',
] as const;
export type CatalogueLanguageCode = (typeof CATALOGUE_LANGUAGE_CODES)[number];
