import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../../../src/app/router.tsx';
import { clearSession, setSession } from '../../../../src/stores/session.ts';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

async function open(url: string) {
  const router = createAppRouter(new QueryClient(), createMemoryHistory({ initialEntries: [url] }));
  // The loader prefetches; keep it off the network.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  await router.load();
  return router.state;
}

describe('/m/withdraw', () => {
  it.each([
    ['/m/withdraw', undefined],
    ['/m/withdraw?view=accounts', 'accounts'],
    ['/m/withdraw?view=add-account', 'add-account'],
    ['/m/withdraw?view=password', 'password'],
    ['/m/withdraw?view=other', undefined],
  ])('%s opens the view %s', async (url, view) => {
    setSession({ token: 't', merchantCode: 'SWERTE', userName: 'demo', type: 0, firstTimeLogin: false });
    const state = await open(url);
    expect(state.location.pathname).toBe('/m/withdraw');
    expect(state.matches.at(-1)?.search).toEqual({ view });
  });

  it('a visitor goes to log in and comes back; a trial member goes home', async () => {
    let state = await open('/m/withdraw');
    expect(state.location.pathname).toBe('/m/login');
    expect(state.location.search).toEqual({ redirect: '/m/withdraw' });
    setSession({ token: 't', merchantCode: 'SWERTE', userName: 'trial1', type: 4, firstTimeLogin: false });
    state = await open('/m/withdraw');
    expect(state.location.pathname).toBe('/m/home');
  });
});
