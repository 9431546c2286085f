// The server project's global setup: the database every suite starts from, migrated and seeded once a
// run instead of once a suite (about 170 times). PGlite: a data-directory dump each harness loads;
// PostgreSQL (TEST_DATABASE_URL): a template database each harness copies with CREATE DATABASE.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteSnapshot } from '../../../server/db/client.ts';
import { databaseUrl, suiteSeed, untilDisconnected } from './harness.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'swerte-template-'));
  const file = join(dir, 'pglite.tar');
  const snapshot = await pgliteSnapshot(suiteSeed());
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const name = adminUrl ? `swerte_template_${randomBytes(6).toString('hex')}` : '';
  const admin = adminUrl ? new pg.Client({ connectionString: adminUrl }) : undefined;
  if (admin && adminUrl) {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const database = await openPostgres(databaseUrl(adminUrl, name), suiteSeed());
    await database.close();
    // CREATE DATABASE … TEMPLATE is refused while anyone is connected to the template.
    await untilDisconnected(admin, name);
  }
  project.provide('postgresTemplate', name);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  };
}
