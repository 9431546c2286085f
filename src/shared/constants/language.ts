// Languages (SPEC.md section 9).

// Languages: the picker offers two; the catalogue knows about 40 codes.
export const LANGUAGES = ['TY', 'EN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'TY';
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
