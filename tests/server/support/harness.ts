// Builds the app in-process on a fresh, migrated and seeded database: in-memory PGlite always, and a
// throw-away database on the PostgreSQL server at TEST_DATABASE_URL when that is set. Each is a copy of
// the run's template (database-template.ts) when the project made one, as the server project does.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import * as v from 'valibot';
import { inject } from 'vitest';
import { createApp } from '../../../server/app.ts';
import type { AppDeps } from '../../../server/context.ts';
import { openPglite, openPostgres } from '../../../server/db/client.ts';
import { members } from '../../../server/db/schema.ts';
import type { Database } from '../../../server/db/types.ts';
import { VENDORS as SEED_VENDORS } from '../../../server/seed/data/catalogue.ts';
import { seeded } from '../../../server/seed/seed.ts';
import { STUDIO_VENDOR } from '../../../server/vendors/in-house.ts';
import { envelopeSchema, LooseEnvelopeSchema } from '../../../src/shared/envelope.ts';

export type DatabaseKind = 'pglite' | 'postgres';
/**
 * The seed's third-party vendors, configured as a live server would configure them, on a stand-in host
 * (a launch is a signed URL; nothing is fetched): the lobby offers their games.
 * tests/server/lobby/availability.test.ts runs with fewer.
 */
export const TEST_VENDORS = [...new Set(SEED_VENDORS.map((v) => v.code))]
  .filter((code) => code !== STUDIO_VENDOR)
  .map((code) => ({
    code,
    launchUrl: 'https://vendor.test/launch',
    secret: `test-${code.toLowerCase()}-secret-0123456789`,
  }));
export const TEST_OPS_TOKEN = 'test-ops-token';
/** scrypt at N=2^10 keeps suites fast; one test checks the OWASP default. */
export const TEST_PASSWORD_COST = 10;
/**
 * The suites make their own agent teams: the seed's big one (server/seed/data/agent-team.ts) would only add time;
 * tests/server/seed/seed-team.test.ts asks for it.
 */
interface HarnessSeed {
  team?: boolean;
  /** The demo's referral, rebate, leaderboard and rain programmes (off: suites set their own). */
  programmes?: boolean;
}

/** The databases every suite runs on: `describe.each(databases)`. */
export const databases: { kind: DatabaseKind }[] = [
  { kind: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ kind: 'postgres' as const }] : []),
];

export interface Harness {
  database: Database;
  app: ReturnType<typeof createApp>['app'];
  services: ReturnType<typeof createApp>['services'];
  /** The domain services (the studio, its live rounds, …) the app's routes use. */
  domains: ReturnType<typeof createApp>['domains'];
  /** What answers in front of the app on a real socket (server/http/hot-reads.ts). */
  hotReads: ReturnType<typeof createApp>['hotReads'];
  /** A second app on the same database with other settings (e.g. another DIST_DIR). */
  appWith(config: Partial<AppDeps['config']>): ReturnType<typeof createApp>['app'];
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** Moves the app's clock (expiries, throttle windows) forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** What the server project's global setup (database-template.ts) provides. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite dump's file. */
    pgliteTemplate: string;
    /** The template database's name on TEST_DATABASE_URL's server; empty without it. */
    postgresTemplate: string;
  }
}

/** What the project's global setup made (database-template.ts); undefined in a project without it. */
function template(key: 'pgliteTemplate' | 'postgresTemplate'): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined; // outside a Vitest worker (a bench importing this file)
  }
}

/** The PGlite template, read once per test file. */
let pgliteCopy: Blob | undefined;
function pgliteTemplate(): Blob | undefined {
  const file = template('pgliteTemplate');
  if (file && !pgliteCopy) pgliteCopy = new Blob([readFileSync(file)]);
  return pgliteCopy;
}

/** What a suite's database holds at first (and the template): the demo accounts, the big team on request. */
export const suiteSeed = (seed: HarnessSeed = {}) =>
  seeded({
    passwordCost: TEST_PASSWORD_COST,
    team: seed.team ?? false,
    programmes: seed.programmes ?? false,
  });

