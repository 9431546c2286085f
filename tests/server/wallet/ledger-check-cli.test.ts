// `npm run ledger:check` only reads (issue 32): pointed at an empty database it says there is nothing to
// check and exits 2, and the database stays empty. Before, opening it migrated and seeded demo accounts
// with balances into whatever DATABASE_URL named.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databases, databaseUrl, untilDisconnected } from '../support/harness.ts';

const TABLES = `select count(*)::int as n from information_schema.tables
  where table_schema not in ('pg_catalog', 'information_schema')`;

const ledgerCheck = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ledger-check.ts'], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });

describe.each(databases)('ledger:check on an empty database ($kind)', ({ kind }) => {
  it('reports nothing to check, exits 2 and leaves the database empty', async () => {
    if (kind === 'pglite') {
      const dir = mkdtempSync(join(tmpdir(), 'swerte-empty-'));
      try {
        const empty = new PGlite(dir);
        await empty.waitReady;
        await empty.close();
        const run = ledgerCheck({ DATA_DIR: dir });
        expect(run.status, run.stdout + run.stderr).toBe(2);
        expect(run.stderr).toContain('never migrated');
        const after = new PGlite(dir);
        expect((await after.query<{ n: number }>(TABLES)).rows[0]?.n).toBe(0);
        await after.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      return;
    }
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `swerte_empty_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const run = ledgerCheck({ DATABASE_URL: databaseUrl(adminUrl, name) });
      expect(run.status, run.stdout + run.stderr).toBe(2);
      expect(run.stderr).toContain('never migrated');
      const check = new pg.Client({ connectionString: databaseUrl(adminUrl, name) });
      await check.connect();
      const { rows } = await check.query<{ n: number }>(TABLES);
      await check.end();
      expect(rows[0]?.n).toBe(0);
    } finally {
      await untilDisconnected(admin, name);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 60_000);
});
