// Team KPI bench (issue 15): an agent with 10,000 members below it (three levels: 20 sub-agents, 400
// sub-sub-agents, the rest players) and 30 days of sessions and ledger activity, written by bulk SQL;
// then the median and p95 of GET /wps/agent/info/kpi through the real route, for today and for 30 days.
// PostgreSQL only (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres; a throw-away
// database is created and dropped there); skipped with a note when it cannot be reached.
// Run: node --import tsx tests/bench/agent-kpi.ts. Prints figures; never fails on a slow one.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as v from 'valibot';
import { createApp } from '../../server/app.ts';
import { openPostgres } from '../../server/db/client.ts';
import type { Database } from '../../server/db/types.ts';
import { seeded } from '../../server/seed/seed.ts';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { PATHS } from '../../src/shared/paths.ts';

const TEAM = 10_000;
const LEVEL1 = 20;
const LEVEL2 = 400;
const DAYS = 30;
/** Ledger entries per member over the 30 days (stakes, wins, deposits, the odd withdrawal or bonus). */
const ENTRIES_PER_MEMBER = 12;
const RUNS = 40;
const BUDGET_MS = 200;

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** The agent, then its 10,000 members as one insert per level; answers the agent's id. */
async function seedTeam(database: Database): Promise<number> {
  const db = database.db;
  const hash = 'bench-no-login';
  const agent = await db.execute(sql`
    insert into members (merchant_code, account, password_hash, type, reg_date)
    values ('SWERTE', 'benchagent', ${hash}, 1, now() - interval '400 days') returning id`);
  const agentId = v.parse(v.object({ rows: v.tuple([v.object({ id: v.number() })]) }), agent).rows[0].id;
  // Level 1 and 2 agents, then players spread evenly over level 2: ids are consecutive within a level.
  await db.execute(sql`
    insert into members (merchant_code, account, password_hash, type, parent_id, reg_date)
    select 'SWERTE', 'bench1x' || g, ${hash}, 1, ${agentId}, now() - interval '300 days'
    from generate_series(1, ${LEVEL1}) g`);
  await db.execute(sql`
    insert into members (merchant_code, account, password_hash, type, parent_id, reg_date)
    select 'SWERTE', 'bench2x' || g, ${hash}, 1, p.id, now() - interval '200 days'
    from generate_series(1, ${LEVEL2}) g
      join (select id, row_number() over (order by id) - 1 as n from members where parent_id = ${agentId}) p
        on p.n = g % ${LEVEL1}`);
  await db.execute(sql`
    insert into members (merchant_code, account, password_hash, type, parent_id, reg_date, last_login_at)
    select 'SWERTE', 'bench3x' || g, ${hash}, 0, p.id,
      now() - (g % 120) * interval '1 day', now() - (g % ${DAYS}) * interval '1 day'
    from generate_series(1, ${TEAM - LEVEL1 - LEVEL2}) g
      join (select id, row_number() over (order by id) - 1 as n from members
            where account like 'bench2x%') p on p.n = g % ${LEVEL2}`);
  // One session per member, a sixth of them seen in the last minutes.
  await db.execute(sql`
    insert into sessions (token_hash, member_id, merchant_code, created_at, last_seen_at, expires_at)
    select md5('bench' || m.id), m.id, 'SWERTE', now() - (m.id % ${DAYS}) * interval '1 day',
      now() - (m.id % 6) * interval '3 minutes', now() + interval '1 day'
    from members m where m.account like 'bench%'`);
  // Ledger activity: every member, ENTRIES_PER_MEMBER entries spread over the 30 days.
  await db.execute(sql`
    insert into wallet_ledger (member_id, amount_cents, balance_after_cents, reason, reference, created_at)
    select m.id,
      case e % 6 when 0 then 50000 when 1 then 3000 when 5 then -20000 else -1000 end,
      100000,
      case e % 6 when 0 then 'deposit' when 1 then 'seamless.win' when 5 then 'withdraw.hold'
        else 'seamless.bet' end,
      'bench:' || m.id || ':' || e,
      now() - ((m.id + e * 7) % ${DAYS}) * interval '1 day' - (e % 24) * interval '1 hour'
    from members m cross join generate_series(1, ${ENTRIES_PER_MEMBER}) e
    where m.account like 'bench%' and m.id <> ${agentId}`);
  await db.execute(sql`analyze members`);
  await db.execute(sql`analyze sessions`);
  await db.execute(sql`analyze wallet_ledger`);
  return agentId;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] as number;

async function measure(database: Database) {
  const seeding = performance.now();
  const agentId = await seedTeam(database);
  const seededIn = (performance.now() - seeding) / 1000;
  const { app, services } = createApp({
    db: database.db,
    config: {
      opsToken: 'bench',
      imageCdns: ['/cdn/a'],
      defaultCountry: 'PH',
      trustProxy: false,
      distDir: '/nonexistent',
      passwordCost: 10,
      publicOrigin: undefined,
    },
    logError: () => {},
  });
  const token = await services.sessions.create(agentId, 'SWERTE', { recentAuth: true });
  const headers = { [HEADERS.token]: token };
  const day = (offset: number) =>
    new Date(Date.now() + 8 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);
  const cases = [
    ['today', `size=0&startDate=${day(0)}&endDate=${day(0)}`],
    ['30 days', `size=0&startDate=${day(DAYS - 1)}&endDate=${day(0)}`],
  ] as const;
  const lines: string[] = [];
  for (const [label, query] of cases) {
    const call = async () => {
      const res = await app.request(`${PATHS.agentKpi}?${query}`, { headers });
      const body = (await res.json()) as { value?: { summary?: { teamSize?: number } } };
      if (res.status !== 200 || body.value?.summary?.teamSize !== TEAM)
        throw new Error(`KPI ${label}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    };
    for (let i = 0; i < 5; i++) await call(); // warm up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await call();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    lines.push(
      `team KPI, ${TEAM.toLocaleString('en')} members, ${label} (PostgreSQL): median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms of ${RUNS} calls   budget ≤ ${BUDGET_MS} ms`,
    );
  }
  // Figures on a busy machine are not the query's: say how busy it was.
  console.log(
    `team KPI bench: seeded ${TEAM} members and their activity in ${seededIn.toFixed(1)} s (load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} CPUs)`,
  );
  for (const line of lines) console.log(line);
}

const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
let reachable = true;
try {
  await admin.connect();
} catch (err) {
  reachable = false;
  console.log(
    `team KPI bench skipped: PostgreSQL not reachable at ${new URL(adminUrl).host} (${(err as Error).message})`,
  );
}
if (reachable) {
  const name = `swerte_bench_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openPostgres(url.toString(), seeded({ passwordCost: 10 }));
    try {
      await measure(database);
    } finally {
      await database.close();
    }
  } finally {
    // pool.end() resolves before the server has seen every disconnect: wait, so FORCE kills nothing.
    for (let i = 0; i < 40; i++) {
      const { rows } = await admin.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
