import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lotteryDraws } from '../../../server/db/schema.ts';
import type { Db } from '../../../server/db/types.ts';
import { issueOf } from '../../../server/lottery/draws.ts';
import { LotteryScheduler, MAX_BACKOFF_MS } from '../../../server/lottery/scheduler.ts';
import type { LotteryService } from '../../../server/lottery/service.ts';
import { createHarness, databases, type Harness } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

// The draw scheduler: issues created ahead, drawn when due, by one leader across processes.
describe.each(databases)('lottery scheduler on $kind', ({ kind }) => {
  let h: Harness;
  const schedulers: LotteryScheduler[] = [];
  const scheduler = () => {
    const s = new LotteryScheduler({ db: h.database.db, lottery: h.services.lottery, now: h.services.now });
    schedulers.push(s);
    return s;
  };

  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(async () => {
    for (const s of schedulers) await s.stop();
    await closeReconciled(h);
  });

  it('numbers issues by UTC day and slot', () => {
    const day = Date.UTC(2026, 10, 22);
    expect(issueOf(day + 120_000, 120_000)).toBe('202611220001');
    expect(issueOf(day + 86_400_000, 120_000)).toBe('202611220720');
  });

  it('creates the current and coming issues once, then draws the due ones', async () => {
    const s = scheduler();
    const first = await s.tick();
    expect(first?.created).toBe(9);
    expect((await s.tick())?.created).toBe(0);
    h.advance(130_000);
    const later = await s.tick();
    expect(later?.drawn).toBeGreaterThanOrEqual(1);
    const drawn = await h.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.status, 'settled'));
    expect(drawn.every((d) => d.drawAt.getTime() <= h.services.now() && d.result)).toBe(true);
    await s.stop();
  });

  // Leadership is a PostgreSQL session lock; PGlite has one session, so the case exists on PostgreSQL only.
  if (kind === 'postgres') {
    it('two schedulers on one PostgreSQL: only the leader draws', async () => {
      const a = scheduler();
      const b = scheduler();
      const [ra, rb] = await Promise.all([a.tick(), b.tick()]);
      expect([ra === null, rb === null].sort()).toEqual([false, true]);
      const leader = ra ? a : b;
      const follower = ra ? b : a;
      expect(leader.isLeader).toBe(true);
      h.advance(200_000);
      expect(await follower.tick()).toBeNull();
      expect((await leader.tick())?.drawn).toBeGreaterThanOrEqual(1);

      // The leader stops (or dies): the other takes over on its next tick.
      await leader.stop();
      h.advance(200_000);
      expect((await follower.tick())?.drawn).toBeGreaterThanOrEqual(1);
      expect(follower.isLeader).toBe(true);
    });
  }
});

// A database that is down is retried with back-off and logged once per change, not a stack
// trace a second.
describe('lottery scheduler while the database is down', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A db whose every call fails as a refused connection does, until `up` is set. */
  function flakyDb() {
    const state = { up: false, calls: 0 };
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432\n    at somewhere'), {
      code: 'ECONNREFUSED',
    });
    const execute = () => {
      state.calls++;
      return state.up ? Promise.resolve({ rows: [{ ok: true }] }) : Promise.reject(refused);
    };
    return { state, db: { execute, transaction: execute } as unknown as Db };
  }
  const report = { created: 0, drawn: 0, settled: 0 };
  const lottery = { runDue: async () => report } as unknown as LotteryService;

  it('backs off 1 s, 2, 4 … 30 s, logs one line down and one line back', async () => {
    vi.useFakeTimers();
    const { state, db } = flakyDb();
    const logError = vi.fn();
    const log = vi.fn();
    const s = new LotteryScheduler({ db, lottery, now: () => 0, logError, log });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.calls).toBe(1);

    // Tries at 0, 1, 3, 7, 15, 31, 61, 91, 121 s: 9 in two minutes instead of 121.
    await vi.advanceTimersByTimeAsync(121_000);
    expect(state.calls).toBe(9);
    expect(s.nextDelayMs).toBe(MAX_BACKOFF_MS);
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith(
      'swerte: lottery scheduler: database unavailable (connect ECONNREFUSED 127.0.0.1:5432), retrying',
    );
    expect(log).not.toHaveBeenCalled();

    // Back: the next try (within 30 s) succeeds, one line, and ticks are every second again.
    state.up = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('swerte: lottery scheduler: database back');
    expect(s.nextDelayMs).toBe(1000);
    const before = state.calls;
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.calls - before).toBe(0); // PGlite-style lock: taken once, then the lottery alone runs
    expect(s.isLeader).toBe(true);

    // Down again: one more line, not one per try.
    state.up = false;
    await s.stop();
    s.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(logError).toHaveBeenCalledTimes(2);
    await s.stop();
  });

  it('an error that is not the database logs its stack once and backs off the same way', async () => {
    vi.useFakeTimers();
    const runDue = vi.fn(async () => {
      throw new Error('bug');
    });
    const { state, db } = flakyDb();
    state.up = true;
    const logError = vi.fn();
    const s = new LotteryScheduler({
      db,
      lottery: { runDue } as unknown as LotteryService,
      now: () => 0,
      logError,
    });
    s.start();
    await vi.advanceTimersByTimeAsync(7000);
    expect(runDue).toHaveBeenCalledTimes(4); // 0, 1, 3, 7 s
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError.mock.calls[0]?.[1]).toBeInstanceOf(Error);
    await s.stop();
  });
});
