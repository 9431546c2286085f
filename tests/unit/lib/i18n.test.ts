// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  activateLanguage,
  CATALOGUE_LOCALES,
  i18n,
  initialLanguage,
  onLanguageChange,
  toOfferedLanguage,
} from '../../../src/lib/i18n.ts';
import { STORAGE_KEYS } from '../../../src/lib/storage-keys.ts';
import { CATALOGUE_LANGUAGE_CODES, LOCALE_OF } from '../../../src/shared/constants/language.ts';
import { uiStore } from '../../../src/stores/ui.ts';

describe('initialLanguage', () => {
  it('takes ?lang= from the URL first, in any case', () => {
    expect(initialLanguage('?lang=EN', 'TY')).toBe('EN');
    expect(initialLanguage('?x=1&lang=ty', 'EN')).toBe('TY');
  });

  it('maps another catalogue code in the URL to English', () => {
    expect(initialLanguage('?lang=JA', null)).toBe('EN');
  });

  it('falls back to the kept choice, then to TY (Filipino)', () => {
    expect(initialLanguage('', 'EN')).toBe('EN');
    expect(initialLanguage('?other=1', null)).toBe('TY');
    expect(initialLanguage('?lang=', null)).toBe('TY');
  });

  it('ignores garbage', () => {
    expect(initialLanguage('?lang=<script>', null)).toBe('TY');
    expect(toOfferedLanguage('zz')).toBe('TY');
  });
});

describe('catalogue codes', () => {
  it('maps every catalogue code to a BCP 47 tag', () => {
    for (const code of CATALOGUE_LANGUAGE_CODES)
      expect(CATALOGUE_LOCALES[code]).toMatch(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/);
    expect(CATALOGUE_LOCALES.TY).toBe('fil');
    expect(CATALOGUE_LOCALES.TW).toBe('zh-TW');
    expect(CATALOGUE_LOCALES['PT-BR']).toBe('pt-BR');
  });

  it('the two offered languages have Lingui catalogs', () => {
    expect(LOCALE_OF).toEqual({ TY: 'fil', EN: 'en' });
  });
});

describe('activateLanguage', () => {
  it('activates the catalog, sets <html lang>, the request header and keeps the choice', async () => {
    const heard: string[] = [];
    const off = onLanguageChange((l) => heard.push(l));
    await activateLanguage('EN');
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(uiStore.language).toBe('EN');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('EN');
    // The server writes a first page in the chosen language (server/site/boot.ts).
    expect(document.cookie).toContain('lang=EN');
    await activateLanguage('TY');
    expect(document.documentElement.lang).toBe('fil');
    expect(initialLanguage('', localStorage.getItem(STORAGE_KEYS.language))).toBe('TY');
    expect(heard).toEqual(['EN', 'TY']);
    off();
  });
});
