/** iPhones this tall have a home indicator (SPEC.md section 2: footer 1.7rem in the app shell). */
export const TALL_IPHONE_MIN_SCREEN_HEIGHT = 812;

export interface DeviceInfo {
  userAgent: string;
  screenHeight: number;
  standalone: boolean;
}

/** True on an iPhone with screen height >= 812 running as an installed (standalone) app. */
export function needsHomeIndicatorInset({ userAgent, screenHeight, standalone }: DeviceInfo): boolean {
  return standalone && /iPhone/.test(userAgent) && screenHeight >= TALL_IPHONE_MIN_SCREEN_HEIGHT;
}

export function currentDevice(): DeviceInfo {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    screenHeight: Math.max(window.screen.height, window.screen.width),
    standalone: nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
  };
}
