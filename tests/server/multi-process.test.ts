import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/client.ts';
import {
  lotteries,
  lotteryDraws,
  lotterySubOrders,
  members,
  merchants,
  outbox,
  walletLedger,
} from '../../server/db/schema.ts';
import type { Database } from '../../server/db/types.ts';
import { LOTTERY_LEADER_LOCK_ID } from '../../server/lottery/scheduler.ts';
import { seeded } from '../../server/seed/seed.ts';
import { balanceOf } from '../../server/wallet/ledger.ts';
import { checkLedger } from '../../server/wallet/reconcile.ts';
import { LOGIN_FAILURES_BEFORE_CAPTCHA } from '../../src/shared/constants/accounts.ts';
import { payoutCents } from '../../src/shared/lottery-rules.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { LoginResultSchema } from '../../src/shared/schemas/auth.ts';
import { OrderSchema } from '../../src/shared/schemas/lottery.ts';
import { MemberInfoSchema, WalletSchema } from '../../src/shared/schemas/session.ts';
import { authClient, failed, randomIp } from './support/auth-client.ts';
import { type Harness, okValue, TEST_PASSWORD_COST } from './support/harness.ts';
import {
  listening,
  newDatabase,
  type ServerProcess,
  startServer,
  type TestDatabase,
  until,
} from './support/server-process.ts';

