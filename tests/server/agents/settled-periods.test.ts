// Period payouts count settled wagering by settled time (issue 31, case 5): a team stake parked on an open
// draw earns the agent no rebate and adds nothing to a contract's figures, so one placed before midnight
// and cancelled after counts in no period; one placed on a day and settled the next counts on the next
// day, once. Before, both read the ledger's stake entries by the day they were written. A day is settled
// only once every draw due in it has settled: a scheduler pass over a backlog stamps stakes into it late.
// An account an agent opened itself counts only once it has deposited (case 9).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentRebateSettlement } from '../../../server/agents/rebate-settlement.ts';
import { Settlement } from '../../../server/agents/settlement.ts';
import { periodOf } from '../../../server/agents/settlement-periods.ts';
import {
  agentRebateSettlements,
  lotteryDraws,
  members,
  walletLedger,
  wallets,
} from '../../../server/db/schema.ts';
import { SETTLE_GRACE_MS } from '../../../server/lib/leader-job.ts';
import { balanceOf, credit } from '../../../server/wallet/ledger.ts';
import { checkLedger } from '../../../server/wallet/reconcile.ts';
import { ledgerRef } from '../../../server/wallet/references.ts';
import { manilaDayBounds, manilaDayOf } from '../../../src/shared/agent-rebate.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { AgentMemberRatesSchema } from '../../../src/shared/schemas/agent-rebates.ts';
import type { Order } from '../../../src/shared/schemas/lottery.ts';
import {
  approvedDeposit,
  lotteryWins,
  OPS_CARLA,
  pk10Order,
  settleOpenDraws,
} from '../support/campaign-helpers.ts';
import type { CashierMember } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';
import { newTeam, type Team } from './team-fixture.ts';

