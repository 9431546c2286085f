// Cluster mode (WORKERS > 1): this primary forks the workers, each of which runs the whole
// server (main.ts) on the one shared port; node:cluster hands connections to them in turn. Nothing a
// request needs lives in a process (sessions, throttles, captchas are rows) and each leader job takes a
// PostgreSQL advisory lock, as do migrations, so N workers behave as one server. The primary serves
// nothing and opens no database: it keeps N workers alive and passes signals on.
import cluster, { type Worker } from 'node:cluster';

/** The wait before replacing a worker that died young, doubled per such death in a row, up to the max. */
export const RESTART_MIN_MS = 500;
export const RESTART_MAX_MS = 30_000;
/** A worker that lived this long was not crash-looping: its replacement starts after the shortest wait. */
export const STABLE_MS = 60_000;
/** Workers still running this long after a stop signal are killed (above a worker's own 20 s bound, main.ts). */
const STOP_GRACE_MS = 25_000;

export interface PrimaryOptions {
  workers: number;
  log?: (line: string) => void;
  logError?: (line: string) => void;
}

interface Slot {
  /** 1..N, the name in log lines (a replacement keeps its slot). */
  n: number;
  worker: Worker | undefined;
  startedAt: number;
  /** Deaths in a row of workers that lived less than STABLE_MS. */
  crashes: number;
  restart: ReturnType<typeof setTimeout> | undefined;
}

/** The wait before re-forking a slot after `crashes` young deaths in a row (this one included). */
export function restartDelayMs(crashes: number): number {
  return Math.min(RESTART_MIN_MS * 2 ** Math.max(0, crashes - 1), RESTART_MAX_MS);
}

export function runPrimary(opts: PrimaryOptions): void {
  const log = opts.log ?? ((line) => console.log(line));
  const logError = opts.logError ?? ((line) => console.error(line));
  const slots: Slot[] = Array.from({ length: opts.workers }, (_, i) => ({
    n: i + 1,
    worker: undefined,
    startedAt: 0,
    crashes: 0,
    restart: undefined,
  }));
  const slotOf = (worker: Worker) => slots.find((s) => s.worker === worker);
  /** Until one worker listens, a worker that exits is a start failure (config, database, port): fatal. */
  let anyListening = false;
  let stopping = false;
  let exitCode = 0;

  const fork = (slot: Slot) => {
    slot.restart = undefined;
    slot.startedAt = Date.now();
    slot.worker = cluster.fork();
    log(`swerte: worker ${slot.n} started (pid ${slot.worker.process.pid})`);
  };

  const alive = () => slots.filter((s) => s.worker).length;

  const stop = (signal: NodeJS.Signals, code = 0, why: string = signal) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log(`swerte: ${why}, stopping ${alive()} workers`);
    for (const slot of slots) {
      clearTimeout(slot.restart);
      slot.worker?.process.kill(signal);
    }
    if (alive() === 0) process.exit(exitCode);
    setTimeout(() => {
      logError(`swerte: workers still running after ${STOP_GRACE_MS / 1000} s, killing them`);
      for (const slot of slots) slot.worker?.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  };

  cluster.on('listening', () => {
    anyListening = true;
  });

  cluster.on('exit', (worker, code, signal) => {
    const slot = slotOf(worker);
    if (!slot) return;
    slot.worker = undefined;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (alive() === 0) {
        log('swerte: all workers stopped');
        process.exit(exitCode);
      }
      return;
    }
    if (!anyListening) {
      logError(
        `swerte: worker ${slot.n} (pid ${worker.process.pid}) exited with ${how} before serving: giving up`,
      );
      stop('SIGTERM', 1, 'a worker failed to start');
      return;
    }
    const lived = Date.now() - slot.startedAt;
    slot.crashes = lived >= STABLE_MS ? 1 : slot.crashes + 1;
    const delay = restartDelayMs(slot.crashes);
    logError(
      `swerte: worker ${slot.n} (pid ${worker.process.pid}) exited with ${how} after ${Math.round(lived / 1000)} s, restarting in ${delay} ms`,
    );
    slot.restart = setTimeout(() => fork(slot), delay);
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  log(`swerte: primary (pid ${process.pid}) forking ${opts.workers} workers`);
  for (const slot of slots) fork(slot);
}
