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
  /** scrypt cost as log2(N) (PASSWORD_COST); default 17, OWASP's N=2^17, r=8, p=1. */
  passwordCost: number;
  /** Origin put in e-mailed reset links (PUBLIC_ORIGIN); unset = the request's own origin. */
  publicOrigin: string | undefined;
  /** Outgoing messages: SMS_PROVIDER, EMAIL_PROVIDER, SMTP_URL, EMAIL_FROM. */
  providers: { sms: string; email: string; smtpUrl: string | undefined; emailFrom: string };
  /** Third-party game vendors (VENDORS, JSON): launch URL + shared secret each (server/vendors/). */
  vendors: VendorConfig[];
  /** The in-house studio's seamless-wallet secret (STUDIO_SECRET); required in production. */
  studioSecret: string;
  /** Key that seals unrevealed provably fair server seeds at rest (SEED_KEY, server/lib/seed-seal.ts). */
  seedKey: string;
  /** The largest bet and win one seamless call may move (SEAMLESS_MAX_BET_CENTS, SEAMLESS_MAX_WIN_CENTS). */
  seamlessLimits: SeamlessLimits;
  /** PEM certificate + key that sign the iOS web-clip profile (WEBCLIP_CERT, WEBCLIP_KEY); unsigned without. */
  webClipSigning: { cert: string; key: string } | undefined;
  /** Free-trial accounts are deleted this many hours after creation (TRIAL_RETENTION_HOURS). */
  trialRetentionHours: number;
}

export interface VendorConfig {
  code: string;
  launchUrl: string;
  secret: string;
}

/** Largest single bet and win a vendor may send, in cents (SEAMLESS_MAX_BET_CENTS, SEAMLESS_MAX_WIN_CENTS). */
export interface SeamlessLimits {
  maxBetCents: number;
  maxWinCents: number;
}
/** ₱100,000 a bet, ₱10,000,000 a win. */
export const DEFAULT_SEAMLESS_LIMITS: SeamlessLimits = {
  maxBetCents: 10_000_000,
  maxWinCents: 1_000_000_000,
};

/** Development default of STUDIO_SECRET: never accepted when NODE_ENV=production. */
export const DEV_STUDIO_SECRET = 'dev-studio-secret';

/** Development default of SEED_KEY: never accepted when NODE_ENV=production. */
export const DEV_SEED_KEY = 'dev-seed-key-not-for-production-use';
/** A production SEED_KEY is at least this long (a random 32-byte value in base64 or hex is longer). */
export const SEED_KEY_MIN_LENGTH = 32;

/** VENDORS: `[{"code":"PG","launchUrl":"https://…","secret":"…"}]`. */
export function parseVendors(raw: string | undefined): VendorConfig[] {
  if (!raw?.trim()) return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw new ConfigError('VENDORS must be JSON: [{"code":"PG","launchUrl":"https://…","secret":"…"}]');
  }
  if (!Array.isArray(list)) throw new ConfigError('VENDORS must be a JSON array');
  return list.map((item: { code?: unknown; launchUrl?: unknown; secret?: unknown }) => {
    const { code, launchUrl, secret } = item ?? {};
    if (typeof code !== 'string' || !/^[A-Z0-9_-]{1,40}$/i.test(code))
      throw new ConfigError(`VENDORS: bad code ${String(code)}`);
    if (typeof launchUrl !== 'string' || !/^https?:\/\//.test(launchUrl))
      throw new ConfigError(`VENDORS: ${code} needs an http(s) launchUrl`);
    if (typeof secret !== 'string' || secret.length < 16)
      throw new ConfigError(`VENDORS: ${code} needs a secret of at least 16 characters`);
    return { code, launchUrl, secret };
  });
}

/** log2 of scrypt's N: 2^17 is OWASP's recommendation (with r=8, p=1). */
export const DEFAULT_PASSWORD_COST = 17;

