// `npm test`: every check a user needs to trust the project, in order, ending with one summary line
// `N passed, N failed` (tests counted one by one; typecheck, lint and build count as one check each).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Tally {
  passed: number;
  failed: number;
}
const total: Tally = { passed: 0, failed: 0 };
const failures: string[] = [];

/** Each step's time, printed at the end: CI's budget is read from these. */
const timings: string[] = [];

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  return res.status === 0;
}

function check(label: string, cmd: string, args: string[]): void {
  if (run(label, cmd, args)) total.passed++;
  else {
    total.failed++;
    failures.push(label);
  }
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

rmSync('test-results', { recursive: true, force: true });

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npx', ['biome', 'check', '.']);
check('i18n catalogs', 'npx', ['tsx', 'scripts/check-i18n.ts']);
check('unused code (knip)', 'npx', ['knip', '--no-progress']);

const vitestArgs = (projects: string[], extra: string[], report: string) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

/** Adds a Vitest run's tests, counted one by one from its JSON report, to the total. */
function countVitest(label: string, ok: boolean, report: string): void {
  const result = readJson(report) as { numPassedTests: number; numFailedTests: number } | undefined;
  if (result) {
    total.passed += result.numPassedTests;
    total.failed += result.numFailedTests;
  }
  if (!ok && (!result || result.numFailedTests === 0)) {
    total.failed++;
    failures.push(`${label} (did not complete)`);
  } else if (!ok) failures.push(label);
}

/** A Vitest run of `projects`, in the foreground. */
function vitestStep(label: string, projects: string[], extra: string[] = []): void {
  const report = `test-results/vitest-${projects.join('-')}.json`;
  countVitest(label, run(label, 'npx', vitestArgs(projects, extra, report)), report);
}

/**
 * A Vitest run of `projects` beside the following steps, its output kept in a log printed when it is
 * awaited (so the two do not interleave). Answers the function that awaits it.
 */
function vitestBeside(label: string, projects: string[], extra: string[] = []): () => Promise<void> {
  // Outside test-results/: Playwright empties that folder when it starts.
  const dir = mkdtempSync(join(tmpdir(), 'swerte-test-'));
  const report = join(dir, `vitest-${projects.join('-')}.json`);
  const log = join(dir, `vitest-${projects.join('-')}.log`);
  const out = openSync(log, 'w');
  console.log(`\n▶ ${label} (beside the next steps, output printed when it ends)`);
  const started = Date.now();
  const child = spawn('npx', vitestArgs(projects, extra, report), { stdio: ['ignore', out, out] });
  const exited = new Promise<boolean>((resolve) => child.on('close', (code) => resolve(code === 0)));
  return async () => {
    const ok = await exited;
    timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s (beside)`);
    console.log(`\n▶ ${label}: its output\n${readFileSync(log, 'utf8')}`);
    countVitest(label, ok, report);
    rmSync(dir, { recursive: true, force: true });
  };
}

// Unit, DOM and server tests (server suites run again on PostgreSQL when TEST_DATABASE_URL is set),
// one file per core: the PostgreSQL suites mostly wait on the database.
vitestStep('unit + server tests', ['unit', 'dom', 'server'], ['--maxWorkers=2']);

// End-to-end journeys in a real Chromium against the production build served by the real server. Beside
// them, the real server process for minutes under load and under faults (tests/soak; PostgreSQL with
// TEST_DATABASE_URL): the journeys mostly wait on the browser and their servers (they keep about 40 % of
// two cores busy), the soak on its servers, and each holds on a busy machine as production must.
if (run('build', 'npm', ['run', '--silent', 'build'])) {
  total.passed++;
  const soak = vitestBeside('soak and faults', ['soak'], ['--maxWorkers=2']);
  const e2eOk = run('e2e', 'npx', ['playwright', 'test']);
  const e2e = readJson('test-results/e2e.json') as
    | { stats: { expected: number; unexpected: number; flaky: number } }
    | undefined;
  if (e2e) {
    total.passed += e2e.stats.expected + e2e.stats.flaky;
    total.failed += e2e.stats.unexpected;
  }
  if (!e2eOk) {
    failures.push('e2e');
    if (!e2e || e2e.stats.unexpected === 0) total.failed++;
  }
  await soak();
} else {
  total.failed++;
  failures.push('build');
  // Without a build the soak still runs (it starts the server from source).
  vitestStep('soak and faults', ['soak'], ['--maxWorkers=2']);
}

console.log(`\nTimes: ${timings.join(', ')}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
