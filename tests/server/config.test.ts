// Configuration: development defaults only in development, secrets and PUBLIC_ORIGIN required
// everywhere else, out-of-range values refused at start, demo accounts only where asked for.
import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_OPS_TOKEN,
  DEV_SEED_KEY,
  DEV_STUDIO_SECRET,
  loadConfig,
  MAX_WORKERS,
  SECRET_MIN_LENGTH,
} from '../../server/config.ts';
import { openPglite, openPostgres } from '../../server/db/client.ts';
import * as t from '../../server/db/schema.ts';
import type { Database } from '../../server/db/types.ts';
import { MAX_PASSWORD_COST, MIN_PASSWORD_COST, verifyPassword } from '../../server/lib/password.ts';
import { SEED_ACCOUNTS, seeded } from '../../server/seed/seed.ts';
import { authClient } from './support/auth-client.ts';
import { createHarness, databases, type Harness, TEST_PASSWORD_COST } from './support/harness.ts';

const secret = (c: string) => c.repeat(SECRET_MIN_LENGTH);
/** Everything a non-development NODE_ENV requires. */
const PRODUCTION = {
  NODE_ENV: 'production',
  OPS_TOKEN: secret('o'),
  STUDIO_SECRET: secret('s'),
  SEED_KEY: secret('k'),
  PUBLIC_ORIGIN: 'https://swerte.example',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://mail.swerte.example:587',
};
const REQUIRED = ['OPS_TOKEN', 'STUDIO_SECRET', 'SEED_KEY', 'PUBLIC_ORIGIN'] as const;

/** The ConfigError message loadConfig throws, or undefined when it accepts. */
function refusal(env: Record<string, string>): string | undefined {
  try {
    loadConfig(env);
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
}

describe('configuration outside development', () => {
  it.each(['staging', 'test', 'production', 'Development'])(
    'NODE_ENV=%s without secrets is refused, naming each missing variable',
    (mode) => {
      const message = refusal({ NODE_ENV: mode });
      for (const name of REQUIRED) expect(message).toContain(`${name} must be set when NODE_ENV=${mode}`);
    },
  );

  it('refuses the e-mail outbox: it delivers no reset link or binding code', () => {
    expect(refusal({ ...PRODUCTION, EMAIL_PROVIDER: 'outbox' })).toMatch(
      /^EMAIL_PROVIDER=outbox delivers no e-mail when NODE_ENV=production/,
    );
    const { EMAIL_PROVIDER: _, SMTP_URL: __, ...unset } = PRODUCTION;
    expect(refusal(unset)).toMatch(/EMAIL_PROVIDER=outbox delivers no e-mail/);
  });

  it('texts reach phones only through a gateway: with the SMS outbox its switches stay off', () => {
    expect(loadConfig(PRODUCTION).smsDelivered).toBe(false);
    expect(
      loadConfig({ ...PRODUCTION, SMS_PROVIDER: 'semaphore', SEMAPHORE_API_KEY: 'k' }).smsDelivered,
    ).toBe(true);
    expect(loadConfig({}).smsDelivered).toBe(true);
  });

  it('refuses each missing variable on its own', () => {
    for (const name of REQUIRED) {
      const { [name]: _, ...rest } = PRODUCTION;
      expect(refusal({ ...rest, NODE_ENV: 'staging' })).toMatch(new RegExp(`^${name} must be set`));
    }
  });

  it('refuses secrets shorter than 32 characters and the development values', () => {
    const dev = { OPS_TOKEN: DEV_OPS_TOKEN, STUDIO_SECRET: DEV_STUDIO_SECRET, SEED_KEY: DEV_SEED_KEY };
    for (const name of ['OPS_TOKEN', 'STUDIO_SECRET', 'SEED_KEY'] as const) {
      for (const bad of ['x'.repeat(SECRET_MIN_LENGTH - 1), dev[name], '   short   ']) {
        expect(refusal({ ...PRODUCTION, [name]: bad })).toMatch(
          new RegExp(`^${name} must be a secret of at least 32 characters`),
        );
      }
    }
  });

  it('accepts the full set: no development defaults, no demo accounts, links on PUBLIC_ORIGIN', () => {
    const config = loadConfig({ ...PRODUCTION, PUBLIC_ORIGIN: 'https://swerte.example/' });
    expect(config).toMatchObject({
      development: false,
      production: true,
      devDefaults: [],
      demo: false,
      publicOrigin: 'https://swerte.example',
      opsToken: PRODUCTION.OPS_TOKEN,
      studioSecret: PRODUCTION.STUDIO_SECRET,
      seedKey: PRODUCTION.SEED_KEY,
    });
    expect(loadConfig({ ...PRODUCTION, NODE_ENV: 'staging', SEED_DEMO: '1' }).demo).toBe(true);
  });
});

describe('configuration in development', () => {
  it.each([{}, { NODE_ENV: 'development' }])(
    '%o: development defaults, each listed for the warning',
    (env) => {
      const config = loadConfig(env);
      expect(config).toMatchObject({
        development: true,
        opsToken: DEV_OPS_TOKEN,
        studioSecret: DEV_STUDIO_SECRET,
        seedKey: DEV_SEED_KEY,
        demo: true,
        publicOrigin: 'http://127.0.0.1:8080',
      });
      expect(config.devDefaults).toEqual([
        'OPS_TOKEN',
        'STUDIO_SECRET',
        'SEED_KEY',
        'SANDBOX_PAYMENT_SECRET',
        'PUBLIC_ORIGIN=http://127.0.0.1:8080',
        'demo accounts',
      ]);
    },
  );

  it('links go to the loopback origin the server listens on, or the configured one', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '3000' }).publicOrigin).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: 'localhost', PORT: '3000' }).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1', PORT: '3000' }).publicOrigin).toBe('http://[::1]:3000');
    const set = loadConfig({ PUBLIC_ORIGIN: 'http://swerte.test:8080', OPS_TOKEN: 'mine', SEED_DEMO: '0' });
    expect(set.publicOrigin).toBe('http://swerte.test:8080');
    expect(set.demo).toBe(false);
    expect(set.devDefaults).toEqual(['STUDIO_SECRET', 'SEED_KEY', 'SANDBOX_PAYMENT_SECRET']);
  });
});

