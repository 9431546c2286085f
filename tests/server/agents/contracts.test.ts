// Agent contracts (issue 15): an upline offers salary, hourly-salary or dividend terms to a direct
// sub-agent, who accepts or rejects; the upline cancels while pending; of two answers at once one wins.
// Settlement pays the downline's credit and the upline's debit together, once per contract and period,
// and leaves the pay unpaid (nothing moved) while the upline cannot afford it, paying it on a later run.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractSettlementJob } from '../../../server/agents/settlement-job.ts';
import { keyAt } from '../../../server/agents/settlement-periods.ts';
import { agentContracts, agentSettlements, members, merchants, opsAudit } from '../../../server/db/schema.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { AGENT_CODES } from '../../../src/shared/errors/agent.ts';
import { CONTRACT_CODES } from '../../../src/shared/errors/agent-contract.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  type ContractKind,
  ContractOverviewSchema,
  ContractRequestsSchema,
  ContractSchema,
  DividendInfoSchema,
  SettlementPageSchema,
  SettleResultSchema,
  TeamFiguresSchema,
} from '../../../src/shared/schemas/agent-contracts.ts';
import { OPS_CARLA, playSlots } from '../support/campaign-helpers.ts';
import type { CashierMember } from '../support/cashier-members.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';
import { leaderPair } from '../support/leader-pair.ts';
import { adjustBalance, closeReconciled } from '../support/ledger-assert.ts';
import { newTeam } from './team-fixture.ts';

const PATH: Record<ContractKind, { contracts: string; settlements: string }> = {
  salary: { contracts: PATHS.salaryContracts, settlements: PATHS.salarySettlements },
  hourly: { contracts: PATHS.hourlyContracts, settlements: PATHS.hourlySettlements },
  dividend: { contracts: PATHS.dividendContracts, settlements: PATHS.dividendSettlements },
};

const SALARY = { tiers: [{ minTurnoverCents: 100, minActivePlayers: 1, salaryCents: 5_000 }] };
const SALARY_2 = {
  tiers: [
    { minTurnoverCents: 100, minActivePlayers: 1, salaryCents: 3_000 },
    { minTurnoverCents: 100_000_000, minActivePlayers: 1, salaryCents: 9_000 },
  ],
};
const DIVIDEND = { tiers: [{ minLossCents: 1, minActivePlayers: 1, shareBp: 3_000 }] };
const TERMS: Record<ContractKind, unknown> = { salary: SALARY, hourly: SALARY, dividend: DIVIDEND };

