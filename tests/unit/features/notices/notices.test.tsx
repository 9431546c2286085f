import { msg } from '@lingui/core/macro';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeListQueryOptions } from '../../../../src/features/notices/api.ts';
import { localReadIds, markLocalRead, withLocalRead } from '../../../../src/features/notices/local-read.ts';
import { NoticesPage } from '../../../../src/features/notices/notices-page.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import { NOTICE_READ_LOCAL_MAX, NOTICE_READ_STORAGE_KEY } from '../../../../src/shared/constants/notices.ts';
import { PATHS } from '../../../../src/shared/paths.ts';
import type { Notice, NoticeList } from '../../../../src/shared/schemas/notices.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import {
  type FetchCall,
  renderWithRouter,
  stubFetch,
  testQueryClient,
  until,
} from '../../components/harness.tsx';

const notice = (id: number, title: string, read = false): Notice => ({
  id,
  title,
  content: `<p>${title} body</p>`,
  type: 'PL',
  promotionType: null,
  execution: 'A',
  action: null,
  publishedAt: '2026-11-20T04:00:00.000Z',
  read,
});
const LIST: NoticeList = { list: [notice(1, 'Maintenance'), notice(2, 'New games', true)], unreadCount: 1 };
const SHELL = { shell: { header: 'page' as const, footer: false, title: msg`Announcements` } };

let unmount = () => {};
beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  localStorage.clear();
  clearSession();
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
});

async function renderPage(node: () => ReactNode, user: string | null, data: NoticeList = LIST) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(noticeListQueryOptions('player', 'TY', user).queryKey, data);
  const view = await renderWithRouter(node, queryClient, SHELL);
  unmount = view.unmount;
  return view;
}
const dots = (root: HTMLElement) => root.querySelectorAll('[data-testid="notice-unread"]').length;

describe("a visitor's read state on the device", () => {
  it('keeps opened ids, newest last, capped, and survives garbage', () => {
    localStorage.setItem(NOTICE_READ_STORAGE_KEY, '{not json');
    expect(localReadIds().size).toBe(0);
    localStorage.setItem(NOTICE_READ_STORAGE_KEY, JSON.stringify([1, 'x', 2.5, 3]));
    expect([...localReadIds()]).toEqual([1, 3]);
    for (let id = 1; id <= NOTICE_READ_LOCAL_MAX + 5; id++) markLocalRead(id);
    markLocalRead(10);
    const ids = JSON.parse(localStorage.getItem(NOTICE_READ_STORAGE_KEY) ?? '[]') as number[];
    expect(ids).toHaveLength(NOTICE_READ_LOCAL_MAX);
    expect(ids.at(-1)).toBe(10);
    expect(ids.filter((id) => id === 10)).toHaveLength(1);
  });

  it('marks the server list read where the device has opened one', () => {
    const merged = withLocalRead(LIST, new Set([1, 99]));
    expect(merged.list.map((n) => n.read)).toEqual([true, true]);
    expect(merged.unreadCount).toBe(0);
    expect(withLocalRead(LIST, new Set())).toEqual(LIST);
  });
});

describe('notice page', () => {
  it('lists titles with an unread mark and opens one', async () => {
    const onOpen = vi.fn();
    const { container } = await renderPage(
      () => <NoticesPage kind="player" openId={undefined} onOpen={onOpen} onClose={() => {}} />,
      null,
    );
    expect(container.textContent).toContain('Maintenance');
    expect(container.textContent).toContain('New games');
    expect(dots(container)).toBe(1);
    await act(async () => container.querySelector<HTMLButtonElement>('li button')?.click());
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it("shows a visitor's open announcement and keeps it read on the device", async () => {
    const calls: FetchCall[] = [];
    stubFetch((call) => {
      calls.push(call);
      return new Response('{}', { status: 500 });
    });
    const { container } = await renderPage(
      () => <NoticesPage kind="player" openId={1} onOpen={() => {}} onClose={() => {}} />,
      null,
    );
    await until(() => container.textContent?.includes('Maintenance body') === true, 'content');
    expect(container.querySelector('h2')?.textContent).toBe('Maintenance');
    await until(() => localReadIds().has(1), 'read on the device');
    expect(calls.filter((c) => c.url.includes(PATHS.noticeRead))).toEqual([]);
  });

  it("marks a member's open announcement read on the server", async () => {
    setSession({ token: 't', merchantCode: 'SWERTE', userName: 'juan', type: 0, firstTimeLogin: false });
    const calls: FetchCall[] = [];
    stubFetch((call) => {
      calls.push(call);
      const value = call.url.includes(PATHS.noticeRead) ? { marked: 1 } : { ...LIST, unreadCount: 0 };
      return Response.json({ successful: true, code: 'ok', value });
    });
    const { container } = await renderPage(
      () => <NoticesPage kind="player" openId={1} onOpen={() => {}} onClose={() => {}} />,
      'juan',
    );
    await until(() => calls.some((c) => c.url.includes(PATHS.noticeRead)), 'the read call');
    const read = calls.find((c) => c.url.includes(PATHS.noticeRead));
    expect([read?.method, read?.body]).toEqual(['POST', { ids: [1] }]);
    expect(container.textContent).toContain('Maintenance body');
    expect(localReadIds().size).toBe(0);
  });

  it('says when there is nothing, and offers a retry when loading failed', async () => {
    const empty = await renderPage(
      () => <NoticesPage kind="player" openId={undefined} onOpen={() => {}} onClose={() => {}} />,
      null,
      { list: [], unreadCount: 0 },
    );
    expect(empty.container.textContent).toContain('No announcements');
    unmount();
    stubFetch(() => new Response('{}', { status: 500 }));
    const view = await renderWithRouter(
      () => <NoticesPage kind="player" openId={undefined} onOpen={() => {}} onClose={() => {}} />,
      testQueryClient(),
      SHELL,
    );
    unmount = view.unmount;
    await until(
      () => view.container.textContent?.includes('Announcements could not be loaded.') === true,
      'error',
    );
    expect(view.container.querySelector('[role="alert"] button')).not.toBeNull();
  });
});