describe.each(databases)('period payouts on settled wagering ($kind)', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
    await h.services.lottery.runDue(h.services.now());
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const rebates = () => new AgentRebateSettlement(h.database.db, h.services.now);
  const contracts = () => new Settlement(h.database.db, h.services.now);
  /** A team whose top agent earns 1 % of its direct members' lottery turnover. */
  const lotteryTeam = async (): Promise<Team> => {
    const t = await newTeam(h, { balanceCents: 100_000 });
    const res = await h.app.request(`${PATHS.opsAgentRebates}/${t.agent.id}`, {
      method: 'PUT',
      headers: OPS_CARLA,
      body: JSON.stringify({ rates: [{ category: 'LOTTERY', rateBp: 100 }] }),
    });
    await okValue(res, AgentMemberRatesSchema);
    return t;
  };
  const settle = (t: Team, day: string) =>
    rebates().settleAgent({ id: t.agent.id, merchantCode: 'SWERTE' }, day);
  const dayFigures = (t: Team, day: string) => {
    const { from, to } = manilaDayBounds(day);
    return contracts().figures(t.agent.id, new Date(from), new Date(to));
  };
  const cancel = async (m: CashierMember, o: Order) => {
    for (const sub of o.subOrders) {
      const res = await m.send('POST', `${PATHS.lotteryOrders}/${o.id}/suborders/${sub.id}/cancel`, {});
      expect(res.status).toBe(200);
    }
  };

  it('a parked stake earns no rebate and no contract turnover; cancelled, the day paid nothing for it', async () => {
    const t = await lotteryTeam();
    const player = t.players[0] as CashierMember;
    const day = manilaDayOf(h.services.now());
    const agentBefore = (await balanceOf(h.database.db, t.agent.id)) ?? 0;
    const parked = await pk10Order(h, player, 1_000); // ₱100 on the open draw
    expect(await dayFigures(t, day)).toMatchObject({ turnoverCents: 0, activePlayers: 0 });
    expect(await settle(t, day)).toBe(0);
    await cancel(player, parked);
    expect(await balanceOf(h.database.db, player.id)).toBe(100_000);
    expect(await balanceOf(h.database.db, t.agent.id)).toBe(agentBefore);
  });

  it('a stake placed on a day and settled the next counts on the next day, once', async () => {
    const t = await lotteryTeam();
    const player = t.players[0] as CashierMember;
    const day = manilaDayOf(h.services.now());
    await pk10Order(h, player, 1_000);
    // Past midnight (Manila), the draw is made and settles the stake.
    h.advance(manilaDayBounds(day).to - h.services.now() + 60_000);
    await h.services.lottery.runDue(h.services.now());
    const next = manilaDayOf(h.services.now());
    expect(next).not.toBe(day);

    expect(await dayFigures(t, day)).toMatchObject({ turnoverCents: 0 });
    expect(await settle(t, day)).toBe(0);
    const won = await lotteryWins(h, player.id);
    expect(await dayFigures(t, next)).toEqual({
      turnoverCents: 10_000,
      activePlayers: 1,
      lossCents: 10_000 - won,
    });
    // 1 % of ₱100, paid on the day it settled and not again.
    expect(await settle(t, next)).toBe(100);
    expect(await settle(t, next)).toBeNull();
  });

  it('a day waits for its draws: a backlog pass that settles a stake into a closed day still pays it', async () => {
    const t = await lotteryTeam();
    const player = t.players[0] as CashierMember;
    // A stake on a draw due just before Manila midnight.
    const { to } = manilaDayBounds(manilaDayOf(h.services.now()));
    if (to - h.services.now() < 150_000) h.advance(to - h.services.now() + 60_000);
    const day = manilaDayOf(h.services.now());
    h.advance(manilaDayBounds(day).to - 150_000 - h.services.now());
    const order = await pk10Order(h, player, 1_000);
    const [draw] = await h.database.db
      .select({ drawAt: lotteryDraws.drawAt })
      .from(lotteryDraws)
      .where(eq(lotteryDraws.id, order.drawId));
    const drawAt = (draw as { drawAt: Date }).drawAt.getTime();
    expect(manilaDayOf(drawAt)).toBe(day);
    const agentBefore = (await balanceOf(h.database.db, t.agent.id)) ?? 0;

    // The scheduler is behind: past midnight and the grace, the draw is still not settled. The day waits,
    // and so does an operator's settlement of a contract period ending with it.
    h.advance(manilaDayBounds(day).to + SETTLE_GRACE_MS + 60_000 - h.services.now());
    await rebates().pass();
    expect(await balanceOf(h.database.db, t.agent.id)).toBe(agentBefore);
    const period = periodOf('salary', day);
    expect(period && (await contracts().settlePeriod('salary', period))).toBeNull();

    // The pass that catches up stamps its settlements with its start, before midnight: the day counts it.
    await h.services.lottery.runDue(drawAt + 1_000);
    await rebates().pass();
    expect(await balanceOf(h.database.db, t.agent.id)).toBe(agentBefore + 100);
    expect(await settle(t, day)).toBeNull();
  });

  it('an account the agent opened earns it nothing until it deposits its own money', async () => {
    const t = await lotteryTeam();
    const [opened, signedUp] = t.players as [CashierMember, CashierMember];
    await h.database.db.update(members).set({ openedBy: t.agent.id }).where(eq(members.id, opened.id));
    // The whole test inside one Manila day.
    const { to } = manilaDayBounds(manilaDayOf(h.services.now()));
    if (to - h.services.now() < 30 * 60_000) h.advance(to - h.services.now() + 60_000);
    const day = manilaDayOf(h.services.now());

    // Play with money that is not its own (a balance the agent could have moved there): nothing counts.
    await pk10Order(h, opened, 1_000);
    await settleOpenDraws(h);
    expect(await dayFigures(t, day)).toMatchObject({ turnoverCents: 0, activePlayers: 0 });
    // After its first deposit its play counts; a sign-up's play always did.
    await approvedDeposit(h, opened.id, 10_000);
    await pk10Order(h, opened, 1_000);
    await pk10Order(h, signedUp, 1_000);
    await settleOpenDraws(h);
    expect(await dayFigures(t, day)).toMatchObject({ turnoverCents: 20_000, activePlayers: 2 });
    expect(await settle(t, day)).toBe(200);
  });

  it('ledger:check finds a team rebate day paid on a stake that was taken back (what the old code paid)', async () => {
    const t = await lotteryTeam();
    const player = t.players[0] as CashierMember;
    const day = manilaDayOf(h.services.now());
    await cancel(player, await pk10Order(h, player, 1_000));
    // The old settlement counted the ₱100 stake on the day it was placed, cancelled after midnight.
    const db = h.database.db;
    const reference = ledgerRef.agentRebate(t.agent.id, day);
    const line = { rateBp: 100, directTurnoverCents: 10_000, teamTurnoverCents: 0, incomeCents: 100 };
    await db.insert(agentRebateSettlements).values({
      agentId: t.agent.id,
      day,
      amountCents: 100,
      lines: [{ category: 'LOTTERY', ...line }],
      settledAt: new Date(h.services.now()),
    });
    const paid = await credit(db, {
      memberId: t.agent.id,
      amountCents: 100,
      reason: 'agent.rebate',
      reference,
    });
    expect(paid.ok).toBe(true);

    expect((await checkLedger(db)).mismatches).toContainEqual(
      expect.objectContaining({
        kind: 'agent_rebate.unplayed',
        memberId: t.agent.id,
        ref: reference,
        expected: 0,
        found: 10_000,
      }),
    );
    // Taken back by hand: clean again.
    await db.delete(walletLedger).where(eq(walletLedger.reference, reference));
    await db
      .update(wallets)
      .set({ balanceCents: sql`${wallets.balanceCents} - 100` })
      .where(eq(wallets.memberId, t.agent.id));
    await db.delete(agentRebateSettlements).where(eq(agentRebateSettlements.agentId, t.agent.id));
    expect((await checkLedger(db)).mismatches).toEqual([]);
  });
});