describe.each(databases)('agent contracts ($kind)', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const ops = (path: string, body: unknown) =>
    Promise.resolve(h.app.request(path, { method: 'POST', headers: OPS_CARLA, body: JSON.stringify(body) }));
  const offer = (by: CashierMember, k: ContractKind, agentId: number, terms: unknown = TERMS[k]) =>
    by.send('POST', PATH[k].contracts, { agentId, terms });
  const act = (by: CashierMember, k: ContractKind, id: number, action: 'accept' | 'reject' | 'cancel') =>
    by.send('POST', `${PATH[k].contracts}/${id}/${action}`);
  const overview = async (by: CashierMember, k: ContractKind) =>
    okValue(await by.get(PATH[k].contracts), ContractOverviewSchema);
  const today = () => keyAt('salary', h.services.now());
  const settleToday = async () =>
    okValue(await ops(PATHS.opsAgentContractSettle, { kind: 'salary', period: today() }), SettleResultSchema);
  const balance = async (m: CashierMember) => (await balanceOf(h.database.db, m.id)) ?? Number.NaN;

  it('offer, accept: the sub-agent sees the offer and the home check, accepts, and it pays from then', async () => {
    const t = await newTeam(h);
    const offered = await okValue(await offer(t.agent, 'salary', t.subAgent.id), ContractSchema);
    expect(offered).toMatchObject({ status: 'pending', upline: t.agent.account, agent: t.subAgent.account });

    const mine = await overview(t.subAgent, 'salary');
    expect(mine.pending?.id).toBe(offered.id);
    expect(mine.current).toBeNull();
    expect(await okValue(await t.subAgent.get(PATHS.contractRequests), ContractRequestsSchema)).toEqual({
      dailysalreqtype: true,
      divtypecompperiodreq: false,
      contracthoursalreq: false,
    });
    // A second offer of the kind waits for the first one's answer.
    expect(await failure(await offer(t.agent, 'salary', t.subAgent.id))).toMatchObject({
      status: 409,
      code: CONTRACT_CODES.pendingExists,
    });

    const accepted = await okValue(await act(t.subAgent, 'salary', offered.id, 'accept'), ContractSchema);
    expect(accepted.status).toBe('accepted');
    expect(
      (await okValue(await t.subAgent.get(PATHS.contractRequests), ContractRequestsSchema)).dailysalreqtype,
    ).toBe(false);
    const agentView = await overview(t.agent, 'salary');
    expect(agentView.offered.map((c) => [c.id, c.status])).toEqual([[offered.id, 'accepted']]);
    expect(agentView.subAgents.map((s) => s.account)).toEqual([t.subAgent.account]);

    // A newer contract accepted replaces it: the old one is superseded, one in force.
    const newer = await okValue(await offer(t.agent, 'salary', t.subAgent.id, SALARY_2), ContractSchema);
    await okValue(await act(t.subAgent, 'salary', newer.id, 'accept'), ContractSchema);
    const after = await overview(t.subAgent, 'salary');
    expect(after.current?.id).toBe(newer.id);
    const old = await overview(t.agent, 'salary');
    expect(old.offered.map((c) => c.id)).toEqual([newer.id]);
  });

  it('reject and cancel end a pending offer; nothing moves a contract that is no longer pending', async () => {
    const t = await newTeam(h);
    for (const k of ['salary', 'hourly', 'dividend'] as const) {
      const a = await okValue(await offer(t.agent, k, t.subAgent.id), ContractSchema);
      expect((await okValue(await act(t.subAgent, k, a.id, 'reject'), ContractSchema)).status).toBe(
        'rejected',
      );
      const b = await okValue(await offer(t.agent, k, t.subAgent.id), ContractSchema);
      expect((await okValue(await act(t.agent, k, b.id, 'cancel'), ContractSchema)).status).toBe('cancelled');
      for (const [by, action] of [
        [t.subAgent, 'accept'],
        [t.subAgent, 'reject'],
        [t.agent, 'cancel'],
      ] as const)
        expect(await failure(await act(by, k, b.id, action))).toMatchObject({
          status: 409,
          code: CONTRACT_CODES.notPending,
        });
      // Each party only its own move: the upline cannot accept, the downline cannot cancel.
      const c = await okValue(await offer(t.agent, k, t.subAgent.id), ContractSchema);
      expect(await failure(await act(t.agent, k, c.id, 'accept'))).toMatchObject({
        code: AGENT_CODES.notInTeam,
      });
      expect(await failure(await act(t.subAgent, k, c.id, 'cancel'))).toMatchObject({
        code: AGENT_CODES.notInTeam,
      });
      // Another kind's path does not know it.
      const other = k === 'salary' ? 'hourly' : 'salary';
      expect(await failure(await act(t.subAgent, other, c.id, 'accept'))).toMatchObject({
        status: 404,
        code: CONTRACT_CODES.unknown,
      });
    }
  });

  it('offers go to direct sub-agents only, with climbing tiers', async () => {
    const t = await newTeam(h);
    // A player, a member two levels down, another agent's member: not a sub-agent of mine.
    expect(await failure(await offer(t.agent, 'salary', t.players[0]?.id ?? 0))).toMatchObject({
      status: 409,
      code: CONTRACT_CODES.notAgent,
    });
    for (const id of [t.subPlayer.id, t.outsider.id, t.stranger.id, t.agent.id, 999_999_999])
      expect(await failure(await offer(t.agent, 'salary', id))).toMatchObject({
        status: 403,
        code: AGENT_CODES.notInTeam,
      });
    const falling = {
      tiers: [
        { minTurnoverCents: 1_000, minActivePlayers: 1, salaryCents: 5_000 },
        { minTurnoverCents: 500, minActivePlayers: 1, salaryCents: 6_000 },
      ],
    };
    for (const terms of [
      falling,
      { tiers: [] },
      { tiers: [{ minLossCents: 1, minActivePlayers: 0, shareBp: 20_000 }] },
    ])
      expect(await failure(await offer(t.agent, 'salary', t.subAgent.id, terms))).toMatchObject({
        status: 400,
        code: CODES.invalidRequest,
      });
  });

  it('refuses a member (type 0) on every endpoint, and an outsider on every contract it is not party to', async () => {
    const t = await newTeam(h);
    const contract = await okValue(await offer(t.agent, 'dividend', t.subAgent.id), ContractSchema);
    for (const k of ['salary', 'hourly', 'dividend'] as const) {
      const calls = (m: CashierMember) => [
        m.get(PATH[k].contracts),
        offer(m, k, t.subAgent.id),
        act(m, k, contract.id, 'accept'),
        act(m, k, contract.id, 'reject'),
        act(m, k, contract.id, 'cancel'),
        m.get(PATH[k].settlements),
      ];
      for (const res of await Promise.all(calls(t.player)))
        expect(await failure(res)).toMatchObject({ status: 403, code: CODES.permissionDenied });
    }
    for (const path of [
      PATHS.contractRequests,
      PATHS.dividendInfo,
      PATHS.salaryFigures,
      PATHS.hourlyFigures,
      PATHS.dividendFigures,
    ])
      expect(await failure(await t.player.get(path))).toMatchObject({
        status: 403,
        code: CODES.permissionDenied,
      });
    // The outsider: not its sub-agent, not its contract.
    expect(await failure(await offer(t.outsider, 'dividend', t.subAgent.id))).toMatchObject({
      status: 403,
      code: AGENT_CODES.notInTeam,
    });
    for (const action of ['accept', 'reject', 'cancel'] as const)
      expect(await failure(await act(t.outsider, 'dividend', contract.id, action))).toMatchObject({
        status: 403,
        code: AGENT_CODES.notInTeam,
      });
    const seen = await overview(t.outsider, 'dividend');
    expect([seen.pending, seen.current, seen.offered, seen.subAgents]).toEqual([null, null, [], []]);
  });

  it("settlement pays the sub-agent's credit and the agent's debit once, with the team's figures", async () => {
    const t = await newTeam(h, { balanceCents: 100_000 });
    const c = await okValue(await offer(t.agent, 'salary', t.subAgent.id), ContractSchema);
    await okValue(await act(t.subAgent, 'salary', c.id, 'accept'), ContractSchema);
    await playSlots(h, t.subPlayer, 3, 100, 'contract-seed');
    // The calculator's starting point: the team's figures of the day so far.
    expect(await okValue(await t.subAgent.get(PATHS.salaryFigures), TeamFiguresSchema)).toMatchObject({
      period: today(),
      turnoverCents: 300,
      activePlayers: 1,
    });

    const first = await settleToday();
    expect(first.paid).toBeGreaterThanOrEqual(1);
    expect(await balance(t.agent)).toBe(100_000 - 5_000);
    expect(await balance(t.subAgent)).toBe(100_000 + 5_000);
    await settleToday();
    expect(await balance(t.agent)).toBe(95_000);
    expect(await balance(t.subAgent)).toBe(105_000);

    const mine = await okValue(await t.subAgent.get(PATHS.salarySettlements), SettlementPageSchema);
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({
      direction: 'in',
      counterpart: t.agent.account,
      status: 'paid',
      amountCents: 5_000,
    });
    expect(mine.list[0]?.lines).toEqual([
      { key: 'turnover', value: 300 },
      { key: 'activePlayers', value: 1 },
      { key: 'tier', value: 1 },
      { key: 'salary', value: 5_000 },
      { key: 'amount', value: 5_000 },
    ]);
    const theirs = await okValue(await t.agent.get(PATHS.salarySettlements), SettlementPageSchema);
    expect(theirs.list.map((s) => [s.direction, s.counterpart, s.amountCents])).toEqual([
      ['out', t.subAgent.account, 5_000],
    ]);
    const audits = await h.database.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.action, 'agent.contract.settle'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('an upline who cannot afford the pay pays nothing (unpaid), then pays in full on a later run', async () => {
    const t = await newTeam(h, { balanceCents: 100_000 });
    await adjustBalance(h.database.db, t.agent.id, 4_999);
    const c = await okValue(await offer(t.agent, 'salary', t.subAgent.id), ContractSchema);
    await okValue(await act(t.subAgent, 'salary', c.id, 'accept'), ContractSchema);
    await playSlots(h, t.subPlayer, 2, 100, 'short-seed');

    await settleToday();
    expect(await balance(t.agent)).toBe(4_999);
    expect(await balance(t.subAgent)).toBe(100_000);
    const [row] = await h.database.db
      .select()
      .from(agentSettlements)
      .where(eq(agentSettlements.contractId, c.id));
    expect(row?.status).toBe('unpaid');

    await adjustBalance(h.database.db, t.agent.id, 6_000);
    await settleToday();
    expect(await balance(t.agent)).toBe(1_000);
    expect(await balance(t.subAgent)).toBe(105_000);
  });

  it("a top agent's platform contract is offered by operators (audited) and paid by the platform alone", async () => {
    const t = await newTeam(h, { balanceCents: 10_000 });
    expect(
      await failure(
        await ops(PATHS.opsAgentContracts, { kind: 'salary', agentId: t.subAgent.id, terms: SALARY }),
      ),
    ).toMatchObject({ status: 409, code: CONTRACT_CODES.notTopAgent });
    const c = await okValue(
      await ops(PATHS.opsAgentContracts, { kind: 'salary', agentId: t.agent.id, terms: SALARY }),
      ContractSchema,
    );
    expect(c.upline).toBeNull();
    await okValue(await act(t.agent, 'salary', c.id, 'accept'), ContractSchema);
    await playSlots(h, t.players[0] as CashierMember, 1, 100, 'platform-seed');
    await settleToday();
    expect(await balance(t.agent)).toBe(15_000);
    const audits = await h.database.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `contract:${c.id}`));
    expect(audits.map((a) => a.action)).toEqual(['agent.contract.offer']);
  });

  it('dividend info: the contract in force and what is unpaid', async () => {
    const t = await newTeam(h);
    const c = await okValue(await offer(t.agent, 'dividend', t.subAgent.id), ContractSchema);
    await okValue(await act(t.subAgent, 'dividend', c.id, 'accept'), ContractSchema);
    expect(await okValue(await t.subAgent.get(PATHS.dividendInfo), DividendInfoSchema)).toEqual({
      contracted: true,
      lastPeriod: null,
      lastCents: 0,
      unpaidCents: 0,
    });
  });

  describe('at once', () => {
    it('accept and cancel of one offer: exactly one wins', async () => {
      const t = await newTeam(h);
      for (let round = 0; round < 5; round++) {
        const c = await okValue(await offer(t.agent, 'hourly', t.subAgent.id), ContractSchema);
        const [accept, cancel] = await Promise.all([
          act(t.subAgent, 'hourly', c.id, 'accept'),
          act(t.agent, 'hourly', c.id, 'cancel'),
        ]);
        expect([accept.status, cancel.status].sort()).toEqual([200, 409]);
        const view = await overview(t.subAgent, 'hourly');
        expect(view.pending).toBeNull();
        if (accept.status === 200) expect(view.current?.id).toBe(c.id);
      }
    });

    it('two settlements of one period: paid once, balances exact', async () => {
      const t = await newTeam(h, { balanceCents: 50_000 });
      const c = await okValue(await offer(t.agent, 'salary', t.subAgent.id), ContractSchema);
      await okValue(await act(t.subAgent, 'salary', c.id, 'accept'), ContractSchema);
      await playSlots(h, t.subPlayer, 1, 100, 'race-seed');
      await Promise.all([settleToday(), settleToday(), settleToday()]);
      expect(await balance(t.agent)).toBe(45_000);
      expect(await balance(t.subAgent)).toBe(55_000);
      const rows = await h.database.db
        .select()
        .from(agentSettlements)
        .where(eq(agentSettlements.contractId, c.id));
      expect(rows.map((r) => r.status)).toEqual(['paid']);
    });
  });
});

