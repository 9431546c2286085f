// A transaction whose BEGIN fails must give its connection back (server/db/safe-pool.ts): drizzle's
// node-postgres driver runs BEGIN outside the try/finally that releases it, so each such failure leaked a
// pool slot for good, and a shutdown's pool.end() waited for them forever (the fault suite's kill -9 run
// met it: a worker still "waiting for the database" 20 s after SIGTERM). On a real PostgreSQL, a pool of
// one: after BEGINs that fail, the next query is still served and the pool closes at once.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../../server/db/client.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a transaction whose BEGIN fails (PostgreSQL)', () => {
  it('gives its connection back: a pool of one still serves, and closes at once', async () => {
    const database = await openPostgres(url as string, { migrate: false, poolMax: 1 }, { connectMs: 2000 });
    try {
      // An isolation level PostgreSQL does not know: the BEGIN itself is refused.
      const broken = { isolationLevel: 'no such level' } as unknown as Parameters<
        typeof database.db.transaction
      >[1];
      for (let i = 0; i < 3; i++)
        await expect(database.db.transaction(async () => 'never', broken)).rejects.toThrow(/begin/);
      // With the slot leaked this would wait for a connection and fail after connectMs.
      const { rows } = (await database.db.execute(sql`select 1 as one`)) as unknown as {
        rows: { one: number }[];
      };
      expect(rows[0]?.one).toBe(1);
      expect(database.poolStats?.()).toMatchObject({ waiting: 0 });
      // A transaction that goes through still commits and gives its connection back.
      expect(await database.db.transaction(async () => 'committed')).toBe('committed');
    } finally {
      // pool.end() waits for every checked-out client: with one leaked it never returns (the test times out).
      await database.close();
    }
  });
});
