// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { createStore, entries, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../src/components/toast/toast-store.ts';
import { rememberRecordIsSafe, signOut } from '../../../../src/lib/account/sign-out.ts';
import { STORAGE_KEYS } from '../../../../src/lib/storage-keys.ts';
import { sessionStore, setSession, TRIAL_USER_KEY } from '../../../../src/stores/session.ts';

const session = { token: 'tok-1', merchantCode: 'SWERTE', userName: 'demo', type: 0, firstTimeLogin: false };
// The lead's persister store (src/lib/persist.ts).
const cacheStore = () => createStore('swerte-query-cache', 'entries');

describe('sign-out clean-up', () => {
  let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
  let calls: { method: string; token: string | null }[];

  beforeEach(async () => {
    calls = [];
    assign = vi.fn<(url: string) => void>();
    setSession(session);
    sessionStorage.setItem(TRIAL_USER_KEY, 'guest123');
    sessionStorage.setItem('anything-else', 'x');
    localStorage.setItem(STORAGE_KEYS.autoLogin, '1');
    localStorage.setItem(STORAGE_KEYS.language, 'EN');
    await set('lobby', '{"clientState":{}}', cacheStore());
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  const run = async () => {
    const client = new QueryClient();
    client.setQueryData(['wallet', 'demo'], { sumBalance: 100 });
    client.setQueryData(['site', 'config'], {});
    await signOut(client, assign);
    return client;
  };

  it('logs out with the token, then wipes session, storage, query cache and IndexedDB, and goes home', async () => {
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push({
        method: init.method ?? 'GET',
        token: (init.headers as Record<string, string>).Token ?? null,
      });
      return new Response(JSON.stringify({ successful: true, code: 'ok', value: null }), { status: 200 });
    });
    localStorage.setItem(STORAGE_KEYS.rememberLogin, JSON.stringify({ type: 'username', username: 'demo' }));
    const client = await run();

    expect(calls).toEqual([{ method: 'DELETE', token: 'tok-1' }]);
    expect(sessionStorage.length).toBe(0);
    expect(sessionStore.session).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
    // Only the user name was remembered: it stays; the language choice is not account data.
    expect(localStorage.getItem(STORAGE_KEYS.rememberLogin)).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('EN');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(await entries(cacheStore())).toEqual([]);
    expect(assign).toHaveBeenCalledWith('/m/home');
    expect(
      toastStore.toasts.some((t) => typeof t.message !== 'string' && t.message.message === 'Please wait'),
    ).toBe(false);
  });

  it('cleans up just the same when the logout call fails (offline)', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    localStorage.setItem(
      STORAGE_KEYS.rememberLogin,
      JSON.stringify({ type: 'username', username: 'demo', password: 'ZGVtbw==' }),
    );
    await run();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
    expect(localStorage.getItem(STORAGE_KEYS.rememberLogin)).toBeNull();
    expect(await entries(cacheStore())).toEqual([]);
    expect(assign).toHaveBeenCalledWith('/m/home');
  });

  it('keeps a remembered login only when it holds nothing but who and how', () => {
    expect(rememberRecordIsSafe(null)).toBe(true);
    expect(rememberRecordIsSafe('{"type":"sms","mobileNum":"9171234567","countryDialingCode":"63"}')).toBe(
      true,
    );
    expect(rememberRecordIsSafe('{"username":"demo","password":"x"}')).toBe(false);
    expect(rememberRecordIsSafe('{"username":"demo","deviceToken":"x"}')).toBe(false);
    expect(rememberRecordIsSafe('not json')).toBe(false);
    expect(rememberRecordIsSafe('["demo"]')).toBe(false);
  });
});