describe.each(databases)('agent contract settlement job ($kind)', ({ kind }) => {
  let h: Harness;
  const jobs: ContractSettlementJob[] = [];
  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(async () => {
    for (const job of jobs.splice(0)) await job.stop();
    await closeReconciled(h);
  });

  it('settles the day that ended once, whichever process leads, and pays an unpaid one when money comes', async () => {
    const t = await newTeam(h, { balanceCents: 20_000 });
    const rich = await newTeam(h, { balanceCents: 20_000 });
    await adjustBalance(h.database.db, t.agent.id, 1_000);
    for (const team of [t, rich]) {
      const c = await okValue(
        await team.agent.send('POST', PATHS.salaryContracts, { agentId: team.subAgent.id, terms: SALARY }),
        ContractSchema,
      );
      await okValue(
        await team.subAgent.send('POST', `${PATHS.salaryContracts}/${c.id}/accept`),
        ContractSchema,
      );
      await playSlots(h, team.subPlayer, 1, 100, `job-${team.agent.id}`);
    }
    // Nothing is due while the day runs.
    const job = () => new ContractSettlementJob({ db: h.database.db, now: h.services.now });
    const early = job();
    await early.runOnce();
    await early.stop();
    expect(await balanceOf(h.database.db, rich.subAgent.id)).toBe(20_000);

    h.advance(24 * 3_600_000);
    if (kind === 'postgres') {
      const { leader, follower } = await leaderPair(job, jobs);
      expect(await follower.runOnce()).toBeNull();
      await leader.runOnce();
    } else {
      // One process: both jobs lead (PGlite has one session); the rows still pay once.
      jobs.push(job(), job());
      await Promise.all(jobs.map((j) => j.runOnce()));
    }
    expect(await balanceOf(h.database.db, rich.agent.id)).toBe(15_000);
    expect(await balanceOf(h.database.db, rich.subAgent.id)).toBe(25_000);
    // The short upline paid nothing; topped up, the next run pays it in full.
    expect(await balanceOf(h.database.db, t.subAgent.id)).toBe(20_000);
    await adjustBalance(h.database.db, t.agent.id, 5_000);
    await Promise.all(jobs.map((j) => j.runOnce()));
    expect(await balanceOf(h.database.db, t.agent.id)).toBe(0);
    expect(await balanceOf(h.database.db, t.subAgent.id)).toBe(25_000);
    expect(await balanceOf(h.database.db, rich.subAgent.id)).toBe(25_000);
  });
});

