// One process per PGlite directory. PGlite is a single-process PostgreSQL: a second process
// on the same DATA_DIR would start happily, work on its own copy in memory and silently diverge (or
// damage the files). PGlite's own `postmaster.pid` is no guard: it carries a fake pid (-42) and a
// process that opens the files while it is there is not refused. So the opener takes `swerte.lock` in
// DATA_DIR, created exclusively (`wx`) with its pid, and removes it on a clean close. A lock whose pid
// is no longer alive (left by `kill -9` or a crash) is stale and taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'swerte.lock';

/** Another live process holds DATA_DIR. The message says which and what to do. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by ${pid === null ? 'another process' : `process ${pid}`} ` +
        `(${join(dataDir, LOCK_FILE)}). PGlite files can be opened by one process at a time: stop it ` +
        'first, or run several processes on one PostgreSQL (DATABASE_URL)' +
        (pid === null ? `; if no process uses them, remove ${LOCK_FILE}` : ''),
    );
    this.name = 'DataDirInUseError';
  }
}

/** The pid a lock file names, or null when it names none (being written, or damaged). */
function holderOf(path: string): number | null | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive, another user's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The live process holding `dataDir` (this process included), or null when the directory is free
 * (no lock, or a stale one). What `npm run ledger:check` asks before opening the files.
 */
export function dataDirHolder(dataDir: string): number | null {
  const pid = holderOf(join(dataDir, LOCK_FILE));
  if (pid === undefined) return null;
  if (pid === null) throw new DataDirInUseError(dataDir, null);
  return isAlive(pid) ? pid : null;
}

/**
 * Takes DATA_DIR for this process, or throws DataDirInUseError. Returns the release, which removes the
 * lock only while it is still ours.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const mine = `${process.pid}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(path, mine, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const pid = holderOf(path);
    // No pid yet (being written) or a second EEXIST (another process took it as we did): in use.
    if (pid === null || attempt > 0) throw new DataDirInUseError(dataDir, pid ?? null);
    // Our own pid counts as alive: one process must not open the files twice either.
    if (pid !== undefined && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
    // Stale (its process is gone): removed, then taken like a fresh one, with `wx` again. (Two
    // processes recovering one stale lock in the same instant could both win: not guarded.)
    rmSync(path, { force: true });
  }
  return () => {
    if (holderOf(path) === process.pid) rmSync(path, { force: true });
  };
}
