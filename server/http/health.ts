// Health for load balancers and orchestrators, outside every gate and the access log: GET /healthz (the
// process is alive and its event loop turns: no database, never fails while it answers), GET /readyz
// (send it traffic: the database answers, this build's migrations are applied, and it is not shutting
// down; 503 otherwise, with what failed), and GET /metrics (Prometheus text, operator or METRICS_TOKEN).
// Readiness is checked at most once a second however often it is asked, and within 2 s: a database
// that does not answer makes the process not ready instead of holding the probe.
import { Hono } from 'hono';
import * as v from 'valibot';
import { missingMigrations } from '../db/migrate.ts';
import { describeDbError } from '../db/pg-errors.ts';
import type { Db } from '../db/types.ts';
import { METRICS_CONTENT_TYPE, type Metrics } from '../lib/metrics.ts';
import { failWith, ok } from './envelope.ts';
import { documented } from './openapi.ts';
import { opsAuth } from './ops-auth.ts';

export const HEALTH_PATHS = { alive: '/healthz', ready: '/readyz', metrics: '/metrics' } as const;
/** 503 of /readyz: `value` says which check failed. Load balancers read the status only. */
export const NOT_READY = 'service.not_ready';
const CHECK_EVERY_MS = 1000;
const CHECK_WITHIN_MS = 2000;

const ReadinessSchema = v.object({
  ready: v.boolean(),
  /** `ok`, or why not: the database's error, migrations missing, shutting down. */
  database: v.string(),
  migrations: v.string(),
  shutdown: v.picklist(['no', 'yes']),
});
type Readiness = v.InferOutput<typeof ReadinessSchema>;

export class Health {
  private stopping = false;
  private last: { at: number; readiness: Omit<Readiness, 'shutdown' | 'ready'> } | undefined;
  private checking: Promise<Omit<Readiness, 'shutdown' | 'ready'>> | undefined;

  constructor(private readonly db: Db) {}

  /** Shutdown's first step: readiness turns false while requests still drain. */
  stop(): void {
    this.stopping = true;
  }

  async readiness(): Promise<Readiness> {
    const fresh = this.last && Date.now() - this.last.at < CHECK_EVERY_MS ? this.last.readiness : undefined;
    const checks = fresh ?? (await this.checkOnce());
    const shutdown = this.stopping ? 'yes' : 'no';
    const ready = !this.stopping && checks.database === 'ok' && checks.migrations === 'ok';
    return { ready, ...checks, shutdown };
  }

  /** Probes that come together share one check. */
  private checkOnce(): Promise<Omit<Readiness, 'shutdown' | 'ready'>> {
    if (!this.checking)
      this.checking = this.check().finally(() => {
        this.checking = undefined;
      });
    return this.checking;
  }

  private async check(): Promise<Omit<Readiness, 'shutdown' | 'ready'>> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_WITHIN_MS} ms`)), CHECK_WITHIN_MS);
    });
    let readiness: Omit<Readiness, 'shutdown' | 'ready'>;
    try {
      const missing = await Promise.race([missingMigrations(this.db), late]);
      readiness = { database: 'ok', migrations: missing === 0 ? 'ok' : `${missing} not applied` };
    } catch (err) {
      readiness = { database: describeDbError(err) || 'unavailable', migrations: 'unknown' };
    } finally {
      clearTimeout(timer);
    }
    this.last = { at: Date.now(), readiness };
    return readiness;
  }
}

export function healthRoutes(
  health: Health,
  metrics: Metrics,
  tokens: { opsToken: string; metricsToken?: string | undefined },
) {
  const app = new Hono();
  app.get(
    HEALTH_PATHS.alive,
    documented({
      summary: 'Liveness: the process answers (no database); restart it when this fails',
      value: v.object({ status: v.literal('alive') }),
    }),
    (c) => ok(c, { status: 'alive' as const }),
  );
  app.get(
    HEALTH_PATHS.ready,
    documented({
      summary: 'Readiness: the database answers, migrations are applied, not shutting down',
      description:
        'Checked at most once a second, within 2 s. 503 `service.not_ready` while any check fails (the value says which), e.g. while PostgreSQL restarts and from the first moment of a graceful shutdown.',
      value: ReadinessSchema,
      failures: { 503: [NOT_READY] },
    }),
    async (c) => {
      const readiness = await health.readiness();
      return readiness.ready ? ok(c, readiness) : failWith(c, 503, NOT_READY, readiness, 'Not ready');
    },
  );
  app.get(
    HEALTH_PATHS.metrics,
    documented({
      summary: 'Prometheus metrics: requests, latency, pool, leader jobs, ledger movements, process',
      description:
        'Bearer the operator token or METRICS_TOKEN. With WORKERS > 1 the figures of every worker, summed (the last success time of a job: the latest).',
      auth: 'ops',
      file: { media: 'text/plain; version=0.0.4', description: 'Prometheus text exposition format' },
    }),
    opsAuth(tokens.opsToken, tokens.metricsToken),
    async (c) => c.body(await metrics.text(), 200, { 'Content-Type': METRICS_CONTENT_TYPE }),
  );
  return app;
}
