import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, throttleEvents } from '../../../server/db/schema.ts';
import { SEED_ACCOUNTS } from '../../../server/seed/seed.ts';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_BEFORE_CAPTCHA,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP_PER_HOUR,
  SMS_CODE_TTL_MINUTES,
  SMS_PER_NUMBER_INTERVAL_MS,
} from '../../../src/shared/constants/accounts.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { LoginResultSchema, PasswordStatusSchema } from '../../../src/shared/schemas/auth.ts';
import { PublicKeySchema, SEALED_ALGORITHM, sealBody } from '../../../src/shared/sealed-body.ts';
import { authClient, failed, randomIp } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';

const { demo, agent } = SEED_ACCOUNTS;

describe.each(databases)('login on $kind', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('publishes one RSA-OAEP key, the same for every process on the database', async () => {
    const key = await okValue(await h.get(PATHS.publicKey), PublicKeySchema);
    const other = await okValue(await h.appWith({}).request(PATHS.publicKey), PublicKeySchema);
    expect(other).toEqual(key);
    expect(key.jwk.n.length).toBeGreaterThan(300);
  });

  it('logs in with user name and password: first time true, then false', async () => {
    const c = authClient(h);
    const first = await okValue(
      await c.login({ type: 'username', username: agent.account, password: agent.password }),
      LoginResultSchema,
    );
    expect(first).toMatchObject({
      userName: 'agent',
      customerType: 1,
      firstTimeLogin: true,
      merchantCode: 'SWERTE',
    });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await okValue(
      await c.login({ type: 'username', username: 'AGENT', password: agent.password }),
      LoginResultSchema,
    );
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(first.token);
  });

  it('accepts the mobile number as the user name of a password login', async () => {
    const c = authClient(h);
    for (const username of ['09171234567', '639171234567']) {
      const res = await c.login({ type: 'username', username, password: demo.password });
      expect((await okValue(res, LoginResultSchema)).userName).toBe('demo');
    }
  });

  it('answers one failure for unknown user, wrong password and a disabled account', async () => {
    const c = authClient(h);
    const unknown = await failed(
      await c.login({ type: 'username', username: 'nobody1', password: 'Whatever123' }),
    );
    const wrong = await failed(await c.login({ type: 'username', username: 'juan', password: 'Wrong12345' }));
    expect(unknown).toEqual({
      status: 401,
      code: 'login.failed',
      message: expect.any(String),
      value: { captcha: false },
    });
    expect(wrong).toEqual(unknown);
    await h.database.db.update(members).set({ disabled: true }).where(eq(members.account, 'pedro'));
    const disabled = await failed(
      await c.login({ type: 'username', username: 'pedro', password: 'Member1234' }),
    );
    expect(disabled).toEqual(unknown);
    await h.database.db.update(members).set({ disabled: false }).where(eq(members.account, 'pedro'));
  });

  // Meaningful on PostgreSQL (PGlite runs one transaction at a time); kept on both as a regression.
  it('10 concurrent logins with one SMS code: exactly one succeeds', async () => {
    const c = authClient(h);
    h.advance(SMS_PER_NUMBER_INTERVAL_MS);
    const code = await c.smsCode('9171112222', 'login');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        c.login({ type: 'sms', username: '9171112222', countryDialingCode: '63', password: code }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The losers are failed logins; once 5 failures are counted, the account throttle answers them.
    expect(statuses.filter((s) => s !== 200).every((s) => [400, 401, 429].includes(s))).toBe(true);
  });

  it('logs in with an SMS code: once per code, not after it expired', async () => {
    const c = authClient(h);
    const sms = (password: string) =>
      c.login({ type: 'sms', username: '09171234567', countryDialingCode: '63', password });
    const code = await c.smsCode('9171234567', 'login');
    expect(await failed(await sms(code === '000000' ? '111111' : '000000'))).toMatchObject({
      status: 401,
      code: 'login.failed',
    });
    const result = await okValue(await sms(code), LoginResultSchema);
    expect(result).toMatchObject({ userName: 'demo', customerType: 0 });
    // Single use.
    expect(await failed(await sms(code))).toMatchObject({ status: 401, code: 'login.failed' });
    // An SMS login is not a password login: no recent authentication.
    const status = await c.get(PATHS.passwordStatus, result.token);
    expect(await okValue(status, PasswordStatusSchema)).toEqual({
      recentlyAuthenticated: false,
      hasPassword: true,
    });

    h.advance(SMS_PER_NUMBER_INTERVAL_MS);
    const late = await c.smsCode('9171234567', 'login');
    h.advance(SMS_CODE_TTL_MINUTES * 60_000 + 1000);
    expect(await failed(await sms(late))).toMatchObject({ status: 401, code: 'login.failed' });
  });

  it('refuses bodies that are not sealed, tampered with or sealed for another key', async () => {
    const c = authClient(h);
    const key = await c.publicKey();
    const sealed = await sealBody(key, { type: 'username', username: 'demo', password: demo.password });
    const post = (body: unknown, headers: Record<string, string> = { Encryption: SEALED_ALGORITHM }) =>
      h.app.request(PATHS.login, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const flipped = { ...sealed, data: `${sealed.data.slice(0, -6)}AAAA==` };
    const cases = [
      post(sealed, {}),
      post({ type: 'username', username: 'demo', password: demo.password }),
      post(flipped),
      post({ ...sealed, keyId: 'nokey' }),
      post(await sealBody(key, { type: 'username', username: 'demo' })),
    ];
    for (const res of await Promise.all(cases)) {
      expect(await failed(res)).toMatchObject({ status: 400, code: 'request.invalid', value: null });
    }
    const unknownKey = await failed(await post({ ...sealed, keyId: 'rotated' }));
    expect(unknownKey.message).toBe('sealed: unknown key');
    const huge = await post({ ...sealed, data: 'A'.repeat(200 * 1024) });
    expect(await failed(huge)).toMatchObject({ status: 413, code: 'request.invalid' });
  });

  it('brute force: captcha after 3 failures, 429 after 5, until the window passes; success clears', async () => {
    const c = authClient(h);
    const wrong = { type: 'username', username: 'maria', password: 'Wrong12345' };
    for (let i = 1; i <= LOGIN_FAILURES_BEFORE_CAPTCHA; i++) {
      expect((await failed(await c.login(wrong))).value).toEqual({
        captcha: i >= LOGIN_FAILURES_BEFORE_CAPTCHA,
      });
    }
    // Now a captcha is demanded, even with the right password.
    const right = { type: 'username', username: 'maria', password: 'Member1234' };
    expect(await failed(await c.login(right))).toMatchObject({
      status: 400,
      code: 'captcha.required',
      value: { captcha: true },
    });
    const bad = await c.solvedCaptcha();
    expect(await failed(await c.login({ ...right, captchaId: bad.captchaId, captcha: '0' }))).toMatchObject({
      status: 400,
      code: 'captcha.invalid',
    });
    // The wrong answer burnt that captcha: its right answer no longer works either.
    expect(await failed(await c.login({ ...right, ...bad }))).toMatchObject({ code: 'captcha.invalid' });
    for (let i = LOGIN_FAILURES_BEFORE_CAPTCHA; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      expect(await failed(await c.login({ ...wrong, ...(await c.solvedCaptcha()) }))).toMatchObject({
        status: 401,
        code: 'login.failed',
        value: { captcha: true },
      });
    }
    // The address that kept failing now waits, captcha or not (the attacker is slowed) …
    const res = await c.login({ ...right, ...(await c.solvedCaptcha()) });
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await failed(res)).toMatchObject({
      status: 429,
      code: 'throttled',
      message: expect.stringMatching(/\d+ s/),
    });
    // … while the owner, elsewhere, is never locked out: a captcha and the right password log in.
    const owner = authClient(h);
    expect(await failed(await owner.login(right))).toMatchObject({ code: 'captcha.required' });
    await okValue(await owner.login({ ...right, ...(await owner.solvedCaptcha()) }), LoginResultSchema);
    // The success cleared the account's failures: a wrong password is again a plain failure.
    expect((await failed(await authClient(h).login(wrong))).value).toEqual({ captcha: false });
    // The slowed address waits out its window.
    h.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
    await okValue(await c.login({ ...right, ...(await c.solvedCaptcha()) }), LoginResultSchema);
  });

  it('20 wrong passwords fired at once: exactly the free attempts reach the password check', async () => {
    const wrong = { type: 'username', username: 'pedro', password: 'Wrong12345' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => authClient(h).login(wrong)));
    const codes = await Promise.all(answers.map(async (r) => (await failed(r)).code));
    expect(codes.filter((code) => code === 'login.failed')).toHaveLength(LOGIN_FAILURES_BEFORE_CAPTCHA);
    expect(codes.filter((code) => code === 'captcha.required')).toHaveLength(
      20 - LOGIN_FAILURES_BEFORE_CAPTCHA,
    );
  });

  it('throttles an address that fails too often across accounts', async () => {
    const ip = randomIp();
    const c = authClient(h, ip);
    // Failures recorded straight into the table: 100 logins would only slow the suite.
    const at = new Date(h.services.now());
    await h.database.db.insert(throttleEvents).values(
      Array.from({ length: LOGIN_FAILURES_PER_IP_PER_HOUR }, () => ({
        kind: 'login.ip',
        key: ip,
        createdAt: at,
      })),
    );
    expect(
      await failed(await c.login({ type: 'username', username: 'demo', password: demo.password })),
    ).toMatchObject({
      status: 429,
      code: 'throttled',
    });
    expect(
      await failed(await authClient(h).login({ type: 'username', username: 'x', password: 'y' })),
    ).toMatchObject({
      status: 401,
    });
  });
});
