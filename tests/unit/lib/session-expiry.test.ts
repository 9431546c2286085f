// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  isRedirect,
} from '@tanstack/react-router';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get } from '../../../src/lib/http.ts';
import {
  guardMember,
  guardMemberHome,
  handleSessionExpiry,
  loginHref,
} from '../../../src/lib/session-guard.ts';
import { STORAGE_KEYS } from '../../../src/lib/storage-keys.ts';
import { sessionStore, setSession } from '../../../src/stores/session.ts';

const session = { token: 'tok', merchantCode: 'SWERTE', userName: 'demo', type: 0, firstTimeLogin: false };

const answer = (status: number, code: string) =>
  new Response(JSON.stringify({ successful: status < 400, code, value: status < 400 ? {} : null }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function appRouter(initial: string) {
  const root = createRootRoute();
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/m/home' }),
    createRoute({ getParentRoute: () => root, path: '/m/login' }),
    createRoute({ getParentRoute: () => root, path: '/m/wallet', beforeLoad: guardMember }),
    createRoute({ getParentRoute: () => root, path: '/m/set', beforeLoad: guardMemberHome }),
  ];
  return createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [initial] }),
  });
}

describe('guardMember (beforeLoad)', () => {
  afterEach(() => sessionStorage.clear());

  it('lets a member through and sends a visitor to login with the page as redirect', () => {
    const location = { href: '/m/wallet?tab=2' } as Parameters<typeof guardMember>[0]['location'];
    setSession(session);
    expect(guardMember({ location })).toBeUndefined();
    sessionStore.session = null;
    let thrown: unknown;
    try {
      guardMember({ location });
    } catch (err) {
      thrown = err;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect(loginHref('/m/wallet?tab=2')).toBe('/m/login?redirect=%2Fm%2Fwallet%3Ftab%3D2');
  });
});

describe('session expiry (401 session.expired from any call)', () => {
  let unsubscribe: () => void;
  const queryClient = new QueryClient();

  beforeEach(() => {
    setSession(session);
    queryClient.setQueryData(['wallet', 'demo'], { sumBalance: 1 });
    queryClient
      .getQueryCache()
      .find({ queryKey: ['wallet', 'demo'] })
      ?.setOptions({
        queryKey: ['wallet', 'demo'],
        meta: { persist: false },
      });
    queryClient.setQueryData(['site', 'config'], { public: true });
  });
  afterEach(() => {
    unsubscribe();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('drops the session and private queries, and a guarded page goes to login with redirect', async () => {
    const router = appRouter('/m/wallet?tab=2');
    await router.load();
    expect(router.state.location.pathname).toBe('/m/wallet');
    unsubscribe = handleSessionExpiry(router, queryClient);

    vi.stubGlobal('fetch', async () => answer(401, 'session.expired'));
    await expect(get('/wps/member/wallet', { schema: v.unknown() })).rejects.toMatchObject({ status: 401 });

    expect(sessionStore.session).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)).toBeNull();
    expect(queryClient.getQueryData(['wallet', 'demo'])).toBeUndefined();
    expect(queryClient.getQueryData(['site', 'config'])).toEqual({ public: true });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.searchStr).toBe('?redirect=%2Fm%2Fwallet%3Ftab%3D2');
  });

  it('a public page stays where it is; /m/set follows the spec to /m/home', async () => {
    vi.stubGlobal('fetch', async () => answer(401, 'session.expired'));
    const home = appRouter('/m/home');
    await home.load();
    unsubscribe = handleSessionExpiry(home, queryClient);
    await get('/x', { schema: v.unknown() }).catch(() => {});
    expect(sessionStore.session).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(home.state.location.pathname).toBe('/m/home');
    unsubscribe();

    setSession(session);
    const settings = appRouter('/m/set');
    await settings.load();
    unsubscribe = handleSessionExpiry(settings, queryClient);
    await get('/x', { schema: v.unknown() }).catch(() => {});
    await vi.waitFor(() => expect(settings.state.location.pathname).toBe('/m/home'));
  });

  it('other failures (a failed login 401, a 403) keep the session', async () => {
    const router = appRouter('/m/wallet');
    await router.load();
    unsubscribe = handleSessionExpiry(router, queryClient);
    vi.stubGlobal('fetch', async () => answer(401, 'login.failed'));
    await get('/x', { schema: v.unknown() }).catch(() => {});
    vi.stubGlobal('fetch', async () => answer(403, 'free_reject'));
    await get('/x', { schema: v.unknown() }).catch(() => {});
    expect(sessionStore.session?.token).toBe('tok');
    expect(router.state.location.pathname).toBe('/m/wallet');
  });
});
