// Opens the database: PGlite files under DATA_DIR, or PostgreSQL when DATABASE_URL is set.
// Both come back as the same drizzle `Db` type, migrated and seeded.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { LEADER_LOCK_IDS } from '../lib/leader-lock.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { registerLeaderSession } from './leader-session.ts';
import * as schema from './schema.ts';
import { seedIfEmpty } from './seed.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The request pool's connections right now (PostgreSQL; PGlite has one session and no pool). */
  poolStats(): PoolStats | undefined;
  /** Stops new leadership, then closes the leader session (its locks go) and the pool. */
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open (busy and idle), at most `max`. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: above 0 for long means the pool is too small or held. */
  waiting: number;
  max: number;
}

/** Request connections per process unless DATABASE_POOL_MAX says otherwise. */
export const DEFAULT_POOL_MAX = 10;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_ID = LEADER_LOCK_IDS.migration;

export interface OpenOptions {
  /** scrypt log2(N) for the seeded accounts' passwords (the server's PASSWORD_COST). */
  passwordCost?: number;
  /** Seed the demo accounts (development, SEED_DEMO=1); default true, false in production. */
  demo?: boolean;
  /** With the demo accounts, the agent's seeded team (seed-data/agent-team.ts); default: as `demo`. */
  team?: boolean;
  /** PostgreSQL: the request pool's size (DATABASE_POOL_MAX); the leader session is one more. */
  poolMax?: number;
  /** PGlite in memory: start from this copy (`pgliteSnapshot`) instead of an empty database. */
  snapshot?: Blob;
}

/**
 * PGlite: `dataDir` on disk, or in memory when undefined (tests). On disk the directory is this
 * process's until close (data-dir-lock.ts): a second process is refused with DataDirInUseError.
 */
export async function openPglite(dataDir?: string, opts: OpenOptions = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite | undefined;
  try {
    client = dataDir
      ? new PGlite(dataDir)
      : new PGlite(opts.snapshot ? { loadDataDir: opts.snapshot } : undefined);
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    await seedIfEmpty(db, opts);
    const open = client;
    return {
      db,
      kind: 'pglite',
      poolStats: () => undefined,
      close: async () => {
        try {
          await open.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    await client?.close().catch(() => {});
    unlock();
    throw err;
  }
}

/**
 * A migrated and seeded in-memory database as one file (PGlite's data-directory dump): the test suites
 * build it once a run and open a copy each (`snapshot`), instead of migrating and seeding every time.
 */
export async function pgliteSnapshot(opts: OpenOptions = {}): Promise<Blob> {
  const client = new PGlite();
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    await seedIfEmpty(db, opts);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** The migrations this build ships (drizzle-kit's journal): a database with fewer applied is not ready. */
const SHIPPED_MIGRATIONS: number = (
  JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] }
).entries.length;

/** How many of this build's migrations the database lacks (0 when it is up to date). Throws when down. */
export async function missingMigrations(db: Db): Promise<number> {
  const res = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  const applied = Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  return Math.max(0, SHIPPED_MIGRATIONS - applied);
}

/** How long PostgreSQL may keep a request waiting: a database that is down answers 503. */
export interface PgTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement, on the server (`statement_timeout`). */
  statementMs: number;
  /** One query, on the client: a network that swallows packets (`query_timeout`). */
  queryMs: number;
  /** An idle pooled connection is closed after this. */
  idleMs: number;
}
export const PG_TIMEOUTS: PgTimeouts = {
  connectMs: 5000,
  statementMs: 10_000,
  queryMs: 15_000,
  idleMs: 10_000,
};

export async function openPostgres(
  url: string,
  opts: OpenOptions = {},
  timeouts: Partial<PgTimeouts> = {},
): Promise<Database> {
  const t = { ...PG_TIMEOUTS, ...timeouts };
  // Migrate + seed on a connection of their own, with no statement timeout: waiting for another
  // process's migration (the advisory lock) is normal.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: t.connectMs });
  client.on('error', () => {}); // a query under way fails with it
  await client.connect();
  try {
    const lockDb = drizzlePg({ client, schema });
    await lockDb.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migratePg(lockDb, { migrationsFolder });
      await seedIfEmpty(lockDb, opts);
    } finally {
      await lockDb.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } finally {
    await client.end();
  }
  const max = opts.poolMax ?? DEFAULT_POOL_MAX;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: t.connectMs,
    statement_timeout: t.statementMs,
    query_timeout: t.queryMs,
    idleTimeoutMillis: t.idleMs,
    // A peer that vanished without a word (a cut network) is noticed by TCP, not only by a query.
    keepAlive: true,
  });
  // An idle client that fails (server restart) must not crash the process.
  pool.on('error', (err) => console.error('postgres pool error:', err.message));
  // Nor one that fails while checked out between two statements (a transaction's, terminated by an
  // administrator or a restart): the pool listens only to idle clients, and an 'error' event nobody
  // listens to ends the process. The statement under way, or the next, fails and answers 503.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema });
  // Leadership of the background jobs: one connection beside the pool (server/db/leader-session.ts).
  const leaders = registerLeaderSession(db, {
    connectionString: url,
    connectionTimeoutMillis: t.connectMs,
    query_timeout: t.queryMs,
    keepAlive: true,
  });
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    close: async () => {
      await leaders.close();
      await pool.end();
    },
  };
}

/** SQLSTATEs of a database that is down, restarting, full or too slow: try again later. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** node-postgres says these in words only. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
];

/**
 * Whether `err` (or what it wraps: drizzle's query error, an AggregateError of connection attempts)
 * says the database cannot be reached right now, rather than that the query was wrong.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
  }
  if (UNAVAILABLE_MESSAGES.some((m) => err.message.includes(m))) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(err.cause, depth + 1);
}

export function openDatabase(
  opts: { databaseUrl?: string | undefined; dataDir: string } & OpenOptions,
): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts.dataDir, opts);
}

/** One line for a log: the innermost error's message, or its code (an AggregateError has none). */
export function describeDbError(err: unknown): string {
  let e: unknown = err;
  for (let i = 0; i < 5 && e instanceof Error && e.cause instanceof Error; i++) e = e.cause;
  if (!(e instanceof Error)) return String(e);
  const line = e.message.split('\n')[0] ?? '';
  const code = (e as { code?: unknown }).code;
  return line || (typeof code === 'string' ? code : e.name);
}
