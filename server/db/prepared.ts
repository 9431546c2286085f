// Named prepared statements for the hottest statements (a ledger movement, a stake's look-up, its
// locks). PostgreSQL then parses and plans each once per connection instead of on every call: that
// halved a ledger movement's database CPU (443 → 193 µs) and the server's (232 → 129 µs), measured on
// real PostgreSQL (issue 16). PGlite runs them as any other statement.
//
// The name is a hash of the statement's text, so a statement with an optional clause gets one name per
// variant and a name never meets another text (node-postgres refuses that). Use it only for statements
// whose text comes from the code, never from data: each distinct text stays prepared on every connection.
// Behind a pooler, this needs PgBouncer 1.21 or later with max_prepared_statements set, or session pooling
// (docs/operating.md).
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './types.ts';

const dialect = new PgDialect();
/** Statement text → its name; as many entries as the code has hot statement variants. */
const names = new Map<string, string>();

const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
};

/** Runs `query` as a named prepared statement on `db` (the pool, or the transaction's connection). */
export async function executePrepared<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const q = dialect.sqlToQuery(query);
  const result = await db._.session.prepareQuery(q, undefined, nameOf(q.sql), false).execute();
  return (result as unknown as { rows: Row[] }).rows;
}
