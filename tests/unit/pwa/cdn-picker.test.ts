import { beforeEach, describe, expect, it, vi } from 'vitest';
import { imageCdns, imageUrl, onImageCdnsChange, setImageCdns } from '../../../src/pwa/cdn-picker.ts';

describe('cdn-picker subscription (what the service worker is told)', () => {
  beforeEach(() => setImageCdns([]));

  it('reports a new list, not the same list again, and stops after unsubscribing', () => {
    const seen: (readonly string[])[] = [];
    const stop = onImageCdnsChange((list) => seen.push(list));
    setImageCdns(['/cdn/a/', '/cdn/b'], () => 0);
    setImageCdns(['/cdn/a', '/cdn/b'], () => 0);
    setImageCdns(['https://c.example'], () => 0);
    stop();
    setImageCdns(['/cdn/a'], () => 0);
    expect(seen).toEqual([['/cdn/a', '/cdn/b'], ['https://c.example']]);
  });

  it('keeps its picking behaviour', () => {
    const listener = vi.fn();
    const stop = onImageCdnsChange(listener);
    setImageCdns(['/cdn/a', '/cdn/b'], () => 0.9);
    expect(imageCdns()).toEqual(['/cdn/a', '/cdn/b']);
    expect(imageUrl('/icons/x.svg')).toBe('/cdn/b/icons/x.svg');
    expect(imageUrl('icons/x.svg', 1)).toBe('/cdn/a/icons/x.svg');
    expect(listener).toHaveBeenCalledWith(['/cdn/a', '/cdn/b']);
    stop();
  });
});
