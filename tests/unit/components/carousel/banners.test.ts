import { describe, expect, it } from 'vitest';
import { carouselLoops } from '../../../../src/components/carousel/loop.ts';
import { linkTarget } from '../../../../src/shared/link-target.ts';

// SPEC.md section 2: "It autoplays every 5000 ms and loops when there is more than one banner."
describe('banner loop rule', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [6, true],
  ])('%i banners → loop %s', (count, loops) => {
    expect(carouselLoops(count)).toBe(loops);
  });
});

describe('banner and content links', () => {
  it.each([
    ['https://www.pagcor.ph/', 'external'],
    ['http://example.com/x', 'external'],
    ['//cdn.example.com/a', 'external'],
    ['/m/activity', 'internal'],
    ['/m/gameList?gameType=RNG', 'internal'],
    ['m/notice', 'internal'],
    [null, 'none'],
    ['', 'none'],
    ['#', 'none'],
    ['mailto:help@example.com', 'none'],
  ] as const)('%s → %s', (link, kind) => {
    expect(linkTarget(link).kind).toBe(kind);
  });

  it('makes a relative path absolute inside the app', () => {
    expect(linkTarget('m/notice')).toEqual({ kind: 'internal', href: '/m/notice' });
  });
});
