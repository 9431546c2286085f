// The downline list (/m/member/team, GET /wps/agent/team/members): who is in it and at which level,
// search, paging, drilling into a sub-agent's team, and who may not look.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../server/db/schema.ts';
import { AGENT_CODES } from '../../../src/shared/errors/agent.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { TeamMembersPageSchema } from '../../../src/shared/schemas/agent-team.ts';
import { timeOut } from '../support/campaign-helpers.ts';
import { type CashierMember, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';
import { AGENT_TYPE, newTeam, type Team } from './team-fixture.ts';

const list = async (m: CashierMember, query = '') =>
  okValue(await m.get(`${PATHS.agentTeamMembers}${query ? `?${query}` : ''}`), TeamMembersPageSchema);

describe.each(databases)('agent team members ($kind)', ({ kind }) => {
  let h: Harness;
  let t: Team;
  beforeAll(async () => {
    h = await createHarness(kind);
    t = await newTeam(h, { balanceCents: 5_000 });
  });
  afterAll(() => h.close());

  it('lists the whole team with levels, kinds, balances and each sub-agent’s team size', async () => {
    const page = await list(t.agent);
    expect(page.total).toBe(4);
    expect(page.path).toEqual([]);
    const byId = new Map(page.list.map((m) => [m.id, m]));
    expect(byId.get(t.subAgent.id)).toMatchObject({
      account: t.subAgent.account,
      level: 1,
      kind: 'agent',
      teamSize: 1,
      balanceCents: 5_000,
      status: 'active',
    });
    expect(byId.get(t.players[0]?.id ?? 0)).toMatchObject({ level: 1, kind: 'member', teamSize: null });
    expect(byId.get(t.subPlayer.id)).toMatchObject({ level: 2, kind: 'member' });
    // Level 1 before level 2; nobody outside the team.
    expect(page.list.at(-1)?.id).toBe(t.subPlayer.id);
    expect(byId.has(t.stranger.id)).toBe(false);
    expect(byId.has(t.agent.id)).toBe(false);
  });

  it('searches by account prefix in any case, by level and by kind', async () => {
    const prefix = t.subPlayer.account.slice(0, 8).toUpperCase();
    const found = await list(t.agent, `account=${prefix}`);
    expect(found.list.map((m) => m.id)).toContain(t.subPlayer.id);
    expect(found.list.every((m) => m.account.toLowerCase().startsWith(prefix.toLowerCase()))).toBe(true);
    // Wildcards, quotes and backslashes match themselves only.
    for (const odd of ['%', '_', "a\\'%_", '\\']) {
      expect((await list(t.agent, `account=${encodeURIComponent(odd)}`)).total).toBe(0);
    }
    expect((await list(t.agent, 'level=2')).list.map((m) => m.id)).toEqual([t.subPlayer.id]);
    expect((await list(t.agent, 'kind=agent')).list.map((m) => m.id)).toEqual([t.subAgent.id]);
    expect((await list(t.agent, 'kind=member')).total).toBe(3);
  });

  it('pages the list without repeating anyone', async () => {
    const first = await list(t.agent, 'pageSize=3');
    const second = await list(t.agent, 'pageSize=3&pageNo=2');
    expect(first.total).toBe(4);
    expect(first.list).toHaveLength(3);
    expect(second.list).toHaveLength(1);
    const ids = [...first.list, ...second.list].map((m) => m.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('drills into a sub-agent’s team with the levels counted from the caller and the way back', async () => {
    const page = await list(t.agent, `parentId=${t.subAgent.id}`);
    expect(page.path).toEqual([{ id: t.subAgent.id, account: t.subAgent.account }]);
    expect(page.list.map((m) => [m.id, m.level])).toEqual([[t.subPlayer.id, 2]]);
    // Two levels down: the path names both sub-agents, top first.
    const deep = await newMember(h, { type: AGENT_TYPE, parentId: t.subAgent.id });
    const below = await newMember(h, { parentId: deep.id });
    const deeper = await list(t.agent, `parentId=${deep.id}`);
    expect(deeper.path.map((c) => c.id)).toEqual([t.subAgent.id, deep.id]);
    expect(deeper.list.map((m) => [m.id, m.level])).toEqual([[below.id, 3]]);
    // The sub-agent sees the same member one level nearer.
    expect((await list(t.subAgent, `parentId=${deep.id}`)).list[0]?.level).toBe(2);
  });

  it('shows a disabled account and a running time-out', async () => {
    const team = await newTeam(h);
    await h.database.db
      .update(members)
      .set({ disabled: true })
      .where(eq(members.id, team.players[0]?.id ?? 0));
    await timeOut(h, team.players[1]?.id ?? 0, '24h', 60_000);
    const byId = new Map((await list(team.agent)).list.map((m) => [m.id, m.status]));
    expect(byId.get(team.players[0]?.id ?? 0)).toBe('disabled');
    expect(byId.get(team.players[1]?.id ?? 0)).toBe('excluded');
    expect(byId.get(team.subAgent.id)).toBe('active');
  });

  it('refuses a player, and a parentId outside the caller’s team', async () => {
    expect(await failure(await t.player.get(PATHS.agentTeamMembers))).toMatchObject({
      status: 403,
      code: CODES.permissionDenied,
    });
    for (const outside of [t.stranger.id, t.outsider.id, t.agent.id, 987_654]) {
      expect(await failure(await t.agent.get(`${PATHS.agentTeamMembers}?parentId=${outside}`))).toMatchObject(
        { status: 403, code: AGENT_CODES.notInTeam },
      );
    }
    // A sub-agent cannot look up at its own upline's team.
    expect(
      await failure(await t.subAgent.get(`${PATHS.agentTeamMembers}?parentId=${t.players[0]?.id}`)),
    ).toMatchObject({ status: 403, code: AGENT_CODES.notInTeam });
  });
});
