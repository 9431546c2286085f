import { readStorage, writeStorage } from '../storage.ts';

/** Where a login goes when there is no valid `redirect`. */
export const DEFAULT_AFTER_LOGIN = '/m/home';

/**
 * The `redirect` search param, if it is a same-origin app path (/m/...) and not an account screen (log in,
 * register, first password);
 * otherwise /m/home. Blocks //host, /\host, schemes and encoded tricks by resolving against a dummy origin.
 */
export function safeRedirect(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.startsWith('/m/') || raw.includes('\\')) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(raw, 'https://app.invalid');
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== 'https://app.invalid' || !url.pathname.startsWith('/m/')) return DEFAULT_AFTER_LOGIN;
  if (/^\/m\/(login|register|firstPassword)(\.html)?\/?$/.test(url.pathname)) return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Session storage: where a Google or Facebook sign-in started from the login page goes afterwards (the
 * provider's round trip leaves the app, so the `redirect` param cannot ride along).
 */
const SOCIAL_REDIRECT_KEY = 'socialRedirect';

/** Keeps the login page's `redirect` for the landing page of a social sign-in (none: home). */
export function keepSocialRedirect(raw: string | undefined): void {
  writeStorage('session', SOCIAL_REDIRECT_KEY, raw ? safeRedirect(raw) : null);
}

/** Where the landing page goes after a social sign-in (checked again), forgotten once read. */
export function takeSocialRedirect(): string {
  const raw = readStorage('session', SOCIAL_REDIRECT_KEY);
  writeStorage('session', SOCIAL_REDIRECT_KEY, null);
  return safeRedirect(raw);
}
