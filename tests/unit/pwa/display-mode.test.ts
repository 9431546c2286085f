// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isStandalone,
  registerMethod,
  registerMethodFor,
  rememberWebClip,
} from '../../../src/pwa/display-mode.ts';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
const APP = `${SAFARI} SwerteApp/2.1`;

describe('registerMethod (SPEC.md section 3)', () => {
  it.each([
    [APP, false, null, 'APP'],
    [APP, true, '1', 'APP'],
    [SAFARI, true, '1', 'WEBCLIP'],
    [SAFARI, true, null, 'PWA'],
    [SAFARI, true, '0', 'PWA'],
    [SAFARI, false, '1', 'H5'],
    [SAFARI, false, null, 'H5'],
  ] as const)('%#: standalone=%s, WEBCLIP=%s -> %s', (ua, standalone, flag, expected) => {
    expect(registerMethodFor(ua, standalone, flag)).toBe(expected);
  });
});

describe('in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const stubStandalone = (matches: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('standalone') }));

  it('a tab is H5, the installed app is PWA, a web clip with the flag is WEBCLIP', () => {
    stubStandalone(false);
    expect(isStandalone()).toBe(false);
    expect(registerMethod()).toBe('H5');
    stubStandalone(true);
    expect(isStandalone()).toBe(true);
    expect(registerMethod()).toBe('PWA');
    localStorage.setItem('WEBCLIP', '1');
    expect(registerMethod()).toBe('WEBCLIP');
  });

  it('knows iOS home-screen apps by navigator.standalone', () => {
    stubStandalone(false);
    vi.stubGlobal('navigator', { ...navigator, userAgent: SAFARI, standalone: true });
    expect(isStandalone()).toBe(true);
  });
});

describe('web-clip flag', () => {
  it('is kept when the app opens from the web-clip start URL, and only then', () => {
    localStorage.removeItem('WEBCLIP');
    rememberWebClip('?lang=EN');
    expect(localStorage.getItem('WEBCLIP')).toBeNull();
    rememberWebClip('?webclip=1');
    expect(localStorage.getItem('WEBCLIP')).toBe('1');
  });
});
