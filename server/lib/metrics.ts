// What an operator watches (GET /metrics, Prometheus text format, prom-client): requests by route and
// status with their latency, the request pool, the leader jobs (held, runs, failures, last success),
// ledger movements by reason, and the process (memory, event-loop delay, from prom-client's defaults).
// With WORKERS > 1 a scrape reaches one worker; it asks the primary, which gathers every worker's
// figures over the cluster's IPC (prom-client's AggregatorRegistry) and answers them summed, so one
// scrape sees the whole server.
import cluster from 'node:cluster';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import {
  AggregatorRegistry,
  Counter,
  collectDefaultMetrics,
  register as defaultRegistry,
  Gauge,
  Histogram,
  type Registry,
} from 'prom-client';
import type { PoolStats } from '../db/types.ts';
import type { BackgroundJob } from './leader-job.ts';

export const METRICS_CONTENT_TYPE = defaultRegistry.contentType;

/** Seconds: from a cached read (under a millisecond) to the database's statement timeout. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsSources {
  /** The request pool (PostgreSQL); nothing on PGlite. */
  pool?: () => PoolStats | undefined;
  /** The background jobs of this process. */
  jobs?: () => readonly BackgroundJob[];
}

export class Metrics {
  readonly registry: Registry;
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route' | 'status'>;
  private readonly entries: Counter<'reason'>;
  private readonly cents: Counter<'reason'>;

  /**
   * `registry`: prom-client's global one in a server process (the cluster aggregates it), with the
   * process's own figures (memory, CPU, event-loop delay); an app built in a test has a registry of its own.
   */
  constructor(sources: MetricsSources, registry: Registry = defaultRegistry) {
    this.registry = registry;
    const registers = [registry];
    // Each collection keeps an event-loop monitor running: one per process, not one per test app.
    if (registry === defaultRegistry) collectDefaultMetrics({ register: registry });
    this.requests = new Counter({
      name: 'swerte_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'swerte_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    const pool = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const stats = sources.pool?.();
          if (stats) this.set(read(stats));
        },
      });
    // PGlite has no pool: no series rather than zeros that look like an empty one.
    if (sources.pool?.()) {
      pool('swerte_db_pool_connections', 'Request pool connections open (busy and idle)', (s) => s.total);
      pool('swerte_db_pool_idle', 'Request pool connections idle', (s) => s.idle);
      pool('swerte_db_pool_waiting', 'Queries waiting for a request pool connection', (s) => s.waiting);
      pool('swerte_db_pool_max', 'Request pool size (DATABASE_POOL_MAX)', (s) => s.max);
    }

    const jobs = () => sources.jobs?.() ?? [];
    new Gauge({
      name: 'swerte_job_leader',
      help: '1 where this process leads the job (summed over a cluster: the leaders of each job, 1 when healthy)',
      labelNames: ['job'],
      registers,
      collect() {
        for (const job of jobs()) this.set({ job: job.name }, job.isLeader ? 1 : 0);
      },
    });
    new Counter({
      name: 'swerte_job_runs_total',
      help: 'Passes a job ran as leader, failed ones included',
      labelNames: ['job'],
      registers,
      collect() {
        this.reset();
        for (const job of jobs()) this.inc({ job: job.name }, job.stats.runs);
      },
    });
    new Counter({
      name: 'swerte_job_failures_total',
      help: 'Passes of a job that failed (the next pass tries again)',
      labelNames: ['job'],
      registers,
      collect() {
        this.reset();
        for (const job of jobs()) this.inc({ job: job.name }, job.stats.failures);
      },
    });
    new Gauge({
      name: 'swerte_job_last_success_seconds',
      help: 'When a job last succeeded as leader (Unix time; the latest over a cluster)',
      labelNames: ['job'],
      registers,
      aggregator: 'max',
      collect() {
        for (const job of jobs())
          if (job.stats.lastSuccessAt) this.set({ job: job.name }, job.stats.lastSuccessAt / 1000);
      },
    });
    this.entries = new Counter({
      name: 'swerte_ledger_entries_total',
      help: 'Wallet ledger entries written, by reason (an entry whose transaction then rolled back counts too: npm run ledger:check is the exact account)',
      labelNames: ['reason'],
      registers,
    });
    this.cents = new Counter({
      name: 'swerte_ledger_cents_total',
      help: 'Cents moved by wallet ledger entries written, by reason',
      labelNames: ['reason'],
      registers,
    });
  }

  /** One ledger entry written (main.ts passes the ledger's movements here: server/wallet/ledger.ts). */
  ledgerMoved(reason: string, amountCents: number): void {
    this.entries.inc({ reason });
    this.cents.inc({ reason }, amountCents);
  }

  /** A middleware that times each request the app answers (mounted right after the access log). */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const started = performance.now();
      await next();
      // The pattern of the handler that answered (after next(), the last one run); never the raw path.
      this.observe(c.req.method, routePath(c) || 'none', c.res.status, (performance.now() - started) / 1000);
    };
  }

  /** One answered request: its route pattern (never the raw path: ids would explode the series). */
  observe(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  /** The text a scrape gets: this process's figures, or every worker's summed by the primary. */
  async text(): Promise<string> {
    return cluster.isWorker && this.registry === defaultRegistry ? askPrimary() : this.registry.metrics();
  }
}

const ASK = 'swerte:metrics';
const ANSWER = 'swerte:metrics:answer';
const ASK_TIMEOUT_MS = 5000;
let asked = 0;
const waiting = new Map<number, (reply: { text?: string; error?: string }) => void>();

/** A worker: the primary's sum of every worker, over IPC. */
function askPrimary(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the primary did not answer with the metrics'));
    }, ASK_TIMEOUT_MS);
    waiting.set(id, (reply) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (reply.text !== undefined) resolve(reply.text);
      else reject(new Error(reply.error ?? 'no metrics'));
    });
    process.send?.({ type: ASK, id });
  });
}

/** In each worker: answers prom-client's requests for its figures and takes the primary's answers. */
export function listenAsWorker(): void {
  // Registers prom-client's worker side (it sends the global registry's figures when asked).
  new AggregatorRegistry();
  process.on('message', (message: { type?: string; id?: number; text?: string; error?: string }) => {
    if (message?.type === ANSWER && typeof message.id === 'number') waiting.get(message.id)?.(message);
  });
}

/** In the primary: gathers every worker's figures when one of them is scraped. */
export function listenAsPrimary(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (err: Error) => worker.send({ type: ANSWER, id: message.id, error: err.message }),
    );
  });
}