describe('payment gateway settings', () => {
  it('development takes payments through the sandbox, elsewhere nothing unless configured', () => {
    expect(loadConfig({}).payments.gateway).toBe('sandbox');
    expect(loadConfig(PRODUCTION).payments).toMatchObject({ gateway: 'none', paymongo: undefined });
  });

  it('refuses the sandbox in production, and outside development without its own secret', () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_GATEWAY: 'sandbox' })).toThrow(
      /PAYMENT_GATEWAY=sandbox/,
    );
    expect(() => loadConfig({ ...PRODUCTION, NODE_ENV: 'staging', PAYMENT_GATEWAY: 'sandbox' })).toThrow(
      /SANDBOX_PAYMENT_SECRET/,
    );
    const staging = loadConfig({
      ...PRODUCTION,
      NODE_ENV: 'staging',
      PAYMENT_GATEWAY: 'sandbox',
      SANDBOX_PAYMENT_SECRET: 's'.repeat(32),
    });
    expect(staging.payments).toMatchObject({ gateway: 'sandbox', sandboxSecret: 's'.repeat(32) });
  });

  it('PayMongo needs both keys, each of its own shape', () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_GATEWAY: 'paymongo' })).toThrow(/PAYMONGO_SECRET_KEY/);
    expect(() =>
      loadConfig({
        ...PRODUCTION,
        PAYMENT_GATEWAY: 'paymongo',
        PAYMONGO_SECRET_KEY: 'pk_test_x',
        PAYMONGO_WEBHOOK_SECRET: 'whsk_x',
      }),
    ).toThrow(/sk_test_/);
    const set = loadConfig({
      ...PRODUCTION,
      PAYMENT_GATEWAY: 'paymongo',
      PAYMONGO_SECRET_KEY: 'sk_live_abc',
      PAYMONGO_WEBHOOK_SECRET: 'whsk_def',
    });
    expect(set.payments).toMatchObject({
      gateway: 'paymongo',
      paymongo: { secretKey: 'sk_live_abc', webhookSecret: 'whsk_def' },
    });
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(
      /PAYMENT_GATEWAY must be none, sandbox or paymongo/,
    );
  });
});