describe.each(databases)('agent contract settlement: one pay per agent and period ($kind)', ({ kind }) => {
  let h: Harness;
  const jobs: ContractSettlementJob[] = [];
  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(async () => {
    for (const job of jobs.splice(0)) await job.stop();
    await closeReconciled(h);
  });

  // An operator settles the running day for contract A; the upline's new terms B are accepted later that
  // day (A superseded). The day was paid: neither another "settle now" nor the job at its end pays it again
  // under B, even when they run at once.
  it('a day settled early is not paid again by the contract that supersedes it', async () => {
    const t = await newTeam(h, { balanceCents: 100_000 });
    const send = (path: string, body?: unknown) =>
      Promise.resolve(
        h.app.request(path, { method: 'POST', headers: OPS_CARLA, body: JSON.stringify(body ?? {}) }),
      );
    const a = await okValue(
      await t.agent.send('POST', PATHS.salaryContracts, { agentId: t.subAgent.id, terms: SALARY }),
      ContractSchema,
    );
    await okValue(await t.subAgent.send('POST', `${PATHS.salaryContracts}/${a.id}/accept`), ContractSchema);
    await playSlots(h, t.subPlayer, 2, 100, 'early-seed');
    const day = keyAt('salary', h.services.now());
    await okValue(
      await send(PATHS.opsAgentContractSettle, { kind: 'salary', period: day }),
      SettleResultSchema,
    );
    expect(await balanceOf(h.database.db, t.subAgent.id)).toBe(105_000);

    const b = await okValue(
      await t.agent.send('POST', PATHS.salaryContracts, { agentId: t.subAgent.id, terms: SALARY_2 }),
      ContractSchema,
    );
    await okValue(await t.subAgent.send('POST', `${PATHS.salaryContracts}/${b.id}/accept`), ContractSchema);
    // Still that day: settled again now, the contract in force is B.
    await Promise.all([
      send(PATHS.opsAgentContractSettle, { kind: 'salary', period: day }),
      send(PATHS.opsAgentContractSettle, { kind: 'salary', period: day }),
    ]);
    // The day ends; the job and an operator settle it at once.
    h.advance(24 * 3_600_000);
    const job = new ContractSettlementJob({ db: h.database.db, now: h.services.now });
    jobs.push(job);
    await Promise.all([job.runOnce(), send(PATHS.opsAgentContractSettle, { kind: 'salary', period: day })]);

    expect(await balanceOf(h.database.db, t.subAgent.id)).toBe(105_000);
    expect(await balanceOf(h.database.db, t.agent.id)).toBe(95_000);
    const rows = await h.database.db
      .select()
      .from(agentSettlements)
      .where(eq(agentSettlements.agentId, t.subAgent.id));
    expect(rows.map((r) => [r.contractId, r.period, r.status, r.amountCents])).toEqual([
      [a.id, day, 'paid', 5_000],
    ]);
  });
});

