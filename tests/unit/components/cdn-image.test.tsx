import { afterEach, describe, expect, it } from 'vitest';
import { nextImageSrc } from '../../../src/components/cdn-image.tsx';
import { markCdnFailed, setImageCdns } from '../../../src/pwa/cdn-picker.ts';

afterEach(() => setImageCdns([]));

describe('CDN image fallback', () => {
  it('asks the picked CDN first, then each other CDN once, then gives up', () => {
    setImageCdns(['https://a.example', 'https://b.example', 'https://c.example'], () => 0);
    const tried: string[] = [];
    const first = nextImageSrc('/icons/x.png', tried);
    expect(first).toBe('https://a.example/icons/x.png');
    tried.push(first ?? '');
    markCdnFailed(first ?? '');
    // The picker moved on to b; the image walks on without retrying a.
    const second = nextImageSrc('/icons/x.png', tried);
    expect(second).toBe('https://b.example/icons/x.png');
    tried.push(second ?? '');
    markCdnFailed(second ?? '');
    const third = nextImageSrc('/icons/x.png', tried);
    expect(third).toBe('https://c.example/icons/x.png');
    tried.push(third ?? '');
    expect(nextImageSrc('/icons/x.png', tried)).toBeNull();
  });

  it('leaves absolute URLs alone', () => {
    setImageCdns(['https://a.example'], () => 0);
    expect(nextImageSrc('https://elsewhere.example/p.png', [])).toBe('https://elsewhere.example/p.png');
  });
});