describe('out-of-range values are refused at start, naming the variable', () => {
  it.each([
    ['PORT', ['-1', '65536', '80.5', 'http', '1e3']],
    ['PASSWORD_COST', [String(MIN_PASSWORD_COST - 1), String(MAX_PASSWORD_COST + 1), '20', 'x']],
    ['TRIAL_RETENTION_HOURS', ['0', '8761', '1.5', 'day']],
    ['SEAMLESS_MAX_BET_CENTS', ['0', '-5', '10.5', '99999999999999999']],
    ['SEAMLESS_MAX_WIN_CENTS', ['0', 'lots']],
    ['DEFAULT_COUNTRY', ['PHL', 'P']],
    ['PUBLIC_ORIGIN', ['swerte.example', 'https://swerte.example/m', 'ftp://swerte.example']],
    ['SEED_DEMO', ['yes']],
    ['TRUST_PROXY', ['maybe']],
    ['EMAIL_PROVIDER', ['pigeon']],
    ['SMS_PROVIDER', ['twilio']],
    ['DATABASE_URL', ['mysql://db']],
    ['VENDORS', ['{', '[{"code":"PG"}]']],
  ])('%s', (name, values) => {
    for (const value of values) expect(refusal({ [name]: value }), value).toMatch(new RegExp(`^${name}\\b`));
  });

  it('accepts the edges of each range', () => {
    const config = loadConfig({
      PORT: '65535',
      PASSWORD_COST: String(MAX_PASSWORD_COST),
      TRIAL_RETENTION_HOURS: '8760',
      SEAMLESS_MAX_BET_CENTS: '1',
      SEAMLESS_MAX_WIN_CENTS: String(Number.MAX_SAFE_INTEGER),
      PORT_UNUSED: '',
      DATABASE_URL: '',
    });
    expect(config).toMatchObject({
      port: 65535,
      passwordCost: MAX_PASSWORD_COST,
      trialRetentionHours: 8760,
      seamlessLimits: { maxBetCents: 1, maxWinCents: Number.MAX_SAFE_INTEGER },
      databaseUrl: undefined,
    });
    expect(loadConfig({ PASSWORD_COST: String(MIN_PASSWORD_COST) }).passwordCost).toBe(MIN_PASSWORD_COST);
  });

  it('WORKERS: 1 to 64, default 1; more than one needs DATABASE_URL (PGlite is one process)', () => {
    expect(loadConfig({}).workers).toBe(1);
    for (const value of ['0', String(MAX_WORKERS + 1), '2.5', 'many'])
      expect(refusal({ WORKERS: value }), value).toMatch(/^WORKERS must be a whole number from 1 to 64/);
    expect(refusal({ WORKERS: '2' })).toBe(
      'WORKERS=2 needs DATABASE_URL: PGlite (DATA_DIR) serves one process only',
    );
    const url = 'postgresql://db.internal/swerte';
    expect(loadConfig({ WORKERS: String(MAX_WORKERS), DATABASE_URL: url }).workers).toBe(MAX_WORKERS);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
  });

  it('reports every bad variable at once', () => {
    const message = refusal({ PORT: 'x', PASSWORD_COST: '30' });
    expect(message).toContain('PORT must be a whole number from 0 to 65535');
    expect(message).toContain(`PASSWORD_COST must be a whole number from 10 to ${MAX_PASSWORD_COST}`);
  });
});

describe('the top PASSWORD_COST really works', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h?.close());

  it(`a login at PASSWORD_COST=${MAX_PASSWORD_COST} re-hashes at that cost and signs in again`, async () => {
    const app = h.appWith({ passwordCost: MAX_PASSWORD_COST });
    const client = authClient({ ...h, app });
    const { account, password } = SEED_ACCOUNTS.demo;
    await client.passwordLogin(account, password);
    const [row] = await h.database.db
      .select({ hash: t.members.passwordHash })
      .from(t.members)
      .where(eq(t.members.account, account));
    expect(row?.hash).toMatch(new RegExp(`^scrypt\\$${2 ** MAX_PASSWORD_COST}\\$8\\$1\\$`));
    expect(await verifyPassword(password, row?.hash ?? '')).toBe(true);
    // The second login verifies the top-cost hash: 200, not the 500 of scrypt's memory cap.
    await client.passwordLogin(account, password);
  }, 60_000);
});

/** A fresh database: `demo` as the server passes it. */
async function openFresh(kind: 'pglite' | 'postgres', demo: boolean): Promise<Database> {
  const opts = seeded({ passwordCost: TEST_PASSWORD_COST, demo, team: false });
  if (kind === 'pglite') return openPglite(undefined, opts);
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `swerte_cfg_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), opts);
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Opening and seeding a database takes seconds, more with the whole suite running beside it. */
const OPEN_TIMEOUT_MS = 120_000;

const DEMO_ACCOUNTS = [
  SEED_ACCOUNTS.demo.account,
  SEED_ACCOUNTS.agent.account,
  ...SEED_ACCOUNTS.downline.map((d) => d.account),
];

describe.each(databases)('demo accounts on $kind', ({ kind }) => {
  const accountsOf = async (database: Database) =>
    (
      await database.db
        .select({ account: t.members.account })
        .from(t.members)
        .where(inArray(t.members.account, DEMO_ACCOUNTS))
    ).map((r) => r.account);

  it(
    'production seeds the merchant, lobby and lotteries but no accounts',
    async () => {
      const database = await openFresh(kind, loadConfig(PRODUCTION).demo);
      try {
        const [members] = await database.db.select({ n: count() }).from(t.members);
        expect(members?.n).toBe(0);
        const [wallets] = await database.db.select({ n: count() }).from(t.wallets);
        expect(wallets?.n).toBe(0);
        expect(await database.db.select().from(t.merchants)).toHaveLength(1);
        const [games] = await database.db.select({ n: count() }).from(t.games);
        expect(games?.n).toBeGreaterThan(0);
        const [lotteries] = await database.db.select({ n: count() }).from(t.lotteries);
        expect(lotteries?.n).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'SEED_DEMO=1 (and development) seed them',
    async () => {
      const database = await openFresh(kind, loadConfig({ ...PRODUCTION, SEED_DEMO: '1' }).demo);
      try {
        expect((await accountsOf(database)).sort()).toEqual([...DEMO_ACCOUNTS].sort());
      } finally {
        await database.close();
      }
      expect(loadConfig({}).demo).toBe(true);
    },
    OPEN_TIMEOUT_MS,
  );
});
