// @vitest-environment jsdom
// The answers a first visit's page carries (src/lib/boot-data.ts): used once, for the same request,
// language and device, as a visitor; anything else goes to the network.
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const URL_TEMPLATE = '/wps/system/template';
const answer = (value: unknown) => ({ successful: true, code: 'ok', message: '', value });

function page(boot: Record<string, unknown>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'swerte-boot';
  script.textContent = JSON.stringify(boot);
  document.head.append(script);
}

async function load() {
  vi.resetModules();
  const http = await import('../../../src/lib/http.ts');
  const { uiStore } = await import('../../../src/stores/ui.ts');
  const { sessionStore } = await import('../../../src/stores/session.ts');
  return { http, uiStore, sessionStore };
}

describe('boot answers', () => {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(answer({ from: 'network' })), { status: 200 }),
  );
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
  });
  afterEach(() => {
    document.getElementById('swerte-boot')?.remove();
    vi.unstubAllGlobals();
  });
  const schema = v.object({ from: v.string() });
  const boot = (language: string, merchant = 'SWERTE') => ({
    v: 1,
    merchant,
    language,
    device: 'MOBILE',
    cdn: '/cdn/a',
    answers: { [URL_TEMPLATE]: answer({ from: 'page' }) },
  });

  it('answers the first matching call from the page and the next from the network', async () => {
    page(boot('TY'));
    const { http, uiStore } = await load();
    uiStore.language = 'TY';
    expect(await http.get(URL_TEMPLATE, { schema })).toEqual({ from: 'page' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await http.get(URL_TEMPLATE, { schema })).toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks the network for another language or merchant; a member gets the page's public answers too", async () => {
    page(boot('EN'));
    let { http, uiStore } = await load();
    uiStore.language = 'TY';
    expect(await http.get(URL_TEMPLATE, { schema })).toEqual({ from: 'network' });
    document.getElementById('swerte-boot')?.remove();

    page(boot('TY', 'OTHER'));
    ({ http, uiStore } = await load());
    uiStore.language = 'TY';
    expect(await http.get(URL_TEMPLATE, { schema })).toEqual({ from: 'network' });
    document.getElementById('swerte-boot')?.remove();

    page(boot('TY'));
    const loaded = await load();
    loaded.uiStore.language = 'TY';
    loaded.sessionStore.session = { token: 't', userName: 'demo', type: 0 } as never;
    expect(await loaded.http.get(URL_TEMPLATE, { schema })).toEqual({ from: 'page' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
