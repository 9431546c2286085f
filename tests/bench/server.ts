// The server budgets of DESIGN.md section 7 (issue 16), each figure printed next to its anchor, measured
// in the same run on the same machine. Prints a table; exits non-zero only when it cannot measure, never
// on a slow figure. Reproduce: `node --import tsx tests/bench/server.ts` (PostgreSQL on 127.0.0.1:5432,
// trust auth, user postgres; `pgbench` on the PATH; BENCH_PG_URL to use another server).
//
// Measures (all at C = 8 concurrent clients, the load generator is autocannon's API in this process):
// - hello: GET / of tests/bench/hello-server.ts, a bare Hono hello-world on the same Node adapter.
// - site config: GET /wps/system/template (Merchant: SWERTE, Accept-Encoding: gzip as the app sends it)
//   on the real server (cached reads), as a ratio of hello. Goal ≥ 50 %. Also printed uncompressed.
// - pgbench TPC-B: `pgbench -c 8 -j 2 -T 10 -M prepared` on a throwaway database initialised at scale 8
//   (one branch per client, as pgbench advises: at scale 1 every client queues on the one branch row
//   and the anchor would be artificially slow). Prepared is pgbench's fastest protocol, so ratios against
//   it are the strict ones.
// - ledger debit: server/wallet/ledger.ts `debit` called from this process on a pool of C connections,
//   each op one debit of 1 cent with its ledger entry on a random member of 1,000 (TPC-B updates random
//   accounts), as a ratio of pgbench TPC-B. Goal ≥ 25 %.
// - seamless bet over HTTP: POST /wps/seamless/bet signed as the in-house studio calls it (a new round
//   each call, random member of 64, each with a live session and a player token from the real launch
//   route), throughput as a ratio of pgbench TPC-B (goal ≥ 25 %) and its p50 / p99 (goal p99 ≤ 50 ms).
// - WORKERS=2: the same bet load and site-config load on a server of two processes on the same
//   database: the ratio to one process (goal > 1).
//
// Why C = 8: below the server's pool size (10 connections per process), so the figure is the code's and
// not the pool's queue, and enough to keep 2 cores busy. Every load runs 2 s of warm-up then 5 s measured.
// The server runs on a fresh database `h_server_bench_<pid>` created and dropped here; ports 8600-8619.
// Without a reachable PostgreSQL only hello and site config are measured (server on PGlite).
// Profiling: BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' passes flags to every Node process.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon, { type Options } from 'autocannon';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { NO_PASSWORD } from '../../server/auth/passwords.ts';
import { SessionStore } from '../../server/auth/sessions.ts';
import { DEV_STUDIO_SECRET } from '../../server/config.ts';
import * as schema from '../../server/db/schema.ts';
import type { Db } from '../../server/db/types.ts';
import { hmacHex } from '../../server/vendors/signing.ts';
import { credit, debit, openEmptyWallet } from '../../server/wallet/ledger.ts';
import { ledgerRef } from '../../server/wallet/references.ts';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { SEAMLESS_HEADERS } from '../../src/shared/schemas/studio.ts';

const C = 8;
const WARM_S = 2;
const MEASURE_S = 5;
const PGBENCH_S = 10;
const PORT = { hello: 8600, server: 8601, workers2: 8602 } as const;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const run = promisify(execFile);

const rows: [string, string, string, string, string][] = [];
const row = (measure: string, figure: string, anchor = '—', ratio = '—', goal = '—') =>
  rows.push([measure, figure, anchor, ratio, goal]);
const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
const perS = (n: number) => `${Math.round(n)}/s`;
const children: ChildProcess[] = [];
const dbUrl = (name: string) => {
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  return u.toString();
};

