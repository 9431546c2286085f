// Agent rebates (issue 15): operators set a top agent's rates, an agent its direct sub-agents' within its
// own (refused above, saved within, lowering caps the team below); the team rebate of a day is the
// agent's rate on its direct members' play plus the differential on its sub-agents' teams, paid once
// however many settlers run at once.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AgentRebateJob } from '../../../server/agents/rebate-job.ts';
import { AgentRebateSettlement } from '../../../server/agents/rebate-settlement.ts';
import { agentRebateSettlements, opsAudit, walletLedger } from '../../../server/db/schema.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { ledgerRef } from '../../../server/wallet/references.ts';
import { manilaDayOf } from '../../../src/shared/agent-rebate.ts';
import { AGENT_CODES } from '../../../src/shared/errors/agent.ts';
import { AGENT_REBATE_CODES } from '../../../src/shared/errors/agent-rebate.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { REBATE_CODES } from '../../../src/shared/errors/rebate.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  AgentMemberRatesSchema,
  AgentRebateIncomeSchema,
  AgentRebatesViewSchema,
  OpsAgentSettleResultSchema,
} from '../../../src/shared/schemas/agent-rebates.ts';
import { OPS_CARLA, playSlots } from '../support/campaign-helpers.ts';
import { type CashierMember, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';
import { leaderPair } from '../support/leader-pair.ts';
import { closeReconciled } from '../support/ledger-assert.ts';
import { AGENT_TYPE, newTeam, type Team } from './team-fixture.ts';

const DAY = 24 * 3_600_000;

describe.each(databases)('agent rebates ($kind)', ({ kind }) => {
  let h: Harness;
  const jobs: AgentRebateJob[] = [];
  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterEach(async () => {
    for (const job of jobs.splice(0)) await job.stop();
  });
  afterAll(() => closeReconciled(h));

  const ops = (method: string, path: string, body?: unknown) =>
    Promise.resolve(
      h.app.request(path, {
        method,
        headers: OPS_CARLA,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  const setTop = (id: number, rates: Record<string, number>) =>
    ops('PUT', `${PATHS.opsAgentRebates}/${id}`, {
      rates: Object.entries(rates).map(([category, rateBp]) => ({ category, rateBp })),
    });
  const setDown = (by: CashierMember, id: number | string, rates: Record<string, number>) =>
    by.send('PUT', `${PATHS.agentRebates}/${id}`, {
      rates: Object.entries(rates).map(([category, rateBp]) => ({ category, rateBp })),
    });
  const rateIn = (rates: { category: string; rateBp: number }[], category: string) =>
    rates.find((r) => r.category === category)?.rateBp;
  const view = async (by: CashierMember, memberId?: number) =>
    okValue(
      await by.get(`${PATHS.agentRebates}${memberId === undefined ? '' : `?memberId=${memberId}`}`),
      AgentRebatesViewSchema,
    );

  it("operators set a top agent's rates (audited), not a sub-agent's or a player's, within the bound", async () => {
    const t = await newTeam(h);
    const saved = await okValue(await setTop(t.agent.id, { INHOUSE: 100, RNG: 80 }), AgentMemberRatesSchema);
    expect(rateIn(saved.rates, 'INHOUSE')).toBe(100);
    expect(rateIn(saved.rates, 'LIVE')).toBe(0);
    expect(saved.rates).toHaveLength(9);
    const [row] = await h.database.db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.action, 'agent.rebate.rates'), eq(opsAudit.target, `member:${t.agent.id}`)));
    expect(row?.actor).toBe('ops:carla');

    expect(await failure(await setTop(t.subAgent.id, { INHOUSE: 10 }))).toMatchObject({
      status: 409,
      code: AGENT_REBATE_CODES.notTop,
    });
    expect(await failure(await setTop(t.player.id, { INHOUSE: 10 }))).toMatchObject({
      status: 409,
      code: AGENT_REBATE_CODES.notAgent,
    });
    expect(await failure(await setTop(t.agent.id, { INHOUSE: 301 }))).toMatchObject({
      status: 400,
      code: AGENT_REBATE_CODES.rateBounds,
    });
    // Dice's edge is 1 %: a 1.5 % in-house rate would pay an agent playing through its own account more than
    // the house earns (issue 31, case 9); lottery's least edge is 5 %, so the 3 % bound holds there.
    expect(await failure(await setTop(t.agent.id, { INHOUSE: 150 }))).toMatchObject({
      status: 400,
      code: AGENT_REBATE_CODES.rateAboveEdge,
    });
    expect(
      rateIn(
        (await okValue(await setTop(t.agent.id, { LOTTERY: 300 }), AgentMemberRatesSchema)).rates,
        'LOTTERY',
      ),
    ).toBe(300);
    // A player rebate rate likewise.
    expect(
      await failure(
        await ops('PUT', PATHS.opsRebateRates, {
          rates: [{ category: 'INHOUSE', rateBp: 150, capCents: null }],
        }),
      ),
    ).toMatchObject({ status: 400, code: REBATE_CODES.rateAboveEdge });
    // The refused change left the rates as they were.
    expect(rateIn((await view(t.agent)).own, 'INHOUSE')).toBe(100);
  });

  it("an agent sets a direct sub-agent's rates: above its own refused, within saved", async () => {
    const t = await newTeam(h);
    await okValue(await setTop(t.agent.id, { INHOUSE: 100 }), AgentMemberRatesSchema);
    const before = await view(t.agent, t.subAgent.id);
    expect(before.subAgents.map((s) => s.id)).toEqual([t.subAgent.id]);
    expect(rateIn(before.member?.rates ?? [], 'INHOUSE')).toBe(0);

    expect(await failure(await setDown(t.agent, t.subAgent.id, { INHOUSE: 101 }))).toMatchObject({
      status: 409,
      code: AGENT_REBATE_CODES.rateAboveOwn,
    });
    // A category where the agent has no rate: nothing above 0.
    expect(await failure(await setDown(t.agent, t.subAgent.id, { LIVE: 1 }))).toMatchObject({
      status: 409,
      code: AGENT_REBATE_CODES.rateAboveOwn,
    });
    expect(rateIn((await view(t.agent, t.subAgent.id)).member?.rates ?? [], 'INHOUSE')).toBe(0);

    const saved = await okValue(
      await setDown(t.agent, t.subAgent.id, { INHOUSE: 100 }),
      AgentMemberRatesSchema,
    );
    expect(rateIn(saved.rates, 'INHOUSE')).toBe(100);
    // The sub-agent sees its rate as its own bound.
    expect(rateIn((await view(t.subAgent)).own, 'INHOUSE')).toBe(100);
  });

  it('refuses members outside the team, deeper in it, players, and type-0 callers', async () => {
    const t = await newTeam(h);
    await okValue(await setTop(t.agent.id, { INHOUSE: 100 }), AgentMemberRatesSchema);
    for (const outsider of [t.outsider.id, t.stranger.id, t.player.id, t.agent.id]) {
      expect(await failure(await t.agent.get(`${PATHS.agentRebates}?memberId=${outsider}`))).toMatchObject({
        status: 403,
        code: AGENT_CODES.notInTeam,
      });
      expect(await failure(await setDown(t.agent, outsider, { INHOUSE: 10 }))).toMatchObject({
        status: 403,
        code: AGENT_CODES.notInTeam,
      });
    }
    expect(await failure(await setDown(t.agent, t.subPlayer.id, { INHOUSE: 10 }))).toMatchObject({
      status: 403,
      code: AGENT_REBATE_CODES.notDirect,
    });
    expect(await failure(await setDown(t.agent, t.players[0]?.id ?? 0, { INHOUSE: 10 }))).toMatchObject({
      status: 409,
      code: AGENT_REBATE_CODES.notAgent,
    });
    for (const res of [
      await t.player.get(PATHS.agentRebates),
      await t.players[0]?.get(PATHS.agentRebateIncome),
      await setDown(t.subPlayer, t.subAgent.id, { INHOUSE: 1 }),
    ])
      expect(await failure(res as Response)).toMatchObject({ status: 403, code: CODES.permissionDenied });
  });

  it('lowering a rate lowers the team below to it', async () => {
    const t = await newTeam(h);
    const subSub = await newMember(h, { type: AGENT_TYPE, parentId: t.subAgent.id });
    await okValue(await setTop(t.agent.id, { INHOUSE: 100, RNG: 50 }), AgentMemberRatesSchema);
    await okValue(await setDown(t.agent, t.subAgent.id, { INHOUSE: 80, RNG: 50 }), AgentMemberRatesSchema);
    await okValue(await setDown(t.subAgent, subSub.id, { INHOUSE: 60, RNG: 20 }), AgentMemberRatesSchema);

    await okValue(await setTop(t.agent.id, { INHOUSE: 50 }), AgentMemberRatesSchema);
    const sub = (await view(t.agent, t.subAgent.id)).member?.rates ?? [];
    expect([rateIn(sub, 'INHOUSE'), rateIn(sub, 'RNG')]).toEqual([50, 50]);
    const deep = (await view(t.subAgent, subSub.id)).member?.rates ?? [];
    expect([rateIn(deep, 'INHOUSE'), rateIn(deep, 'RNG')]).toEqual([50, 20]);

    await okValue(await setDown(t.agent, t.subAgent.id, { RNG: 10 }), AgentMemberRatesSchema);
    expect(rateIn((await view(t.subAgent, subSub.id)).member?.rates ?? [], 'RNG')).toBe(10);
  });

  it("a child's raise racing its upline's lowering never leaves the child above the upline", async () => {
    const t = await newTeam(h);
    for (let round = 0; round < 5; round++) {
      await okValue(await setTop(t.agent.id, { INHOUSE: 100 }), AgentMemberRatesSchema);
      const [raise, lower] = await Promise.all([
        setDown(t.agent, t.subAgent.id, { INHOUSE: 90 }),
        setTop(t.agent.id, { INHOUSE: 40 - round }),
      ]);
      expect(lower.status).toBe(200);
      expect([200, 409]).toContain(raise.status);
      const seen = await view(t.agent, t.subAgent.id);
      expect(rateIn(seen.own, 'INHOUSE')).toBe(40 - round);
      expect(rateIn(seen.member?.rates ?? [], 'INHOUSE')).toBeLessThanOrEqual(40 - round);
    }
  });

  /** A team whose day's play is known: returns what each agent earns (see the unit rule). */
  async function playedTeam(): Promise<Team> {
    const t = await newTeam(h, { balanceCents: 100_000 });
    await okValue(await setTop(t.agent.id, { INHOUSE: 100 }), AgentMemberRatesSchema);
    await okValue(await setDown(t.agent, t.subAgent.id, { INHOUSE: 60 }), AgentMemberRatesSchema);
    await playSlots(h, t.players[0] as CashierMember, 3, 1_000, 'p0');
    await playSlots(h, t.subAgent, 2, 1_000, 'sa');
    await playSlots(h, t.subPlayer, 5, 1_000, 'sp');
    // Not in the team: earns the agent nothing.
    await playSlots(h, t.stranger, 4, 1_000, 'st');
    return t;
  }
  // Agent: 1 % of its direct members' 30 + 20 pesos, and 1 % − 0.6 % of the sub-agent's team's 50 pesos.
  const AGENT_EARNS = 50 + 20;
  // Sub-agent: 0.6 % of its direct member's 50 pesos.
  const SUB_EARNS = 30;

  const creditsOf = (memberId: number, day: string) =>
    h.database.db
      .select()
      .from(walletLedger)
      .where(
        and(
          eq(walletLedger.memberId, memberId),
          eq(walletLedger.reference, ledgerRef.agentRebate(memberId, day)),
        ),
      );

  it('settling a day pays the rate and the differential exactly once; the income screen shows it', async () => {
    const t = await playedTeam();
    const day = manilaDayOf(h.services.now());
    const estimate = await okValue(await t.agent.get(PATHS.agentRebateIncome), AgentRebateIncomeSchema);
    expect(estimate.today?.totalCents).toBe(AGENT_EARNS);
    expect(estimate.today?.lines.find((l) => l.category === 'INHOUSE')).toEqual({
      category: 'INHOUSE',
      rateBp: 100,
      directTurnoverCents: 5_000,
      teamTurnoverCents: 5_000,
      incomeCents: AGENT_EARNS,
    });
    const agentBefore = (await balanceOf(h.database.db, t.agent.id)) ?? 0;

    const first = await okValue(
      await ops('POST', PATHS.opsAgentRebateSettle, { day }),
      OpsAgentSettleResultSchema,
    );
    expect(first.agents).toBeGreaterThanOrEqual(2);
    const again = await okValue(
      await ops('POST', PATHS.opsAgentRebateSettle, { day }),
      OpsAgentSettleResultSchema,
    );
    expect(again).toEqual({ day, agents: 0, paidCents: 0 });

    expect((await creditsOf(t.agent.id, day)).map((e) => [e.amountCents, e.reason])).toEqual([
      [AGENT_EARNS, 'agent.rebate'],
    ]);
    expect((await creditsOf(t.subAgent.id, day)).map((e) => e.amountCents)).toEqual([SUB_EARNS]);
    expect(await balanceOf(h.database.db, t.agent.id)).toBe(agentBefore + AGENT_EARNS);
    // The outsider has no rate: its day is not settled at all.
    expect(await creditsOf(t.outsider.id, day)).toHaveLength(0);

    const income = await okValue(await t.agent.get(PATHS.agentRebateIncome), AgentRebateIncomeSchema);
    expect(income.today).toBeNull();
    expect(income.settled.list).toHaveLength(1);
    expect(income.settled.list[0]).toMatchObject({ day, amountCents: AGENT_EARNS });
    expect(income.settled.list[0]?.lines.find((l) => l.category === 'INHOUSE')?.incomeCents).toBe(
      AGENT_EARNS,
    );

    expect(
      await failure(
        await ops('POST', PATHS.opsAgentRebateSettle, { day: manilaDayOf(h.services.now() + 2 * DAY) }),
      ),
    ).toMatchObject({
      status: 400,
      code: AGENT_REBATE_CODES.dayAhead,
    });
  });

  it('two settlers of one day at once, and the job on two processes, pay once', async () => {
    const t = await playedTeam();
    const day = manilaDayOf(h.services.now());
    const a = new AgentRebateSettlement(h.database.db, h.services.now);
    const b = new AgentRebateSettlement(h.database.db, h.services.now);
    const agent = { id: t.agent.id, merchantCode: 'SWERTE' };
    const paid = await Promise.all([
      a.settleAgent(agent, day),
      b.settleAgent(agent, day),
      a.settleAgent(agent, day),
    ]);
    expect(paid.filter((p) => p !== null)).toEqual([AGENT_EARNS]);
    expect(await creditsOf(t.agent.id, day)).toHaveLength(1);

    // A day later the job settles the rest of that day (the sub-agent) once, whichever process leads.
    h.advance(DAY);
    const job = () => new AgentRebateJob({ db: h.database.db, now: h.services.now });
    if (kind === 'postgres') {
      const { leader, follower } = await leaderPair(job, jobs);
      expect(await follower.runOnce()).toBeNull();
      await Promise.all([leader.runOnce(), new AgentRebateSettlement(h.database.db, h.services.now).pass()]);
    } else {
      // One process: both jobs lead (PGlite has one session); the rows still pay once.
      jobs.push(job(), job());
      await Promise.all(jobs.map((j) => j.runOnce()));
    }
    expect((await creditsOf(t.subAgent.id, day)).map((e) => e.amountCents)).toEqual([SUB_EARNS]);
    expect(await creditsOf(t.agent.id, day)).toHaveLength(1);
    const rows = await h.database.db
      .select()
      .from(agentRebateSettlements)
      .where(eq(agentRebateSettlements.agentId, t.subAgent.id));
    expect(rows.map((r) => [r.day, r.amountCents])).toEqual([[day, SUB_EARNS]]);
  });
});
