// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAppNavigation } from '../../../sw/navigation.ts';

describe('navigations answered with the precached shell', () => {
  it.each([
    '/',
    '/?lang=EN',
    '/m',
    '/m/',
    '/m/home',
    '/m/home?lang=TY',
    '/m/index.html',
    '/m/gameList?gameType=RNG',
    '/m/register.html',
    '/register.html',
    '/register.html?aff=12',
  ])('%s is the app', (path) => {
    expect(isAppNavigation(path)).toBe(true);
  });

  it.each([
    '/wps/system/template',
    '/wps',
    '/ops/config',
    '/lgw/orders',
    '/cdn/a/icons/x.svg',
    '/sw.js',
    '/manifest.webmanifest',
    '/icons/icon-192.png',
    '/mobile',
    '/register',
    '/assets/index.js',
  ])('%s is not', (path) => {
    expect(isAppNavigation(path)).toBe(false);
  });
});
