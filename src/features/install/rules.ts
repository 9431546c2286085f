// The download bar and download popup rules (SPEC.md sections 2 and 4), pure so each row is tested.
import type { RegisterMethod } from '../../pwa/display-mode.ts';

export interface Device {
  ios: boolean;
  android: boolean;
  /** iOS major.minor as a number (12.4 → 12.4); null when not iOS or unknown. */
  iosVersion: number | null;
}

/** The web app needs iOS 12.4 or later (SPEC.md section 2, "Other small screens"). */
export const MIN_IOS_VERSION = 12.4;
/** Before iOS 13 the share button and its sheet look different: the guide shows the legacy tips. */
export const LEGACY_GUIDE_BELOW_IOS = 13;

export function deviceOf(userAgent: string, maxTouchPoints = 0): Device {
  // iPadOS 13+ reports a Mac user agent; touch points tell it apart.
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const version = userAgent.match(/OS (\d+)_(\d+)/);
  return {
    ios,
    android: /Android/i.test(userAgent),
    iosVersion: ios && version ? Number(`${version[1]}.${version[2]}`) : null,
  };
}

export interface Links {
  android?: string | undefined;
  ios?: string | undefined;
  mobileConfig?: string | undefined;
}

export interface BarContext {
  links: Links;
  method: RegisterMethod;
  standalone: boolean;
  /** hideDownloadBar = '1' in local storage. */
  closed: boolean;
  /** This page saw the web app installed (Chromium's `appinstalled`, or an accepted install prompt). */
  installed: boolean;
  requireLogin: boolean;
  loggedIn: boolean;
  device: Device;
}

/** SPEC.md: shown only with a link, hidden in the native app, after closing, and when installed. */
export function downloadBarVisible(ctx: BarContext): boolean {
  const { links, device } = ctx;
  if (!links.ios && !links.mobileConfig && !links.android) return false;
  if (ctx.method === 'APP' || ctx.closed || ctx.installed) return false;
  if (ctx.requireLogin && !ctx.loggedIn) return false;
  // Installed as a web app: nothing left to download…
  if (ctx.standalone && ctx.method === 'PWA') return false;
  // …a home-screen clip without an iOS app to offer, or an iOS too old to run it installed.
  if (ctx.method === 'WEBCLIP' && !links.ios) return false;
  if (ctx.standalone && device.iosVersion !== null && device.iosVersion < MIN_IOS_VERSION) return false;
  return true;
}

export type PopupItem = 'android' | 'ios' | 'profile';

export interface PopupContext {
  links: Links;
  device: Device;
  /** WEBCLIP flag in local storage. */
  webClipFlag: string | null;
}

/**
 * The popup's entries: Android and iOS by platform (both on non-mobile devices), the iOS profile only
 * with a MOBILECONFIG link, the web-clip flag not '1' and an iOS device that can run the web app.
 * The home-screen item is never shown (SPEC.md section 2).
 */
export function popupItems(ctx: PopupContext): PopupItem[] {
  const { links, device } = ctx;
  const mobile = device.ios || device.android;
  const items: PopupItem[] = [];
  if (links.android && (!mobile || device.android)) items.push('android');
  if (links.ios && (!mobile || device.ios)) items.push('ios');
  const profileDevice = device.ios && (device.iosVersion === null || device.iosVersion >= MIN_IOS_VERSION);
  if (links.mobileConfig && ctx.webClipFlag !== '1' && profileDevice) items.push('profile');
  return items;
}
