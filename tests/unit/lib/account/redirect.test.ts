import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../../../src/lib/account/redirect.ts';

describe('login redirect', () => {
  it.each([
    ['/m/mine', '/m/mine'],
    ['/m/gameList?type=RNG#top', '/m/gameList?type=RNG#top'],
    ['/m/../m/set', '/m/set'],
  ])('keeps same-origin app path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });
  it.each([
    undefined,
    '',
    42,
    'https://evil.example/m/home',
    '//evil.example/m/x',
    '/\\evil.example',
    '/m\\..\\evil',
    'javascript:alert(1)',
    '/wps/session',
    '/m/../wps/x',
    '/m/login',
    '/m/register.html',
    'm/home',
  ])('falls back to /m/home for %s', (raw) => {
    expect(safeRedirect(raw)).toBe('/m/home');
  });
});
