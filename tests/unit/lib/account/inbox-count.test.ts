// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAppBadge } from '../../../../src/lib/account/inbox-count.ts';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'setAppBadge');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
});

describe('the app badge', () => {
  it('shows the count, clears at 0', () => {
    const set = vi.fn(() => Promise.resolve());
    const clear = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { setAppBadge: set, clearAppBadge: clear });
    setAppBadge(3);
    setAppBadge(0);
    expect(set).toHaveBeenCalledWith(3);
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the Badging API is missing, and a refusal is not an error', async () => {
    expect(() => setAppBadge(2)).not.toThrow();
    const refused = vi.fn(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    Object.assign(navigator, { setAppBadge: refused });
    expect(() => setAppBadge(1)).not.toThrow();
    await Promise.resolve();
    expect(refused).toHaveBeenCalledWith(1);
  });
});
