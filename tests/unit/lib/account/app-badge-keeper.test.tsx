import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppBadgeKeeper } from '../../../../src/lib/account/app-badge-keeper.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import { siteConfigQueryOptions } from '../../../../src/lib/site/api.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import { uiStore } from '../../../../src/stores/ui.ts';
import { renderWithRouter, stubFetch, testQueryClient, until } from '../../components/harness.tsx';
import { envelope, siteConfig } from '../../site-config.ts';

// The shell keeps the app badge on every page through AppBadgeKeeper: the count follows the server when
// the app comes back to the front, and the badge is cleared when the keeper goes (the session ended).

let unread = 3;
let countCalls = 0;
let unmount = () => {};
const setAppBadge = vi.fn((_n?: number) => Promise.resolve());
const clearAppBadge = vi.fn(() => Promise.resolve());

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  unread = 3;
  countCalls = 0;
  Object.assign(navigator, { setAppBadge, clearAppBadge });
  setAppBadge.mockClear();
  clearAppBadge.mockClear();
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'juan', type: 0, firstTimeLogin: false });
  stubFetch((call) => {
    if (call.url.includes('/wps/inbox/count')) {
      countCalls++;
      return envelope({ unread, total: 5 });
    }
    throw new Error(`unexpected ${call.url}`);
  });
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'setAppBadge');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
});

describe('the app badge keeper', () => {
  it('shows the count, asks again when the app is back in front, and clears the badge when it goes', async () => {
    // As the app's client: no refetch on focus unless a query asks for it (src/lib/query-client.ts).
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    });
    queryClient.setQueryData(siteConfigQueryOptions(uiStore.language).queryKey, siteConfig());
    const view = await renderWithRouter(() => <AppBadgeKeeper />, queryClient);
    unmount = view.unmount;
    await until(() => setAppBadge.mock.calls.at(-1)?.[0] === 3, 'badge 3');

    // A message was read on another device; the member switches back to the app.
    unread = 1;
    const before = countCalls;
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await until(() => setAppBadge.mock.calls.at(-1)?.[0] === 1, 'badge 1');
    expect(countCalls).toBe(before + 1);

    clearAppBadge.mockClear();
    view.unmount();
    unmount = () => {};
    expect(clearAppBadge).toHaveBeenCalledTimes(1);
  });

  it('asks nothing and clears the badge when the message centre is switched off', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(
      siteConfigQueryOptions(uiStore.language).queryKey,
      siteConfig({ switches: { MAILCEN: false } }),
    );
    unmount = (await renderWithRouter(() => <AppBadgeKeeper />, queryClient)).unmount;
    await until(() => clearAppBadge.mock.calls.length > 0, 'badge cleared');
    expect(countCalls).toBe(0);
    expect(setAppBadge).not.toHaveBeenCalled();
  });
});