/** Free-trial accounts (type 4) live this long after creation; server/auth/trial-purge.ts deletes them. */
export const DEFAULT_TRIAL_RETENTION_HOURS = 24;

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

  const passwordCost = Number(env.PASSWORD_COST ?? DEFAULT_PASSWORD_COST);
  if (!Number.isInteger(passwordCost) || passwordCost < 10 || passwordCost > 20) {
    throw new ConfigError(`PASSWORD_COST must be log2(N) between 10 and 20: ${env.PASSWORD_COST}`);
  }
  const publicOrigin = env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '') || undefined;
  if (publicOrigin && !/^https?:\/\/[^/\s]+$/.test(publicOrigin)) {
    throw new ConfigError(`PUBLIC_ORIGIN must be an origin like https://swerte.example: ${publicOrigin}`);
  }
  const providers = {
    sms: env.SMS_PROVIDER?.trim() || 'outbox',
    email: env.EMAIL_PROVIDER?.trim() || 'outbox',
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    emailFrom: env.EMAIL_FROM?.trim() || 'Swerte <no-reply@swerte.example>',
  };
  if (providers.email === 'smtp' && !providers.smtpUrl) {
    throw new ConfigError('EMAIL_PROVIDER=smtp needs SMTP_URL (smtp://user:pass@host:587 or smtps://…).');
  }

  const trialRetentionHours = Number(env.TRIAL_RETENTION_HOURS?.trim() || DEFAULT_TRIAL_RETENTION_HOURS);
  if (!Number.isInteger(trialRetentionHours) || trialRetentionHours < 1 || trialRetentionHours > 8760) {
    throw new ConfigError(
      `TRIAL_RETENTION_HOURS must be whole hours between 1 and 8760: ${env.TRIAL_RETENTION_HOURS}`,
    );
  }

  const studioSecret = env.STUDIO_SECRET?.trim() || (production ? '' : DEV_STUDIO_SECRET);
  if (!studioSecret) throw new ConfigError('STUDIO_SECRET must be set when NODE_ENV=production.');

  const seedKey = env.SEED_KEY?.trim() || (production ? '' : DEV_SEED_KEY);
  if (!seedKey)
    throw new ConfigError('SEED_KEY must be set when NODE_ENV=production (seals unrevealed server seeds).');
  if (production && (seedKey.length < SEED_KEY_MIN_LENGTH || seedKey === DEV_SEED_KEY))
    throw new ConfigError(
      `SEED_KEY must be a secret of at least ${SEED_KEY_MIN_LENGTH} characters, not the development key.`,
    );
  const seamlessLimits: SeamlessLimits = {
    maxBetCents: centsLimit(env, 'SEAMLESS_MAX_BET_CENTS', DEFAULT_SEAMLESS_LIMITS.maxBetCents),
    maxWinCents: centsLimit(env, 'SEAMLESS_MAX_WIN_CENTS', DEFAULT_SEAMLESS_LIMITS.maxWinCents),
  };

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
    passwordCost,
    publicOrigin,
    providers,
    vendors: parseVendors(env.VENDORS),
    studioSecret,
    seedKey,
    seamlessLimits,
    webClipSigning: webClipSigning(env),
    trialRetentionHours,
  };
}

/** A positive whole number of cents from the environment, or the default. */
function centsLimit(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const cents = Number(raw);
  if (!Number.isSafeInteger(cents) || cents < 1)
    throw new ConfigError(`${name} must be whole cents above 0: ${raw}`);
  return cents;
}

function webClipSigning(env: NodeJS.ProcessEnv): ServerConfig['webClipSigning'] {
  const cert = env.WEBCLIP_CERT?.trim();
  const key = env.WEBCLIP_KEY?.trim();
  if (!cert && !key) return undefined;
  if (!cert || !key) throw new ConfigError('WEBCLIP_CERT and WEBCLIP_KEY go together (PEM file paths).');
  return { cert: resolve(cert), key: resolve(key) };
}
