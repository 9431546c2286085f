// What a spawned server process printed, and when it exited: shared by the suites that start real
// server processes (one PGlite directory, many processes on one PostgreSQL).
import type { ChildProcess } from 'node:child_process';

export function watchChild(child: ChildProcess) {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => {
    stdout += d;
  });
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { exited, stdout: () => stdout, stderr: () => stderr };
}
