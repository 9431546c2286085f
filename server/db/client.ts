// Opens the database: PGlite files under DATA_DIR, or PostgreSQL when DATABASE_URL is set.
// Both come back as the same drizzle `Db` type, migrated and seeded.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { seedIfEmpty } from './seed.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant: serialises migrate + seed when several processes start on one PostgreSQL. */
const MIGRATION_LOCK_ID = 727_001;

export interface OpenOptions {
  /** scrypt log2(N) for the seeded accounts' passwords (the server's PASSWORD_COST). */
  passwordCost?: number;
  /** Seed the demo accounts (development, SEED_DEMO=1); default true, false in production. */
  demo?: boolean;
}

/** PGlite: `dataDir` on disk, or in memory when undefined (tests). */
export async function openPglite(dataDir?: string, opts: OpenOptions = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  await seedIfEmpty(db, opts);
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function openPostgres(url: string, opts: OpenOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that fails (server restart) must not crash the process.
  pool.on('error', (err) => console.error('postgres pool error:', err.message));
  const client = await pool.connect();
  try {
    const lockDb = drizzlePg({ client, schema });
    await lockDb.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migratePg(lockDb, { migrationsFolder });
      await seedIfEmpty(lockDb, opts);
    } finally {
      await lockDb.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } catch (err) {
    client.release();
    await pool.end();
    throw err;
  }
  client.release();
  return { db: drizzlePg({ client: pool, schema }), kind: 'postgres', close: () => pool.end() };
}

export function openDatabase(
  opts: { databaseUrl?: string | undefined; dataDir: string } & OpenOptions,
): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts.dataDir, opts);
}
