// Opens the database: PGlite files under DATA_DIR, or PostgreSQL when DATABASE_URL is set. Both come back
// as the same drizzle `Db` type (types.ts), migrated (migrate.ts) unless told not to, then prepared by the
// caller (the server's start seeds: server/seed/seed.ts). The ground floor: it imports no domain.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { LEADER_LOCK_IDS } from '../lib/leader-lock.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { registerLeaderSession } from './leader-session.ts';
import { migrateInMemory, migratePostgres } from './migrate.ts';
import { TransactionSafePool } from './safe-pool.ts';
import * as schema from './schema.ts';
import type { Database, Db } from './types.ts';

/** Request connections per process unless DATABASE_POOL_MAX says otherwise. */
export const DEFAULT_POOL_MAX = 10;

const MIGRATION_LOCK_ID = LEADER_LOCK_IDS.migration;

export interface OpenOptions {
  /**
   * Bring the schema up to date (default true). A reader that must never write (`npm run ledger:check`)
   * passes false and asks `missingMigrations` itself.
   */
  migrate?: boolean;
  /**
   * Run once the schema is up to date, before the database is handed out: on PostgreSQL under the
   * migration lock, so of several processes starting at once one does it first (the demo seed:
   * server/seed/seed.ts, which only the server's start and the test harness bring).
   */
  prepare?: (db: Db) => Promise<unknown>;
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
    if (opts.migrate !== false) await migrateInMemory(db);
    await opts.prepare?.(db);
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
 * A migrated (and prepared: seeded) in-memory database as one file (PGlite's data-directory dump): the
 * test suites build it once a run and open a copy each (`snapshot`), instead of migrating and seeding
 * every time.
 */
export async function pgliteSnapshot(opts: Pick<OpenOptions, 'prepare'> = {}): Promise<Blob> {
  const client = new PGlite();
  try {
    const db = drizzlePglite({ client, schema });
    await migrateInMemory(db);
    await opts.prepare?.(db);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
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
  // Migrate and prepare on a connection of their own, with no statement timeout: waiting for another
  // process's migration (the advisory lock) is normal.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: t.connectMs });
  client.on('error', () => {}); // a query under way fails with it
  await client.connect();
  try {
    const lockDb = drizzlePg({ client, schema });
    await lockDb.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      if (opts.migrate !== false) await migratePostgres(lockDb);
      await opts.prepare?.(lockDb);
    } finally {
      await lockDb.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } finally {
    await client.end();
  }
  const max = opts.poolMax ?? DEFAULT_POOL_MAX;
  const pool = new TransactionSafePool({
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

export function openDatabase(
  opts: { databaseUrl?: string | undefined; dataDir: string } & OpenOptions,
): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts.dataDir, opts);
}
