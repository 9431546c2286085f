// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cleanCdnList,
  fallbackUrls,
  IMAGE_KEY_ORIGIN,
  imageCacheKey,
  mightBeCdnImage,
} from '../../../sw/image-keys.ts';

const APP = 'https://app.example';
const RELATIVE = ['/cdn/a', '/cdn/b'];
const ABSOLUTE = ['https://a.example/cdn', 'https://b.example/img/', 'https://c.example'];

describe('host-independent image cache key', () => {
  it('is the path below the CDN base, the same for every CDN', () => {
    const a = imageCacheKey('https://a.example/cdn/icons/x.svg', ABSOLUTE, APP);
    expect(a).toBe(`${IMAGE_KEY_ORIGIN}/icons/x.svg`);
    expect(imageCacheKey('https://b.example/img/icons/x.svg', ABSOLUTE, APP)).toBe(a);
    expect(imageCacheKey('https://c.example/icons/x.svg', ABSOLUTE, APP)).toBe(a);
  });

  it('resolves relative bases against the app origin', () => {
    const key = imageCacheKey(`${APP}/cdn/a/banners/b1.webp`, RELATIVE, APP);
    expect(key).toBe(`${IMAGE_KEY_ORIGIN}/banners/b1.webp`);
    expect(imageCacheKey(`${APP}/cdn/b/banners/b1.webp`, RELATIVE, APP)).toBe(key);
  });

  it('keeps the query, which versions an image', () => {
    expect(imageCacheKey(`${APP}/cdn/a/teams/t.png?v=2`, RELATIVE, APP)).toBe(
      `${IMAGE_KEY_ORIGIN}/teams/t.png?v=2`,
    );
  });

  it('covers icons, banners, team logos and the merchant logo only', () => {
    for (const path of ['/icons/g.png', '/banners/b.jpg', '/teams/t.svg', '/brand/logo.png']) {
      expect(imageCacheKey(`${APP}/cdn/a${path}`, RELATIVE, APP)).toBe(`${IMAGE_KEY_ORIGIN}${path}`);
    }
    expect(imageCacheKey(`${APP}/cdn/a/avatars/me.png`, RELATIVE, APP)).toBeNull();
    expect(imageCacheKey(`${APP}/cdn/a/xicons/g.png`, RELATIVE, APP)).toBeNull();
  });

  it('is null for URLs on no declared CDN, or with no list at all', () => {
    expect(imageCacheKey(`${APP}/icons/icon-192.png`, RELATIVE, APP)).toBeNull();
    expect(imageCacheKey(`${APP}/cdn/c/icons/x.svg`, RELATIVE, APP)).toBeNull();
    expect(imageCacheKey('https://a.example.evil.test/cdn/icons/x.svg', ABSOLUTE, APP)).toBeNull();
    expect(imageCacheKey('http://a.example/cdn/icons/x.svg', ABSOLUTE, APP)).toBeNull();
    expect(imageCacheKey('https://a.example/cdnx/icons/x.svg', ABSOLUTE, APP)).toBeNull();
    expect(imageCacheKey(`${APP}/cdn/a/icons/x.svg`, [], APP)).toBeNull();
  });

  it('picks the longest base when one base contains another', () => {
    const bases = ['/cdn', '/cdn/a'];
    expect(imageCacheKey(`${APP}/cdn/a/icons/x.svg`, bases, APP)).toBe(`${IMAGE_KEY_ORIGIN}/icons/x.svg`);
    expect(imageCacheKey(`${APP}/cdn/icons/x.svg`, bases, APP)).toBe(`${IMAGE_KEY_ORIGIN}/icons/x.svg`);
  });
});

describe('CDN fallback order', () => {
  it('tries the CDN asked for first, then the next ones in list order, wrapping around', () => {
    expect(fallbackUrls('https://b.example/img/icons/x.svg', ABSOLUTE, APP)).toEqual([
      'https://b.example/img/icons/x.svg',
      'https://c.example/icons/x.svg',
      'https://a.example/cdn/icons/x.svg',
    ]);
    expect(fallbackUrls(`${APP}/cdn/a/icons/x.svg?v=1`, RELATIVE, APP)).toEqual([
      `${APP}/cdn/a/icons/x.svg?v=1`,
      `${APP}/cdn/b/icons/x.svg?v=1`,
    ]);
  });

  it('has only the URL itself when it is not a declared CDN image', () => {
    expect(fallbackUrls(`${APP}/assets/x.js`, RELATIVE, APP)).toEqual([`${APP}/assets/x.js`]);
  });
});

describe('CDN list from the page', () => {
  it('keeps non-empty strings without trailing slashes, bounded', () => {
    expect(cleanCdnList(['/cdn/a/', ' https://b.example ', '', 3, null])).toEqual([
      '/cdn/a',
      'https://b.example',
    ]);
    expect(cleanCdnList('nope')).toEqual([]);
    expect(cleanCdnList(Array.from({ length: 50 }, (_, i) => `/cdn/${i}`))).toHaveLength(20);
  });

  it('before the persisted list is read, guesses images by their path', () => {
    expect(mightBeCdnImage(new URL('https://x.example/cdn/icons/a.png'))).toBe(true);
    expect(mightBeCdnImage(new URL('https://x.example/assets/a.js'))).toBe(false);
  });
});
