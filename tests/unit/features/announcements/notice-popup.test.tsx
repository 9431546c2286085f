import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeAnnouncementsQueryOptions } from '../../../../src/features/announcements/api.ts';
import { NoticePopup } from '../../../../src/features/announcements/notice-popup.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import { POPUP_DELAY_MS } from '../../../../src/shared/constants/ui.ts';
import type { Announcement } from '../../../../src/shared/schemas/announcements.ts';
import { sessionStore } from '../../../../src/stores/session.ts';
import { renderWithRouter, testQueryClient, until } from '../../components/harness.tsx';

const announcement = (
  id: number,
  execution: Announcement['execution'],
  action: Announcement['action'] = null,
) => ({
  id,
  title: `Title ${id}`,
  content: `<p>Body ${id}</p>`,
  type: 'PU' as const,
  promotionType: null,
  execution,
  action,
  publishedAt: '2026-01-01T00:00:00.000Z',
});

const mounted: (() => void)[] = [];
async function renderPopup(list: Announcement[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(homeAnnouncementsQueryOptions('TY').queryKey, list);
  const view = await renderWithRouter(() => <NoticePopup />, queryClient);
  mounted.push(view.unmount);
  return view;
}
const dialog = () => document.querySelector('[role="dialog"]');
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent === name,
  );

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  sessionStorage.clear();
  localStorage.clear();
  sessionStore.session = null;
  // Reduced motion: the dialog closes without waiting for an animation.
  vi.stubGlobal('matchMedia', (q: string) => ({
    matches: q.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('announcement pop-up', () => {
  it('shows HTML our server sanitised (contentSanitized) as stored, with its content at once', async () => {
    const marked = {
      ...announcement(7, 'B'),
      content:
        '<p>Stored <a href="https://www.pagcor.ph/" target="_blank" rel="noopener noreferrer">PAGCOR</a></p>',
      contentSanitized: true as const,
    };
    await renderPopup([marked]);
    await until(() => dialog() !== null, 'dialog');
    expect(dialog()?.querySelector('[aria-busy]')).toBeNull();
    const link = dialog()?.querySelector('a');
    expect(link?.textContent).toBe('PAGCOR');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens after the delay with the visitor slot, pages, and shows once per session', async () => {
    const list = [announcement(1, 'B'), announcement(2, 'A'), announcement(3, 'B')];
    await renderPopup(list);
    await wait(POPUP_DELAY_MS / 2);
    expect(dialog()).toBeNull();
    await until(() => dialog() !== null, 'dialog');
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Title 1');
    expect(document.body.textContent).toContain('1 / 2');
    expect(button('Previous announcement')?.disabled).toBe(true);
    await act(async () => button('Next announcement')?.click());
    expect(title?.isConnected ? title.textContent : document.querySelector('h2')?.textContent).toBe(
      'Title 3',
    );
    expect(document.body.textContent).not.toContain('Title 2');

    await act(async () => button('Close')?.click());
    await until(() => dialog() === null, 'closed');
    expect(localStorage.getItem('SHELL_PU_B')).toContain('Title 3');
    mounted.pop()?.();

    // Same session, same set: not again.
    await renderPopup(list);
    await wait(POPUP_DELAY_MS + 100);
    expect(dialog()).toBeNull();
    mounted.pop()?.();

    // Same session, the set changed: shown again.
    await renderPopup([...list, announcement(4, 'B')]);
    await until(() => dialog() !== null, 'dialog for the changed set');
  });

  it('hides the pager with a single item; Escape closes and stores the dismissal', async () => {
    await renderPopup([announcement(1, 'B')]);
    await until(() => dialog() !== null, 'dialog');
    expect(button('Next announcement')).toBeUndefined();
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    await until(() => dialog() === null, 'closed');
    expect(localStorage.getItem('SHELL_PU_B')).toContain('Title 1');
  });

  it('a member sees slot A (F only on first login) and the reward-centre action', async () => {
    sessionStore.session = { token: 't', merchantCode: 'M', userName: 'u', type: 1, firstTimeLogin: false };
    const { router } = await renderPopup([
      announcement(1, 'B'),
      announcement(2, 'F'),
      announcement(3, 'A', 'REWARD_CENTER'),
    ]);
    await until(() => dialog() !== null, 'dialog');
    expect(document.querySelector('h2')?.textContent).toBe('Title 3');
    expect(button('Next announcement')).toBeUndefined();
    await act(async () => button('Open Reward Centre')?.click());
    await until(() => router.state.location.pathname === '/m/rewardCenter', 'navigation');
    expect(localStorage.getItem('SHELL_PU_A')).toContain('Title 3');
  });

  it('shows nothing when the slot has no items', async () => {
    await renderPopup([announcement(1, 'A')]);
    await wait(POPUP_DELAY_MS + 100);
    expect(dialog()).toBeNull();
    expect(sessionStorage.getItem('SHELL_PU_B_SHOWN')).toBeNull();
  });
});
