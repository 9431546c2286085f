// The team walk every agent endpoint relies on: who is below whom, at any depth, and nobody else.
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTeam, teamCte } from '../../../server/agents/team.ts';
import { createHarness, databases, type Harness } from '../support/harness.ts';
import { newTeam, type Team } from './team-fixture.ts';

const RowsSchema = v.object({
  rows: v.array(v.object({ id: v.number(), depth: v.number() })),
});

describe.each(databases)('agent team ($kind)', ({ kind }) => {
  let h: Harness;
  let t: Team;
  beforeAll(async () => {
    h = await createHarness(kind);
    t = await newTeam(h);
  });
  afterAll(() => h.close());

  it('lists every member below the agent with its depth, and no one else', async () => {
    const result = await h.database.db.execute(
      sql`${teamCte(t.agent.id)} select id, depth from team order by depth, id`,
    );
    const rows = v.parse(RowsSchema, result).rows;
    expect(rows).toEqual([
      { id: t.subAgent.id, depth: 1 },
      { id: t.players[0]?.id, depth: 1 },
      { id: t.players[1]?.id, depth: 1 },
      { id: t.subPlayer.id, depth: 2 },
    ]);
  });

  it('knows a member of the team at any depth, and refuses everyone else', async () => {
    const db = h.database.db;
    expect(await inTeam(db, t.agent.id, t.players[0]?.id ?? 0)).toBe(true);
    expect(await inTeam(db, t.agent.id, t.subPlayer.id)).toBe(true);
    expect(await inTeam(db, t.subAgent.id, t.subPlayer.id)).toBe(true);
    // Upward, sideways, another agent's team, itself, and nobody.
    expect(await inTeam(db, t.subAgent.id, t.agent.id)).toBe(false);
    expect(await inTeam(db, t.subAgent.id, t.players[0]?.id ?? 0)).toBe(false);
    expect(await inTeam(db, t.agent.id, t.stranger.id)).toBe(false);
    expect(await inTeam(db, t.agent.id, t.agent.id)).toBe(false);
    expect(await inTeam(db, t.agent.id, 987_654_321)).toBe(false);
  });
});
