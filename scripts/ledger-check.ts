// `npm run ledger:check`: reconciles the ledger of the server's database — PostgreSQL at
// DATABASE_URL, else the PGlite files under DATA_DIR (default ./data) — prints a summary and every
// mismatch, and exits 1 when the ledger is not clean (server/wallet/reconcile.ts has the rules), 2 when it
// cannot check. It only reads: a database it finds empty or behind this version's migrations stays as it is.
// A running server answers the same report at GET /ops/ledger/check.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { dataDirHolder } from '../server/db/data-dir-lock.ts';
import { missingMigrations, SHIPPED_MIGRATIONS } from '../server/db/migrate.ts';
import { describeDbError } from '../server/db/pg-errors.ts';
import type { Database } from '../server/db/types.ts';
import { checkLedger, describeFinding } from '../server/wallet/reconcile.ts';

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const where = databaseUrl ? 'DATABASE_URL' : `DATA_DIR ${dataDir}`;
const ONE_PROCESS =
  'PGlite files can be opened by one process at a time: stop the server first, or run this against ' +
  'DATABASE_URL, or call GET /ops/ledger/check on the running server';

function die(message: string): never {
  console.error(`ledger:check: ${message}`);
  process.exit(2);
}

if (!databaseUrl) {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) die(`no database under ${where}`);
  // The server holds DATA_DIR (server/db/data-dir-lock.ts): a second process would read a stale copy
  // and could damage the files. Opening below takes the same lock; asking first gives the advice.
  // (PGlite's own postmaster.pid is no guard: a crash leaves it behind and it names no real process.)
  let holder: number | null;
  try {
    holder = dataDirHolder(dataDir);
  } catch (err) {
    die(`${err instanceof Error ? err.message : String(err)}`);
  }
  if (holder !== null) die(`${where} is in use by process ${holder}. ${ONE_PROCESS}`);
}

let database: Database;
try {
  // Read, never write: a database that is not up to date is reported, not migrated (nor seeded).
  database = await openDatabase({ databaseUrl, dataDir, migrate: false });
} catch (err) {
  const reason = (err instanceof Error ? err.message : String(err)).split('\n')[0];
  die(`cannot open the database (${where}): ${reason}${databaseUrl ? '' : `. ${ONE_PROCESS}`}`);
}

const pesos = (cents: number) =>
  `₱${(cents / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const missing = await missingMigrations(database.db).catch(async (err) => {
  await database.close();
  die(`cannot read the database (${where}): ${describeDbError(err)}`);
});
if (missing > 0) {
  await database.close();
  die(
    missing === SHIPPED_MIGRATIONS
      ? `no Swerte database at ${where} (never migrated): nothing to check`
      : `the database at ${where} lacks ${missing} migration(s): start this version's server once (it migrates), then check`,
  );
}

try {
  const report = await checkLedger(database.db);
  const { counts } = report;
  console.log(
    `ledger (${where}): ${counts.wallets} wallets, ${counts.entries} entries, balances ${pesos(counts.totalBalanceCents)}`,
  );
  console.log(
    report.ok
      ? `clean: every balance is the sum of its entries and every movement is matched (${counts.pending} pending)`
      : `NOT CLEAN: ${counts.mismatches} mismatch(es), ${counts.pending} pending`,
  );
  for (const m of report.mismatches) console.log(`  ${describeFinding(m)}`);
  if (report.pending.length) console.log('pending (work in flight that a job completes):');
  for (const p of report.pending) console.log(`  ${describeFinding(p)}`);
  if (report.truncated) console.log('(lists cut short: the counts above are complete)');
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
