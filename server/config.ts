// Environment parsing, in one place. Everything else receives a typed `ServerConfig`.

import { resolve } from 'node:path';
import * as v from 'valibot';
import { CDN_MOUNTS } from '../src/shared/paths.ts';
import { DEFAULT_POOL_MAX } from './db/client.ts';
import { MAX_PASSWORD_COST, MIN_PASSWORD_COST } from './lib/password.ts';
import type { ProviderSettings } from './providers/index.ts';

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
  /** NODE_ENV=production. */
  production: boolean;
  /** NODE_ENV unset or `development`: the only mode with development defaults. */
  development: boolean;
  /** What runs on development defaults (main.ts prints them in one warning line); empty otherwise. */
  devDefaults: string[];
  /** Seed the demo accounts into an empty database: development, or SEED_DEMO=1. */
  demo: boolean;
  /** With them, the agent's three-level team and its 30 days (SEED_TEAM, default as `demo`). */
  team: boolean;
  /** With them, the demo's referral, rebate, leaderboard and rain programmes (SEED_PROGRAMMES, default as `demo`). */
  programmes: boolean;
  /** scrypt cost as log2(N) (PASSWORD_COST, 10-18); default 17, OWASP's N=2^17, r=8, p=1. */
  passwordCost: number;
  /**
   * Origin of every link the server builds: e-mailed reset links, the web-clip start URL, launch
   * return URLs (PUBLIC_ORIGIN, required outside development; there the loopback origin it listens on).
   * Never the request's Host header, which the client controls.
   */
  publicOrigin: string;
  /** The dialing codes texts may go to (SMS_COUNTRIES, default 63): SMS pumping to other ranges is refused. */
  smsCountries: string[];
  /**
   * Whether texts reach phones: a gateway is configured, or this is development (the outbox stands in).
   * Without it the switches whose flows text a code stay off (server/site/sms-switches.ts).
   */
  smsDelivered: boolean;
  /** Outgoing messages: SMS_PROVIDER (and its gateway's settings), EMAIL_PROVIDER, SMTP_URL, EMAIL_FROM. */
  providers: ProviderSettings & { sms: string; email: string; emailFrom: string };
  /** Third-party game vendors (VENDORS, JSON): launch URL + shared secret each (server/vendors/). */
  vendors: VendorConfig[];
  /** Google and Facebook sign-in (server/auth/social/): a provider is offered only when configured. */
  social: SocialSettings;
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
  /** Server processes `npm start` forks on one port (WORKERS, 1-64; above 1 needs DATABASE_URL). */
  workers: number;
  /** The deposit gateway (PAYMENT_GATEWAY) and its secrets (server/payments/). */
  payments: PaymentSettings;
  /**
   * PROTECTION_TEST_CLOCK=1: POST /ops/test/clock moves the server clock ahead, for end-to-end tests of
   * time-outs. Refused when NODE_ENV=production and with WORKERS above 1 (each process has its own clock).
   */
  testClock: boolean;
  /** Request connections per process on PostgreSQL (DATABASE_POOL_MAX); the leader session is one more. */
  poolMax: number;
  /** A second token that may read GET /metrics only (METRICS_TOKEN); the operator token may too. */
  metricsToken: string | undefined;
  /**
   * JOB_INTERVAL_MS: every periodic leader job runs this often, first run included (soak and fault
   * tests run them all on short intervals); unset, each job's own period (5 or 10 min).
   */
  jobIntervalMs: number | undefined;
}

/**
 * Google (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET; GOOGLE_ISSUER discovered, default Google's) and Facebook
 * (FACEBOOK_APP_ID, FACEBOOK_APP_SECRET; FACEBOOK_GRAPH_BASE, FACEBOOK_DIALOG_BASE default Facebook's).
 * Each is present only when both of its credentials are set.
 */
export interface SocialSettings {
  google?: { clientId: string; clientSecret: string; issuer: string };
  facebook?: { appId: string; appSecret: string; graphBase: string; dialogBase: string };
}
export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';
export const DEFAULT_FACEBOOK_GRAPH_BASE = 'https://graph.facebook.com';
export const DEFAULT_FACEBOOK_DIALOG_BASE = 'https://www.facebook.com';

