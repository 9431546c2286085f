// `npm test`: every check a user needs to trust the project, in order, ending with one summary line
// `N passed, N failed` (tests counted one by one; typecheck, lint and build count as one check each).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

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

/** A Vitest run of `projects`, its tests counted one by one from its JSON report. */
function vitestStep(label: string, projects: string[], extra: string[] = []): void {
  const report = `test-results/vitest-${projects.join('-')}.json`;
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
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

// Unit, DOM and server tests (server suites run again on PostgreSQL when TEST_DATABASE_URL is set),
// one file per core: the PostgreSQL suites mostly wait on the database.
vitestStep('unit + server tests', ['unit', 'dom', 'server'], ['--maxWorkers=2']);
// The real server process for minutes under load, and under faults (PostgreSQL: TEST_DATABASE_URL).
// Its files side by side: they mostly wait on their servers, and the soak is minutes long.
vitestStep('soak and faults', ['soak'], ['--maxWorkers=2']);

// End-to-end journeys in a real Chromium against the production build served by the real server.
if (run('build', 'npm', ['run', '--silent', 'build'])) {
  total.passed++;
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
} else {
  total.failed++;
  failures.push('build');
}

console.log(`\nTimes: ${timings.join(', ')}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
