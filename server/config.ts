// Environment parsing, in one place. Everything else receives a typed `ServerConfig`.
import { resolve } from 'node:path';
import { CDN_MOUNTS } from '../src/shared/paths.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite directory, used when `databaseUrl` is unset. */
  dataDir: string;
  databaseUrl: string | undefined;
  opsToken: string;
  /**
   * Image CDN bases handed to the app in the site config. The default is this server's own mounts as
   * relative bases ('/cdn/a', '/cdn/b'): they work behind any host name or proxy without knowing it.
   */
  imageCdns: string[];
  defaultCountry: string;
  trustProxy: boolean;
  distDir: string;
  production: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT is not a port: ${env.PORT}`);

  const opsToken = env.OPS_TOKEN?.trim() || (production ? '' : 'dev-ops-token');
  if (!opsToken)
    throw new ConfigError('OPS_TOKEN must be set when NODE_ENV=production (operator API token).');

  const defaultCountry = (env.DEFAULT_COUNTRY ?? 'PH').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(defaultCountry)) {
    throw new ConfigError(`DEFAULT_COUNTRY must be a 2-letter code: ${env.DEFAULT_COUNTRY}`);
  }

  const imageCdns = (env.IMAGE_CDNS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);

  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    opsToken,
    imageCdns: imageCdns.length ? imageCdns : [...CDN_MOUNTS],
    defaultCountry,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    distDir: resolve(env.DIST_DIR ?? './dist'),
    production,
  };
}
