// The soak (issue 17): the real server process, every leader job on a 2 s period, under a steady mixed
// load of players and an operator (tests/soak/load.ts) for SOAK_MS (3 minutes), on PostgreSQL when
// TEST_DATABASE_URL is set (CI), else on PGlite. Beside it, the same soak against WORKERS=2 on a
// database of its own (PostgreSQL only). What a short test hides shows here: before leadership had a
// connection of its own, the jobs took the request pool's ten within a minute and every call answered
// 503 from then on. Passes when nothing answered 5xx or timed out, every step of the mix kept working,
// nothing waits for a pool connection at the end, each job has exactly one leader, the shutdown is
// graceful and `npm run ledger:check` finds the ledger clean.
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_OPS_TOKEN } from '../server/support/harness.ts';
import {
  listening,
  newDatabase,
  opsText,
  type ServerProcess,
  samples,
  startServer,
  stop,
  type TestDatabase,
} from '../server/support/server-process.ts';
import { type LoadResult, runLoad } from './load.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const SOAK_MS = Number(process.env.SOAK_MS ?? 180_000);
/** Every leader job on this period (JOB_INTERVAL_MS), so a 3-minute soak runs each of them ~90 times. */
const JOB_INTERVAL_MS = '2000';
/** The steps of tests/soak/load.ts that must each have been answered 200 at least once. */
const MIX = [
  'register',
  'login',
  'wallet',
  'lobby',
  'studio round',
  'live round',
  'live wait',
  'lottery order',
  'deposit',
  'ops reject deposit',
  'ops approve deposit',
  'withdrawal',
  'ops approve withdrawal',
  'ops reject withdrawal',
  'rain grab',
  'upline transfer',
];

interface Run {
  label: string;
  db: TestDatabase;
  server: ServerProcess;
  workers: number;
}

const runs: Run[] = [];
afterAll(async () => {
  for (const r of runs) {
    if (r.server.child.exitCode === null && r.server.child.signalCode === null)
      r.server.child.kill('SIGKILL');
    await r.server.exited;
    await r.db.drop();
  }
});

/** One line per minute, as the bench prints them: requests, errors, p99. */
function table(label: string, result: LoadResult): string {
  const lines = result.minutes.map(
    (m) =>
      `  ${label} minute ${m.minute + 1}: ${m.requests} requests, ${m.errors5xx} 5xx, ${m.timeouts} timeouts, ${m.networkErrors} network errors, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms`,
  );
  return [`${label}: ${result.requests} requests`, ...lines].join('\n');
}

async function soak(label: string, workers: number): Promise<void> {
  const db = await newDatabase(workers > 1 ? adminUrl : adminUrl, `swerte_soak${workers}`);
  const server = startServer(`swerte-soak-${workers}`, db, {
    JOB_INTERVAL_MS,
    ...(workers > 1 ? { WORKERS: String(workers) } : {}),
  });
  runs.push({ label, db, server, workers });
  await listening(server, workers);

  const result = await runLoad({ base: server.base, opsToken: TEST_OPS_TOKEN, durationMs: SOAK_MS });
  console.log(table(label, result));
  if (result.failures.length) console.log(`${label} unexpected answers:\n  ${result.failures.join('\n  ')}`);

  // The server's own view at the end: nothing waiting for the pool, one leader per job (summed over
  // the workers), no job failing.
  const metrics = (await opsText(server, '/metrics')) ?? '';
  if (db.url) expect(samples(metrics, 'swerte_db_pool_waiting').get('')).toBe(0);
  const leaders = samples(metrics, 'swerte_job_leader');
  // Every job of a demo server (the soak's seed), its hourly demo renewal included.
  expect(leaders.size).toBe(13);
  // Studio recovery runs every 30 s: it too has had its leader by now.
  expect([...leaders.entries()].filter(([, n]) => n !== 1)).toEqual([]);
  const failures = samples(metrics, 'swerte_job_failures_total');
  expect([...failures.entries()].filter(([, n]) => n > 0)).toEqual([]);

  // Graceful: exit code 0, and nothing in its error output but the development warning.
  const stopped = await stop(server);
  // What the processes said on the way down, when one of them did not stop cleanly.
  expect(stopped, server.output().split('\n').slice(-40).join('\n')).toBe(0);
  const errors = server
    .stderr()
    .split('\n')
    .filter((l) => l.trim() && !l.includes('development defaults in use'));
  expect(errors).toEqual([]);

  // The operator's reconciliation, as they would run it, on the database the soak used.
  const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ledger-check.ts'], {
    env: { ...process.env, DATABASE_URL: db.url ?? '', DATA_DIR: db.dataDir ?? '' },
    encoding: 'utf8',
  });
  console.log(`${label} ledger:check: ${check.stdout.trim()}`);
  expect(check.status, check.stdout + check.stderr).toBe(0);

  expect({
    label,
    errors5xx: result.errors5xx,
    timeouts: result.timeouts,
    networkErrors: result.networkErrors,
  }).toEqual({
    label,
    errors5xx: 0,
    timeouts: 0,
    networkErrors: 0,
  });
  // Every step of the mix worked, and went on to the end, not only at the start.
  const working = Object.entries(result.byStep)
    .filter(([, s]) => s.ok > 0)
    .map(([step]) => step);
  expect(working).toEqual(expect.arrayContaining(MIX));
  const lastMinute = result.minutes.at(-1);
  expect(lastMinute?.requests ?? 0).toBeGreaterThan(0);
  expect(lastMinute?.errors5xx).toBe(0);
}

describe('soak', () => {
  it(`a real server ${adminUrl ? 'on PostgreSQL' : 'on PGlite'}, every job every 2 s, ${SOAK_MS / 1000} s of mixed load${adminUrl ? ', and WORKERS=2 beside it' : ''}`, async () => {
    await Promise.all([
      soak(adminUrl ? 'postgres' : 'pglite', 1),
      ...(adminUrl ? [soak('postgres WORKERS=2', 2)] : []),
    ]);
  });
});
