import { defineConfig } from '@lingui/conf';

// Spec code TY is the locale `fil` (Filipino, the default); EN is `en`. Source strings are English.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['fil', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: 'po',
  orderBy: 'messageId',
});
