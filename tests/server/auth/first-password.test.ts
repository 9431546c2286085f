// The first password (issue 35, decision 50): an account an agent opened logs in answering
// `mustSetPassword`, may read but not play, move money or change settings until it sets its own password
// (no old one asked), and logs in as usual afterwards. A member who registered chose its own: never asked.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { AgentAccountSchema } from '../../../src/shared/schemas/agent-accounts.ts';
import { LoginResultSchema } from '../../../src/shared/schemas/auth.ts';
import { newTeam } from '../agents/team-fixture.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';

const AGENTS_PASSWORD = 'Open2025x';
const OWN_PASSWORD = 'Mine2025y';

describe.each(databases)('first password ($kind)', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => h?.close());

  async function opened() {
    const t = await newTeam(h);
    const username = `fp${randomBytes(4).toString('hex')}`;
    await okValue(
      await t.agent.send('POST', PATHS.agentAccounts, {
        type: 0,
        username,
        password: AGENTS_PASSWORD,
        confirmPassword: AGENTS_PASSWORD,
      }),
      AgentAccountSchema,
    );
    return username;
  }
  const login = async (c: ReturnType<typeof authClient>, username: string, password: string) =>
    okValue(await c.login({ type: 'username', username, password }), LoginResultSchema);
  const first = (c: ReturnType<typeof authClient>, token: string, body: Record<string, string>) =>
    c.json('POST', PATHS.firstPassword, body, token);

  it('an account an agent opened must set its own password before play or money', async () => {
    const c = authClient(h);
    const username = await opened();
    const result = await login(c, username, AGENTS_PASSWORD);
    expect(result).toMatchObject({ firstTimeLogin: true, mustSetPassword: true });
    const { token } = result;

    // Reading is fine; playing, moving money and other settings wait.
    expect((await c.get(PATHS.memberInfo, token)).status).toBe(200);
    for (const res of [
      await c.get(`${PATHS.launch}?nodeId=1`, token),
      await c.json('POST', PATHS.depositOrders, { amount: 100 }, token),
      await c.json(
        'PUT',
        PATHS.password,
        { newPassword: OWN_PASSWORD, confirmNewPassword: OWN_PASSWORD },
        token,
      ),
    ])
      expect(await failed(res)).toMatchObject({ status: 403, code: AUTH_CODES.firstPasswordRequired });
    // Renewal stays open (the session must not lapse on the form).
    expect((await c.json('POST', PATHS.renew, {}, token)).status).toBe(200);

    // The first password follows the usual policy: confirmation, not the agent's one again.
    expect(
      await failed(await first(c, token, { newPassword: OWN_PASSWORD, confirmNewPassword: 'Other2025z' })),
    ).toMatchObject({ status: 400, code: AUTH_CODES.passwordMismatch });
    expect(
      await failed(
        await first(c, token, { newPassword: AGENTS_PASSWORD, confirmNewPassword: AGENTS_PASSWORD }),
      ),
    ).toMatchObject({ status: 400, code: AUTH_CODES.passwordSame });
    // No old password asked: the session proves it.
    expect(
      (await first(c, token, { newPassword: OWN_PASSWORD, confirmNewPassword: OWN_PASSWORD })).status,
    ).toBe(200);

    // The same session may now do everything; a second first password is refused.
    const launch = await c.get(`${PATHS.launch}?nodeId=1`, token);
    if (launch.status !== 200) expect((await failed(launch)).code).not.toBe(AUTH_CODES.firstPasswordRequired);
    expect(
      await failed(await first(c, token, { newPassword: 'Again2025w', confirmNewPassword: 'Again2025w' })),
    ).toMatchObject({ status: 409, code: AUTH_CODES.firstPasswordSet });

    // The agent's password is gone; the member's own logs in without being asked again.
    expect((await c.login({ type: 'username', username, password: AGENTS_PASSWORD })).status).not.toBe(200);
    expect(await login(c, username, OWN_PASSWORD)).toMatchObject({
      firstTimeLogin: false,
      mustSetPassword: false,
    });
  });

  it('a member who registered chose its own password: never asked, and the endpoint refuses', async () => {
    const c = authClient(h);
    const username = `Fp${kind}${randomBytes(3).toString('hex')}`.slice(0, 16);
    const registered = await okValue(
      await c.register({
        username,
        password: OWN_PASSWORD,
        confirmPassword: OWN_PASSWORD,
        ...(await c.solvedCaptcha()),
      }),
      LoginResultSchema,
    );
    expect(registered).toMatchObject({ firstTimeLogin: true, mustSetPassword: false });
    expect(
      await failed(
        await first(c, registered.token, { newPassword: 'Again2025w', confirmNewPassword: 'Again2025w' }),
      ),
    ).toMatchObject({ status: 409, code: AUTH_CODES.firstPasswordSet });
    expect(await login(c, username, OWN_PASSWORD)).toMatchObject({ mustSetPassword: false });
  });
});
