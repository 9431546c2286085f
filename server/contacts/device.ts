// What the member's session list shows of a device: browser and system from the User-Agent at sign-in,
// and the address coarsened (IPv4 /24, IPv6 /48). Brand names only: the app words "Chrome on Android".
import { isIP } from 'node:net';
import type { SessionDevice } from '../auth/sessions.ts';

const UA_MAX = 256;

/** `203.0.113.x` or `2001:db8:1::/48`; null for what is not an address. */
export function coarseIp(ip: string): string | null {
  const kind = isIP(ip);
  if (kind === 4) return `${ip.split('.').slice(0, 3).join('.')}.x`;
  if (kind !== 6) return null;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, '') || '0')
    .join(':')}::/48`;
}

/** The device that opens a session: its User-Agent (cut to a sane length) and its coarsened address. */
export function signInDevice(userAgent: string | undefined, ip: string): SessionDevice {
  const ua = userAgent?.trim();
  return { userAgent: ua ? ua.slice(0, UA_MAX) : null, ip: coarseIp(ip) };
}

// First match wins: Edge and Opera say "Chrome" too, Chrome says "Safari", iOS browsers say "Safari".
const BROWSERS: [RegExp, string][] = [
  [/EdgA?\/|Edge\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** Browser and system names from a User-Agent (null each when unknown). */
export function deviceOf(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  return {
    browser: BROWSERS.find(([re]) => re.test(userAgent))?.[1] ?? null,
    os: SYSTEMS.find(([re]) => re.test(userAgent))?.[1] ?? null,
  };
}
