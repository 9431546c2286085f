// Entry: `node --import tsx server/main.ts`. Opens (migrates, seeds) the database, then listens.
// With WORKERS > 1 this process is the cluster's primary (server/cluster.ts) and each worker it forks
// runs the rest of main() on the shared port.
import cluster from 'node:cluster';
import type { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { AgentRebateJob } from './agents/rebate-job.ts';
import { ContractSettlementJob } from './agents/settlement-job.ts';
import { createApp } from './app.ts';
import { HousekeepingJob } from './auth/housekeeping.ts';
import { TrialPurgeJob } from './auth/trial-purge.ts';
import { runPrimary } from './cluster.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { Database } from './db/types.ts';
import { stdoutAccessLog } from './http/access-log.ts';
import { Health } from './http/health.ts';
import { withHotReads } from './http/hot-reads.ts';
import { LeaderboardJob } from './leaderboard/job.ts';
import { initGeo } from './lib/geo.ts';
import type { BackgroundJob } from './lib/leader-job.ts';
import { listenAsPrimary, listenAsWorker, Metrics } from './lib/metrics.ts';
import { sealLegacySeeds } from './lib/seed-seal.ts';
import { LotteryScheduler } from './lottery/scheduler.ts';
import { DepositReconcileJob } from './payments/reconcile-job.ts';
import { RewardExpiryJob } from './promotions/expiry.ts';
import { createProviders } from './providers/index.ts';
import { RainScheduleJob } from './rain/job.ts';
import { ReferralJob } from './referrals/job.ts';
import { DemoRenewalJob } from './seed/demo-renewal.ts';
import { seeded } from './seed/seed.ts';
import { smsSwitchesWithoutGateway } from './site/sms-switches.ts';
import { studioRecoveryJob } from './studio/recovery.ts';
import { VipJob } from './vip/job.ts';
import { watchMovements } from './wallet/ledger.ts';

/** Longer than a load balancer's idle timeout (commonly 60 s), so the server is never the one to race it. */
const KEEP_ALIVE_MS = 65_000;

/** How long a shutdown waits for the requests under way; then it stops anyway (FORCE_EXIT_MS at most). */
const DRAIN_MS = 5000;
/**
 * The whole shutdown's bound: the drain, then the passes of the jobs under way (a pass on a starved
 * machine may need seconds: a clean stop beats an exit that cuts them) and the pool. Under the 30 s an
 * orchestrator grants by default (Kubernetes' terminationGracePeriodSeconds), with the primary's own
 * bound (cluster.ts) above it.
 */
const FORCE_EXIT_MS = 20_000;

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';

function die(message: string): never {
  console.error(`swerte: ${message}`);
  process.exit(1);
}

async function main() {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) die(err.message);
    throw err;
  }
  // Said once: by the primary, not again by each worker.
  if (config.devDefaults.length && cluster.isPrimary)
    console.warn(`swerte: development defaults in use: ${config.devDefaults.join(', ')}`);
  if (config.workers > 1 && cluster.isPrimary) {
    // A scrape of any worker answers for all of them: the primary gathers their figures.
    listenAsPrimary();
    runPrimary({ workers: config.workers });
    return;
  }
  if (cluster.isWorker) listenAsWorker();
  // A worker's access lines and its start line name its pid: which process served what.
  const who = cluster.isWorker ? `worker ${process.pid} ` : '';
  const accessLog = cluster.isWorker
    ? (line: string) => stdoutAccessLog(`{"pid":${process.pid},${line.slice(1)}`)
    : stdoutAccessLog;

  const started = performance.now();
  let database: Database;
  try {
    database = await openDatabase({ ...config, ...seeded(config) });
  } catch (err) {
    const where = config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR ${config.dataDir}`;
    die(`cannot open the database (${where}): ${reason(err) || 'unknown error'}`);
  }
  initGeo();
  const dbMs = Math.round(performance.now() - started);

  let providers: ReturnType<typeof createProviders>;
  try {
    providers = createProviders(database.db, config.providers, config.smsDelivered);
  } catch (err) {
    await database.close();
    die(reason(err));
  }
  // Outside development the outbox texts nobody: a switch that sends codes by SMS needs a gateway.
  if (!config.smsDelivered) {
    let why: string | undefined;
    try {
      why = await smsSwitchesWithoutGateway(database.db);
    } catch (err) {
      why = `cannot read the site switches: ${reason(err)}`;
    }
    if (why) {
      await database.close();
      die(why);
    }
  }
  const jobs: BackgroundJob[] = [];
  const metrics = new Metrics({ pool: database.poolStats, jobs: () => jobs });
  watchMovements((reason, cents) => metrics.ledgerMoved(reason, cents));
  const health = new Health(database.db);
  const { app, services, domains, studio, hotReads, deposits } = createApp({
    db: database.db,
    config,
    providers,
    accessLog,
    health,
    metrics,
  });
  // Unrevealed seeds a database made before sealing holds in clear are sealed (idempotent).
  try {
    const sealed = await sealLegacySeeds(database.db, studio.seal);
    if (sealed.draws + sealed.studioSeeds > 0)
      console.log(`swerte: sealed ${sealed.draws} draw and ${sealed.studioSeeds} studio seeds kept in clear`);
  } catch (err) {
    await database.close();
    die(`cannot seal the unrevealed seeds: ${reason(err)}`);
  }
  // Every job below takes leadership on the process's leader session (server/db/leader-session.ts), never
  // on a request connection, and runs its work on the pool one statement or transaction at a time.
  const jobOptions = {
    db: database.db,
    now: services.now,
    log: (line: string) => console.log(line),
    logError: (line: string) => console.error(line),
    // JOB_INTERVAL_MS: all of them on one short period (the soak and fault tests).
    ...(config.jobIntervalMs ? { everyMs: config.jobIntervalMs, firstMs: config.jobIntervalMs } : {}),
  };
  // The lottery's draws: one leader across processes (advisory lock), ticking every second.
  const lotteryScheduler = new LotteryScheduler({
    db: database.db,
    lottery: services.lottery,
    now: services.now,
  });
  lotteryScheduler.start();
  // Expired free trials and their rows are deleted every 10 minutes (first run 30 s after start), by one
  // leader across processes (advisory lock); a failed run logs one line and the next one tries again.
  const trialPurge = new TrialPurgeJob({
    ...jobOptions,
    retentionHours: config.trialRetentionHours,
  });
  trialPurge.start();
  // Studio rounds a crash left half-paid are completed every 30 s, by one leader; so are live rounds
  // players left (a crash past its end, a mines field idle for a day).
  const studioRecovery = studioRecoveryJob({
    ...jobOptions,
    studio,
    liveRounds: domains.liveRounds,
    tokens: services.vendors.tokens,
  });
  studioRecovery.start();
  // Expired captchas, SMS codes, sessions, reset tokens and old outbox rows go every 10 min.
  const housekeeping = new HousekeepingJob(jobOptions);
  housekeeping.start();
  // The campaigns' and the agency centre's periodic work, each by one leader across processes (advisory
  // lock), idempotent per period: a failed run logs one line and the next one tries again.
  const periodicJobs = [
    // Invite friends: turnover rewards checked and pending rewards paid, every 5 min.
    ['referral rewards', new ReferralJob({ ...jobOptions, referrals: domains.referrals })],
    // The VIP club: levels of members who played or deposited, and level-up bonuses, every 5 min.
    ['vip levels', new VipJob({ ...jobOptions, vip: domains.vip })],
    // The period leaderboard's ended periods settled (prizes paid once), every 5 min.
    ['leaderboard settlement', new LeaderboardJob({ ...jobOptions, leaderboard: domains.leaderboard })],
    // Rewards expired unclaimed give their amount back to their promotion's budget, every 5 min.
    ['reward expiry', new RewardExpiryJob(jobOptions)],
    // Recurring red envelope rain: the schedules' sessions of the next day, every 10 min.
    ['rain schedules', new RainScheduleJob({ ...jobOptions, schedules: domains.rainSchedules })],
    // Team rebates: the last ended Manila days of every agent with a rate, every 10 min.
    ['agent rebates', new AgentRebateJob({ ...jobOptions, settlement: domains.agentRebateSettlement })],
    // Agent contracts: salary, hourly salary and dividend periods settled and paid, every 5 min.
    [
      'contract settlement',
      new ContractSettlementJob({ ...jobOptions, settlement: domains.contractSettlement }),
    ],
    // Gateway deposits whose webhook never came, asked of the gateway and credited once, every 5 min.
    ['deposit reconciliation', new DepositReconcileJob({ ...jobOptions, deposits })],
    // The demo's sample hot matches moved to the days ahead once shown, every hour (demo only).
    ...(config.demo ? ([['demo renewal', new DemoRenewalJob(jobOptions)]] as const) : []),
  ] as const;
  for (const [, job] of periodicJobs) job.start();
  jobs.push(
    lotteryScheduler,
    trialPurge,
    studioRecovery,
    housekeeping,
    ...periodicJobs.map(([, job]) => job),
  );

  // An HTTP/1.1 server (withHotReads builds it with node:http's createServer).
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host, createServer: withHotReads(hotReads) },
    (info) => {
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      console.log(
        `swerte: ${who}listening on http://${host}:${info.port}  (${database.kind}, database ready in ${dbMs} ms, app ${config.distDir})`,
      );
    },
  ) as HttpServer;
  // Idle keep-alive connections outlive a client's or a proxy's reuse of them (proxies keep theirs ~60 s):
  // with Node's 5 s, a request sent on a socket the server is closing meets ECONNRESET.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  // What a shutdown still waits for, named when it has to give up (FORCE_EXIT_MS).
  const pending = new Set<string>();
  const step = async (name: string, work: () => Promise<unknown>) => {
    pending.add(name);
    try {
      await work();
    } catch (err) {
      console.error(`swerte: stopping ${name}:`, reason(err));
    } finally {
      pending.delete(name);
    }
  };
  /**
   * The jobs first (each gives its leadership up; a tick must not meet a closed pool), then the database.
   * The jobs stop side by side: a shutdown waits for the slowest pass under way, not for their sum.
   */
  const stopAll = async () => {
    await Promise.all(jobs.map((job) => step(`job ${job.name}`, () => job.stop())));
    await step('the database', () => database.close());
  };

  let closing = false;
  server.on('error', async (err: NodeJS.ErrnoException) => {
    if (closing) return;
    closing = true;
    await stopAll();
    die(err.code === 'EADDRINUSE' ? `port ${config.port} on ${config.host} is already in use` : reason(err));
  });

  /**
   * Graceful: not ready first (/readyz answers 503, so a balancer sends nothing new), then no new
   * connections, the requests under way answered (up to DRAIN_MS; keep-alive connections close as they
   * go idle), the jobs stopped and their leadership given up, the leader session and the pool closed.
   */
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`swerte: ${who}${signal}, shutting down`);
    health.stop();
    const force = setTimeout(() => {
      const waiting = [...pending].join(', ') || 'requests under way';
      console.error(
        `swerte: ${who}still stopping after ${FORCE_EXIT_MS / 1000} s (waiting for ${waiting}), exiting`,
      );
      process.exit(1);
    }, FORCE_EXIT_MS);
    force.unref();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    const late = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_MS).unref());
    void Promise.race([drained, late]).then(async () => {
      clearInterval(idle);
      server.closeAllConnections();
      await stopAll();
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => die(reason(err)));
