import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTrialMember, TRIAL_TYPE } from '../../../server/auth/trial.ts';
import { purgeExpiredTrials, TRIAL_PURGE_BATCH, TrialPurgeJob } from '../../../server/auth/trial-purge.ts';
import { ConfigError, loadConfig } from '../../../server/config.ts';
import {
  favouriteGames,
  gameRounds,
  games,
  lotteries,
  lotteryDraws,
  lotteryOrders,
  lotterySubOrders,
  members,
  recentGames,
  resetTokens,
  seamlessRounds,
  seamlessTransactions,
  sessions,
  studioSeeds,
  walletLedger,
  wallets,
} from '../../../server/db/schema.ts';
import type { Db } from '../../../server/db/types.ts';
import { credit, openWallet } from '../../../server/wallet/ledger.ts';
import { createHarness, databases, type Harness } from '../support/harness.ts';
import { leaderPair } from '../support/leader-pair.ts';
import { testReason, testReference } from '../support/ledger-assert.ts';

const HOUR = 3_600_000;
const tag = () => randomBytes(6).toString('hex');

describe('TRIAL_RETENTION_HOURS', () => {
  it('defaults to 24 hours and takes whole hours from 1 to 8760', () => {
    expect(loadConfig({}).trialRetentionHours).toBe(24);
    expect(loadConfig({ TRIAL_RETENTION_HOURS: '72' }).trialRetentionHours).toBe(72);
    for (const bad of ['0', '1.5', 'abc', '9000', '-3']) {
      expect(() => loadConfig({ TRIAL_RETENTION_HOURS: bad })).toThrow(ConfigError);
    }
  });
});

