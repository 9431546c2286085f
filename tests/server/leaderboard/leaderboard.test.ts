// The period leaderboard: the ranking by valid wager from real in-house rounds (masked, the member's own
// place; trial and excluded members left off; one category only when set), the operators' prize table
// (validated, audited), and settlement: once per period under concurrent settlers (operators' calls, other
// processes, two leaders on PostgreSQL), within the budget, the winner board listing the winners by amount;
// the ledger reconciled.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardPeriods, opsAudit, walletLedger } from '../../../server/db/schema.ts';
import { LeaderboardJob } from '../../../server/leaderboard/job.ts';
import { LeaderboardService } from '../../../server/leaderboard/leaderboard.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { maskAccount } from '../../../src/shared/constants/referrals.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  LeaderboardSchema,
  LeaderboardSettleResultSchema,
  LeaderboardWinnersSchema,
  OpsLeaderboardSchema,
} from '../../../src/shared/schemas/missions.ts';
import { OPS_CARLA, playSlots, timeOut } from '../support/campaign-helpers.ts';
import { type CashierMember, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';
import { leaderPair } from '../support/leader-pair.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

const DAY = 86_400_000;

describe.each(databases)('the period leaderboard on $kind', ({ kind }) => {
  let h: Harness;
  const db = () => h.database.db;
  const jobs: LeaderboardJob[] = [];
  const configure = (body: unknown) =>
    h.app.request(PATHS.opsLeaderboard, { method: 'PUT', headers: OPS_CARLA, body: JSON.stringify(body) });
  const settle = async () =>
    okValue(
      await h.app.request(PATHS.opsLeaderboardSettle, { method: 'POST', headers: OPS_CARLA }),
      LeaderboardSettleResultSchema,
    );
  const board = async (m: CashierMember) => okValue(await m.get(PATHS.leaderboard), LeaderboardSchema);
  const winners = async (m: CashierMember) =>
    okValue(await m.get(PATHS.leaderboardWinners), LeaderboardWinnersSchema);
  const play = (m: CashierMember, rounds: number) => playSlots(h, m, rounds, 100, 'leaderboard');

  let a: CashierMember;
  let b: CashierMember;
  let c: CashierMember;
  let x: CashierMember;

  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(jobs.map((j) => j.stop()));
    await closeReconciled(h);
  });

  it('operators set the prize table, validated and audited; members need the MISSION promotion and a real account', async () => {
    const bad = [
      { periodKind: 'month', prizes: [100], budgetCents: 1_000 },
      { periodKind: 'day', prizes: [-1], budgetCents: 1_000 },
      { periodKind: 'day', prizes: [1.5], budgetCents: 1_000 },
      { periodKind: 'day', prizes: Array.from({ length: 51 }, () => 1), budgetCents: 1_000 },
      { periodKind: 'day', prizes: [100], budgetCents: -5 },
    ];
    for (const body of bad) expect((await failure(await configure(body))).code).toBe('request.invalid');
    expect((await h.app.request(PATHS.opsLeaderboard)).status).toBe(401);
    const before = await okValue(
      await h.app.request(PATHS.opsLeaderboard, { headers: OPS_CARLA }),
      OpsLeaderboardSchema,
    );
    expect(before.settings).toBeNull();
    expect(before.current.kind).toBe('week');

    // Rank 3's prize does not fit what is left once ranks 1 and 2 are paid: it is skipped.
    const set = await okValue(
      await configure({ periodKind: 'day', prizes: [5_000, 3_000, 1_000], budgetCents: 8_500 }),
      OpsLeaderboardSchema,
    );
    expect(set.settings).toMatchObject({
      periodKind: 'day',
      prizes: [5_000, 3_000, 1_000],
      budgetCents: 8_500,
      spentCents: 0,
    });
    expect(Date.parse(set.current.endsAt) - Date.parse(set.current.startsAt)).toBe(DAY);
    const audits = await db().select().from(opsAudit).where(eq(opsAudit.target, 'leaderboard:SWERTE'));
    expect(audits.map((r) => [r.action, r.actor])).toEqual([['leaderboard.configure', 'ops:carla']]);

    const trial = await newMember(h, { type: 4 });
    expect((await failure(await trial.get(PATHS.leaderboard))).code).toBe('free_reject');
  });

  it('ranks members by valid wager this period, masked, with their own place; excluded members are left off', async () => {
    const four = await Promise.all(Array.from({ length: 4 }, () => newMember(h, { balanceCents: 100_000 })));
    [a, b, c, x] = four as [CashierMember, CashierMember, CashierMember, CashierMember];
    await play(a, 3);
    await play(b, 2);
    await play(c, 1);
    await play(x, 4);
    const seen = await board(b);
    expect(seen.prizes).toEqual([5_000, 3_000, 1_000]);
    expect(seen.list.slice(0, 4)).toEqual([
      { rank: 1, account: maskAccount(x.account), wagerCents: 400, prizeCents: 5_000 },
      { rank: 2, account: maskAccount(a.account), wagerCents: 300, prizeCents: 3_000 },
      { rank: 3, account: maskAccount(b.account), wagerCents: 200, prizeCents: 1_000 },
      { rank: 4, account: maskAccount(c.account), wagerCents: 100, prizeCents: 0 },
    ]);
    expect(seen.mine).toEqual({
      rank: 3,
      account: maskAccount(b.account),
      wagerCents: 200,
      prizeCents: 1_000,
    });

    // x takes a week's time-out: off the board (and so off the winners).
    await timeOut(h, x.id, '7d', 7 * DAY);
    const after = await board(a);
    expect(after.list.slice(0, 3).map((r) => [r.rank, r.account, r.wagerCents])).toEqual([
      [1, maskAccount(a.account), 300],
      [2, maskAccount(b.account), 200],
      [3, maskAccount(c.account), 100],
    ]);
    expect(after.mine?.rank).toBe(1);
    // Counting one category's wager only: studio rounds are INHOUSE, none of them LIVE.
    const only = async (category: string) =>
      okValue(
        await configure({ periodKind: 'day', category, prizes: [5_000, 3_000, 1_000], budgetCents: 8_500 }),
        OpsLeaderboardSchema,
      );
    expect((await only('LIVE')).settings?.category).toBe('LIVE');
    expect(await board(a)).toMatchObject({ category: 'LIVE', list: [], mine: null });
    await only('INHOUSE');
    expect((await board(a)).mine).toMatchObject({ rank: 1, wagerCents: 300 });
    // A trial account's play money never ranks (so never wins).
    // (Compared as the whole list: a masked name keeps 2 + 2 characters, so another member may share it.)
    const ranked = (await board(a)).list;
    const trial = await newMember(h, { type: 4, balanceCents: 100_000 });
    await play(trial, 5);
    expect((await board(a)).list).toEqual(ranked);
    expect((await board(a)).mine?.rank).toBe(1);
    const nobody = await newMember(h);
    expect((await board(nobody)).mine).toBeNull();
    // Nothing has ended yet: nothing to settle, no winners.
    expect(await settle()).toEqual({ periods: 0, prizes: 0, paidCents: 0 });
    expect(await winners(a)).toEqual({ period: null, list: [] });
  });

  it('settles the ended period once under concurrent settlers, within the budget; the winner board lists them by amount', async () => {
    const start = await Promise.all([a, b, c, x].map((m) => balanceOf(db(), m.id)));
    const period = (await board(a)).period;
    h.advance(DAY);
    const others = Array.from({ length: 3 }, () => new LeaderboardService(db(), h.services.now));
    // Operators pressing settle, other processes settling, and (on PostgreSQL) two leader jobs, all at once.
    const [results] = await Promise.all([
      Promise.all([...Array.from({ length: 10 }, () => settle()), ...others.map((s) => s.settleAll())]),
      kind === 'postgres'
        ? leaderPair(() => new LeaderboardJob({ db: db(), now: h.services.now }), jobs)
        : Promise.resolve(),
    ]);
    expect(results.reduce((n, r) => n + r.periods, 0)).toBeLessThanOrEqual(1);
    const [period1] = await db()
      .select()
      .from(leaderboardPeriods)
      .where(eq(leaderboardPeriods.endsAt, new Date(period.endsAt)));
    expect(period1?.startsAt.toISOString()).toBe(period.startsAt);

    const end = await Promise.all([a, b, c, x].map((m) => balanceOf(db(), m.id)));
    expect(end.map((cents, i) => (cents ?? 0) - (start[i] ?? 0))).toEqual([5_000, 3_000, 0, 0]);
    const credits = await db()
      .select()
      .from(walletLedger)
      .where(like(walletLedger.reference, 'leaderboard:%'));
    expect(credits.map((e) => [e.memberId, e.amountCents, e.reason]).sort()).toEqual(
      [
        [a.id, 5_000, 'bonus.leaderboard'],
        [b.id, 3_000, 'bonus.leaderboard'],
      ].sort(),
    );

    // Sessions expire over a day: a member signed in now reads the board.
    const viewer = await newMember(h);
    const board2 = await winners(viewer);
    expect(board2.period).toEqual(period);
    expect(board2.list).toEqual([
      { rank: 1, account: maskAccount(a.account), winAmount: 5_000 },
      { rank: 2, account: maskAccount(b.account), winAmount: 3_000 },
    ]);
    const ops = await okValue(
      await h.app.request(PATHS.opsLeaderboard, { headers: OPS_CARLA }),
      OpsLeaderboardSchema,
    );
    expect(ops.settings?.spentCents).toBe(8_000);
    expect(await settle()).toEqual({ periods: 0, prizes: 0, paidCents: 0 });
    const settled = await db().select().from(opsAudit).where(eq(opsAudit.action, 'leaderboard.settle'));
    // Audited when an operator's call settled it (not when a job or another process did).
    expect(settled.filter((r) => r.actor === 'ops:carla')).toHaveLength(
      results.slice(0, 10).filter((r) => r.periods === 1).length,
    );

    // The budget never goes below what is spent.
    const low = await failure(await configure({ periodKind: 'day', prizes: [5_000], budgetCents: 7_999 }));
    expect([low.status, low.code]).toEqual([409, 'mission.budget_exhausted']);
  });
});

