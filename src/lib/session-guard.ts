import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { type AnyRouter, type ParsedLocation, redirect } from '@tanstack/react-router';
import { showToast } from '../components/toast/toast-store.ts';
import { AGENT_EXCLUDED_TYPES, MEMBER_TYPE_TRIAL } from '../shared/constants/members.ts';
import { CODES } from '../shared/errors/general.ts';
import { clearSession, sessionStore } from '../stores/session.ts';
import { onApiError } from './http.ts';
import type { GuardKind } from './route-guards.ts';

/** The login URL that brings the member back to `href` afterwards. */
export const loginHref = (href: string) => `/m/login?redirect=${encodeURIComponent(href)}`;

type Guard = (ctx: { location: ParsedLocation; preload?: boolean }) => void;

const FREE_REJECT = msg`Please log in with a real account to use this function.`;
const AGENTS_ONLY = msg`Only agent accounts can open the agent centre.`;

/**
 * A `beforeLoad` guard (SPEC.md sections 2 and 6). A visitor goes to `visitor`: 'login' is /m/login
 * with `redirect` set to the page, 'home' is /m/home (/m/changePsw, /m/set), null stays. A member whose
 * type is `refused` goes home with a toast saying why ('free_reject' for a trial account), silently
 * on a preload (a link hovered). Re-run on expiry (below).
 */
function guard(visitor: 'login' | 'home' | null, refused: readonly number[] = []): Guard {
  return ({ location, preload }) => {
    const type = sessionStore.session?.type;
    if (type === undefined) {
      // `href` keeps this guard independent of the login route's search schema.
      if (visitor) throw redirect({ href: visitor === 'home' ? '/m/home' : loginHref(location.href) });
    } else if (refused.includes(type)) {
      if (!preload) showToast(type === MEMBER_TYPE_TRIAL ? FREE_REJECT : AGENTS_ONLY);
      throw redirect({ href: '/m/home' });
    }
  };
}

// One guard per kind of src/shared/route-guards.ts; a route declares `beforeLoad: guard<Kind>`.
export const guardMember = guard('login');
export const guardMemberHome = guard('home');
export const guardRealMember = guard('login', [MEMBER_TYPE_TRIAL]);
export const guardNoTrial = guard(null, [MEMBER_TYPE_TRIAL]);
export const guardAgent = guard('login', AGENT_EXCLUDED_TYPES);

/** The guards by kind (the route guard test compares each route's `beforeLoad` with its kind's). */
export const GUARDS: Record<Exclude<GuardKind, 'public'>, Guard> = {
  member: guardMember,
  memberHome: guardMemberHome,
  realMember: guardRealMember,
  noTrial: guardNoTrial,
  agent: guardAgent,
};

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
  err.status === 401 && (err.code === CODES.sessionExpired || err.code === CODES.sessionRequired);

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
