// Leadership of the background jobs on PostgreSQL (server/db/leader-session.ts): every lock a process
// holds sits on one connection of its own, so jobs never starve requests of the pool (issue 17: with
// the locks on pool connections, ten leading jobs left requests none and the server answered 503 a
// minute after it started); a lock has one holder across processes and within one; a broken leader
// session loses its locks at once and takes them back on the next try.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../../server/db/client.ts';
import type { Database } from '../../../server/db/types.ts';
import { LEADER_LOCK_IDS, LeaderLock } from '../../../server/lib/leader-lock.ts';
import { seeded } from '../../../server/seed/seed.ts';
import { TEST_PASSWORD_COST } from '../support/harness.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const JOB_LOCKS = Object.entries(LEADER_LOCK_IDS)
  .filter(([name]) => name !== 'migration')
  .map(([, id]) => id);

describe.skipIf(!adminUrl)('leadership on PostgreSQL', () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  const name = `swerte_lead_${randomBytes(6).toString('hex')}`;
  const opened: Database[] = [];

  /** A process's database: its pool of `poolMax` and its leader session, named in pg_stat_activity. */
  const open = async (app: string, poolMax = 2) => {
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    url.searchParams.set('application_name', app);
    const database = await openPostgres(url.toString(), {
      ...seeded({ passwordCost: TEST_PASSWORD_COST }),
      poolMax,
    });
    opened.push(database);
    return database;
  };

  /** Who holds each job lock in this database: lock id → application_name. */
  const holders = async () => {
    const { rows } = await admin.query<{ id: number; app: string; pid: number }>(
      `select l.objid::int as id, a.application_name as app, a.pid from pg_locks l
         join pg_stat_activity a on a.pid = l.pid join pg_database d on d.oid = l.database
        where l.locktype = 'advisory' and l.granted and d.datname = $1`,
      [name],
    );
    return rows;
  };

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    for (const d of opened) await d.close().catch(() => {});
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  let a: Database;
  let locksA: LeaderLock[];

  it('every job leading holds one connection beside the pool, and a pool of 2 still serves 20 queries at once', async () => {
    a = await open('swerte-lead-a');
    locksA = JOB_LOCKS.map((id) => new LeaderLock(a.db, id));
    expect(await Promise.all(locksA.map((l) => l.acquire()))).toEqual(JOB_LOCKS.map(() => true));

    const held = await holders();
    expect(held.map((h) => h.id).sort()).toEqual([...JOB_LOCKS].sort());
    expect(new Set(held.map((h) => h.pid)).size).toBe(1);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => a.db.execute(sql`select ${i}::int as n, pg_sleep(0.02)`)),
    );
    expect(answers).toHaveLength(20);
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    // Two pool connections and the leader session, whatever the number of jobs.
    expect(rows[0]?.n).toBeLessThanOrEqual(3);
    expect(a.poolStats()).toMatchObject({ max: 2, waiting: 0 });
  });

  it('another process leads nothing while the first holds every lock, and everything once it closes', async () => {
    const b = await open('swerte-lead-b');
    const locksB = JOB_LOCKS.map((id) => new LeaderLock(b.db, id));
    expect(await Promise.all(locksB.map((l) => l.acquire()))).toEqual(JOB_LOCKS.map(() => false));

    // Within one process, too: a second holder of a held id does not lead.
    const twin = new LeaderLock(a.db, JOB_LOCKS[0] as number);
    expect(await twin.acquire()).toBe(false);
    await locksA[0]?.release();
    expect(await twin.acquire()).toBe(true);
    expect(locksA[0]?.isLeader).toBe(false);

    // Two holders of one id asking at once: one leads, and once it lets go another process can lead
    // (the session's second count of the lock, taken for the loser, was given back).
    const spare = 727_999;
    const pair = [new LeaderLock(a.db, spare), new LeaderLock(a.db, spare)];
    const won = await Promise.all(pair.map((l) => l.acquire()));
    expect([...won].sort()).toEqual([false, true]);
    await pair[won.indexOf(true)]?.release();
    expect(await new LeaderLock(b.db, spare).acquire()).toBe(true);

    await a.close();
    expect(await Promise.all(locksB.map((l) => l.acquire()))).toEqual(JOB_LOCKS.map(() => true));
    expect(new Set((await holders()).map((h) => h.app))).toEqual(new Set(['swerte-lead-b']));
    a = b;
    locksA = locksB;
  });

  it('a terminated leader session loses every lock at once and takes them back on the next try', async () => {
    const [before] = await holders();
    await admin.query('select pg_terminate_backend($1)', [before?.pid]);
    for (let i = 0; i < 100 && locksA.some((l) => l.isLeader); i++) await sleep(20);
    expect(locksA.filter((l) => l.isLeader)).toEqual([]);

    // The pool was not touched: requests go on.
    await a.db.execute(sql`select 1`);
    expect(await Promise.all(locksA.map((l) => l.acquire()))).toEqual(JOB_LOCKS.map(() => true));
    const after = await holders();
    expect(after).toHaveLength(JOB_LOCKS.length);
    expect(new Set(after.map((h) => h.pid)).size).toBe(1);
    expect(after[0]?.pid).not.toBe(before?.pid);
  });
});
