// The team KPI (GET /wps/agent/info/kpi): the agent home's four counters and the overview's summary
// follow what the team really did today (a login, studio rounds, a registration, a deposit), a sub-agent's
// team on request; a member (type 0) and another agent's member are refused.
import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions, walletLedger } from '../../../server/db/schema.ts';
import { AGENT_CODES } from '../../../src/shared/errors/agent.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { type AgentKpi, AgentKpiSchema } from '../../../src/shared/schemas/agent-kpi.ts';
import { DepositOrderSchema } from '../../../src/shared/schemas/deposits.ts';
import { authClient } from '../support/auth-client.ts';
import { bankChannelOf, OPS_CARLA, pendingManualDeposit, playSlots } from '../support/campaign-helpers.ts';
import { type CashierMember, LOGIN_PASSWORD, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';
import { newTeam, type Team } from './team-fixture.ts';

const DAY_MS = 24 * 60 * 60_000;

describe.each(databases)('team KPI ($kind)', ({ kind }) => {
  let h: Harness;
  let t: Team;

  const kpi = async (m: CashierMember, query = ''): Promise<AgentKpi> =>
    okValue(await m.get(`${PATHS.agentKpi}?size=0${query}`), AgentKpiSchema);

  /** Moves everything the team has done so far (sessions, registrations, opening balances) to two days ago. */
  async function backdate(ids: number[]) {
    const db = h.database.db;
    const then = new Date(h.services.now() - 2 * DAY_MS);
    await db.update(members).set({ regDate: then, lastLoginAt: then }).where(inArray(members.id, ids));
    await db
      .update(sessions)
      .set({ createdAt: then, lastSeenAt: then })
      .where(inArray(sessions.memberId, ids));
    await db.update(walletLedger).set({ createdAt: then }).where(inArray(walletLedger.memberId, ids));
  }

  beforeAll(async () => {
    h = await createHarness(kind);
    t = await newTeam(h, { balanceCents: 50_000 });
    await backdate([t.agent.id, t.subAgent.id, t.subPlayer.id, ...t.players.map((p) => p.id)]);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  it('counts the team today: nobody before, then a login, a bettor, a registration and a deposit', async () => {
    const before = await kpi(t.agent);
    expect(before.footer).toEqual({
      teamLoginMemberCount: 0,
      teamBetMemberCount: 0,
      teamRegisterMemberCount: 0,
      teamOnlineCount: 0,
    });
    expect(before.summary).toMatchObject({ teamSize: 4, directMembers: 3, subAgents: 1, depositCents: 0 });

    // A login (a real password login) by the sub-agent's player: logged in and online.
    const player = t.subPlayer;
    const [row] = await h.database.db
      .select({ account: members.account })
      .from(members)
      .where(inArray(members.id, [player.id]));
    await authClient(h).passwordLogin(row?.account ?? '', LOGIN_PASSWORD);

    // Studio rounds by a direct player (its session is two days old, but still live: a bettor, not a login).
    await playSlots(h, t.players[0] as CashierMember, 3, 200, 'kpi-seed');

    // A registration today under the agent (newMember opens its session: it logged in too).
    const newcomer = await newMember(h, { parentId: t.agent.id });

    // A first deposit, credited by an operator.
    const order = await pendingManualDeposit(h, await bankChannelOf(h), t.players[1]?.id ?? 0, 12_345);
    await okValue(
      await h.app.request(`${PATHS.opsDeposits}/${order}/approve`, { method: 'POST', headers: OPS_CARLA }),
      DepositOrderSchema,
    );

    const after = await kpi(t.agent);
    // players[0]'s game calls refresh its session's last_seen_at: online again, not logged in today.
    expect(after.footer).toEqual({
      teamLoginMemberCount: 2,
      teamBetMemberCount: 1,
      teamRegisterMemberCount: 1,
      teamOnlineCount: 3,
    });
    const Cents = v.pipe(v.union([v.string(), v.number()]), v.transform(Number));
    const ledger = v.parse(
      v.object({ rows: v.tuple([v.object({ stake: Cents, win: Cents })]) }),
      await h.database.db.execute(sql`
      select coalesce(-sum(amount_cents) filter (where reason = 'seamless.bet'), 0) as stake,
        coalesce(sum(amount_cents) filter (where reason = 'seamless.win'), 0) as win
      from wallet_ledger where member_id = ${t.players[0]?.id ?? 0}`),
    );
    const { stake, win } = ledger.rows[0];
    expect(stake).toBe(600);
    expect(after.summary).toMatchObject({
      teamSize: 5,
      directMembers: 4,
      subAgents: 1,
      newMembers: 1,
      firstDepositors: 1,
      depositCents: 12_345,
      withdrawalCents: 0,
      turnoverCents: 600,
      winCents: win,
      bonusCents: 0,
      rebateCents: 0,
      netCents: 600 - win,
    });
    expect(newcomer.id).toBeGreaterThan(0);

    // Yesterday: nothing happened then.
    const yesterday = new Date(h.services.now() + 8 * 3_600_000 - DAY_MS).toISOString().slice(0, 10);
    const past = await kpi(t.agent, `&startDate=${yesterday}&endDate=${yesterday}`);
    expect(past.footer.teamBetMemberCount).toBe(0);
    expect(past.summary.depositCents).toBe(0);
  });

  it("shows a sub-agent's team on request, and its own team to the sub-agent", async () => {
    const sub = await kpi(t.agent, `&memberId=${t.subAgent.id}`);
    expect(sub.summary).toMatchObject({ teamSize: 1, directMembers: 1, subAgents: 0 });
    expect(sub.footer.teamLoginMemberCount).toBe(1);
    expect(await kpi(t.subAgent)).toEqual(sub);
  });

  it("refuses a member (type 0) and another agent's member", async () => {
    expect(await failure(await t.player.get(PATHS.agentKpi))).toMatchObject({
      status: 403,
      code: CODES.permissionDenied,
    });
    expect(await failure(await t.agent.get(`${PATHS.agentKpi}?memberId=${t.stranger.id}`))).toMatchObject({
      status: 403,
      code: AGENT_CODES.notInTeam,
    });
    // Upward: a sub-agent may not look at its upline's team.
    expect(await failure(await t.subAgent.get(`${PATHS.agentKpi}?memberId=${t.agent.id}`))).toMatchObject({
      status: 403,
      code: AGENT_CODES.notInTeam,
    });
  });

  it('refuses a range that ends before it starts or is too long', async () => {
    for (const q of ['startDate=2026-03-02&endDate=2026-03-01', 'startDate=2025-01-01&endDate=2025-12-31'])
      expect((await failure(await t.agent.get(`${PATHS.agentKpi}?${q}`))).status).toBe(400);
  });
});
