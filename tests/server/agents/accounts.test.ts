// Account opening by an agent (issue 15, /m/agentRegister): a member or sub-agent directly below the
// agent under the sign-up rules, with a wallet at 0, able to log in at once; a sub-agent's first rates
// within the agent's own; one account per name however many openings race.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, wallets } from '../../../server/db/schema.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { AGENT_REBATE_CODES } from '../../../src/shared/errors/agent-rebate.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { AgentAccountSchema } from '../../../src/shared/schemas/agent-accounts.ts';
import { AgentMemberRatesSchema, AgentRebatesViewSchema } from '../../../src/shared/schemas/agent-rebates.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { OPS_CARLA } from '../support/campaign-helpers.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';
import { newTeam } from './team-fixture.ts';

const PASSWORD = 'Open2025x';

describe.each(databases)('agent account opening ($kind)', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const name = () => `op${randomBytes(4).toString('hex')}`;
  const body = (over: Record<string, unknown> = {}) => ({
    type: 0,
    username: name(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...over,
  });

  it('opens a member directly below the agent: wallet at 0, logs in at once', async () => {
    const t = await newTeam(h);
    const username = name();
    const opened = await okValue(
      await t.agent.send('POST', PATHS.agentAccounts, body({ username })),
      AgentAccountSchema,
    );
    expect(opened).toMatchObject({ account: username, type: 0 });
    const [row] = await h.database.db.select().from(members).where(eq(members.id, opened.id));
    expect(row?.parentId).toBe(t.agent.id);
    // Opened by the agent itself: its play earns agents nothing until it deposits (agent-settled-periods).
    expect(row?.openedBy).toBe(t.agent.id);
    expect(await balanceOf(h.database.db, opened.id)).toBe(0);
    expect(await authClient(h).passwordLogin(username, PASSWORD)).toBeTruthy();
  });

  it("opens a sub-agent with first rates within the agent's own; above them nothing is created", async () => {
    const t = await newTeam(h);
    await okValue(
      await h.app.request(`${PATHS.opsAgentRebates}/${t.agent.id}`, {
        method: 'PUT',
        headers: OPS_CARLA,
        body: JSON.stringify({ rates: [{ category: 'INHOUSE', rateBp: 80 }] }),
      }),
      AgentMemberRatesSchema,
    );
    const above = body({ type: 1, rates: [{ category: 'INHOUSE', rateBp: 81 }] });
    expect(await failed(await t.agent.send('POST', PATHS.agentAccounts, above))).toMatchObject({
      status: 409,
      code: AGENT_REBATE_CODES.rateAboveOwn,
    });
    expect(
      await h.database.db
        .select()
        .from(members)
        .where(eq(members.account, above.username as string)),
    ).toHaveLength(0);

    const sub = await okValue(
      await t.agent.send(
        'POST',
        PATHS.agentAccounts,
        body({ type: 1, rates: [{ category: 'INHOUSE', rateBp: 80 }] }),
      ),
      AgentAccountSchema,
    );
    expect(sub.type).toBe(1);
    const view = await okValue(
      await t.agent.get(`${PATHS.agentRebates}?memberId=${sub.id}`),
      AgentRebatesViewSchema,
    );
    expect(view.subAgents.map((s) => s.id)).toContain(sub.id);
    expect(view.member?.rates.find((r) => r.category === 'INHOUSE')?.rateBp).toBe(80);
  });

  it('applies the sign-up rules with their codes, and refuses players', async () => {
    const t = await newTeam(h);
    const open = async (over: Record<string, unknown>) =>
      failed(await t.agent.send('POST', PATHS.agentAccounts, body(over)));
    expect(await open({ username: '1bad' })).toMatchObject({
      status: 400,
      code: AUTH_CODES.fieldInvalid,
      value: { field: 'username' },
    });
    expect(await open({ password: 'short1', confirmPassword: 'short1' })).toMatchObject({
      status: 400,
      code: AUTH_CODES.fieldInvalid,
      value: { field: 'password' },
    });
    expect(await open({ confirmPassword: 'Open2025y' })).toMatchObject({
      status: 400,
      code: AUTH_CODES.passwordMismatch,
    });
    expect(await open({ password: 'password1', confirmPassword: 'password1' })).toMatchObject({
      status: 400,
      code: AUTH_CODES.passwordCommon,
    });
    expect(await open({ rates: [{ category: 'INHOUSE', rateBp: 1 }] })).toMatchObject({
      status: 400,
      code: CODES.invalidRequest,
    });
    // An existing account name, whatever its case.
    expect(await open({ username: t.players[0]?.account.toUpperCase() })).toMatchObject({
      status: 409,
      code: AUTH_CODES.usernameTaken,
    });
    for (const player of [t.player, t.subPlayer])
      expect(await failed(await player.send('POST', PATHS.agentAccounts, body()))).toMatchObject({
        status: 403,
        code: CODES.permissionDenied,
      });
  });

  it('20 openings of one name at once create one account with one wallet', async () => {
    const t = await newTeam(h);
    const username = name();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.agent.send('POST', PATHS.agentAccounts, body({ username }))),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await h.database.db
      .select({ id: members.id })
      .from(members)
      .where(sql`lower(${members.account}) = ${username}`);
    expect(rows).toHaveLength(1);
    const id = rows[0]?.id ?? 0;
    expect(await h.database.db.select().from(wallets).where(eq(wallets.memberId, id))).toHaveLength(1);
    expect(await balanceOf(h.database.db, id)).toBe(0);
  });

  it('is throttled per agent', async () => {
    const t = await newTeam(h);
    let last: Response | undefined;
    for (let i = 0; i < 31; i++)
      last = await t.agent.send('POST', PATHS.agentAccounts, body({ username: '1bad' }));
    // Refused openings count too: a script cannot probe names without end.
    expect(await failed(last as Response)).toMatchObject({ status: 429, code: AUTH_CODES.throttled });
  });
});
