// A team is at most MAX_TEAM_DEPTH deep (issue 31): the team queries and rate caps walk that far down
// from an agent, so an account placed deeper would sit outside its top agent's team and rate bounds.
// Opening an account, and registering with an agent's invitation code, are refused below the deepest
// level; one level higher both still work. Before, neither looked at depth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateCodes } from '../../../server/db/schema.ts';
import { MAX_TEAM_DEPTH } from '../../../src/shared/constants/agents.ts';
import { AGENT_REBATE_CODES } from '../../../src/shared/errors/agent-rebate.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { AgentAccountSchema } from '../../../src/shared/schemas/agent-accounts.ts';
import { LoginResultSchema } from '../../../src/shared/schemas/auth.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { type CashierMember, newMember, signedIn } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';
import { AGENT_TYPE } from './team-fixture.ts';

const PASSWORD = 'Depth2025x';

describe.each(databases)('team depth ($kind)', ({ kind }) => {
  let h: Harness;
  /** chain[d] is an agent d levels below the chain's top agent (chain[0], no upline). */
  const chain: CashierMember[] = [];
  beforeAll(async () => {
    h = await createHarness(kind);
    for (let d = 0; d < MAX_TEAM_DEPTH; d++)
      chain.push(await newMember(h, { type: AGENT_TYPE, parentId: chain[d - 1]?.id }));
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const open = (agent: CashierMember, username: string, type: 0 | 1 = 0) =>
    agent.send('POST', PATHS.agentAccounts, {
      type,
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
  const codeOf = async (agent: CashierMember) => {
    const code = `DEEP${agent.id}`;
    await h.database.db.insert(affiliateCodes).values({ merchantCode: 'SWERTE', code, agentId: agent.id });
    return code;
  };
  const register = async (username: string, affiliateCode: string) => {
    const c = authClient(h);
    return c.register({
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      affiliateCode,
      registerMethod: 'PWA',
      ageConfirmed: true,
      ...(await c.solvedCaptcha()),
    });
  };

  it('opens the deepest level, and nothing below it', async () => {
    const deepest = chain[MAX_TEAM_DEPTH - 1] as CashierMember;
    // Level MAX_TEAM_DEPTH: the last one the top agent's team reaches.
    const last = await okValue(await open(deepest, `deep${deepest.id}`, 1), AgentAccountSchema);
    const lastAgent = await signedIn(h, { id: last.id, account: last.account, mobile: null });
    // An opened account sets its own password before anything else (issue 35).
    const own = { newPassword: 'Deeper2025x', confirmNewPassword: 'Deeper2025x' };
    expect((await lastAgent.send('POST', PATHS.firstPassword, own)).status).toBe(200);
    expect(await failed(await open(lastAgent, `deeper${last.id}`))).toMatchObject({
      status: 409,
      code: AGENT_REBATE_CODES.tooDeep,
    });
  });

  it("registration by the deepest agent's code is refused; one level up it joins", async () => {
    const deepest = chain[MAX_TEAM_DEPTH - 1] as CashierMember;
    const last = await okValue(await open(deepest, `edge${deepest.id}`, 1), AgentAccountSchema);
    expect(
      await failed(
        await register(
          `late${last.id}`,
          await codeOf(await signedIn(h, { id: last.id, account: last.account, mobile: null })),
        ),
      ),
    ).toMatchObject({ status: 409, code: AGENT_REBATE_CODES.tooDeep });
    const joined = await okValue(
      await register(`ontime${deepest.id}`, await codeOf(deepest)),
      LoginResultSchema,
    );
    expect(joined.userName).toBe(`ontime${deepest.id}`);
  });
});