async function waitFor(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url, { headers: { [HEADERS.merchant]: 'SWERTE' } })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function startNode(script: string, port: number, env: NodeJS.ProcessEnv = {}): ChildProcess {
  // detached: its own process group, so a WORKERS=2 primary and its workers all stop together.
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn('node', [...extra, '--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
}

/** CPU time (user + system) a process has used so far, µs; 0 where /proc is not there. */
function cpuUs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name, in ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = 100;

/** A load: what autocannon sends (its url, connections and duration are the bench's). */
type Load = Omit<Options, 'url' | 'connections' | 'duration'>;

/**
 * Warm-up, then the measured run; throws when any answer failed (a figure of errors is no figure). With
 * the serving process's pid, also its CPU time per request: steadier than throughput on a shared machine.
 */
async function load(url: string, opts: Load, pid?: number) {
  await autocannon({ url, connections: C, duration: WARM_S, ...opts });
  const cpu0 = cpuUs(pid);
  const r = await autocannon({ url, connections: C, duration: MEASURE_S, ...opts });
  const cpu = pid ? (cpuUs(pid) - cpu0) / r.requests.total : 0;
  if (r.errors || r.timeouts || r.non2xx)
    throw new Error(`${url}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx answers`);
  return { rps: r.requests.total / MEASURE_S, p50: r.latency.p50, p99: r.latency.p99, cpu };
}
/** Throughput, with the server's CPU per request when measured. */
const perReq = (f: { rps: number; cpu: number }) =>
  f.cpu ? `${perS(f.rps)} (${Math.round(f.cpu)} µs CPU each)` : perS(f.rps);

/**
 * Site config reads as the app asks (Accept-Encoding: gzip: the body is gzipped once per TTL, and
 * autocannon does not decode it, so nothing is billed to the load generator), or uncompressed.
 */
const siteConfig = (base: string, pid?: number, encoding = 'gzip') =>
  load(
    `${base}/wps/system/template`,
    { headers: { [HEADERS.merchant]: 'SWERTE', 'Accept-Encoding': encoding } },
    pid,
  );

async function pgReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** TPC-B transactions per second of pgbench at C clients (excluding connection set-up). */
async function pgbench(database: string): Promise<number> {
  const u = new URL(PG_URL);
  const conn = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  await run('pgbench', [...conn, '-i', '-q', '-s', String(C), database], { timeout: 120_000 });
  const { stdout } = await run(
    'pgbench',
    [...conn, '-c', String(C), '-j', '2', '-T', String(PGBENCH_S), '-M', 'prepared', database],
    { timeout: (PGBENCH_S + 60) * 1000 },
  );
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(tps);
}

/** Members with a wallet funded through the ledger (an opening credit), as registration leaves them. */
async function fundedMembers(db: Db, n: number, tag: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 200) {
    const batch = Array.from({ length: Math.min(200, n - i) }, (_, j) => ({
      merchantCode: 'SWERTE',
      account: `bench${tag}${i + j}`,
      passwordHash: NO_PASSWORD,
      type: 0,
    }));
    const made = await db.insert(schema.members).values(batch).returning({ id: schema.members.id });
    ids.push(...made.map((m) => m.id));
  }
  for (const id of ids) {
    await db.transaction((tx) => openEmptyWallet(tx, id));
    const funded = await credit(db, {
      memberId: id,
      amountCents: 1_000_000_000,
      reason: 'adjust.credit',
      reference: ledgerRef.adjust(id, 'bench-funding'),
    });
    if (!funded.ok) throw new Error(`funding member ${id}: ${funded.reason}`);
  }
  return ids;
}

/** `debit` on random members from C loops on a pool of C connections: debits per second. */
async function ledgerDebits(db: Db, ids: number[]): Promise<number> {
  let n = 0;
  const loop = async (until: number, count: boolean) => {
    while (performance.now() < until) {
      const memberId = ids[Math.floor(Math.random() * ids.length)] as number;
      const moved = await debit(db, {
        memberId,
        amountCents: 1,
        reason: 'adjust.debit',
        reference: ledgerRef.adjust(memberId, `bench-debit-${randomBytes(12).toString('base64url')}`),
      });
      if (!moved.ok) throw new Error(`debit refused: ${moved.reason}`);
      if (count) n++;
    }
  };
  const warm = performance.now() + WARM_S * 1000;
  await Promise.all(Array.from({ length: C }, () => loop(warm, false)));
  const until = performance.now() + MEASURE_S * 1000;
  await Promise.all(Array.from({ length: C }, () => loop(until, true)));
  return n / MEASURE_S;
}

/** Player tokens of members with a live session, each from the real launch route of the server. */
async function playerTokens(db: Db, base: string, ids: number[]): Promise<string[]> {
  const [game] = await db.select().from(schema.games).where(eq(schema.games.gameId, 'swerte-slots'));
  if (!game) throw new Error('no swerte-slots game in the catalogue');
  const sessions = new SessionStore(db, Date.now);
  const tokens: string[] = [];
  for (const id of ids) {
    const session = await sessions.create(id, 'SWERTE', { recentAuth: true });
    const q = `nodeId=${game.nodeId}&gameId=${game.gameId}&vendor=${game.vassalage}`;
    const res = await fetch(`${base}${PATHS.launch}?${q}`, {
      headers: { [HEADERS.merchant]: 'SWERTE', [HEADERS.token]: session },
    });
    const body = (await res.json()) as { value?: { token?: string } };
    if (!res.ok || !body.value?.token) throw new Error(`launch for member ${id}: ${JSON.stringify(body)}`);
    tokens.push(body.value.token);
  }
  return tokens;
}

/** Seamless bets of 1 peso, a new round each, signed as the in-house studio signs them. */
const bets = (base: string, tokens: string[], pid?: number) =>
  load(
    `${base}${PATHS.seamlessBet}`,
    {
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const id = randomBytes(9).toString('base64url');
            const body = JSON.stringify({
              transactionId: `bench-${id}`,
              roundId: `bench-${id}`,
              amountCents: 100,
              playerToken: tokens[Math.floor(Math.random() * tokens.length)],
            });
            return {
              ...req,
              path: PATHS.seamlessBet,
              body,
              headers: {
                'Content-Type': 'application/json',
                'Accept-Encoding': 'identity',
                [HEADERS.merchant]: 'SWERTE',
                [SEAMLESS_HEADERS.vendor]: 'SWERTE',
                [SEAMLESS_HEADERS.signature]: hmacHex(DEV_STUDIO_SECRET, body),
              },
            };
          },
        },
      ],
    },
    pid,
  );