describe.each(databases)("agent contract settlement: an operator's merchant only ($kind)", ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  // "Settle now" of a running day settles it as it stands, for good: an operator of one merchant (the
  // Merchant header, as every /ops call) must not settle another merchant's agents' day early.
  it("settling a running period now settles the operator's merchant's contracts, not another's", async () => {
    const db = h.database.db;
    const [swerte] = await db.select().from(merchants).where(eq(merchants.code, 'SWERTE'));
    await db.insert(merchants).values({ code: 'OTHER', config: swerte?.config ?? {} });
    const t = await newTeam(h, { balanceCents: 100_000 });
    await playSlots(h, t.subPlayer, 2, 100, 'other-seed');
    const team = [t.agent.id, t.subAgent.id, t.subPlayer.id];
    await db.update(members).set({ merchantCode: 'OTHER' }).where(inArray(members.id, team));
    const at = new Date(h.services.now());
    const [c] = await db
      .insert(agentContracts)
      .values({
        merchantCode: 'OTHER',
        kind: 'salary',
        uplineId: t.agent.id,
        agentId: t.subAgent.id,
        terms: SALARY,
        status: 'accepted',
        offeredBy: `member:${t.agent.id}`,
        createdAt: at,
        decidedAt: at,
      })
      .returning();
    const settle = (merchant: string) =>
      Promise.resolve(
        h.app.request(PATHS.opsAgentContractSettle, {
          method: 'POST',
          headers: { ...OPS_CARLA, Merchant: merchant },
          body: JSON.stringify({ kind: 'salary', period: keyAt('salary', h.services.now()) }),
        }),
      );
    await Promise.all([settle('SWERTE'), settle('SWERTE')]);
    expect(await balanceOf(db, t.subAgent.id)).toBe(100_000);
    expect(await balanceOf(db, t.agent.id)).toBe(100_000);
    expect(
      await db
        .select()
        .from(agentSettlements)
        .where(eq(agentSettlements.contractId, c?.id ?? 0)),
    ).toEqual([]);
    await okValue(await settle('OTHER'), SettleResultSchema);
    expect(await balanceOf(db, t.subAgent.id)).toBe(105_000);
    expect(await balanceOf(db, t.agent.id)).toBe(95_000);
  });
});
