// The long soak of DESIGN.md section 7 (issue 17): the real server process on PostgreSQL, every leader
// job on a 10 s period, under the soak test's steady mixed load (tests/soak/load.ts) for SOAK_MINUTES
// (default 30). Prints one row per minute: requests, 5xx, timeouts, p99, the pool's waiting count and
// the server's resident memory, then memory at start and end (flat is the goal). Exits non-zero only
// when it cannot measure. `node --import tsx tests/bench/soak.ts` (PostgreSQL on 127.0.0.1:5432, or
// BENCH_PG_URL); SOAK_WORKERS=2 for a cluster.
import { TEST_OPS_TOKEN } from '../server/support/harness.ts';
import {
  listening,
  newDatabase,
  opsText,
  samples,
  startServer,
  stop,
} from '../server/support/server-process.ts';
import { runLoad } from '../soak/load.ts';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 1);

const db = await newDatabase(PG_URL, 'h_soak_bench');
const server = startServer('swerte-soak-bench', db, {
  JOB_INTERVAL_MS: '10000',
  ...(WORKERS > 1 ? { WORKERS: String(WORKERS) } : {}),
});
try {
  await listening(server, WORKERS);
  const probe = async () => {
    const text = (await opsText(server, '/metrics')) ?? '';
    return {
      rssMiB: (samples(text, 'process_resident_memory_bytes').get('') ?? Number.NaN) / 2 ** 20,
      waiting: samples(text, 'swerte_db_pool_waiting').get('') ?? Number.NaN,
    };
  };
  const first = await probe();
  const probes: { rssMiB: number; waiting: number }[] = [];
  const every = setInterval(() => void probe().then((p) => probes.push(p)), 60_000);
  const result = await runLoad({ base: server.base, opsToken: TEST_OPS_TOKEN, durationMs: MINUTES * 60_000 });
  clearInterval(every);
  const last = await probe();

  console.log(`\nSoak: ${MINUTES} min on PostgreSQL, WORKERS=${WORKERS}, every job every 10 s`);
  console.log('| minute | requests | 5xx | timeouts | p99 ms | pool waiting | RSS MiB |');
  console.log('|---|---|---|---|---|---|---|');
  for (const m of result.minutes) {
    const p = probes[m.minute];
    console.log(
      `| ${m.minute + 1} | ${m.requests} | ${m.errors5xx} | ${m.timeouts} | ${m.p99Ms} | ${p?.waiting ?? '—'} | ${p ? p.rssMiB.toFixed(0) : '—'} |`,
    );
  }
  console.log(
    `\nTotal ${result.requests} requests, ${result.errors5xx} 5xx, ${result.timeouts} timeouts, ${result.networkErrors} network errors; pool waiting at the end ${last.waiting}; RSS ${first.rssMiB.toFixed(0)} MiB at start, ${last.rssMiB.toFixed(0)} MiB at the end`,
  );
  if (WORKERS > 1) console.log('(RSS: the sum over the workers)');
} finally {
  await stop(server);
  await db.drop();
}
