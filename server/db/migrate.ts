// The schema's migrations (drizzle-kit, ./migrations): applied when a database is opened (client.ts), and
// counted by readers that must not write (`npm run ledger:check`, the health check).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type * as schema from './schema.ts';
import type { Db } from './types.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export const migratePostgres = (db: NodePgDatabase<typeof schema>) => migratePg(db, { migrationsFolder });
export const migrateInMemory = (db: PgliteDatabase<typeof schema>) => migratePglite(db, { migrationsFolder });

/** The migrations this build ships (drizzle-kit's journal): a database with fewer applied is not ready. */
export const SHIPPED_MIGRATIONS: number = (
  JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] }
).entries.length;

/**
 * How many of this build's migrations the database lacks (0 when it is up to date; all of them when it
 * was never migrated). Throws when the database is down.
 */
export async function missingMigrations(db: Db): Promise<number> {
  const table = await db.execute<{ found: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!(table as unknown as { rows: { found: boolean }[] }).rows[0]?.found) return SHIPPED_MIGRATIONS;
  const res = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  const applied = Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  return Math.max(0, SHIPPED_MIGRATIONS - applied);
}
