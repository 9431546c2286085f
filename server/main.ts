// Entry: `node --import tsx server/main.ts`. Opens (migrates, seeds) the database, then listens.
// With WORKERS > 1 this process is the cluster's primary (server/cluster.ts) and each worker it forks
// runs the rest of main() on the shared port.
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { AgentRebateJob } from './agents/rebate-job.ts';
import { ContractSettlementJob } from './agents/settlement-job.ts';
import { createApp } from './app.ts';
import { HousekeepingJob } from './auth/housekeeping.ts';
import { TrialPurgeJob } from './auth/trial-purge.ts';
import { runPrimary } from './cluster.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { stdoutAccessLog } from './http/access-log.ts';
import { withHotReads } from './http/hot-reads.ts';
import { LeaderboardJob } from './leaderboard/job.ts';
import { initGeo } from './lib/geo.ts';
import { sealLegacySeeds } from './lib/seed-seal.ts';
import { LotteryScheduler } from './lottery/scheduler.ts';
import { DepositReconcileJob } from './payments/reconcile-job.ts';
import { RewardExpiryJob } from './promotions/expiry.ts';
import { createProviders } from './providers/index.ts';
import { RainScheduleJob } from './rain/job.ts';
import { ReferralJob } from './referrals/job.ts';
import { studioRecoveryJob } from './studio/recovery.ts';
import { VipJob } from './vip/job.ts';

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
    runPrimary({ workers: config.workers });
    return;
  }
  // A worker's access lines and its start line name its pid: which process served what.
  const who = cluster.isWorker ? `worker ${process.pid} ` : '';
  const accessLog = cluster.isWorker
    ? (line: string) => stdoutAccessLog(`{"pid":${process.pid},${line.slice(1)}`)
    : stdoutAccessLog;

  const started = performance.now();
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (err) {
    const where = config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR ${config.dataDir}`;
    die(`cannot open the database (${where}): ${reason(err) || 'unknown error'}`);
  }
  initGeo();
  const dbMs = Math.round(performance.now() - started);

  let providers: ReturnType<typeof createProviders>;
  try {
    providers = createProviders(database.db, config.providers);
  } catch (err) {
    await database.close();
    die(reason(err));
  }
  const { app, services, studio, hotReads, deposits } = createApp({
    db: database.db,
    config,
    providers,
    accessLog,
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
    db: database.db,
    now: services.now,
    retentionHours: config.trialRetentionHours,
    log: (line) => console.log(line),
    logError: (line) => console.error(line),
  });
  trialPurge.start();
  // Studio rounds a crash left half-paid are completed every 30 s, by one leader.
  const studioRecovery = studioRecoveryJob({
    db: database.db,
    studio,
    tokens: services.vendors.tokens,
    now: services.now,
    log: (line) => console.log(line),
    logError: (line) => console.error(line),
  });
  studioRecovery.start();
  // Expired captchas, SMS codes, sessions, reset tokens and old outbox rows go every 10 min.
  const housekeeping = new HousekeepingJob({
    db: database.db,
    now: services.now,
    log: (line) => console.log(line),
    logError: (line) => console.error(line),
  });
  housekeeping.start();
  // The campaigns' and the agency centre's periodic work, each by one leader across processes (advisory
  // lock), idempotent per period: a failed run logs one line and the next one tries again.
  const jobOptions = {
    db: database.db,
    now: services.now,
    log: (line: string) => console.log(line),
    logError: (line: string) => console.error(line),
  };
  const periodicJobs = [
    // Invite friends: turnover rewards checked and pending rewards paid, every 5 min.
    ['referral rewards', new ReferralJob(jobOptions)],
    // The VIP club: levels of members who played or deposited, and level-up bonuses, every 5 min.
    ['vip levels', new VipJob(jobOptions)],
    // The period leaderboard's ended periods settled (prizes paid once), every 5 min.
    ['leaderboard settlement', new LeaderboardJob(jobOptions)],
    // Rewards expired unclaimed give their amount back to their promotion's budget, every 5 min.
    ['reward expiry', new RewardExpiryJob(jobOptions)],
    // Recurring red envelope rain: the schedules' sessions of the next day, every 10 min.
    ['rain schedules', new RainScheduleJob(jobOptions)],
    // Team rebates: the last ended Manila days of every agent with a rate, every 10 min.
    ['agent rebates', new AgentRebateJob(jobOptions)],
    // Agent contracts: salary, hourly salary and dividend periods settled and paid, every 5 min.
    ['contract settlement', new ContractSettlementJob(jobOptions)],
    // Gateway deposits whose webhook never came, asked of the gateway and credited once, every 5 min.
    ['deposit reconciliation', new DepositReconcileJob({ ...jobOptions, deposits })],
  ] as const;
  for (const [, job] of periodicJobs) job.start();

  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host, createServer: withHotReads(hotReads) },
    (info) => {
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      console.log(
        `swerte: ${who}listening on http://${host}:${info.port}  (${database.kind}, database ready in ${dbMs} ms, app ${config.distDir})`,
      );
    },
  );
  /** The jobs first (a tick must not meet a closed pool), then the database; each failure one line. */
  const stopAll = async () => {
    const jobs = [
      ['the lottery', lotteryScheduler],
      ['the trial purge', trialPurge],
      ['the studio recovery', studioRecovery],
      ['housekeeping', housekeeping],
      ...periodicJobs,
    ] as const;
    for (const [name, job] of jobs)
      await job.stop().catch((err) => console.error(`swerte: stopping ${name}:`, reason(err)));
    await database.close().catch((err) => console.error('swerte: closing the database:', reason(err)));
  };

  let closing = false;
  server.on('error', async (err: NodeJS.ErrnoException) => {
    if (closing) return;
    closing = true;
    await stopAll();
    die(err.code === 'EADDRINUSE' ? `port ${config.port} on ${config.host} is already in use` : reason(err));
  });

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`swerte: ${signal}, shutting down`);
    // Stop accepting, let in-flight requests finish (max 5 s), then close the database.
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    server.close(async () => {
      await stopAll();
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => die(reason(err)));
