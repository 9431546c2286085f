// `npm run ledger:check`: reconciles the ledger of the server's database — PostgreSQL at
// DATABASE_URL, else the PGlite files under DATA_DIR (default ./data) — prints a summary and every
// mismatch, and exits 1 when the ledger is not clean (server/wallet/reconcile.ts has the rules).
// A running server answers the same report at GET /ops/ledger/check.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Database, openDatabase } from '../server/db/client.ts';
import { dataDirHolder } from '../server/db/data-dir-lock.ts';
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
  database = await openDatabase({ databaseUrl, dataDir });
} catch (err) {
  const reason = (err instanceof Error ? err.message : String(err)).split('\n')[0];
  die(`cannot open the database (${where}): ${reason}${databaseUrl ? '' : `. ${ONE_PROCESS}`}`);
}

const pesos = (cents: number) =>
  `₱${(cents / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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
