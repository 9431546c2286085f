import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamCte } from '../../../server/agents/team.ts';
import { planAgentTeam, TEAM_SUB_AGENTS } from '../../../server/seed/data/agent-team-plan.ts';
import { SEED_ACCOUNTS } from '../../../server/seed/seed.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { LedgerReportSchema } from '../../../src/shared/schemas/ops.ts';
import { authClient } from '../support/auth-client.ts';
import {
  createHarness,
  databases,
  type Harness,
  memberIdOf,
  okValue,
  TEST_OPS_TOKEN,
} from '../support/harness.ts';

// The demo seed's team of `agent` (server/seed/data/agent-team.ts): three levels, a few hundred
// members, 30 days of real activity whose ledger explains every balance.
const DAY = 86_400_000;
const N = v.pipe(v.union([v.number(), v.string()]), v.transform(Number));
const rowsOf = <T extends v.GenericSchema>(schema: T, result: unknown) =>
  v.parse(v.object({ rows: v.array(schema) }), result).rows;

describe.each(databases)('the seeded agent team on $kind', ({ kind }) => {
  let h: Harness;
  let agentId: number;
  const query = async <T extends v.GenericSchema>(schema: T, statement: ReturnType<typeof sql>) =>
    rowsOf(schema, await h.database.db.execute(statement));

  beforeAll(async () => {
    h = await createHarness(kind, { team: true });
    agentId = await memberIdOf(h, SEED_ACCOUNTS.agent.account);
  });
  afterAll(() => h.close());

  it('grows three levels below the agent: sub-agents on two, players on all three', async () => {
    const levels = await query(
      v.object({ depth: N, players: N, agents: N }),
      sql`${teamCte(agentId)}
        select depth, count(*) filter (where m.type = 0) as players, count(*) filter (where m.type = 1) as agents
        from team join members m on m.id = team.id group by depth order by depth`,
    );
    expect(levels.map((l) => l.depth)).toEqual([1, 2, 3]);
    expect(levels.map((l) => l.agents)).toEqual([TEAM_SUB_AGENTS.length, TEAM_SUB_AGENTS.length * 2, 0]);
    for (const l of levels) expect(l.players).toBeGreaterThan(30);
    const total = levels.reduce((s, l) => s + l.players + l.agents, 0);
    expect(total).toBeGreaterThan(200);
    expect(total).toBeLessThan(600);
  });

  it('keeps the original downline (juan, maria, pedro) as it was', async () => {
    const rows = await query(
      v.object({ account: v.string(), parent_id: N, balance_cents: N, entries: N }),
      sql`select m.account, m.parent_id, w.balance_cents,
          (select count(*) from wallet_ledger l where l.member_id = m.id) as entries
        from members m join wallets w on w.member_id = m.id
        where m.account in ('juan', 'maria', 'pedro') order by m.id`,
    );
    expect(rows).toEqual(
      SEED_ACCOUNTS.downline.map((d) => ({
        account: d.account,
        parent_id: agentId,
        balance_cents: d.balanceCents,
        entries: 1,
      })),
    );
  });

  it('explains every balance with real entries: the ledger check is clean', async () => {
    const res = await h.get(PATHS.opsLedgerCheck, { Authorization: `Bearer ${TEST_OPS_TOKEN}` });
    const report = await okValue(res, LedgerReportSchema);
    expect(report.mismatches).toEqual([]);
    expect(report.pending).toEqual([]);
    const [members] = await query(v.object({ n: N }), sql`select count(*) as n from members`);
    expect(report.counts.wallets).toBe(members?.n);
    expect(report.counts.entries).toBeGreaterThan(2000);
  });

  it('has 30 days of deposits, rounds and bonuses, none in the future, and today is busy', async () => {
    const [a] = await query(
      v.object({
        first: N,
        last: N,
        deposits: N,
        bets: N,
        wins: N,
        bonuses: N,
        bettors_today: N,
        logged_in_today: N,
      }),
      sql`${teamCte(agentId)}, today as (
          select (date_trunc('day', now() at time zone 'Asia/Manila') at time zone 'Asia/Manila') as start
        )
        select extract(epoch from min(l.created_at)) * 1000 as first,
          extract(epoch from max(l.created_at)) * 1000 as last,
          count(*) filter (where l.reason = 'deposit') as deposits,
          count(*) filter (where l.reason = 'seamless.bet') as bets,
          count(*) filter (where l.reason = 'seamless.win') as wins,
          count(*) filter (where l.reason = 'bonus.vip') as bonuses,
          count(distinct l.member_id) filter (where l.reason = 'seamless.bet' and l.created_at >= (select start from today))
            as bettors_today,
          (select count(*) from members m join team on team.id = m.id where m.last_login_at >= (select start from today))
            as logged_in_today
        from wallet_ledger l join team on team.id = l.member_id where l.reason <> 'opening'`,
    );
    if (!a) throw new Error('no activity');
    expect(a.first).toBeGreaterThan(Date.now() - 31 * DAY);
    expect(a.last).toBeLessThanOrEqual(Date.now());
    expect(a.deposits).toBeGreaterThan(100);
    expect(a.bets).toBeGreaterThan(1000);
    expect(a.wins).toBeGreaterThan(a.bets / 4);
    expect(a.wins).toBeLessThan(a.bets);
    expect(a.bonuses).toBeGreaterThan(0);
    expect(a.bettors_today).toBeGreaterThan(0);
    expect(a.logged_in_today).toBeGreaterThanOrEqual(a.bettors_today);
  });

  it('looks like a real team: most players small, a few whales, some idle, disabled or excluded', async () => {
    const players = await query(
      v.object({ turnover: N, deposited: N, disabled: v.boolean(), excluded: v.boolean() }),
      sql`${teamCte(agentId)}
        select coalesce(-sum(l.amount_cents) filter (where l.reason = 'seamless.bet'), 0) as turnover,
          coalesce(sum(l.amount_cents) filter (where l.reason = 'deposit'), 0) as deposited,
          m.disabled, exists (select 1 from member_exclusions x where x.member_id = m.id) as excluded
        from team join members m on m.id = team.id left join wallet_ledger l on l.member_id = m.id
        where m.type = 0 group by m.id, m.disabled`,
    );
    const turnovers = players.map((p) => p.turnover).sort((x, y) => x - y);
    const median = turnovers[Math.floor(turnovers.length / 2)] ?? 0;
    const top = turnovers.at(-1) ?? 0;
    expect(top).toBeGreaterThan(median * 20);
    expect(players.filter((p) => p.deposited === 0).length).toBeGreaterThan(players.length / 20);
    const disabled = players.filter((p) => p.disabled).length;
    const excluded = players.filter((p) => p.excluded).length;
    expect(disabled).toBeGreaterThan(0);
    expect(disabled).toBeLessThan(players.length / 10);
    expect(excluded).toBeGreaterThan(0);
    expect(excluded).toBeLessThan(players.length / 10);
  });

  it('lets a sub-agent (Agent1234) and a team player (Member1234) log in', async () => {
    const [player] = await query(
      v.object({ account: v.string() }),
      sql`${teamCte(agentId)}
        select m.account from team join members m on m.id = team.id
        where team.depth = 3 and m.type = 0 and not m.disabled
          and not exists (select 1 from member_exclusions x where x.member_id = m.id)
        order by m.id limit 1`,
    );
    const client = authClient(h);
    expect(await client.passwordLogin(TEAM_SUB_AGENTS[0], 'Agent1234')).toBeTruthy();
    expect(await client.passwordLogin(player?.account ?? '', 'Member1234')).toBeTruthy();
  });
});

describe('the team plan', () => {
  it('is the same on every machine for the same clock', () => {
    const games = [
      { nodeId: 1, vendor: 'PG', gameType: 'RNG' },
      { nodeId: 2, vendor: 'EVO', gameType: 'LIVE' },
    ];
    const levels = [
      { name: 'Bronze', turnoverCents: 0, depositCents: 0, upgradeBonusCents: 0 },
      { name: 'Silver', turnoverCents: 500_000, depositCents: 100_000, upgradeBonusCents: 5_000 },
    ].map((l) => ({ ...l, monthlyBonusCents: 0, rebateNote: '', withdrawalNote: '' }));
    const now = Date.UTC(2026, 0, 15, 4);
    const plan = planAgentTeam(now, games, levels);
    expect(planAgentTeam(now, games, levels)).toEqual(plan);
    for (const m of plan)
      expect(m.events.reduce((s, e) => s + (e.kind === 'round' ? e.win - e.stake : e.cents), 0)).toBe(
        m.balanceCents,
      );
  });
});
