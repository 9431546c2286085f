import type { Announcement } from '../../shared/schemas/announcements.ts';

/** The marquee's line: every title, separated; null when there is nothing to scroll. */
export function marqueeText(list: readonly Pick<Announcement, 'title'>[]): string | null {
  const titles = list.map((a) => a.title.trim()).filter(Boolean);
  return titles.length ? titles.join('  •  ') : null;
}

/** Seconds for one pass: a steady reading speed whatever the length. */
export const marqueeSeconds = (text: string): number => Math.max(10, Math.round(text.length * 0.28));
