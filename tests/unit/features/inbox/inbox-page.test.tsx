import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InboxGate } from '../../../../src/features/inbox/inbox-gate.tsx';
import { InboxPage } from '../../../../src/features/inbox/inbox-page.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import { siteConfigQueryOptions } from '../../../../src/lib/site/api.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import { uiStore } from '../../../../src/stores/ui.ts';
import {
  type FetchCall,
  renderWithRouter,
  stubFetch,
  testQueryClient,
  until,
} from '../../components/harness.tsx';
import { envelope, siteConfig } from '../../site-config.ts';

let calls: FetchCall[] = [];
let unread = 2;
let unmount = () => {};
const setAppBadge = vi.fn(() => Promise.resolve());
const clearAppBadge = vi.fn(() => Promise.resolve());

const items = () => [
  { id: 7, title: 'Weekend bonus', read: unread === 0, createdAt: '2026-11-24T02:00:00.000Z' },
  { id: 5, title: 'Welcome', read: unread < 2, createdAt: '2026-11-20T02:00:00.000Z' },
];

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  calls = [];
  unread = 2;
  Object.assign(navigator, { setAppBadge, clearAppBadge });
  setAppBadge.mockClear();
  clearAppBadge.mockClear();
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'juan', type: 0, firstTimeLogin: false });
  stubFetch((call) => {
    calls.push(call);
    if (call.url.includes('/wps/inbox/count')) return envelope({ unread, total: 2 });
    if (call.url.includes('/wps/inbox/readAll')) {
      const marked = unread;
      unread = 0;
      return envelope({ marked });
    }
    if (call.url.includes('/wps/inbox/messages'))
      return envelope({ list: items(), pageNo: 1, pageSize: 20, total: 2, unread });
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

async function render(mailCentre = true) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(
    siteConfigQueryOptions(uiStore.language).queryKey,
    siteConfig({ switches: { MAILCEN: mailCentre } }),
  );
  const view = await renderWithRouter(
    () => (
      <InboxGate>
        <InboxPage />
      </InboxGate>
    ),
    queryClient,
  );
  unmount = view.unmount;
  return view;
}

const button = (root: HTMLElement, label: string) => {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent === label);
  if (!found) throw new Error(`no button ${label}; body: ${root.textContent}`);
  return found;
};

describe('message centre', () => {
  it('lists unread first with their dots, marks all read, and keeps the app badge on the count', async () => {
    const { container } = await render();
    await until(() => container.querySelectorAll('[data-testid="inbox-row"]').length === 2, 'rows');
    expect(container.querySelectorAll('[data-testid="inbox-unread"]')).toHaveLength(2);
    expect(container.textContent).toContain('Weekend bonus');
    await until(() => setAppBadge.mock.calls.length > 0, 'badge');
    expect(setAppBadge).toHaveBeenLastCalledWith(2);

    const markAll = button(container, 'Mark all read');
    expect(markAll.disabled).toBe(false);
    await act(() => markAll.click());
    await until(() => container.querySelectorAll('[data-testid="inbox-unread"]').length === 0, 'read');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      expect.stringContaining('/wps/inbox/readAll'),
    ]);
    await until(() => clearAppBadge.mock.calls.length > 0, 'badge cleared');
    expect(button(container, 'Mark all read').disabled).toBe(true);
  });

  it('filters ask the server for unread or read only', async () => {
    const { container } = await render();
    await until(() => container.querySelectorAll('[data-testid="inbox-row"]').length === 2, 'rows');
    await act(() => button(container, 'Unread').click());
    await until(() => calls.some((c) => c.url.includes('filter=unread')), 'unread filter');
  });

  it('says when the message centre is switched off, with no call', async () => {
    const { container } = await render(false);
    expect(container.textContent).toContain('The message centre is not offered on this site.');
    expect(calls.filter((c) => c.url.includes('/wps/inbox/messages'))).toEqual([]);
  });
});