/**
 * PAYMENT_GATEWAY: `sandbox` (built in, offline, its Pay button credits without real money: refused in
 * production), `paymongo` (PAYMONGO_SECRET_KEY, PAYMONGO_WEBHOOK_SECRET) or `none` (manual channels only).
 */
export interface PaymentSettings {
  gateway: 'none' | 'sandbox' | 'paymongo';
  /** Signs the sandbox's callbacks (SANDBOX_PAYMENT_SECRET). */
  sandboxSecret: string;
  paymongo: { secretKey: string; webhookSecret: string } | undefined;
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

/** Development default of OPS_TOKEN: never accepted outside development. */
export const DEV_OPS_TOKEN = 'dev-ops-token';

/** Development default of STUDIO_SECRET: never accepted outside development. */
export const DEV_STUDIO_SECRET = 'dev-studio-secret';

/** Development default of SEED_KEY: never accepted outside development. */
export const DEV_SEED_KEY = 'dev-seed-key-not-for-production-use';
/** Development default of SANDBOX_PAYMENT_SECRET: never accepted outside development. */
export const DEV_SANDBOX_PAYMENT_SECRET = 'dev-sandbox-payment-secret';

/** Outside development OPS_TOKEN, STUDIO_SECRET and SEED_KEY are at least this long (`openssl rand -base64 32`). */
export const SECRET_MIN_LENGTH = 32;

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

/** The most server processes WORKERS may ask for. */
export const MAX_WORKERS = 64;

/** The largest request pool DATABASE_POOL_MAX allows per process (PostgreSQL's default max_connections is 100). */
const MAX_POOL = 200;

export class ConfigError extends Error {}

/** Environment variables that read "empty" as "unset" (an orchestrator often passes `VAR=`). */
type Env = Record<string, string | undefined>;

const isDevelopment = (env: { NODE_ENV?: string | undefined }) =>
  env.NODE_ENV === undefined || env.NODE_ENV === 'development';

/** A whole number from `min` to `max`, its default when unset; the message names the variable. */
const wholeNumber = (name: string, min: number, max: number, fallback: number) => {
  const message = (issue: v.BaseIssue<unknown>) =>
    `${name} must be a whole number from ${min} to ${max}: ${JSON.stringify(issue.input)}`;
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,16}$/, message),
      v.transform(Number),
      v.minValue(min, (i) => message({ ...i, input: String(i.input) })),
      v.maxValue(max, (i) => message({ ...i, input: String(i.input) })),
    ),
    String(fallback),
  );
};

const flag = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.picklist(['1', 'true', '0', 'false'], (i) => `${name} must be 1 or 0: ${JSON.stringify(i.input)}`),
      v.transform((s) => s === '1' || s === 'true'),
    ),
  );

const optionalText = v.optional(v.string());

/**
 * An identity provider's base URL (an issuer or an API origin): https, or plain http on a loopback host
 * only (a local provider in tests); no trailing slash.
 */
const socialBase = (name: string) =>
  v.pipe(
    v.string(),
    v.transform((s) => s.replace(/\/+$/, '')),
    v.check(
      isProviderBase,
      (i) =>
        `${name} must be an https:// URL (http:// only on 127.0.0.1 or localhost): ${JSON.stringify(i.input)}`,
    ),
  );

