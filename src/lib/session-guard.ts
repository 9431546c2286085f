import type { QueryClient } from '@tanstack/react-query';
import { type AnyRouter, type ParsedLocation, redirect } from '@tanstack/react-router';
import { AUTH_CODES, CODES } from '../shared/errors.ts';
import { clearSession, sessionStore } from '../stores/session.ts';
import { onApiError } from './http.ts';

/** The login URL that brings the member back to `href` afterwards. */
export const loginHref = (href: string) => `/m/login?redirect=${encodeURIComponent(href)}`;

/**
 * `beforeLoad` guard for pages that need a session: a visitor goes to /m/login with `redirect` set to
 * the page, or to /m/home where the spec says so (/m/changePsw, /m/set). Re-run on expiry (below).
 */
export function requireSession(fallback: 'login' | 'home' = 'login') {
  return ({ location }: { location: ParsedLocation }) => {
    if (sessionStore.session) return;
    // `href` keeps this guard independent of the login route's search schema.
    throw redirect({ href: fallback === 'home' ? '/m/home' : loginHref(location.href) });
  };
}

/** Drops every query marked private (`meta.persist: false`): money, member info, password status. */
export function removePrivateQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => q.meta?.persist === false });
}

/** Forgets the session in this tab: storage, store, request token and private queries. */
export function dropSession(queryClient: QueryClient): void {
  clearSession();
  removePrivateQueries(queryClient);
}

/** A 401 that means "this token is no longer good", as opposed to a failed login. */
export const isSessionExpiry = (err: { status: number; code: string }) =>
  err.status === 401 && (err.code === AUTH_CODES.sessionExpired || err.code === CODES.sessionRequired);

/**
 * Wire once at start (main.tsx): a 401 session.expired from any call drops the session, then the
 * router re-runs the current route's guards, so a page that needs a session goes to /m/login with
 * `redirect` = that page, and public pages simply re-render as a visitor's. Returns the unsubscribe.
 */
export function handleSessionExpiry(router: Pick<AnyRouter, 'invalidate'>, queryClient: QueryClient) {
  return onApiError((err) => {
    if (!sessionStore.session || !isSessionExpiry(err)) return;
    dropSession(queryClient);
    void router.invalidate();
  });
}