describe.each(databases)('the period leaderboard after a settler outage on $kind', ({ kind }) => {
  let h: Harness;
  const jobs: LeaderboardJob[] = [];
  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(jobs.map((j) => j.stop()));
    await closeReconciled(h);
  });

  // No settler ran between the end of day D and the end of day D+1 (every process down, a deploy): D is
  // still settled, once, when they come back, oldest first; nothing before the last settled period is.
  it('a period that ended while no settler ran is settled later, once', async () => {
    const db = h.database.db;
    const settle = async () =>
      okValue(
        await h.app.request(PATHS.opsLeaderboardSettle, { method: 'POST', headers: OPS_CARLA }),
        LeaderboardSettleResultSchema,
      );
    await okValue(
      await h.app.request(PATHS.opsLeaderboard, {
        method: 'PUT',
        headers: OPS_CARLA,
        body: JSON.stringify({ periodKind: 'day', prizes: [5_000], budgetCents: 50_000 }),
      }),
      OpsLeaderboardSchema,
    );
    const winner = await newMember(h, { balanceCents: 10_000 });
    await playSlots(h, winner, 2, 100, 'outage');
    const before = (await balanceOf(db, winner.id)) ?? 0;
    h.advance(2 * DAY);
    const others = Array.from({ length: 3 }, () => new LeaderboardService(db, h.services.now));
    const results = await Promise.all([
      settle(),
      settle(),
      ...others.map((s) => s.settleAll()),
      ...(kind === 'postgres'
        ? [new LeaderboardJob({ db, now: h.services.now })].map((j) => {
            jobs.push(j);
            return j.runOnce();
          })
        : []),
    ]);
    expect(results.reduce((n, r) => n + (r?.periods ?? 0), 0)).toBe(2);
    expect((await balanceOf(db, winner.id)) ?? 0).toBe(before + 5_000);
    const prizes = await db.select().from(walletLedger).where(like(walletLedger.reference, 'leaderboard:%'));
    expect(prizes.map((e) => [e.memberId, e.amountCents])).toEqual([[winner.id, 5_000]]);
    expect(await settle()).toEqual({ periods: 0, prizes: 0, paidCents: 0 });
    const periods = await db.select().from(leaderboardPeriods);
    expect(periods).toHaveLength(2);
  });
});
