// A server of the journey's own, for journeys that stop the server or deploy a new build under it:
// the shared servers of playwright.config.ts must stay up for the others.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { E2E_OPS_TOKEN, E2E_PASSWORD_COST, E2E_VENDORS } from './env.ts';

export interface OwnServer {
  readonly url: string;
  /** The folder it serves: copy another build here to deploy it. */
  readonly distDir: string;
  /** The server goes down (the journey's pages see no answer). */
  stop(): Promise<void>;
  /** Down, then up again on the same database and files. */
  restart(): Promise<void>;
  /** Down for good, its folders removed. */
  dispose(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/**
 * The database every own server starts from, migrated and seeded once a run by global-setup.ts: a fresh
 * start migrates and seeds for about 5 s, a copy opens in 2.
 */
export const ownServerTemplateDir = () =>
  join(tmpdir(), `swerte-e2e-${process.env.SWERTE_E2E_RUN}-own-template`);

/** What an own server's process is told, besides the journey's extras. */
export function ownServerEnv(port: number, dataDir: string, distDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    OPS_TOKEN: E2E_OPS_TOKEN,
    PASSWORD_COST: E2E_PASSWORD_COST,
    // Configured like the main server: the lobby offers these vendors' games.
    VENDORS: JSON.stringify(E2E_VENDORS),
    DATABASE_URL: '',
    SEED_PROGRAMMES: '0',
  };
}

/** Starts the real server on `port`, serving a private copy of `fromDist` with a fresh database. */
export async function startOwnServer(
  port: number,
  fromDist = process.env.DIST_DIR ?? 'dist',
  /** Extra environment of the server (e.g. PROTECTION_TEST_CLOCK=1). */
  extraEnv: Record<string, string> = {},
): Promise<OwnServer> {
  const root = mkdtempSync(join(tmpdir(), `swerte-e2e-own-${port}-`));
  const distDir = join(root, 'dist');
  cpSync(fromDist, distDir, { recursive: true });
  cpSync(ownServerTemplateDir(), join(root, 'data'), { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  let running = await launch(port, root, distDir, extraEnv);
  return {
    url,
    distDir,
    async stop() {
      await running.stop();
    },
    async restart() {
      await running.stop();
      running = await launch(port, root, distDir, extraEnv);
    },
    async dispose() {
      await running.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * A spec file's own server for its tests, run in order: started before them, removed after. The start
 * has a budget of its own: a fresh database migrates and seeds (scrypt-hashed demo accounts) first, which
 * on a busy machine outlasts a hook's default 30 s. Returns the server's URL.
 */
export function ownServerForFile(
  port: number,
  /** Its extra environment, or a function of it asked at start (after the file's earlier beforeAll hooks). */
  extraEnv: Record<string, string> | (() => Record<string, string>) = {},
): string {
  let server: OwnServer | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(READY_TIMEOUT_MS + 30_000);
    server = await startOwnServer(port, undefined, typeof extraEnv === 'function' ? extraEnv() : extraEnv);
  });
  test.afterAll(async () => {
    await server?.dispose();
  });
  return `http://127.0.0.1:${port}`;
}

/** One server process on the journey's folders (the database survives a restart). */
async function launch(
  port: number,
  root: string,
  distDir: string,
  extraEnv: Record<string, string>,
): Promise<{ stop(): Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...ownServerEnv(port, join(root, 'data'), distDir), ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`own server on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/wps/system/template`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`own server on ${port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Replaces what the server serves with another build, as a deploy does (old hashed files gone). */
export function deploy(server: OwnServer, fromDist: string): void {
  rmSync(server.distDir, { recursive: true, force: true });
  cpSync(fromDist, server.distDir, { recursive: true });
}
