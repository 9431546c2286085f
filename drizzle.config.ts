import { defineConfig } from 'drizzle-kit';

// One schema, one dialect: the same migrations run on PGlite and on PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
