import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageDetail } from '../../../../src/features/inbox/message-detail.tsx';
import { inboxKeys } from '../../../../src/lib/account/inbox-count.ts';
import { i18n } from '../../../../src/lib/i18n.ts';
import { siteConfigQueryOptions } from '../../../../src/lib/site/api.ts';
import { INBOX_CODES } from '../../../../src/shared/errors/member.ts';
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
let answer: (call: FetchCall) => Response;
let unmount = () => {};

const MESSAGE = {
  id: 7,
  title: 'Weekend bonus',
  read: true,
  createdAt: '2026-11-24T02:00:00.000Z',
  bodyHtml: '<p>Claim it <b>now</b></p><img src="x" onerror="window.__pwned=1">',
};

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  calls = [];
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'juan', type: 0, firstTimeLogin: false });
  answer = (call) =>
    call.url.includes('/wps/inbox/count')
      ? envelope({ unread: 0, total: 1 })
      : call.method === 'DELETE'
        ? envelope({ id: 7 })
        : envelope(MESSAGE);
  stubFetch((call) => {
    calls.push(call);
    return answer(call);
  });
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
});

async function render() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(siteConfigQueryOptions(uiStore.language).queryKey, siteConfig());
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const view = await renderWithRouter(() => <MessageDetail id={7} />, queryClient);
  unmount = view.unmount;
  return { ...view, invalidate };
}

describe('one message', () => {
  it('shows the sanitised message and refreshes the count once opened (read)', async () => {
    const { container, invalidate } = await render();
    await until(() => container.textContent?.includes('Claim it now') === true, 'message');
    expect(container.querySelector('h2')?.textContent).toBe('Weekend bonus');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(calls.filter((c) => c.url.includes('/wps/inbox/messages')).map((c) => c.url)).toEqual([
      expect.stringContaining('/wps/inbox/messages/7'),
    ]);
    await until(() => invalidate.mock.calls.length > 0, 'invalidate');
    expect(invalidate.mock.calls[0]?.[0]).toMatchObject({ queryKey: inboxKeys.all('juan') });
  });

  it('deletes after confirming, then goes back to the list', async () => {
    const { container, router } = await render();
    await until(() => container.textContent?.includes('Claim it now') === true, 'message');
    const del = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Delete');
    await act(() => del?.click());
    await until(() => document.body.textContent?.includes('Delete this message?') === true, 'confirm');
    const confirm = [...document.querySelectorAll('[role="dialog"] button, dialog button')].find(
      (b) => b.textContent === 'Delete',
    ) as HTMLButtonElement | undefined;
    await act(() => confirm?.click());
    await until(() => calls.some((c) => c.method === 'DELETE'), 'delete');
    expect(calls.find((c) => c.method === 'DELETE')?.url).toContain('/wps/inbox/messages/7');
    await until(() => router.state.location.pathname === '/m/webEmail', 'back to the list');
  });

  it('a message that is gone says so', async () => {
    answer = (call) =>
      call.url.includes('/wps/inbox/count')
        ? envelope({ unread: 0, total: 0 })
        : envelope(null, 404, INBOX_CODES.unknown);
    const { container } = await render();
    await until(
      () => container.textContent?.includes('This message is no longer in your inbox.') === true,
      '404',
    );
  });
});
