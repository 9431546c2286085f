// The team's profit and loss (GET /wps/agent/info/pnl) and bets (GET /wps/agent/info/bets) after real
// activity: studio rounds by a direct player and by a sub-agent's player, a deposit credited by an operator.
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_TIME_ZONE } from '../../../src/shared/constants/time.ts';
import { AGENT_CODES } from '../../../src/shared/errors/agent.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { TeamBetsSchema, TeamPnlSchema } from '../../../src/shared/schemas/agent-team.ts';
import { DepositOrderSchema } from '../../../src/shared/schemas/deposits.ts';
import { bankChannelOf, OPS_CARLA, pendingManualDeposit, playSlots } from '../support/campaign-helpers.ts';
import type { CashierMember } from '../support/cashier-members.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';
import { newTeam, type Team } from './team-fixture.ts';

// pg answers a bigint sum as text, PGlite as a number.
const Cents = v.pipe(v.union([v.string(), v.number()]), v.transform(Number));
const SumsSchema = v.object({ rows: v.tuple([v.object({ stake: Cents, win: Cents })]) });

const pnl = async (m: CashierMember, query = '') =>
  okValue(await m.get(`${PATHS.agentTeamPnl}?${query}`), TeamPnlSchema);
const bets = async (m: CashierMember, query = '') =>
  okValue(await m.get(`${PATHS.agentTeamBets}?${query}`), TeamBetsSchema);

