// Health and metrics (issue 17): /healthz says the process answers, /readyz says send it traffic (the
// database answers, this build's migrations are applied, not shutting down), /metrics is what an operator
// watches, behind the operator token or METRICS_TOKEN. (The database going away: db-down.test.ts; the
// real process under load and faults: tests/soak.)
import { sql } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { HousekeepingJob } from '../../../server/auth/housekeeping.ts';
import { Health, NOT_READY } from '../../../server/http/health.ts';
import { Metrics } from '../../../server/lib/metrics.ts';
import { credit, watchMovements } from '../../../server/wallet/ledger.ts';
import { ledgerRef } from '../../../server/wallet/references.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  createHarness,
  databases,
  fakeDist,
  type Harness,
  memberIdOf,
  TEST_OPS_TOKEN,
} from '../support/harness.ts';

const METRICS_TOKEN = 'a-metrics-token-of-at-least-32-characters';

describe.each(databases)('health and metrics on $kind', ({ kind }) => {
  let h: Harness;
  let health: Health;
  let metrics: Metrics;
  let job: HousekeepingJob;
  let app: ReturnType<typeof createApp>['app'];
  let unwatch: () => void;
  beforeAll(async () => {
    h = await createHarness(kind);
    health = new Health(h.database.db);
    job = new HousekeepingJob({ db: h.database.db, now: Date.now });
    metrics = new Metrics({ pool: h.database.poolStats, jobs: () => [job] }, new Registry());
    unwatch = watchMovements((reason, cents) => metrics.ledgerMoved(reason, cents));
    ({ app } = createApp({
      db: h.database.db,
      config: {
        opsToken: TEST_OPS_TOKEN,
        metricsToken: METRICS_TOKEN,
        imageCdns: ['/cdn/a'],
        defaultCountry: 'PH',
        trustProxy: true,
        distDir: fakeDist(),
        passwordCost: 10,
      },
      health,
      metrics,
      logError: () => {},
    }));
  });
  afterAll(async () => {
    unwatch?.();
    await job?.stop();
    await h?.close();
  });

  const get = async (path: string, token?: string) => {
    const res = await app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return { status: res.status, type: res.headers.get('Content-Type') ?? '', text: await res.text() };
  };
  const scrape = async () => (await get('/metrics', METRICS_TOKEN)).text;
  /** The value of one series, e.g. `swerte_job_runs_total{job="housekeeping"}`. */
  const series = (text: string, name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    return line === undefined ? undefined : Number(line.slice(name.length + 1));
  };

  it('/healthz answers alive, outside every gate (maintenance does not close it)', async () => {
    expect(JSON.parse((await get('/healthz')).text)).toEqual({
      successful: true,
      code: CODES.ok,
      value: { status: 'alive' },
    });
  });

  it('/readyz: ready with the database up and every migration applied; not ready while one is missing', async () => {
    expect(JSON.parse((await get('/readyz')).text).value).toEqual({
      ready: true,
      database: 'ok',
      migrations: 'ok',
      shutdown: 'no',
    });
    // A build newer than the database: its last migration not applied.
    const res = await h.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *`,
    );
    const [row] = (res as unknown as { rows: Record<string, unknown>[] }).rows;
    await new Promise((r) => setTimeout(r, 1100)); // the last check is kept a second
    const missing = await get('/readyz');
    expect(missing.status).toBe(503);
    expect(JSON.parse(missing.text)).toMatchObject({
      code: NOT_READY,
      value: { ready: false, database: 'ok', migrations: '1 not applied' },
    });
    await h.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row?.id}, ${row?.hash}, ${row?.created_at})`,
    );
    await new Promise((r) => setTimeout(r, 1100));
    expect((await get('/readyz')).status).toBe(200);
  });

  it('/metrics: refused without a token or with a wrong one; the operator token and METRICS_TOKEN read it', async () => {
    expect((await get('/metrics')).status).toBe(401);
    expect((await get('/metrics', 'not-the-token')).status).toBe(401);
    const byOps = await get('/metrics', TEST_OPS_TOKEN);
    expect(byOps.status).toBe(200);
    expect(byOps.type).toContain('text/plain');
    expect((await get('/metrics', METRICS_TOKEN)).status).toBe(200);
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    const before =
      series(
        await scrape(),
        'swerte_http_requests_total{method="GET",route="/wps/system/helpCenter",status="200"}',
      ) ?? 0;
    for (let i = 0; i < 3; i++) expect((await app.request(PATHS.helpCenter)).status).toBe(200);
    // An unknown path is counted under the pattern that answered, not its own text.
    await app.request('/wps/no/such/path/12345');
    const text = await scrape();
    expect(
      series(text, 'swerte_http_requests_total{method="GET",route="/wps/system/helpCenter",status="200"}'),
    ).toBe(before + 3);
    expect(text).toMatch(
      /swerte_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/wps\/system\/helpCenter",status="200"\}/,
    );
    expect(text).not.toContain('12345');
  });

  it('the jobs: leader, runs, failures and last success', async () => {
    expect(await job.runOnce()).not.toBeNull();
    const text = await scrape();
    expect(series(text, 'swerte_job_leader{job="housekeeping"}')).toBe(1);
    expect(series(text, 'swerte_job_runs_total{job="housekeeping"}')).toBe(1);
    expect(series(text, 'swerte_job_failures_total{job="housekeeping"}')).toBe(0);
    const last = series(text, 'swerte_job_last_success_seconds{job="housekeeping"}') ?? 0;
    expect(Math.abs(last - Date.now() / 1000)).toBeLessThan(60);
  });

  it('ledger movements by reason, and the pool where there is one', async () => {
    const memberId = await memberIdOf(h, 'demo');
    await credit(h.database.db, {
      memberId,
      amountCents: 250,
      reason: 'adjust.credit',
      reference: ledgerRef.adjust(memberId, `health-${kind}`),
    });
    // A replay moves nothing and counts nothing.
    await credit(h.database.db, {
      memberId,
      amountCents: 250,
      reason: 'adjust.credit',
      reference: ledgerRef.adjust(memberId, `health-${kind}`),
    });
    const text = await scrape();
    expect(series(text, 'swerte_ledger_entries_total{reason="adjust.credit"}')).toBe(1);
    expect(series(text, 'swerte_ledger_cents_total{reason="adjust.credit"}')).toBe(250);
    if (kind === 'postgres') {
      expect(series(text, 'swerte_db_pool_max')).toBe(10);
      expect(series(text, 'swerte_db_pool_waiting')).toBe(0);
    } else expect(text).not.toMatch(/^swerte_db_pool_max /m);
  });

  it('a shutdown makes it not ready at once, and alive still', async () => {
    health.stop();
    const res = await get('/readyz');
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text).value).toMatchObject({ ready: false, shutdown: 'yes' });
    expect((await get('/healthz')).status).toBe(200);
  });
});

describe('process metrics', () => {
  it('memory and event-loop delay come with the process registry', async () => {
    const text = await new Metrics({}).text();
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });
});
