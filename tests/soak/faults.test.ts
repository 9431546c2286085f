// Faults on PostgreSQL (issue 17), against a real WORKERS=2 server under a steady mixed load
// (tests/soak/load.ts) with every leader job on a 1 s period:
// (a) every server connection terminated (pg_terminate_backend), twice: the service answers again within
//     10 s, each job has exactly one leader afterwards, and calls in between fail fast (503, never a hang
//     or a 500);
// (b) kill -9 of a worker in the middle of money movements: the primary replaces it, and every money
//     operation that was answered 200 is in the ledger exactly as often as it should be, none twice.
// Then `npm run ledger:check` finds the ledger clean.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADER_LOCK_IDS } from '../../server/lib/leader-lock.ts';
import { TEST_OPS_TOKEN } from '../server/support/harness.ts';
import {
  listening,
  newDatabase,
  type ServerProcess,
  sleep,
  startServer,
  stop,
  type TestDatabase,
  until,
} from '../server/support/server-process.ts';
import { type LoadResult, runLoad, unmatchedAcks } from './load.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const JOB_LOCKS = Object.entries(LEADER_LOCK_IDS)
  .filter(([name]) => name !== 'migration')
  .map(([, id]) => id);
const LOAD_MS = 75_000;

describe.skipIf(!adminUrl)('faults on PostgreSQL, WORKERS=2 under load', () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  let db: TestDatabase;
  let server: ServerProcess;
  let load: Promise<LoadResult>;

  beforeAll(async () => {
    await admin.connect();
    db = await newDatabase(adminUrl, 'swerte_fault');
    server = startServer('swerte-fault', db, { WORKERS: '2', JOB_INTERVAL_MS: '1000' });
    await listening(server, 2);
    load = runLoad({ base: server.base, opsToken: TEST_OPS_TOKEN, durationMs: LOAD_MS });
    // The load's players registered and playing, the jobs led.
    await sleep(10_000);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null)
      server.child.kill('SIGKILL');
    await server?.exited;
    await db?.drop();
    await admin.end();
  });

  /** Lock id → the pids holding it in this database. */
  const holders = async () => {
    const { rows } = await admin.query<{ id: number; pid: number }>(
      `select l.objid::int as id, l.pid from pg_locks l join pg_database d on d.oid = l.database
        where l.locktype = 'advisory' and l.granted and d.datname = $1`,
      [db.name],
    );
    const by = new Map<number, number[]>(JOB_LOCKS.map((id) => [id, []]));
    for (const r of rows) by.get(r.id)?.push(r.pid);
    return by;
  };
  const oneLeaderEach = async () => [...(await holders()).values()].every((pids) => pids.length === 1);

  /** Until `count` calls in a row that need the database answer 200 (both workers: new connections). */
  const serving = async (count = 6) => {
    for (let row = 0; row < count; ) {
      const res = await fetch(`${server.base}/readyz`, {
        headers: { Connection: 'close' },
        signal: AbortSignal.timeout(5000),
      }).catch(() => undefined);
      row = res?.status === 200 ? row + 1 : 0;
      if (row < count) await sleep(100);
    }
  };

  it('(a) every server connection terminated, twice: serving again within 10 s, one leader per job', async () => {
    await until('one leader per job', oneLeaderEach, 30_000);
    for (let round = 0; round < 2; round++) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1',
        [db.name],
      );
      expect(rows[0]?.n).toBeGreaterThan(2);
      const killedAt = Date.now();
      // Readiness is remembered a second: the first answers may still say ready; the calls that
      // follow need the database again.
      await sleep(1100);
      await serving();
      const back = Date.now() - killedAt;
      console.log(`faults: round ${round + 1}: serving again ${back} ms after the termination`);
      expect(back).toBeLessThan(10_000);
      await until('one leader per job again', oneLeaderEach, 10_000);
      await sleep(5000);
    }
  });

  it('(b) kill -9 of a worker under money load: every answered money movement is in the ledger once', async () => {
    const [victim] = server.workerPids();
    process.kill(victim as number, 'SIGKILL');
    await listening(server, 3);
    expect(server.output()).toMatch(/worker \d \(pid \d+\) exited with signal SIGKILL/);

    const result = await load;
    console.log(
      `faults: ${result.requests} requests, by status ${JSON.stringify(result.byStatus)}, ${result.networkErrors} network errors, ${result.acks.length} money acks`,
    );
    // The database's faults answered 503 at once; never a 500, never a hang.
    expect(Object.keys(result.byStatus).filter((s) => s.startsWith('5') && s !== '503')).toEqual([]);
    expect(result.timeouts).toBe(0);
    expect(result.acks.length).toBeGreaterThan(20);

    // Each answered movement's ledger rows, read in the soak's own database.
    const own = new pg.Client({ connectionString: db.url });
    await own.connect();
    const { rows } = await own
      .query<{ reference: string; n: number }>(
        'select reference, count(*)::int as n from wallet_ledger where reference = any($1) group by reference',
        [result.acks.map((a) => a.reference)],
      )
      .finally(() => own.end());
    // Each with the rows it implies: one entry, or none for a decision that moves nothing.
    const wrong = unmatchedAcks(result.acks, new Map(rows.map((r) => [r.reference, r.n])));
    expect(wrong).toEqual([]);

    await until('one leader per job after the restart', oneLeaderEach, 10_000);
    const stopped = await stop(server);
    // What the processes said on the way down, when one of them did not stop cleanly.
    expect(stopped, server.output().split('\n').slice(-40).join('\n')).toBe(0);
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ledger-check.ts'], {
      env: { ...process.env, DATABASE_URL: db.url },
      encoding: 'utf8',
    });
    console.log(`faults ledger:check: ${check.stdout.trim()}`);
    expect(check.status, check.stdout + check.stderr).toBe(0);
  });
});