/** The database at `adminUrl`'s server named `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** pool.end() resolves before the server has seen every disconnect: wait, so nothing is killed or kept. */
export async function untilDisconnected(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
      name,
    ]);
    if (rows[0]?.n === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function createPostgresDatabase(
  seed: HarnessSeed,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `swerte_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the run's migrated and seeded template: openPostgres below then finds nothing to do.
  const from = seed.team || seed.programmes ? undefined : template('postgresTemplate');
  await admin.query(`create database ${name}${from ? ` template ${from}` : ''}`);
  try {
    // The suites assert what is paid, not how fast: on a busy machine 200 concurrent calls queue for the
    // pool's 10 connections longer than production's 5 s (which answers 503), so they wait longer here.
    const database = await openPostgres(databaseUrl(adminUrl, name), suiteSeed(seed), { connectMs: 30_000 });
    return {
      database,
      drop: async () => {
        await untilDisconnected(admin, name);
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  } catch (err) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    throw err;
  }
}

/** A tiny built app: what `vite build` leaves in dist/. */
export function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'swerte-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="app"></div></body></html>');
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log("app");');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Swerte"}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export async function createHarness(kind: DatabaseKind = 'pglite', seed: HarnessSeed = {}): Promise<Harness> {
  let database: Database;
  let drop = async () => {};
  if (kind === 'postgres') ({ database, drop } = await createPostgresDatabase(seed));
  else
    database = await openPglite(undefined, {
      ...suiteSeed(seed),
      snapshot: seed.team || seed.programmes ? undefined : pgliteTemplate(),
    });

  const distDir = fakeDist();
  const config: AppDeps['config'] = {
    opsToken: TEST_OPS_TOKEN,
    imageCdns: ['/cdn/a', '/cdn/b'],
    defaultCountry: 'PH',
    // Lets tests play a client from elsewhere with X-Forwarded-For.
    trustProxy: true,
    distDir,
    passwordCost: TEST_PASSWORD_COST,
    publicOrigin: undefined,
    vendors: TEST_VENDORS,
  };
  const quiet = () => {};
  let offset = 0;
  const now = () => Date.now() + offset;
  const { app, services, domains, hotReads } = createApp({ db: database.db, config, logError: quiet, now });
  return {
    database,
    app,
    services,
    domains,
    hotReads,
    appWith: (overrides) =>
      createApp({ db: database.db, config: { ...config, ...overrides }, logError: quiet, now }).app,
    get: (path, headers = {}) => Promise.resolve(app.request(path, { headers })),
    advance: (ms) => {
      offset += ms;
    },
    close: async () => {
      await database.close();
      await drop();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}

/** Parses a successful envelope and its value with the shared schema (as the app does). */
export async function okValue<T extends v.GenericSchema>(
  res: Response,
  schema: T,
): Promise<v.InferOutput<T>> {
  const body = await res.json();
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${JSON.stringify(body)}`);
  const parsed = v.parse(envelopeSchema(schema), body);
  if (!parsed.successful || parsed.code !== 'ok') throw new Error(`not successful: ${JSON.stringify(body)}`);
  return parsed.value;
}

/** Parses a failed envelope: `{ successful: false, code, message?, value: null }`. */
export async function failure(res: Response): Promise<{ status: number; code: string; message?: string }> {
  const body = v.parse(LooseEnvelopeSchema, await res.json());
  if (body.successful) throw new Error(`expected a failure, got ${JSON.stringify(body)}`);
  if (body.value !== null) throw new Error('a failure carries value: null');
  return { status: res.status, code: body.code, message: body.message };
}

/** A member's id by account name (seeded or registered in the test). */
export async function memberIdOf(h: Harness, account: string): Promise<number> {
  const [m] = await h.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.account, account));
  if (!m) throw new Error(`no member ${account}`);
  return m.id;
}
