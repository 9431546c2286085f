import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { homeAnnouncementsQueryOptions } from '../../../../src/features/announcements/api.ts';
import { marqueeText } from '../../../../src/features/announcements/marquee.ts';
import { NoticeMarquee } from '../../../../src/features/announcements/notice-marquee.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import type { Announcement } from '../../../../src/shared/schemas/announcements.ts';
import { renderWithRouter, testQueryClient, until } from '../../components/harness.tsx';

const titled = (title: string): Announcement => ({
  id: title.length,
  title,
  content: '',
  type: 'PL',
  promotionType: null,
  execution: 'B',
  action: null,
  publishedAt: '2026-01-01T00:00:00.000Z',
});

let unmount = () => {};
beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => unmount());

async function renderMarquee(list: Announcement[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(homeAnnouncementsQueryOptions('TY').queryKey, list);
  const view = await renderWithRouter(() => <NoticeMarquee />, queryClient);
  unmount = view.unmount;
  return view;
}

describe('announcement marquee', () => {
  it('joins the titles, skipping blank ones; nothing to scroll when there are none', () => {
    expect(marqueeText([titled('One'), titled('  '), titled('Two')])).toBe('One  •  Two');
    expect(marqueeText([])).toBeNull();
    expect(marqueeText([titled(' ')])).toBeNull();
  });

  it('says "No announcements" when empty, and still opens /m/notice', async () => {
    const { container, router } = await renderMarquee([]);
    const link = container.querySelector('a');
    expect(link?.textContent).toContain('No announcements');
    link?.click();
    await until(() => router.state.location.pathname === '/m/notice', 'navigation');
  });

  it('scrolls the titles; the second copy is hidden from assistive tech', async () => {
    const { container } = await renderMarquee([titled('Big win'), titled('New game')]);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/m/notice');
    const copies = [...(link?.querySelectorAll('span') ?? [])].filter(
      (s) => s.textContent === 'Big win  •  New game',
    );
    expect(copies).toHaveLength(2);
    expect(copies[1]?.getAttribute('aria-hidden')).toBe('true');
  });
});