describe.each(databases)('agent team figures ($kind)', ({ kind }) => {
  let h: Harness;
  let t: Team;
  /** Per member: what the ledger says it staked and won. */
  const played = new Map<number, { stake: number; win: number }>();
  const DEPOSIT = 12_345;

  async function ledgerOf(memberId: number) {
    const r = await h.database.db.execute(sql`
      select coalesce(-sum(amount_cents) filter (where reason = 'seamless.bet'), 0) as stake,
        coalesce(sum(amount_cents) filter (where reason = 'seamless.win'), 0) as win
      from wallet_ledger where member_id = ${memberId}`);
    const row = v.parse(SumsSchema, r).rows[0];
    return { stake: row.stake, win: row.win };
  }

  beforeAll(async () => {
    h = await createHarness(kind);
    t = await newTeam(h, { balanceCents: 100_000 });
    const direct = t.players[0] as CashierMember;
    await playSlots(h, direct, 4, 200, 'team-figures-a');
    await playSlots(h, t.subPlayer, 2, 500, 'team-figures-b');
    // Outside the team: never counted.
    await playSlots(h, t.stranger, 3, 1_000, 'team-figures-c');
    for (const m of [direct, t.subPlayer]) played.set(m.id, await ledgerOf(m.id));
    const order = await pendingManualDeposit(h, await bankChannelOf(h), t.players[1]?.id ?? 0, DEPOSIT);
    await okValue(
      await h.app.request(`${PATHS.opsDeposits}/${order}/approve`, { method: 'POST', headers: OPS_CARLA }),
      DepositOrderSchema,
    );
  });
  afterAll(() => closeReconciled(h));

  const sum = (pick: (p: { stake: number; win: number }) => number) =>
    [...played.values()].reduce((a, p) => a + pick(p), 0);

  it('sums the team’s stakes, wins, deposits and net by day, totals included', async () => {
    const report = await pnl(t.agent, 'by=day');
    const stake = sum((p) => p.stake);
    const win = sum((p) => p.win);
    expect(report.totals).toEqual({
      betCents: stake,
      winCents: win,
      bonusCents: 0,
      rebateCents: 0,
      netCents: win - stake,
      depositCents: DEPOSIT,
      withdrawCents: 0,
    });
    // Each day's row adds up to the totals (the rounds were played just now: today, or yesterday and
    // today around Manila midnight).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_TIME_ZONE }).format(
      new Date(h.services.now()),
    );
    expect(report.list.at(-1)?.key).toBe(today);
    expect(report.list.reduce((a, d) => a + d.betCents, 0)).toBe(stake);
    expect(report.list.reduce((a, d) => a + d.winCents, 0)).toBe(win);
    expect(report.list.every((d) => d.account === null)).toBe(true);
  });

  it('lists members by turnover with their level, and a sub-agent’s team alone', async () => {
    const report = await pnl(t.agent, 'by=member');
    const direct = played.get(t.players[0]?.id ?? 0);
    const sub = played.get(t.subPlayer.id);
    expect(report.total).toBe(3);
    const rows = new Map(report.list.map((r) => [r.key, r]));
    expect(rows.get(String(t.players[0]?.id))).toMatchObject({
      account: t.players[0]?.account,
      level: 1,
      betCents: direct?.stake,
      winCents: direct?.win,
    });
    expect(rows.get(String(t.subPlayer.id))).toMatchObject({ level: 2, betCents: sub?.stake });
    expect(rows.get(String(t.players[1]?.id))).toMatchObject({ betCents: 0, depositCents: DEPOSIT });
    // Most turnover first (1000 vs 800 vs 0).
    expect(report.list.map((r) => r.key)).toEqual([
      String(t.subPlayer.id),
      String(t.players[0]?.id),
      String(t.players[1]?.id),
    ]);
    const paged = await pnl(t.agent, 'by=member&pageSize=1&pageNo=2');
    expect(paged.list.map((r) => r.key)).toEqual([String(t.players[0]?.id)]);
    expect(paged.totals).toEqual(report.totals);

    const subTeam = await pnl(t.agent, `by=member&parentId=${t.subAgent.id}`);
    expect(subTeam.list.map((r) => [r.key, r.level])).toEqual([[String(t.subPlayer.id), 2]]);
    expect(subTeam.totals.betCents).toBe(sub?.stake);
  });

  it('shows the team’s bets by category and by member', async () => {
    const report = await bets(t.agent);
    const stake = sum((p) => p.stake);
    const win = sum((p) => p.win);
    expect(report.totals).toEqual({ rounds: 6, turnoverCents: stake, winCents: win });
    expect(report.categories).toEqual([
      { category: 'INHOUSE', rounds: 6, turnoverCents: stake, winCents: win },
    ]);
    expect(report.total).toBe(2);
    expect(report.list).toEqual([
      {
        id: t.subPlayer.id,
        account: t.subPlayer.account,
        level: 2,
        rounds: 2,
        turnoverCents: 1_000,
        winCents: played.get(t.subPlayer.id)?.win,
      },
      {
        id: t.players[0]?.id,
        account: t.players[0]?.account,
        level: 1,
        rounds: 4,
        turnoverCents: 800,
        winCents: played.get(t.players[0]?.id ?? 0)?.win,
      },
    ]);
    // The sub-agent sees only its own team; a range before the rounds shows nothing.
    expect((await bets(t.subAgent)).list.map((m) => [m.id, m.level])).toEqual([[t.subPlayer.id, 1]]);
    const earlier = new Date(h.services.now() - 10 * 86_400_000).toISOString();
    const before = new Date(h.services.now() - 9 * 86_400_000).toISOString();
    const empty = await bets(t.agent, `from=${earlier}&to=${before}`);
    expect(empty).toMatchObject({ total: 0, list: [], categories: [], totals: { rounds: 0 } });
  });

  it('refuses a player, a team outside the caller’s, and a bad range', async () => {
    for (const path of [PATHS.agentTeamPnl, PATHS.agentTeamBets]) {
      expect(await failure(await t.player.get(path))).toMatchObject({
        status: 403,
        code: CODES.permissionDenied,
      });
      for (const outside of [t.outsider.id, t.stranger.id]) {
        expect(await failure(await t.agent.get(`${path}?parentId=${outside}`))).toMatchObject({
          status: 403,
          code: AGENT_CODES.notInTeam,
        });
      }
      expect(
        await failure(await t.agent.get(`${path}?from=2026-01-01T00:00:00.000Z&to=2025-01-01T00:00:00.000Z`)),
      ).toMatchObject({ status: 400, code: CODES.invalidRequest });
    }
  });
});