/** The schema of the whole environment: every variable, its default, its range. */
const EnvSchema = v.object({
  NODE_ENV: optionalText,
  PORT: wholeNumber('PORT', 0, 65535, 8080),
  HOST: v.optional(v.string(), '127.0.0.1'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgresql:// URL')),
  ),
  OPS_TOKEN: optionalText,
  STUDIO_SECRET: optionalText,
  SEED_KEY: optionalText,
  PUBLIC_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.replace(/\/+$/, '')),
      v.check(
        isOrigin,
        (i) => `PUBLIC_ORIGIN must be an origin like https://swerte.example: ${JSON.stringify(i.input)}`,
      ),
    ),
  ),
  SEED_DEMO: flag('SEED_DEMO'),
  SEED_TEAM: flag('SEED_TEAM'),
  SEED_PROGRAMMES: flag('SEED_PROGRAMMES'),
  IMAGE_CDNS: v.optional(
    v.pipe(
      v.string(),
      v.transform((raw) =>
        raw
          .split(',')
          .map((s) => s.trim().replace(/\/+$/, ''))
          .filter(Boolean),
      ),
    ),
  ),
  DEFAULT_COUNTRY: v.optional(
    v.pipe(
      v.string(),
      v.toUpperCase(),
      v.regex(/^[A-Z]{2}$/, (i) => `DEFAULT_COUNTRY must be a 2-letter code: ${JSON.stringify(i.input)}`),
    ),
    'PH',
  ),
  TRUST_PROXY: flag('TRUST_PROXY'),
  DIST_DIR: v.optional(v.string(), './dist'),
  PASSWORD_COST: wholeNumber('PASSWORD_COST', MIN_PASSWORD_COST, MAX_PASSWORD_COST, DEFAULT_PASSWORD_COST),
  TRIAL_RETENTION_HOURS: wholeNumber('TRIAL_RETENTION_HOURS', 1, 8760, DEFAULT_TRIAL_RETENTION_HOURS),
  WORKERS: wholeNumber('WORKERS', 1, MAX_WORKERS, 1),
  DATABASE_POOL_MAX: wholeNumber('DATABASE_POOL_MAX', 1, MAX_POOL, DEFAULT_POOL_MAX),
  METRICS_TOKEN: optionalText,
  JOB_INTERVAL_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, (i) => `JOB_INTERVAL_MS must be milliseconds: ${JSON.stringify(i.input)}`),
      v.transform(Number),
      v.minValue(100, (i) => `JOB_INTERVAL_MS must be at least 100: ${JSON.stringify(i.input)}`),
    ),
  ),
  SMS_PROVIDER: v.optional(
    v.picklist(
      ['outbox', 'semaphore', 'twilio'],
      (i) => `SMS_PROVIDER must be outbox, semaphore or twilio: ${JSON.stringify(i.input)}`,
    ),
    'outbox',
  ),
  SMS_COUNTRIES: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}(,\d{1,4})*$/, 'SMS_COUNTRIES must be dialing codes separated by commas: 63,65'),
      v.transform((s) => s.split(',')),
    ),
    '63',
  ),
  /** The SMS gateway's origin, for a stand-in or a regional endpoint; the gateway's own when unset. */
  SMS_API_BASE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^\s/]+(:\d+)?$/, 'SMS_API_BASE must be an origin: https://host[:port]'),
    ),
  ),
  SEMAPHORE_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  GOOGLE_CLIENT_ID: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\w.-]{1,200}$/, 'GOOGLE_CLIENT_ID: the OAuth client ID (…apps.googleusercontent.com)'),
    ),
  ),
  GOOGLE_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.maxLength(200))),
  GOOGLE_ISSUER: v.optional(socialBase('GOOGLE_ISSUER'), DEFAULT_GOOGLE_ISSUER),
  FACEBOOK_APP_ID: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,32}$/, 'FACEBOOK_APP_ID: the app ID (digits)')),
  ),
  FACEBOOK_APP_SECRET: v.optional(v.pipe(v.string(), v.maxLength(200))),
  FACEBOOK_GRAPH_BASE: v.optional(socialBase('FACEBOOK_GRAPH_BASE'), DEFAULT_FACEBOOK_GRAPH_BASE),
  FACEBOOK_DIALOG_BASE: v.optional(socialBase('FACEBOOK_DIALOG_BASE'), DEFAULT_FACEBOOK_DIALOG_BASE),
  SEMAPHORE_SENDER_NAME: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9 ]{1,11}$/, 'SEMAPHORE_SENDER_NAME: up to 11 letters and digits')),
  ),
  TWILIO_ACCOUNT_SID: v.optional(
    v.pipe(v.string(), v.regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID: AC and 32 hex digits')),
  ),
  TWILIO_AUTH_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1))),
  TWILIO_FROM: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(\+\d{6,15}|MG[0-9a-fA-F]{32})$/, 'TWILIO_FROM: +E.164 number or MG… service'),
    ),
  ),
  EMAIL_PROVIDER: v.optional(
    v.picklist(
      ['outbox', 'smtp'],
      (i) => `EMAIL_PROVIDER must be outbox or smtp: ${JSON.stringify(i.input)}`,
    ),
    'outbox',
  ),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must be smtp://user:pass@host:587 or smtps://…')),
  ),
  EMAIL_FROM: v.optional(v.string(), 'Swerte <no-reply@swerte.example>'),
  VENDORS: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return parseVendors(dataset.value);
        } catch (err) {
          addIssue({ message: (err as Error).message });
          return NEVER;
        }
      }),
    ),
  ),
  SEAMLESS_MAX_BET_CENTS: wholeNumber(
    'SEAMLESS_MAX_BET_CENTS',
    1,
    Number.MAX_SAFE_INTEGER,
    DEFAULT_SEAMLESS_LIMITS.maxBetCents,
  ),
  SEAMLESS_MAX_WIN_CENTS: wholeNumber(
    'SEAMLESS_MAX_WIN_CENTS',
    1,
    Number.MAX_SAFE_INTEGER,
    DEFAULT_SEAMLESS_LIMITS.maxWinCents,
  ),
  WEBCLIP_CERT: optionalText,
  WEBCLIP_KEY: optionalText,
  PAYMENT_GATEWAY: v.optional(
    v.picklist(
      ['none', 'sandbox', 'paymongo'],
      (i) => `PAYMENT_GATEWAY must be none, sandbox or paymongo: ${JSON.stringify(i.input)}`,
    ),
  ),
  SANDBOX_PAYMENT_SECRET: optionalText,
  PROTECTION_TEST_CLOCK: flag('PROTECTION_TEST_CLOCK'),
  PAYMONGO_SECRET_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^sk_(test|live)_\w+$/,
        'PAYMONGO_SECRET_KEY must be a PayMongo secret key (sk_test_… or sk_live_…)',
      ),
    ),
  ),
  PAYMONGO_WEBHOOK_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^whsk_\w+$/, "PAYMONGO_WEBHOOK_SECRET must be the webhook's secret key (whsk_…)"),
    ),
  ),
});
/** The rules between variables, and the ones that depend on NODE_ENV. */
const ConfigSchema = v.pipe(
  EnvSchema,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const env = dataset.value;
    const issue = (message: string) => addIssue({ message });
    if (!isDevelopment(env)) {
      const where = `NODE_ENV=${env.NODE_ENV}`;
      for (const [name, devValue, purpose] of SECRETS) {
        const value = env[name];
        if (value === undefined) issue(`${name} must be set when ${where} (${purpose})`);
        else if (value.length < SECRET_MIN_LENGTH || value === devValue)
          issue(
            `${name} must be a secret of at least ${SECRET_MIN_LENGTH} characters, not the development value (e.g. openssl rand -base64 32)`,
          );
      }
      if (env.PUBLIC_ORIGIN === undefined)
        issue(`PUBLIC_ORIGIN must be set when ${where} (the origin of every link the server builds)`);
      // The built-in outbox delivers nothing: reset links and binding codes would never arrive.
      if ((env.EMAIL_PROVIDER ?? 'outbox') === 'outbox')
        issue(
          `EMAIL_PROVIDER=outbox delivers no e-mail when ${where} (reset links, binding codes): set EMAIL_PROVIDER=smtp and SMTP_URL`,
        );
    }
    if (env.SMS_PROVIDER === 'semaphore' && !env.SEMAPHORE_API_KEY)
      issue(
        'SMS_PROVIDER=semaphore needs SEMAPHORE_API_KEY (and SEMAPHORE_SENDER_NAME for an approved sender)',
      );
    if (
      env.SMS_PROVIDER === 'twilio' &&
      !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM)
    )
      issue('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET))
      issue('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together (Google sign-in needs both)');
    if (Boolean(env.FACEBOOK_APP_ID) !== Boolean(env.FACEBOOK_APP_SECRET))
      issue('FACEBOOK_APP_ID and FACEBOOK_APP_SECRET go together (Facebook sign-in needs both)');
    if (env.EMAIL_PROVIDER === 'smtp' && !env.SMTP_URL)
      issue('EMAIL_PROVIDER=smtp needs SMTP_URL (smtp://user:pass@host:587 or smtps://…)');
    // PGlite is one process on its directory (a second one is refused): several need PostgreSQL.
    if (env.WORKERS > 1 && !env.DATABASE_URL)
      issue(`WORKERS=${env.WORKERS} needs DATABASE_URL: PGlite (DATA_DIR) serves one process only`);
    const metricsToken = env.METRICS_TOKEN;
    if (metricsToken !== undefined && metricsToken.length < SECRET_MIN_LENGTH && !isDevelopment(env))
      issue(
        `METRICS_TOKEN must be a secret of at least ${SECRET_MIN_LENGTH} characters when NODE_ENV=${env.NODE_ENV}`,
      );
    if (Boolean(env.WEBCLIP_CERT) !== Boolean(env.WEBCLIP_KEY))
      issue('WEBCLIP_CERT and WEBCLIP_KEY go together (PEM file paths)');
    if (env.PAYMENT_GATEWAY === 'paymongo' && !(env.PAYMONGO_SECRET_KEY && env.PAYMONGO_WEBHOOK_SECRET))
      issue('PAYMENT_GATEWAY=paymongo needs PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET');
    // Its Pay button credits members without real money.
    if (env.PROTECTION_TEST_CLOCK && env.NODE_ENV === 'production')
      issue('PROTECTION_TEST_CLOCK=1 is refused when NODE_ENV=production (it moves the server clock)');
    if (env.PROTECTION_TEST_CLOCK && env.WORKERS > 1)
      issue('PROTECTION_TEST_CLOCK=1 needs WORKERS=1 (the moved clock lives in one process)');
    if (env.PAYMENT_GATEWAY === 'sandbox' && env.NODE_ENV === 'production')
      issue('PAYMENT_GATEWAY=sandbox is refused when NODE_ENV=production (it credits without real money)');
    if (env.PAYMENT_GATEWAY === 'sandbox' && !isDevelopment(env)) {
      const secret = env.SANDBOX_PAYMENT_SECRET;
      if (!secret || secret.length < SECRET_MIN_LENGTH || secret === DEV_SANDBOX_PAYMENT_SECRET)
        issue(
          `PAYMENT_GATEWAY=sandbox needs SANDBOX_PAYMENT_SECRET of at least ${SECRET_MIN_LENGTH} characters when NODE_ENV=${env.NODE_ENV}`,
        );
    }
  }),
);

