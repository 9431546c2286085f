// The database's types, for every layer: the drizzle handle, a transaction or the handle, and the open
// database a process holds (client.ts opens one).
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database, or a transaction on it: a service's statements run in either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

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
