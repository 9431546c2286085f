// Missions: progress from real in-house rounds, one credit per member under 200 concurrent claims, the
// budget never exceeded, refusals (incomplete, trial, excluded), the ranking, and the ledger reconciled.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missions, opsAudit, walletLedger } from '../../../server/db/schema.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  MissionBoardSchema,
  MissionClaimResultSchema,
  MissionListSchema,
  MissionOpsListSchema,
  MissionOpsSchema,
} from '../../../src/shared/schemas/missions.ts';
import { playSlots as playSlotRounds, timeOut } from '../support/campaign-helpers.ts';
import { type CashierMember, newMember } from '../support/cashier-members.ts';
import {
  createHarness,
  databases,
  failure,
  type Harness,
  okValue,
  TEST_OPS_TOKEN,
} from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'Content-Type': 'application/json' };
const HOUR = 3_600_000;

describe.each(databases)('missions on $kind', ({ kind }) => {
  let h: Harness;
  const db = () => h.database.db;

  const createMission = async (body: Record<string, unknown>) => {
    const now = h.services.now();
    return h.app.request(PATHS.opsMissions, {
      method: 'POST',
      headers: ops,
      body: JSON.stringify({
        title: 'Play the studio',
        startsAt: new Date(now - HOUR).toISOString(),
        endsAt: new Date(now + HOUR).toISOString(),
        ...body,
      }),
    });
  };
  const mission = async (body: Record<string, unknown>) =>
    okValue(await createMission(body), MissionOpsSchema);

  /** Plays `n` slot rounds of `betCents` in the studio (real rounds through the seamless wallet). */
  const playSlots = (m: CashierMember, n: number, betCents: number) =>
    playSlotRounds(h, m, n, betCents, 'mission');
  const view = async (m: CashierMember, id: number) => {
    const list = await okValue(await m.get(PATHS.missions), MissionListSchema);
    const found = list.list.find((x) => x.id === id);
    if (!found) throw new Error(`mission ${id} not listed`);
    return found;
  };
  const claim = (m: CashierMember, id: number) => m.send('POST', `${PATHS.missions}/${id}/claim`);

  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  it('operators create missions with validated rules, audited; a bad rule or period is refused', async () => {
    const bad = [
      { rule: { kind: 'rounds', count: 0 }, rewardCents: 100, budgetCents: 1_000 },
      { rule: { kind: 'jackpot', count: 3 }, rewardCents: 100, budgetCents: 1_000 },
      { rule: { kind: 'wager', cents: 500, category: 'NOPE' }, rewardCents: 100, budgetCents: 1_000 },
      { rule: { kind: 'rounds', count: 3 }, rewardCents: 0, budgetCents: 1_000 },
    ];
    for (const body of bad) expect((await failure(await createMission(body))).code).toBe('request.invalid');
    const backwards = await createMission({
      rule: { kind: 'rounds', count: 3 },
      rewardCents: 100,
      budgetCents: 1_000,
      startsAt: new Date(h.services.now() + HOUR).toISOString(),
      endsAt: new Date(h.services.now()).toISOString(),
    });
    expect((await failure(backwards)).code).toBe('request.invalid');
    const unauth = await h.app.request(PATHS.opsMissions, { method: 'GET' });
    expect(unauth.status).toBe(401);

    const m = await mission({
      rule: { kind: 'wager', cents: 5_000, category: 'INHOUSE' },
      rewardCents: 700,
      budgetCents: 7_000,
    });
    expect(m).toMatchObject({ spentCents: 0, rule: { kind: 'wager', cents: 5_000, category: 'INHOUSE' } });
    const listed = await okValue(
      await h.app.request(PATHS.opsMissions, { headers: ops }),
      MissionOpsListSchema,
    );
    expect(listed.list.map((x) => x.id)).toContain(m.id);
    const audits = await db()
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `mission:${m.id}`));
    expect(audits.map((a) => a.action)).toEqual(['mission.create']);
  });

  it('counts real in-house rounds of the period; an incomplete mission is refused, a complete one pays once', async () => {
    const m = await mission({
      rule: { kind: 'rounds', count: 3, category: 'INHOUSE' },
      rewardCents: 2_500,
      budgetCents: 100_000,
    });
    const wager = await mission({
      rule: { kind: 'wager', cents: 300 },
      rewardCents: 100,
      budgetCents: 100_000,
    });
    const p = await newMember(h, { balanceCents: 100_000 });
    expect(await view(p, m.id)).toMatchObject({ progress: 0, target: 3, complete: false, claimed: false });

    await playSlots(p, 2, 100);
    expect(await view(p, m.id)).toMatchObject({ progress: 2, complete: false });
    const early = await failure(await claim(p, m.id));
    expect([early.status, early.code]).toEqual([409, 'mission.incomplete']);

    await playSlots(p, 1, 100);
    expect(await view(p, m.id)).toMatchObject({ progress: 3, complete: true });
    expect(await view(p, wager.id)).toMatchObject({ progress: 300, target: 300, complete: true });

    const before = await p.get(PATHS.wallet).then((r) => r.json());
    const paid = await okValue(await claim(p, m.id), MissionClaimResultSchema);
    expect(paid.amountCents).toBe(2_500);
    expect(paid.balanceCents).toBe((before as { value: { sumBalance: number } }).value.sumBalance + 2_500);
    expect(await view(p, m.id)).toMatchObject({ claimed: true });
    const again = await failure(await claim(p, m.id));
    expect([again.status, again.code]).toEqual([409, 'mission.claimed']);
    const entries = await db()
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, `mission:${m.id}:${p.id}`));
    expect(entries.map((e) => [e.reason, e.amountCents])).toEqual([['bonus.mission', 2_500]]);
  });

  it('200 concurrent claims: each member paid once and the budget never exceeded', async () => {
    const m = await mission({
      rule: { kind: 'rounds', count: 1, category: 'INHOUSE' },
      rewardCents: 1_000,
      budgetCents: 7_000,
    });
    const players: CashierMember[] = [];
    for (let i = 0; i < 20; i++) {
      const p = await newMember(h, { balanceCents: 10_000 });
      await playSlots(p, 1, 100);
      players.push(p);
    }
    const before = new Map(
      await Promise.all(players.map(async (p) => [p.id, await balanceOf(db(), p.id)] as const)),
    );
    const presses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => claim(players[i % players.length] as CashierMember, m.id)),
    );
    const codes = await Promise.all(
      presses.map(async (r) => (r.status === 200 ? 'ok' : (await failure(r)).code)),
    );
    expect(codes.filter((c) => c === 'ok')).toHaveLength(7);
    expect(new Set(codes)).toEqual(new Set(['ok', 'mission.claimed', 'mission.budget_exhausted']));
    let raised = 0;
    for (const p of players) {
      const delta = ((await balanceOf(db(), p.id)) ?? 0) - (before.get(p.id) ?? 0);
      expect([0, 1_000]).toContain(delta);
      raised += delta;
    }
    expect(raised).toBe(7_000);
    const [row] = await db().select().from(missions).where(eq(missions.id, m.id));
    expect(row?.spentCents).toBe(7_000);
    const listed = await view(players[0] as CashierMember, m.id);
    expect(listed.available).toBe(false);
  }, 120_000);

  it('refuses trial accounts and excluded members; a cancelled mission is gone', async () => {
    const m = await mission({ rule: { kind: 'rounds', count: 1 }, rewardCents: 500, budgetCents: 10_000 });
    const trial = await newMember(h, { type: 4 });
    for (const res of [await trial.get(PATHS.missions), await claim(trial, m.id)])
      expect((await failure(res)).code).toBe('free_reject');

    const excluded = await newMember(h, { balanceCents: 10_000 });
    await playSlots(excluded, 1, 100);
    await timeOut(h, excluded.id, '1d', 86_400_000);
    const refused = await claim(excluded, m.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'protection.excluded' });
    expect(await balanceOf(db(), excluded.id)).toBe(10_000 - (await netStakes(excluded.id)));

    const cancel = await h.app.request(`${PATHS.opsMissions}/${m.id}`, {
      method: 'PATCH',
      headers: ops,
      body: JSON.stringify({ cancel: true }),
    });
    expect((await okValue(cancel, MissionOpsSchema)).cancelledAt).not.toBeNull();
    const player = await newMember(h, { balanceCents: 10_000 });
    await playSlots(player, 1, 100);
    const gone = await failure(await claim(player, m.id));
    expect([gone.status, gone.code]).toEqual([404, 'mission.not_found']);
  });

  /** What the member's stakes and wins moved (the slot pays something back sometimes). */
  const netStakes = async (memberId: number) => {
    const rows = await db().select().from(walletLedger).where(eq(walletLedger.memberId, memberId));
    return -rows.filter((r) => r.reason.startsWith('seamless.')).reduce((s, r) => s + r.amountCents, 0);
  };

  it("ranks the period's members by wager in the mission's scope, masked, with the member's own rank", async () => {
    const m = await mission({
      rule: { kind: 'wager', cents: 1_000_000, category: 'INHOUSE' },
      rewardCents: 100,
      budgetCents: 1_000,
    });
    const big = await newMember(h, { balanceCents: 1_000_000 });
    await playSlots(big, 2, 1_000);
    const small = await newMember(h, { balanceCents: 100_000 });
    await playSlots(small, 1, 100);
    const board = await okValue(await small.get(`${PATHS.missions}/${m.id}/board`), MissionBoardSchema);
    expect(board.list[0]).toMatchObject({ rank: 1, wagerCents: 2_000 });
    expect(board.list[0]?.account).not.toBe(big.account);
    expect(board.list[0]?.account).toContain('*');
    expect(board.mine?.wagerCents).toBe(100);
    expect(board.mine?.rank).toBeGreaterThan(1);
    const idle = await newMember(h);
    const none = await okValue(await idle.get(`${PATHS.missions}/${m.id}/board`), MissionBoardSchema);
    expect(none.mine).toBeNull();
    expect((await failure(await idle.get(`${PATHS.missions}/999999/board`))).code).toBe('mission.not_found');
  });
});
