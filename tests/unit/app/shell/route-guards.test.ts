// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../../../src/app/router.tsx';
import { toastStore } from '../../../../src/components/toast/toast-store.ts';
import { type GuardedPath, type GuardKind, ROUTE_GUARDS } from '../../../../src/lib/route-guards.ts';
import { GUARDS } from '../../../../src/lib/session-guard.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';

const trim = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

/** Every route of the app (file routes) with the `beforeLoad` it declares. */
function routes(): Map<string, unknown> {
  const router = createAppRouter(new QueryClient(), createMemoryHistory());
  const table = new Map<string, unknown>();
  for (const route of Object.values(router.routesById)) {
    if (route.isRoot) continue;
    table.set(trim(route.fullPath), route.options.beforeLoad);
  }
  return table;
}

const app = routes();
const guardFunctions = new Set<unknown>(Object.values(GUARDS));
const rows = Object.entries(ROUTE_GUARDS) as [GuardedPath, GuardKind][];

describe('route guard table', () => {
  it('names every route of the app', () => {
    expect([...app.keys()].filter((p) => !(p in ROUTE_GUARDS))).toEqual([]);
  });

  it.each(rows)('%s declares the %s guard', (path, kind) => {
    expect(app.has(path), `${path} is no route`).toBe(true);
    const beforeLoad = app.get(path);
    if (kind === 'public') expect(guardFunctions.has(beforeLoad)).toBe(false);
    else expect(beforeLoad).toBe(GUARDS[kind]);
  });
});

type Persona = 'visitor' | 'member' | 'trial' | 'agent';
const TYPES: Record<Exclude<Persona, 'visitor'>, number> = { member: 0, trial: 4, agent: 1 };

/** Where each persona lands opening a route of the kind (null: stays on the route). */
const EXPECTED: Record<Exclude<GuardKind, 'public'>, Record<Persona, string | null>> = {
  member: { visitor: '/m/login', member: null, trial: null, agent: null },
  memberHome: { visitor: '/m/home', member: null, trial: null, agent: null },
  realMember: { visitor: '/m/login', member: null, trial: '/m/home', agent: null },
  noTrial: { visitor: null, member: null, trial: '/m/home', agent: null },
  agent: { visitor: '/m/login', member: '/m/home', trial: '/m/home', agent: null },
};

async function open(path: string, persona: Persona) {
  clearSession();
  if (persona !== 'visitor') {
    setSession({
      token: 't',
      merchantCode: 'SWERTE',
      userName: 'u',
      type: TYPES[persona],
      firstTimeLogin: false,
    });
  }
  const router = createAppRouter(new QueryClient(), createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return router.state.location;
}

describe('route guards', () => {
  // Pages that stay load their data; no server here (an answer that fails quietly).
  beforeAll(() => vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 })));
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => {
    clearSession();
    toastStore.toasts.splice(0);
  });

  const guarded = rows.filter(([, kind]) => kind !== 'public') as [
    GuardedPath,
    Exclude<GuardKind, 'public'>,
  ][];
  const cases = guarded.flatMap(([path, kind]) =>
    (['visitor', 'member', 'trial', 'agent'] as const).map((p) => [path, p, EXPECTED[kind][p]] as const),
  );

  it.each(cases)('%s as %s lands on %s', async (path, persona, to) => {
    const location = await open(path, persona);
    expect(location.pathname).toBe(to ?? path);
    if (to === '/m/login') expect(location.href).toBe(`/m/login?redirect=${encodeURIComponent(path)}`);
    // Turned away on purpose: home says why; a visitor sent to the login needs no message.
    expect(toastStore.toasts.length).toBe(to === '/m/home' && persona !== 'visitor' ? 1 : 0);
  });

  it('a member turned away from the agent centre is told why; a trial account gets free_reject', async () => {
    await open('/m/agent', 'member');
    expect(
      toastStore.toasts.map((t) => (typeof t.message === 'string' ? t.message : t.message.message)),
    ).toEqual(['Only agent accounts can open the agent centre.']);
    toastStore.toasts.splice(0);
    await open('/m/withdraw', 'trial');
    expect(
      toastStore.toasts.map((t) => (typeof t.message === 'string' ? t.message : t.message.message)),
    ).toEqual(['Please log in with a real account to use this function.']);
  });

  it('a preload (link hover) that would be turned away shows no toast', async () => {
    setSession({ token: 't', merchantCode: 'SWERTE', userName: 'u', type: 0, firstTimeLogin: false });
    const router = createAppRouter(new QueryClient(), createMemoryHistory({ initialEntries: ['/m/home'] }));
    await router.preloadRoute({ to: '/m/agent' }).catch(() => undefined);
    expect(toastStore.toasts).toEqual([]);
  });
});