// Many processes on one database: real server processes on one PostgreSQL behave as one
// server. Two single processes (A, B) started at once on an empty database (both migrate), then
// WORKERS=2 under one primary on one port.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('many processes, one PostgreSQL', () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  const names: string[] = [];
  const dbs: TestDatabase[] = [];
  const servers: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let url = '';
  let database: Database;

  const newDb = async () => {
    const db = await newDatabase(adminUrl, 'swerte_mp');
    dbs.push(db);
    names.push(db.name);
    return db;
  };

  /** `node --import tsx server/main.ts` on `db`, on a port the OS picks. */
  function start(name: string, db: TestDatabase, env: Record<string, string> = {}): ServerProcess {
    const server = startServer(name, db, env);
    servers.push(server);
    return server;
  }

  /** The test clients (auth-client.ts) talking to a real process over HTTP. */
  const over = (server: ServerProcess) =>
    ({ app: { request: (path: string, init?: RequestInit) => fetch(server.base + path, init) } }) as Harness;

  /** The application_name of the connection holding the lottery leader lock in `dbName`, if any. */
  const lotteryLeader = async (dbName: string) => {
    const { rows } = await admin.query<{ name: string }>(
      `select a.application_name as name from pg_locks l
         join pg_stat_activity a on a.pid = l.pid
         join pg_database d on d.oid = l.database
        where l.locktype = 'advisory' and l.granted and l.objid = $1 and d.datname = $2`,
      [LOTTERY_LEADER_LOCK_ID, dbName],
    );
    return rows[0]?.name;
  };

  beforeAll(async () => {
    await admin.connect();
    const db = await newDb();
    url = db.url as string;
    // Both start on an empty database at once: migrations and seeding must not collide.
    a = start('swerte-a', db);
    b = start('swerte-b', db);
    await Promise.all([listening(a), listening(b)]);
    database = await openPostgres(url, seeded({ passwordCost: TEST_PASSWORD_COST }));
  });

  afterAll(async () => {
    for (const s of servers)
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await database?.close();
    for (const db of dbs) await db.drop();
    await admin.end();
  });

  it('both started on one empty database: each migration applied once, one seed', async () => {
    const res = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const { rows } = res as unknown as { rows: { n: number }[] };
    const files = readdirSync(new URL('../../server/db/migrations', import.meta.url)).filter((f) =>
      f.endsWith('.sql'),
    );
    expect(rows[0]?.n).toBe(files.length);
    expect(await database.db.select().from(merchants)).toHaveLength(1);
    expect(await database.db.select().from(members).where(eq(members.account, 'demo'))).toHaveLength(1);
  });

  it('a session made on A works on B', async () => {
    const token = await authClient(over(a)).passwordLogin('demo', 'Demo1234');
    const info = await okValue(await authClient(over(b)).get(PATHS.memberInfo, token), MemberInfoSchema);
    expect(info.account).toBe('demo');
  });

  it('throttles are shared: 20 wrong passwords split over A and B let the free attempts through once', async () => {
    const wrong = { type: 'username', username: 'pedro', password: 'Wrong12345' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => authClient(over(i % 2 ? a : b)).login(wrong)),
    );
    const codes = await Promise.all(answers.map(async (r) => (await failed(r)).code));
    expect(codes.filter((c) => c === 'login.failed')).toHaveLength(LOGIN_FAILURES_BEFORE_CAPTCHA);
    expect(codes.filter((c) => c === 'captcha.required')).toHaveLength(20 - LOGIN_FAILURES_BEFORE_CAPTCHA);
  });

  it('throttles are shared: 16 SMS sends to one number split over A and B send one message', async () => {
    const num = '9180000777';
    const send = (server: ServerProcess) =>
      fetch(server.base + PATHS.smsNoLogin, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': randomIp(),
          'Module-Id': 'VERIFICATION3',
        },
        body: JSON.stringify({ mobileNum: num, countryDialingCode: '63', purpose: 'register' }),
      });
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => send(i % 2 ? a : b)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(15).fill(429)]);
    expect(
      await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, `+63${num}`)),
    ).toHaveLength(1);
  });

  it('a captcha issued on A is checked on B, once', async () => {
    // pedro asks for a captcha after the burst above.
    const right = { type: 'username', username: 'pedro', password: 'Member1234' };
    const onB = authClient(over(b));
    expect(await failed(await onB.login(right))).toMatchObject({ code: 'captcha.required' });
    const solved = await authClient(over(a)).solvedCaptcha();
    const wrongAnswer = await authClient(over(a)).solvedCaptcha();
    const bad = { ...wrongAnswer, captcha: wrongAnswer.captcha === '0000' ? '1111' : '0000' };
    expect(await failed(await onB.login({ ...right, ...bad }))).toMatchObject({ code: 'captcha.invalid' });
    await okValue(await onB.login({ ...right, ...solved }), LoginResultSchema);
    // Used up on B: A refuses it.
    expect(await failed(await authClient(over(a)).login({ ...right, ...solved }))).toMatchObject({
      code: 'captcha.invalid',
    });
  });

  /** demo's order of one ₱1 champion bet per car on the open PK10 issue (one sub-order wins), drawn now. */
  async function drawOrderNow(on: ServerProcess, token: string) {
    const bets = Array.from({ length: 10 }, (_, i) => ({
      betType: 'champion',
      numbers: [i + 1],
      amountCents: 100,
    }));
    const order = await okValue(
      await authClient(over(on)).json(
        'POST',
        PATHS.lotteryOrders,
        { lotteryCode: 'SWERTE-PK10', bets },
        token,
      ),
      OrderSchema,
    );
    // As the operator's draw-now aid does: the issue closes and is due; every scheduler sees it.
    await database.db
      .update(lotteryDraws)
      .set({ closeAt: new Date(), drawAt: new Date() })
      .where(eq(lotteryDraws.id, order.drawId));
    const draw = await until('the draw to be settled', async () => {
      const [row] = await database.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, order.drawId));
      return row?.status === 'settled' ? row : undefined;
    });
    return { order, result: draw.result ?? [] };
  }

  it('a lottery draw both processes schedule is settled once: one payout, the balance moved once', async () => {
    const onA = authClient(over(a));
    const token = await onA.passwordLogin('demo', 'Demo1234');
    const { id: memberId } = await okValue(await onA.get(PATHS.memberInfo, token), MemberInfoSchema);
    const before = (await balanceOf(database.db, memberId)) ?? -1;
    const { order, result } = await drawOrderNow(b, token);

    const [pk10] = await database.db.select().from(lotteries).where(eq(lotteries.code, 'SWERTE-PK10'));
    const game = pk10?.game ?? 'pk10';
    const won = order.subOrders.reduce(
      (sum, s) => sum + payoutCents(game, s.betType, s.numbers, result, 100),
      0,
    );
    expect(won).toBeGreaterThan(0);
    // Sub-orders settled once each; one payout entry for the one winning sub-order.
    const subs = await database.db
      .select({ status: lotterySubOrders.status })
      .from(lotterySubOrders)
      .where(
        inArray(
          lotterySubOrders.id,
          order.subOrders.map((s) => s.id),
        ),
      );
    expect(subs.map((s) => s.status).sort()).toEqual([...Array(9).fill('lost'), 'won']);
    const payouts = await database.db
      .select({ cents: walletLedger.amountCents })
      .from(walletLedger)
      .where(and(eq(walletLedger.memberId, memberId), like(walletLedger.reference, 'lottery:payout:%')));
    expect(payouts).toEqual([{ cents: won }]);
    // The balance, read through either process: the stake out once, the prize in once.
    for (const server of [a, b]) {
      const wallet = await okValue(await authClient(over(server)).get(PATHS.wallet, token), WalletSchema);
      expect(wallet.sumBalance).toBe(before - 1000 + won);
    }
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('kill -9 of the leader: the other process takes the lottery over and settles the next draw', async () => {
    const dbName = names[0] as string;
    const leaderName = await until('a lottery leader', () => lotteryLeader(dbName));
    const [leader, follower] = leaderName === a.name ? [a, b] : [b, a];
    expect(leader.name).toBe(leaderName);
    leader.child.kill('SIGKILL');
    await leader.exited;
    const killedAt = Date.now();
    await until('the follower to lead', async () => (await lotteryLeader(dbName)) === follower.name, 10_000);
    // Leadership moves on the follower's next tick (every second) once the dead session is gone.
    expect(Date.now() - killedAt).toBeLessThan(5000);

    const token = await authClient(over(follower)).passwordLogin('juan', 'Member1234');
    const { order } = await drawOrderNow(follower, token);
    const subs = await database.db
      .select({ status: lotterySubOrders.status })
      .from(lotterySubOrders)
      .where(eq(lotterySubOrders.orderId, order.id));
    expect(subs.filter((s) => s.status === 'won')).toHaveLength(1);
  });

  it('WORKERS=2: one primary, two workers on one port, each answering; a killed worker is replaced', async () => {
    // A fresh empty database: the two workers migrate it at once.
    const cluster = start('swerte-cluster', await newDb(), { WORKERS: '2' });
    await listening(cluster, 2);
    const pids = cluster.workerPids();
    expect(pids).toHaveLength(2);

    // A new connection per request: the primary hands connections to the workers in turn.
    const ids = Array.from({ length: 8 }, (_, i) => `mp-${i}-${randomBytes(6).toString('hex')}`);
    for (const id of ids) {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        httpGet(
          `${cluster.base}/wps/system/template`,
          { agent: false, headers: { 'X-Request-Id': id } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode));
          },
        ).on('error', reject);
      });
      expect(status).toBe(200);
    }
    // Each worker's access line starts with its pid (a line still being written does not match yet).
    const servedBy = await until('the access lines', () => {
      const found = ids.map(
        (id) => new RegExp(`^\\{"pid":(\\d+),.*"id":"${id}"`, 'm').exec(cluster.output())?.[1],
      );
      return found.every(Boolean) ? new Set(found.map(Number)) : undefined;
    });
    expect([...servedBy].sort()).toEqual([...pids].sort());

    // A worker that dies is replaced; the port keeps answering.
    process.kill(pids[0] as number, 'SIGKILL');
    await until('the replacement', () =>
      /worker 1 started \(pid \d+\)[\s\S]*worker 1 started/.test(cluster.output()),
    );
    await listening(cluster, 3);
    expect(cluster.output()).toMatch(
      /worker 1 \(pid \d+\) exited with signal SIGKILL after \d+ s, restarting in 500 ms/,
    );
    expect((await fetch(`${cluster.base}/wps/system/template`)).status).toBe(200);

    // SIGTERM to the primary stops every worker, then the primary exits 0.
    cluster.child.kill('SIGTERM');
    expect(await cluster.exited).toBe(0);
    expect(cluster.output()).toContain('swerte: all workers stopped');
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(pids.filter(alive)).toEqual([]);
  });
});
