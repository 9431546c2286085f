// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, get } from '../../../src/lib/http.ts';
import { isRetryable } from '../../../src/lib/query-client.ts';
import { searchIndex, searchPick, searchText, searchTypes } from '../../../src/lib/search.ts';
import { STORAGE_KEYS } from '../../../src/lib/storage-keys.ts';
import { clearSession, parseSession, sessionStore, setSession } from '../../../src/stores/session.ts';

const session = { token: 'tok', merchantCode: 'SWERTE', userName: 'demo', type: 0, firstTimeLogin: false };

describe('session store (MC_SESSION_INFO)', () => {
  it('reads only a well-formed session', () => {
    expect(parseSession(JSON.stringify(session))).toEqual(session);
    expect(parseSession(JSON.stringify({ ...session, type: 'x' }))).toBeNull();
    expect(parseSession('{not json')).toBeNull();
    expect(parseSession(null)).toBeNull();
  });

  afterEach(() => vi.unstubAllGlobals());

  it('set and clear keep storage, store and the request token in step', async () => {
    // The http client reads the token from the session store on each call.
    const tokens: (string | null)[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      tokens.push(new Headers(init.headers).get('Token'));
      return new Response(JSON.stringify({ successful: true, code: 'ok', value: null }));
    });
    setSession(session);
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)).toBe(JSON.stringify(session));
    expect(sessionStore.session?.userName).toBe('demo');
    await get('/wps/member/info', { schema: v.unknown() });
    clearSession();
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)).toBeNull();
    expect(sessionStore.session).toBeNull();
    await get('/wps/member/info', { schema: v.unknown() });
    expect(tokens).toEqual(['tok', null]);
  });
});

describe('search helpers', () => {
  it('text accepts numbers as text and drops over-long values', () => {
    const s = v.object({ code: searchText(5) });
    expect(v.parse(s, { code: 123 })).toEqual({ code: '123' });
    expect(v.parse(s, { code: 'toolong' })).toEqual({ code: undefined });
  });
  it('picks fall back to undefined, indexes to their default, types must look like types', () => {
    expect(v.parse(v.object({ m: searchPick(['Lott', 'ZY']) }), { m: 'x' })).toEqual({ m: undefined });
    expect(v.parse(v.object({ i: searchIndex(0) }), { i: '4' })).toEqual({ i: 4 });
    expect(v.parse(v.object({ i: searchIndex(0) }), { i: 'abc' })).toEqual({ i: 0 });
    expect(v.parse(v.object({ t: searchTypes() }), { t: 'B,PL' })).toEqual({ t: 'B,PL' });
    expect(v.parse(v.object({ t: searchTypes() }), { t: '<x>' })).toEqual({ t: undefined });
  });
});

describe('query retries', () => {
  it('retry network blips and 5xx, not client errors or maintenance', () => {
    expect(isRetryable(new ApiError('network.error', 0))).toBe(true);
    expect(isRetryable(new ApiError('server.error', 500))).toBe(true);
    expect(isRetryable(new ApiError('request.invalid', 400))).toBe(false);
    expect(isRetryable(new ApiError('system.maintenance', 503))).toBe(false);
  });
});