const benchDb = `h_server_bench_${process.pid}`;
const pgbDb = `h_server_pgb_${process.pid}`;
const dataDir = mkdtempSync(join(tmpdir(), 'swerte-bench-server-'));
let pool: pg.Pool | undefined;
let usedPg = false;
let exitCode = 0;

try {
  // Anchor: the bare framework.
  const hello = startNode('tests/bench/hello-server.ts', PORT.hello);
  await waitFor(`http://127.0.0.1:${PORT.hello}/`, 30_000, hello);
  const helloFig = await load(
    `http://127.0.0.1:${PORT.hello}/`,
    { headers: { 'Accept-Encoding': 'identity' } },
    hello.pid,
  );
  await stop(hello);
  row('bare Hono hello-world', perReq(helloFig));

  usedPg = await pgReachable();
  if (usedPg) {
    await admin(`create database ${benchDb}`);
    await admin(`create database ${pgbDb}`);
  } else {
    console.log(
      `PostgreSQL not reachable at ${PG_URL}: the PostgreSQL measures are skipped (server on PGlite).`,
    );
  }
  const serverEnv = usedPg ? { DATABASE_URL: dbUrl(benchDb) } : { DATA_DIR: dataDir };
  const base = `http://127.0.0.1:${PORT.server}`;
  const server = startNode('server/main.ts', PORT.server, serverEnv);
  await waitFor(`${base}/wps/system/template`, 120_000, server);
  const config1 = await siteConfig(base, server.pid);
  row(
    'cached site config reads, gzip (1 process)',
    perReq(config1),
    `${perS(helloFig.rps)} hello`,
    pct(config1.rps, helloFig.rps),
    '≥ 50 %',
  );
  // The same read uncompressed: 1.9 KB of body where hello sends 50 bytes (loopback bills the bytes).
  const plain1 = await siteConfig(base, server.pid, 'identity');
  row(
    'cached site config reads, identity (1 process)',
    perReq(plain1),
    `${perS(helloFig.rps)} hello`,
    pct(plain1.rps, helloFig.rps),
    '—',
  );

  if (usedPg) {
    // Quiet while pgbench runs: the server idles, nothing else of ours touches PostgreSQL.
    const tpcb = await pgbench(pgbDb);
    row(`pgbench TPC-B (-c ${C} -j 2 -M prepared, scale ${C})`, `${perS(tpcb)} tps`);
    await admin(`drop database if exists ${pgbDb} with (force)`);

    pool = new pg.Pool({ connectionString: dbUrl(benchDb), max: C });
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    const ledgerIds = await fundedMembers(db, 1000, 'l');
    const debits = await ledgerDebits(db, ledgerIds);
    row(
      'ledger debit with its entry (random of 1,000 members)',
      perS(debits),
      `${perS(tpcb)} TPC-B`,
      pct(debits, tpcb),
      '≥ 25 %',
    );

    const tokens = await playerTokens(db, base, await fundedMembers(db, 64, 'p'));
    const bet1 = await bets(base, tokens, server.pid);
    row(
      'seamless bet over HTTP (1 process)',
      perReq(bet1),
      `${perS(tpcb)} TPC-B`,
      pct(bet1.rps, tpcb),
      '≥ 25 %',
    );
    row(
      `seamless bet latency at ${C} clients`,
      `p50 ${bet1.p50} ms, p99 ${bet1.p99} ms`,
      '—',
      '—',
      'p99 ≤ 50 ms',
    );
    await stop(server);

    const base2 = `http://127.0.0.1:${PORT.workers2}`;
    const two = startNode('server/main.ts', PORT.workers2, { ...serverEnv, WORKERS: '2' });
    await waitFor(`${base2}/wps/system/template`, 120_000, two);
    // Site config first: it also warms up the two fresh processes before the bets.
    const config2 = await siteConfig(base2);
    const bet2 = await bets(base2, tokens);
    row(
      'seamless bet over HTTP (WORKERS=2)',
      perS(bet2.rps),
      `${perS(bet1.rps)} 1 process`,
      `${(bet2.rps / bet1.rps).toFixed(2)}x`,
      '> 1x',
    );
    row(
      'cached site config reads, gzip (WORKERS=2)',
      perS(config2.rps),
      `${perS(config1.rps)} 1 process`,
      `${(config2.rps / config1.rps).toFixed(2)}x`,
      '> 1x',
    );
    row('seamless bet latency (WORKERS=2)', `p50 ${bet2.p50} ms, p99 ${bet2.p99} ms`);
  } else {
    row('PostgreSQL measures', 'skipped: PostgreSQL not reachable');
  }
} catch (err) {
  console.error('bench failed:', err instanceof Error ? err.message : err);
  exitCode = 1;
} finally {
  for (const child of children) await stop(child);
  await pool?.end().catch(() => {});
  if (usedPg) {
    for (const name of [benchDb, pgbDb])
      await admin(`drop database if exists ${name} with (force)`).catch((err) =>
        console.error(`dropping ${name}:`, err instanceof Error ? err.message : err),
      );
  }
  rmSync(dataDir, { recursive: true, force: true });
}

const head: [string, string, string, string, string] = ['measure', 'figure', 'anchor', 'ratio', 'goal'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (r: string[]) => r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ');
console.log(`\n${line(head)}`);
for (const r of rows) console.log(line(r));
process.exit(exitCode);
