import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../server/db/client.ts';
import { DataDirInUseError, dataDirHolder, LOCK_FILE } from '../../../server/db/data-dir-lock.ts';
import { seeded } from '../../../server/seed/seed.ts';
import { watchChild } from '../support/child-output.ts';
import { TEST_PASSWORD_COST } from '../support/harness.ts';

// One process per PGlite directory. A second server on the same DATA_DIR is refused with a
// clear message; a lock its holder left behind (kill -9) is taken over.
const dirs: string[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const children: ChildProcess[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'swerte-db-lock-'));
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The real server on `dataDir` (PGlite), on a port the OS picks. */
function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PASSWORD_COST: String(TEST_PASSWORD_COST),
      // The agent's seeded team only adds seconds to each start here.
      SEED_TEAM: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const { exited, stdout, stderr } = watchChild(child);
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => {
      if (stdout().includes('listening on')) resolve();
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr()}`)));
  });
  listening.catch(() => {}); // awaited only when the server should start
  return { child, exited, listening, output: () => ({ stdout: stdout(), stderr: stderr() }) };
}

/** A pid that was alive a moment ago and is not any more. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

describe('one process per PGlite DATA_DIR', () => {
  /** Made (migrated, seeded) by the first case's server, reused by the second: PGlite's first start is slow. */
  let dir = '';

  it('a second server on a DATA_DIR a running server holds exits 1 with the reason; kill -9 leaves a lock the next opener takes over', async () => {
    dir = freshDir();
    const first = startServer(dir);
    const pid = first.child.pid as number;
    // The lock is taken before PGlite starts: the second server is refused while the first still opens.
    const lock = join(dir, LOCK_FILE);
    while (!existsSync(lock) || readFileSync(lock, 'utf8') === '') await sleep(50);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(pid));
    expect(dataDirHolder(dir)).toBe(pid);

    const second = startServer(dir);
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toContain(
      `swerte: cannot open the database (DATA_DIR ${dir}): DATA_DIR ${dir} is in use by process ${pid}`,
    );
    expect(second.output().stderr).toContain('one process at a time');
    // The refused server left the holder alone: it comes up and answers.
    await first.listening;
    const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(first.output().stdout)?.[1];
    expect((await fetch(`http://127.0.0.1:${port}/wps/system/template`)).status).toBe(200);
    expect(dataDirHolder(dir)).toBe(pid);

    // The holder dies without cleaning up: its lock (and PGlite's postmaster.pid) stay behind, stale.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    expect(dataDirHolder(dir)).toBeNull();
    const database = await openPglite(dir, seeded({ passwordCost: TEST_PASSWORD_COST, team: false }));
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await database.close();
    // A clean close removes it.
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  }, 120_000); // a real server start: slow on a loaded machine

  it('refuses a second open in the same process; a stale lock (dead pid) is taken over', async () => {
    writeFileSync(join(dir, LOCK_FILE), `${await deadPid()}\n`);
    const database = await openPglite(dir, seeded({ passwordCost: TEST_PASSWORD_COST, team: false }));
    expect(dataDirHolder(dir)).toBe(process.pid);

    const again = openPglite(dir, seeded({ passwordCost: TEST_PASSWORD_COST, team: false }));
    await expect(again).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(again).rejects.toThrow(`is in use by process ${process.pid}`);

    await database.close();
    expect(dataDirHolder(dir)).toBeNull();
  });

  it('a lock that names no pid is not guessed at: refused, with what to do', async () => {
    const empty = freshDir();
    writeFileSync(join(empty, LOCK_FILE), '');
    await expect(openPglite(empty)).rejects.toThrow(`if no process uses them, remove ${LOCK_FILE}`);
    expect(readFileSync(join(empty, LOCK_FILE), 'utf8')).toBe('');
  });
});
