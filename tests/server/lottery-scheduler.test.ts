import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryDraws } from '../../server/db/schema.ts';
import { issueOf } from '../../server/lottery/draws.ts';
import { LotteryScheduler } from '../../server/lottery/scheduler.ts';
import { createHarness, databases, type Harness } from './harness.ts';
import { closeReconciled } from './ledger-assert.ts';

// The draw scheduler (issue 4): issues created ahead, drawn when due, by one leader across processes.
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
