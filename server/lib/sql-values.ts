// Values as drivers hand them back from raw SQL: PostgreSQL's bigint and numeric arrive as strings (pg)
// or bigints (PGlite); a sum of cents is an integer either way.
import * as v from 'valibot';

/** An integer column or aggregate (count, sum of cents) from either driver. */
export const SqlInteger = v.pipe(
  v.union([v.number(), v.bigint(), v.string()]),
  v.transform(Number),
  v.safeInteger(),
);
