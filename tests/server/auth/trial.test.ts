import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_BALANCE_CENTS } from '../../../server/auth/trial.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { LoginResultSchema } from '../../../src/shared/schemas/auth.ts';
import { MemberInfoSchema, WalletSchema } from '../../../src/shared/schemas/session.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

describe.each(databases)('free trial on $kind', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => closeReconciled(h));

  const freeplay = (ip: string) =>
    h.app.request(PATHS.freeplay, {
      method: 'POST',
      headers: { 'X-Forwarded-For': ip, 'Module-Id': 'FREEPLAY3' },
    });

  it('creates a type 4 guest under the trial merchant code, with play money', async () => {
    const c = authClient(h);
    const trial = await okValue(await freeplay(c.ip), LoginResultSchema);
    expect(trial).toMatchObject({ customerType: 4, firstTimeLogin: true, merchantCode: 'SWERTE_TRIAL' });
    expect(trial.userName).toMatch(/^guest\d{8}$/);
    // The app may carry the trial merchant code from now on: it is an alias of SWERTE.
    const headers = { Token: trial.token, Merchant: 'SWERTE_TRIAL' };
    const info = await okValue(await h.app.request(PATHS.memberInfo, { headers }), MemberInfoSchema);
    expect(info).toMatchObject({ account: trial.userName, type: 4 });
    expect(await okValue(await h.app.request(PATHS.wallet, { headers }), WalletSchema)).toEqual({
      sumBalance: TRIAL_BALANCE_CENTS,
    });
    await okValue(await c.get(PATHS.memberInfo, trial.token), MemberInfoSchema);
  });

  it('a trial gets free_reject from member-only functions such as changing the password', async () => {
    const c = authClient(h);
    const trial = await okValue(await freeplay(c.ip), LoginResultSchema);
    const res = await c.json(
      'PUT',
      PATHS.password,
      { newPassword: 'Swerte2025x', confirmNewPassword: 'Swerte2025x' },
      trial.token,
    );
    expect(await failed(res)).toMatchObject({ status: 403, code: 'free_reject' });
  });

  it('a trial cannot log in with a password', async () => {
    const c = authClient(h);
    const trial = await okValue(await freeplay(c.ip), LoginResultSchema);
    expect(
      await failed(await c.login({ type: 'username', username: trial.userName, password: '!none' })),
    ).toMatchObject({
      status: 401,
      code: 'login.failed',
    });
  });

  it('at most 10 trials per address per hour', async () => {
    const c = authClient(h);
    for (let i = 0; i < 10; i++) await okValue(await freeplay(c.ip), LoginResultSchema);
    expect(await failed(await freeplay(c.ip))).toMatchObject({ status: 429, code: 'throttled' });
    await okValue(await freeplay(authClient(h).ip), LoginResultSchema);
  });

  it('20 trials fired at once from one address: exactly 10 are made', async () => {
    const ip = authClient(h).ip;
    const answers = await Promise.all(Array.from({ length: 20 }, () => freeplay(ip)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
  });
});
