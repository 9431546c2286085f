import { describe, expect, it, vi } from 'vitest';
import { needsHomeIndicatorInset } from '../../../../src/app/shell/footer-inset.ts';
import { isSwipeBack, SWIPE_NAVIGATION_WINDOW_MS } from '../../../../src/app/shell/swipe-back.ts';
import { backDestination } from '../../../../src/components/page/back.ts';
import { shellMetaOf } from '../../../../src/components/page/use-shell-meta.ts';
import { dismissToast, showToast, toastStore } from '../../../../src/components/toast/toast-store.ts';
import { SWIPE_BACK_MIN_PX, TOAST_MS } from '../../../../src/shared/constants/ui.ts';

describe('swipe back (no page transition)', () => {
  const now = 10_000;
  const swipe = (dx: number, dy = 0, at = now - 100) => ({ dx, dy, at });

  it('a back navigation right after a horizontal swipe above 100 px is a swipe back', () => {
    expect(isSwipeBack(swipe(SWIPE_BACK_MIN_PX + 1), 'BACK', now)).toBe(true);
    expect(isSwipeBack(swipe(-180), 'GO', now)).toBe(true);
  });

  it('100 px or less, a mostly vertical move, a push, or a stale swipe is not', () => {
    expect(isSwipeBack(swipe(SWIPE_BACK_MIN_PX), 'BACK', now)).toBe(false);
    expect(isSwipeBack(swipe(150, 300), 'BACK', now)).toBe(false);
    expect(isSwipeBack(swipe(200), 'PUSH', now)).toBe(false);
    expect(isSwipeBack(swipe(200, 0, now - SWIPE_NAVIGATION_WINDOW_MS - 1), 'BACK', now)).toBe(false);
    expect(isSwipeBack(null, 'BACK', now)).toBe(false);
  });
});

describe('header back arrow', () => {
  it('goes to the fixed target when the route has one', () => {
    expect(backDestination({ backTo: '/m/home' }, true)).toEqual({ kind: 'to', to: '/m/home' });
  });
  it('else history back, or home when the page was opened first', () => {
    expect(backDestination({}, true)).toEqual({ kind: 'history' });
    expect(backDestination({}, false)).toEqual({ kind: 'to', to: '/m/home' });
  });
});

describe('shell declaration of the current page', () => {
  it('is the deepest match, falling back to a plain page', () => {
    const root = { staticData: { shell: { header: 'page' as const, footer: true } } };
    const login = { staticData: { shell: { header: 'none' as const, footer: false } } };
    expect(shellMetaOf([root, login])).toBe(login.staticData.shell);
    expect(shellMetaOf([root])).toBe(root.staticData.shell);
    expect(shellMetaOf([root, {}])).toEqual({ header: 'page', footer: true });
  });
});

describe('footer inset on tall iPhones in the app shell', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
  it('applies to iPhones >= 812 px high running standalone', () => {
    expect(needsHomeIndicatorInset({ userAgent: iphone, screenHeight: 812, standalone: true })).toBe(true);
  });
  it('not in the browser, not on shorter iPhones, not on Android', () => {
    expect(needsHomeIndicatorInset({ userAgent: iphone, screenHeight: 844, standalone: false })).toBe(false);
    expect(needsHomeIndicatorInset({ userAgent: iphone, screenHeight: 667, standalone: true })).toBe(false);
    expect(
      needsHomeIndicatorInset({ userAgent: 'Android 14; Pixel 7', screenHeight: 915, standalone: true }),
    ).toBe(false);
  });
});

describe('toasts', () => {
  it('show for their duration, then go', () => {
    vi.useFakeTimers();
    showToast('Hello', TOAST_MS.contactService);
    expect(toastStore.toasts.map((t) => t.message)).toContain('Hello');
    vi.advanceTimersByTime(TOAST_MS.contactService - 1);
    expect(toastStore.toasts.map((t) => t.message)).toContain('Hello');
    vi.advanceTimersByTime(1);
    expect(toastStore.toasts.map((t) => t.message)).not.toContain('Hello');
    vi.useRealTimers();
  });

  it('never pile up beyond three', () => {
    for (const m of ['a', 'b', 'c', 'd']) showToast(m);
    expect(toastStore.toasts.map((t) => t.message)).toEqual(['b', 'c', 'd']);
    for (const t of [...toastStore.toasts]) dismissToast(t.id);
    expect(toastStore.toasts).toEqual([]);
  });
});
