import { defineConfig } from '@lingui/conf';

/**
 * Two catalogs per language. `home` holds what the shell and /m/home show, their lazy parts included
 * (menu, pop-ups, install guide): it loads at start. `messages` holds every other screen's strings:
 * a route other than home waits for it before rendering (src/routes/__root.tsx), so the first paint
 * does not download them. A string used on both sides is in both.
 */
const HOME = [
  // All shared UI but the form kit, the confirm dialog and the screens' kit (load more, switch gate),
  // which only screens other than home use.
  '<rootDir>/src/components/*.*',
  '<rootDir>/src/components/!(form|dialog|screen)/**',
  '<rootDir>/src/features/{announcements,banners,hot-matches,install,popular-games,site}/**',
  // The side service panel is on home (and /m/service shares its few strings).
  '<rootDir>/src/features/service/**',
  '<rootDir>/src/app/**',
  '<rootDir>/src/{pwa,stores}/**',
  // lib but what only the login, registration and account screens use: the code texts, the trial
  // start, the SMS code send, the recent-login prompt and the login refusals; and the studio's names
  // (its screens only).
  '<rootDir>/src/lib/**/!(messages|use-start-trial|use-send-sms-code|confirm-login-dialog|login-refusal|studio-names).*',
  '<rootDir>/src/routes/__root.tsx',
  '<rootDir>/src/routes/m/home.tsx',
];

// Spec code TY is the locale `fil` (Filipino, the default); EN is `en`. Source strings are English.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['fil', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/home', include: HOME },
    { path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: HOME },
  ],
  format: 'po',
  orderBy: 'messageId',
});