describe.each(databases)('trial purge on $kind', ({ kind }) => {
  let h: Harness;
  let db: Db;
  /** The clock every purge below runs at. */
  let now: number;
  let nodeId: number;
  let lotteryCode: string;
  const jobs: TrialPurgeJob[] = [];

  beforeAll(async () => {
    h = await createHarness(kind);
    db = h.database.db;
    now = h.services.now();
    const [game] = await db.select({ nodeId: games.nodeId }).from(games).limit(1);
    const [lottery] = await db.select({ code: lotteries.code }).from(lotteries).limit(1);
    if (!game || !lottery) throw new Error('seed has no games or lotteries');
    nodeId = game.nodeId;
    lotteryCode = lottery.code;
  });
  afterAll(async () => {
    for (const job of jobs) await job.stop();
    await h?.close();
  });

  const purge = (opts: { batchSize?: number } = {}) => purgeExpiredTrials(db, { now, ...opts });

  const trial = async (ageMs: number) => (await createTrialMember(db, 'SWERTE', new Date(now - ageMs))).id;

  const regular = async (ageMs: number) => {
    const [m] = await db
      .insert(members)
      .values({
        merchantCode: 'SWERTE',
        account: `member${tag()}`,
        passwordHash: '!none',
        type: 0,
        regDate: new Date(now - ageMs),
      })
      .returning({ id: members.id });
    if (!m) throw new Error('no member');
    await openWallet(db, {
      memberId: m.id,
      openingCents: 5_000,
      reason: 'opening',
      reference: `opening:${m.id}`,
    });
    return m.id;
  };

  const draw = async (status: 'open' | 'drawn' | 'settled') => {
    const [d] = await db
      .insert(lotteryDraws)
      .values({
        lotteryCode,
        issue: `T${tag()}`,
        closeAt: new Date(now - 2 * HOUR),
        drawAt: new Date(now - 2 * HOUR),
        serverSeed: 'seed',
        seedHash: 'hash',
        clientSeed: 'client',
        status,
      })
      .returning({ id: lotteryDraws.id });
    if (!d) throw new Error('no draw');
    return d.id;
  };

  /** A row in every table that refers to members; the session was last used `seenAgoMs` ago. */
  const fill = async (
    memberId: number,
    opts: { seenAgoMs?: number; drawStatus?: 'open' | 'settled' } = {},
  ) => {
    const seen = new Date(now - (opts.seenAgoMs ?? 5 * HOUR));
    await db.insert(sessions).values({
      tokenHash: tag(),
      memberId,
      merchantCode: 'SWERTE',
      createdAt: seen,
      lastSeenAt: seen,
      expiresAt: new Date(now + 12 * HOUR),
    });
    const moved = await credit(db, {
      memberId,
      amountCents: 100,
      reason: testReason('test'),
      reference: testReference(`test:${tag()}`),
    });
    expect(moved.ok).toBe(true);
    await db.insert(favouriteGames).values({ memberId, nodeId });
    await db.insert(recentGames).values({ memberId, nodeId });
    const drawId = await draw(opts.drawStatus ?? 'settled');
    const [order] = await db
      .insert(lotteryOrders)
      .values({ memberId, drawId, lotteryCode, totalCents: 100, status: 'placed', createdAt: seen })
      .returning({ id: lotteryOrders.id });
    if (!order) throw new Error('no order');
    await db.insert(lotterySubOrders).values({
      orderId: order.id,
      drawId,
      memberId,
      betType: 'x',
      numbers: [1, 2, 3],
      amountCents: 100,
      status: opts.drawStatus === 'open' ? 'open' : 'lost',
    });
    const [seed] = await db
      .insert(studioSeeds)
      .values({ memberId, serverSeed: 's', seedHash: 'h', clientSeed: 'c', revealedAt: seen })
      .returning({ id: studioSeeds.id });
    await db.insert(gameRounds).values({
      roundId: tag(),
      memberId,
      vendor: 'SWERTE',
      gameId: 'dice',
      betCents: 100,
      winCents: 0,
      outcome: {},
      seedId: seed?.id,
      seedHash: 'h',
      clientSeed: 'c',
      nonce: 0,
    });
    const roundId = tag();
    const betTransactionId = tag();
    await db.insert(seamlessRounds).values({ vendor: 'SWERTE', roundId, memberId, betTransactionId });
    await db.insert(seamlessTransactions).values({
      vendor: 'SWERTE',
      kind: 'bet',
      transactionId: betTransactionId,
      memberId,
      roundId,
      amountCents: 100,
    });
    await db.insert(resetTokens).values({
      tokenHash: tag(),
      memberId,
      createdAt: seen,
      expiresAt: new Date(seen.getTime() + 1_800_000),
    });
  };

  const memberTables = [
    members.id,
    wallets.memberId,
    sessions.memberId,
    walletLedger.memberId,
    favouriteGames.memberId,
    recentGames.memberId,
    lotteryOrders.memberId,
    lotterySubOrders.memberId,
    studioSeeds.memberId,
    gameRounds.memberId,
    seamlessRounds.memberId,
    seamlessTransactions.memberId,
    resetTokens.memberId,
  ] as const;

  /** Rows of `memberId` in each table, in the order of memberTables. */
  const rowsOf = async (memberId: number) => {
    const counts: number[] = [];
    for (const column of memberTables) {
      const [row] = await db.select({ n: count() }).from(column.table).where(eq(column, memberId));
      counts.push(row?.n ?? 0);
    }
    return counts;
  };
  const exists = async (memberId: number) => (await rowsOf(memberId))[0] === 1;

  it('deletes an old trial with every row that belongs to it, and keeps fresh trials and regular members', async () => {
    const old = await trial(25 * HOUR);
    await fill(old);
    const fresh = await trial(23 * HOUR);
    await fill(fresh);
    const member = await regular(25 * HOUR);
    await fill(member);
    expect((await rowsOf(old)).every((n) => n >= 1)).toBe(true);

    const report = await purge();
    expect(report.deleted).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(old)).toEqual(memberTables.map(() => 0));
    expect((await rowsOf(fresh)).every((n) => n >= 1)).toBe(true);
    expect((await rowsOf(member)).every((n) => n >= 1)).toBe(true);
    // Nothing but trials ever goes: the seed's accounts and every non-trial member are still there.
    const [nonTrials] = await db.select({ n: count() }).from(members).where(eq(members.type, 0));
    expect(nonTrials?.n).toBeGreaterThan(0);
  });

  it('keeps an old trial whose live session was used within the last hour', async () => {
    const playing = await trial(30 * HOUR);
    await fill(playing, { seenAgoMs: 20 * 60_000 });
    const idle = await trial(30 * HOUR);
    await fill(idle, { seenAgoMs: 61 * 60_000 });
    const signedOut = await trial(30 * HOUR);
    await fill(signedOut, { seenAgoMs: 5 * 60_000 });
    await db
      .update(sessions)
      .set({ revokedAt: new Date(now) })
      .where(eq(sessions.memberId, signedOut));

    await purge();
    expect(await exists(playing)).toBe(true);
    expect(await exists(idle)).toBe(false);
    expect(await exists(signedOut)).toBe(false);

    // An hour of silence later it goes.
    const later = await purgeExpiredTrials(db, { now: now + HOUR });
    expect(later.deleted).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(playing)).toEqual(memberTables.map(() => 0));
  });

  it('keeps an old trial while one of its lottery orders waits for settlement', async () => {
    const waiting = await trial(30 * HOUR);
    await fill(waiting, { drawStatus: 'open' });
    await purge();
    expect(await exists(waiting)).toBe(true);
    const [order] = await db
      .select({ drawId: lotteryOrders.drawId })
      .from(lotteryOrders)
      .where(eq(lotteryOrders.memberId, waiting));
    await db
      .update(lotteryDraws)
      .set({ status: 'settled' })
      .where(eq(lotteryDraws.id, order?.drawId ?? -1));
    await purge();
    expect(await exists(waiting)).toBe(false);
  });

  it('running twice is harmless', async () => {
    const old = await trial(48 * HOUR);
    await fill(old);
    await purge();
    expect(await purge()).toEqual({ deleted: 0, batches: 1 });
    expect(await exists(old)).toBe(false);
  });

  it('works through a backlog larger than one batch, one transaction per batch', async () => {
    await purge();
    const olds: number[] = [];
    for (let i = 0; i < 7; i++) olds.push(await trial((25 + i) * HOUR));
    for (const id of olds.slice(0, 2)) await fill(id);
    const fresh = await trial(HOUR);
    const spy = vi.spyOn(db, 'transaction');
    try {
      expect(await purge({ batchSize: 3 })).toEqual({ deleted: 7, batches: 3 });
      expect(spy).toHaveBeenCalledTimes(3);
    } finally {
      spy.mockRestore();
    }
    for (const id of olds) expect(await exists(id)).toBe(false);
    expect(await exists(fresh)).toBe(true);
    expect(TRIAL_PURGE_BATCH).toBe(500);
  });

  it('the job purges on its timer, stops cleanly and logs one line when a run fails', async () => {
    const old = await trial(25 * HOUR);
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    const log = vi.fn();
    const job = new TrialPurgeJob({ db, now: () => now, firstMs: 1000, everyMs: 60_000, log });
    jobs.push(job);
    try {
      job.start();
      expect(await exists(old)).toBe(true);
      await vi.advanceTimersByTimeAsync(1000);
      // run() hands back the purge the timer started (or, if it is already over, one more).
      await job.run();
      await job.stop();
    } finally {
      vi.useRealTimers();
    }
    expect(await exists(old)).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^swerte: trial purge deleted \d+ expired trial/));

    const logError = vi.fn();
    const lost = () => Promise.reject(new Error('connection lost\n    at somewhere'));
    const broken = { execute: lost, transaction: lost } as unknown as Db;
    const failing = new TrialPurgeJob({ db: broken, now: () => now, logError });
    await expect(failing.run()).resolves.toBeUndefined();
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith('swerte: trial purge failed: connection lost');
    await failing.stop();
  });

  // Leadership is a PostgreSQL session lock; PGlite has one process and one session.
  if (kind === 'postgres') {
    it('two jobs on one PostgreSQL: only the leader purges, the other takes over when it stops', async () => {
      const { leader, follower } = await leaderPair(() => new TrialPurgeJob({ db, now: () => now }), jobs);
      const old = await trial(25 * HOUR);
      expect(await follower.runOnce()).toBeNull();
      expect(await exists(old)).toBe(true);
      await leader.stop();
      expect((await follower.runOnce())?.deleted).toBe(1);
      expect(follower.isLeader).toBe(true);
      expect(await exists(old)).toBe(false);
    });
  }

  it('never selects a non-trial member, however old', async () => {
    const ancient = await regular(10_000 * HOUR);
    await db.update(members).set({ type: 1 }).where(eq(members.id, ancient));
    await purge();
    expect(await exists(ancient)).toBe(true);
    expect(TRIAL_TYPE).toBe(4);
  });
});