/** Development defaults of the secrets, each refused outside development. */
const SECRETS = [
  ['OPS_TOKEN', DEV_OPS_TOKEN, 'operator API token'],
  ['STUDIO_SECRET', DEV_STUDIO_SECRET, "the in-house studio's seamless-wallet secret"],
  ['SEED_KEY', DEV_SEED_KEY, 'seals unrevealed server seeds'],
] as const;

/**
 * Parses the environment (one valibot schema). Throws a ConfigError naming every bad variable.
 * Development (NODE_ENV unset or `development`) fills the secrets with published development values
 * and lists them in `devDefaults`; any other NODE_ENV requires them and PUBLIC_ORIGIN.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable is an unset one; values are trimmed.
  const input: Env = {};
  for (const [name, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (trimmed) input[name] = trimmed;
  }
  const parsed = v.safeParse(ConfigSchema, input);
  if (!parsed.success) {
    const messages = parsed.issues.map((i) => {
      const path = v.getDotPath(i);
      return path && !i.message.startsWith(path) ? `${path}: ${i.message}` : i.message;
    });
    throw new ConfigError(messages.join('; '));
  }
  const e = parsed.output;
  const development = isDevelopment(e);
  const devDefaults: string[] = [];
  const orDev = (name: string, value: string | undefined, devValue: string) => {
    if (value !== undefined) return value;
    devDefaults.push(name);
    return devValue;
  };
  const opsToken = orDev('OPS_TOKEN', e.OPS_TOKEN, DEV_OPS_TOKEN);
  const studioSecret = orDev('STUDIO_SECRET', e.STUDIO_SECRET, DEV_STUDIO_SECRET);
  const seedKey = orDev('SEED_KEY', e.SEED_KEY, DEV_SEED_KEY);
  const gateway = e.PAYMENT_GATEWAY ?? (development ? 'sandbox' : 'none');
  if (gateway === 'sandbox' && !e.SANDBOX_PAYMENT_SECRET) devDefaults.push('SANDBOX_PAYMENT_SECRET');
  const host = e.HOST;
  const publicOrigin = e.PUBLIC_ORIGIN ?? loopbackOrigin(host, e.PORT);
  if (!e.PUBLIC_ORIGIN) devDefaults.push(`PUBLIC_ORIGIN=${publicOrigin}`);
  const demo = e.SEED_DEMO ?? development;
  if (development && demo) devDefaults.push('demo accounts');

  return {
    port: e.PORT,
    host,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    opsToken,
    imageCdns: e.IMAGE_CDNS?.length ? e.IMAGE_CDNS : [...CDN_MOUNTS],
    defaultCountry: e.DEFAULT_COUNTRY,
    trustProxy: e.TRUST_PROXY ?? false,
    distDir: resolve(e.DIST_DIR),
    production: e.NODE_ENV === 'production',
    development,
    devDefaults,
    demo,
    team: e.SEED_TEAM ?? demo,
    programmes: e.SEED_PROGRAMMES ?? demo,
    passwordCost: e.PASSWORD_COST,
    publicOrigin,
    smsCountries: e.SMS_COUNTRIES,
    smsDelivered: development || e.SMS_PROVIDER !== 'outbox',
    providers: {
      sms: e.SMS_PROVIDER,
      smsApiBase: e.SMS_API_BASE,
      semaphore: e.SEMAPHORE_API_KEY
        ? { apiKey: e.SEMAPHORE_API_KEY, senderName: e.SEMAPHORE_SENDER_NAME }
        : undefined,
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
          ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM }
          : undefined,
      email: e.EMAIL_PROVIDER,
      smtpUrl: e.SMTP_URL,
      emailFrom: e.EMAIL_FROM,
    },
    vendors: e.VENDORS ?? [],
    social: {
      ...(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
              issuer: e.GOOGLE_ISSUER,
            },
          }
        : {}),
      ...(e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? {
            facebook: {
              appId: e.FACEBOOK_APP_ID,
              appSecret: e.FACEBOOK_APP_SECRET,
              graphBase: e.FACEBOOK_GRAPH_BASE,
              dialogBase: e.FACEBOOK_DIALOG_BASE,
            },
          }
        : {}),
    },
    studioSecret,
    seedKey,
    seamlessLimits: { maxBetCents: e.SEAMLESS_MAX_BET_CENTS, maxWinCents: e.SEAMLESS_MAX_WIN_CENTS },
    webClipSigning:
      e.WEBCLIP_CERT && e.WEBCLIP_KEY
        ? { cert: resolve(e.WEBCLIP_CERT), key: resolve(e.WEBCLIP_KEY) }
        : undefined,
    trialRetentionHours: e.TRIAL_RETENTION_HOURS,
    workers: e.WORKERS,
    testClock: e.PROTECTION_TEST_CLOCK ?? false,
    poolMax: e.DATABASE_POOL_MAX,
    metricsToken: e.METRICS_TOKEN,
    jobIntervalMs: e.JOB_INTERVAL_MS,
    payments: {
      gateway,
      sandboxSecret: e.SANDBOX_PAYMENT_SECRET ?? DEV_SANDBOX_PAYMENT_SECRET,
      paymongo:
        e.PAYMONGO_SECRET_KEY && e.PAYMONGO_WEBHOOK_SECRET
          ? { secretKey: e.PAYMONGO_SECRET_KEY, webhookSecret: e.PAYMONGO_WEBHOOK_SECRET }
          : undefined,
    },
  };
}

function isProviderBase(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.search || url.hash || url.username || url.password) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  } catch {
    return false;
  }
}

/** 127.0.0.0/8, ::1 or localhost: where a plain-http identity provider may run (tests). */
export const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** Development's link origin: the loopback address the server listens on, never a request's Host. */
function loopbackOrigin(host: string, port: number): string {
  const loopback = host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
  const name = !loopback ? '127.0.0.1' : host === '::1' ? '[::1]' : host;
  return `http://${name}:${port}`;
}

/** Links the server builds (reset links, the web-clip start URL, launch return URLs) start here. */
export function linkOrigin(config: { publicOrigin?: string | undefined }): string {
  // Only an embedder that builds its config by hand (the test harness) leaves it unset.
  return config.publicOrigin ?? 'http://localhost';
}
