import { describe, expect, it } from 'vitest';
import {
  type BarContext,
  deviceOf,
  downloadBarVisible,
  type PopupContext,
  popupItems,
} from '../../../../src/features/install/rules.ts';

const IPHONE_17 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPHONE_12_1 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';

const ALL = {
  android: 'https://a/app.apk',
  ios: 'https://a/ios',
  mobileConfig: '/wps/install/webclip.mobileconfig',
};

describe('device check', () => {
  it('tells iPhone (with its version), iPad posing as a Mac, Android and desktop apart', () => {
    expect(deviceOf(IPHONE_17)).toEqual({ ios: true, android: false, iosVersion: 17.4 });
    expect(deviceOf(IPAD_AS_MAC, 5).ios).toBe(true);
    expect(deviceOf(IPAD_AS_MAC, 0).ios).toBe(false);
    expect(deviceOf(ANDROID)).toEqual({ ios: false, android: true, iosVersion: null });
    expect(deviceOf(DESKTOP)).toEqual({ ios: false, android: false, iosVersion: null });
  });
});

describe('download bar', () => {
  const base: BarContext = {
    links: ALL,
    method: 'H5',
    standalone: false,
    closed: false,
    requireLogin: false,
    loggedIn: false,
    installed: false,
    device: deviceOf(ANDROID),
  };
  const rows: [string, Partial<BarContext>, boolean][] = [
    ['shows in a browser tab with a link', {}, true],
    ['needs at least one link', { links: {} }, false],
    ['shows with only a profile link', { links: { mobileConfig: ALL.mobileConfig } }, true],
    ['is hidden in the native app', { method: 'APP' }, false],
    ['stays closed once closed (hideDownloadBar=1)', { closed: true }, false],
    ['waits for login when it requires one', { requireLogin: true }, false],
    ['shows after login when it requires one', { requireLogin: true, loggedIn: true }, true],
    ['is hidden in the installed web app', { method: 'PWA', standalone: true }, false],
    ['hides in the tab that just installed the web app', { installed: true }, false],
    [
      'is hidden in a home-screen clip without an iOS link',
      { method: 'WEBCLIP', standalone: true, links: { android: ALL.android } },
      false,
    ],
    [
      'shows in a home-screen clip with an iOS app to offer',
      { method: 'WEBCLIP', standalone: true, device: deviceOf(IPHONE_17) },
      true,
    ],
    [
      'is hidden on an unsupported iOS running installed',
      { method: 'WEBCLIP', standalone: true, device: deviceOf(IPHONE_12_1) },
      false,
    ],
  ];
  for (const [name, change, expected] of rows) {
    it(name, () => expect(downloadBarVisible({ ...base, ...change })).toBe(expected));
  }
});

describe('download popup', () => {
  const ctx = (ua: string, change: Partial<PopupContext> = {}): PopupContext => ({
    links: ALL,
    device: deviceOf(ua),
    webClipFlag: null,
    ...change,
  });
  it('lists both platforms on a desktop, never the profile there', () => {
    expect(popupItems(ctx(DESKTOP))).toEqual(['android', 'ios']);
  });
  it('lists Android alone on an Android phone', () => {
    expect(popupItems(ctx(ANDROID))).toEqual(['android']);
  });
  it('lists iOS and the web-clip profile on an iPhone', () => {
    expect(popupItems(ctx(IPHONE_17))).toEqual(['ios', 'profile']);
  });
  it('drops the profile once the web clip is installed (WEBCLIP=1)', () => {
    expect(popupItems(ctx(IPHONE_17, { webClipFlag: '1' }))).toEqual(['ios']);
  });
  it('drops the profile without a MOBILECONFIG link, or on an iOS too old for the web app', () => {
    expect(popupItems(ctx(IPHONE_17, { links: { ios: ALL.ios } }))).toEqual(['ios']);
    expect(popupItems(ctx(IPHONE_12_1))).toEqual(['ios']);
  });
});
