// A real server process (`node --import tsx server/main.ts`) for the suites that test what an operator
// runs: its own PostgreSQL database (or PGlite directory), a port the OS picks, its output kept, and the
// ways it ends (SIGTERM, kill -9 of a worker). Shared by the soak, the fault tests and the bench.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { watchChild } from './child-output.ts';
import { fakeDist, TEST_OPS_TOKEN, TEST_PASSWORD_COST } from './harness.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` answers something truthy, or fails after `ms` saying what it waited for. */
export async function until<T>(
  what: string,
  check: () => T | Promise<T>,
  ms = 15_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A throw-away database on the PostgreSQL at `adminUrl`, or a PGlite directory without one. */
export interface TestDatabase {
  /** DATABASE_URL, or undefined for PGlite (DATA_DIR). */
  url: string | undefined;
  dataDir: string | undefined;
  name: string;
  /** Drops it (PostgreSQL: with its connections) or removes the directory. */
  drop(): Promise<void>;
}

export async function newDatabase(
  adminUrl: string | undefined,
  prefix = 'swerte_soak',
): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (!adminUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    return {
      url: undefined,
      dataDir,
      name,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir: undefined,
    name,
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Everything it printed, stdout then stderr. */
  output: () => string;
  stderr: () => string;
  /** http://127.0.0.1:<port>, once listening. */
  base: string;
  /** The worker pids it has started (WORKERS > 1), in order, replacements included. */
  workerPids: () => number[];
}

/** Starts the server on `db` with `env` (development mode, the test ops token, a quick password cost). */
export function startServer(name: string, db: TestDatabase, env: Record<string, string> = {}): ServerProcess {
  const distDir = fakeDist();
  let url: string | undefined;
  if (db.url) {
    const u = new URL(db.url);
    // Names the process's connections in pg_stat_activity: a test sees who holds a lock.
    u.searchParams.set('application_name', name);
    url = u.toString();
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: url ?? '',
      DATA_DIR: db.dataDir ?? '',
      DIST_DIR: distDir,
      OPS_TOKEN: TEST_OPS_TOKEN,
      PASSWORD_COST: String(TEST_PASSWORD_COST),
      // Players come from many addresses (X-Forwarded-For): per-IP throttles stay per player.
      TRUST_PROXY: '1',
      WORKERS: '',
      SEED_TEAM: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { exited, stdout, stderr } = watchChild(child);
  void exited.then(() => rmSync(distDir, { recursive: true, force: true }));
  return {
    name,
    child,
    exited,
    output: () => `${stdout()}\n${stderr()}`,
    stderr,
    base: '',
    workerPids: () => [...stdout().matchAll(/worker \d+ started \(pid (\d+)\)/g)].map((m) => Number(m[1])),
  };
}

/** Waits for `count` "listening" lines (one per worker) and sets `base`. */
export async function listening(server: ServerProcess, count = 1, ms = 90_000): Promise<string> {
  let done = false;
  void server.exited.then(() => {
    done = true;
  });
  const port = await until(
    `${server.name} to listen`,
    () => {
      if (done) throw new Error(`${server.name} exited:\n${server.output()}`);
      const ports = [...server.output().matchAll(/listening on http:\/\/127\.0\.0\.1:(\d+)/g)].map(
        (m) => m[1],
      );
      return ports.length >= count ? ports[0] : undefined;
    },
    ms,
  );
  server.base = `http://127.0.0.1:${port}`;
  return server.base;
}

/** SIGTERM, then the exit code; SIGKILL after `ms` if it has not stopped (and the test fails on null). */
export async function stop(server: ServerProcess, ms = 30_000): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), ms);
  const code = await server.exited;
  clearTimeout(timer);
  return code;
}

/** GET `path` with the operator token: the text, or undefined when it does not answer 200. */
export async function opsText(server: ServerProcess, path: string): Promise<string | undefined> {
  try {
    const res = await fetch(server.base + path, {
      headers: { Authorization: `Bearer ${TEST_OPS_TOKEN}` },
      signal: AbortSignal.timeout(10_000),
    });
    return res.status === 200 ? await res.text() : undefined;
  } catch {
    return undefined;
  }
}

/** Every sample of one metric in a Prometheus text, by its labels' text (`job="vip levels"`, or ''). */
export function samples(text: string, metric: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (m?.[1] === metric) found.set(m[2] ?? '', Number(m[3]));
  }
  return found;
}
