import { readStorage, writeStorage } from '../lib/storage.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

// How the app is running (SPEC.md section 3, registerMethod): native app shell, installed PWA,
// iOS web clip (installed through the mobileconfig profile) or a plain browser tab.

export type RegisterMethod = 'APP' | 'PWA' | 'WEBCLIP' | 'H5';

/**
 * User-agent tokens the native app shells append (the spec says only "app markers"; the native
 * builds must add one of these, e.g. `SwerteApp/2.1`).
 */
export const APP_USER_AGENT_MARKERS = ['SwerteApp', 'Swerte-App'] as const;

/** SPEC.md section 3: APP > WEBCLIP (standalone + flag '1') > PWA (standalone) > H5. */
export function registerMethodFor(
  userAgent: string,
  standalone: boolean,
  webClipFlag: string | null,
): RegisterMethod {
  if (APP_USER_AGENT_MARKERS.some((marker) => userAgent.includes(marker))) return 'APP';
  if (standalone) return webClipFlag === '1' ? 'WEBCLIP' : 'PWA';
  return 'H5';
}

/** Running from the home screen: the display-mode media query, or iOS Safari's own flag. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** The registerMethod of this browser, for the registration form. */
export function registerMethod(): RegisterMethod {
  return registerMethodFor(
    typeof navigator === 'undefined' ? '' : navigator.userAgent,
    isStandalone(),
    readStorage('local', STORAGE_KEYS.webClip),
  );
}

/**
 * The web-clip profile's start URL carries `webclip=1` (server/routes/install.ts): remember it, so
 * this home-screen clip counts as WEBCLIP from now on (SPEC.md section 3; the download popup's
 * profile link hides once the flag is '1').
 */
export function rememberWebClip(search: string): void {
  if (new URLSearchParams(search).get('webclip') === '1') writeStorage('local', STORAGE_KEYS.webClip, '1');
}
