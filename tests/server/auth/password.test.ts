import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { hashPassword, verifyPassword } from '../../../server/lib/password.ts';
import { RECENT_AUTH_MINUTES, SMS_PER_NUMBER_INTERVAL_MS } from '../../../src/shared/constants/accounts.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { LoginResultSchema, PasswordStatusSchema } from '../../../src/shared/schemas/auth.ts';
import { OutboxMessageSchema } from '../../../src/shared/schemas/ops.ts';
import { type AuthClient, authClient, failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';
import { inboxNotices } from '../support/inbox-notices.ts';

const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}` };
const MINUTE = 60_000;

describe.each(databases)('passwords on $kind', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  /** A fresh member with a known password, registered through the API. */
  let n = 0;
  async function member(c: AuthClient, extra: Record<string, string> = {}) {
    const username = `Pw${kind}${++n}x`.slice(0, 16);
    const res = await c.register({
      username,
      password: 'First2025x',
      confirmPassword: 'First2025x',
      ...extra,
      ...(await c.solvedCaptcha()),
    });
    return { username, token: (await okValue(res, LoginResultSchema)).token };
  }
  const change = (c: AuthClient, token: string, body: Record<string, string>) =>
    c.json('PUT', PATHS.password, body, token);
  const alive = async (c: AuthClient, token: string) => (await c.get(PATHS.memberInfo, token)).status === 200;

  it('hashes with OWASP scrypt parameters by default and still verifies older hashes', async () => {
    expect(loadConfig({}).passwordCost).toBe(17);
    const hash = await hashPassword('Demo1234');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('Demo1234', hash)).toBe(true);
    const old = await hashPassword('Demo1234', 14);
    expect(old).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Demo1234', old)).toBe(true);
    expect(await verifyPassword('demo1234', old)).toBe(false);
  });

  it('change: the old password is needed unless recently authenticated', async () => {
    const c = authClient(h);
    const { token } = await member(c);
    const status = async () => okValue(await c.get(PATHS.passwordStatus, token), PasswordStatusSchema);
    expect(await status()).toEqual({ recentlyAuthenticated: true, hasPassword: true });
    expect(
      await failed(
        await change(c, token, {
          oldPassword: 'Wrong2025x',
          newPassword: 'Next2025x',
          confirmNewPassword: 'Next2025x',
        }),
      ),
    ).toMatchObject({
      status: 400,
      code: 'password.old.wrong',
    });
    h.advance(RECENT_AUTH_MINUTES * MINUTE + 1000);
    expect(await status()).toEqual({ recentlyAuthenticated: false, hasPassword: true });
    expect(
      await failed(await change(c, token, { newPassword: 'Next2025x', confirmNewPassword: 'Next2025x' })),
    ).toMatchObject({
      status: 400,
      code: 'password.old.wrong',
    });
    await okValue(
      await change(c, token, {
        oldPassword: 'First2025x',
        newPassword: 'Next2025x',
        confirmNewPassword: 'Next2025x',
      }),
      v.null(),
    );
    // The member is told, in the inbox (issue 31): a stolen session that changed it is noticed.
    const [notice] = await inboxNotices((path) => c.get(path, token));
    expect(notice?.text).toContain('The login password of your account was changed.');
    expect(notice?.text).toContain('Napalitan ang login password ng iyong account.');
  });

  it('change: old-password guesses are throttled, 10 at once let exactly 5 be checked (issue 10)', async () => {
    const c = authClient(h);
    const { token } = await member(c);
    const guess = (oldPassword: string) =>
      change(c, token, { oldPassword, newPassword: 'Next2025x', confirmNewPassword: 'Next2025x' });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => guess(`Wrong${i}2025x`)));
    const codes = await Promise.all(answers.map(async (r) => (await failed(r)).code));
    expect(codes.filter((code) => code === 'password.old.wrong')).toHaveLength(5);
    expect(codes.filter((code) => code === 'throttled')).toHaveLength(5);
    // Even the right one waits for the window; then it goes through.
    expect((await failed(await guess('First2025x'))).code).toBe('throttled');
    h.advance(3_600_000 + 1000);
    expect((await guess('First2025x')).status).toBe(200);
  });

  it('change: confirmation, same password, common password, rules', async () => {
    const c = authClient(h);
    const { token } = await member(c);
    const cases: [Record<string, string>, string][] = [
      [{ newPassword: 'Next2025x', confirmNewPassword: 'Next2025y' }, 'in_confirmation_correct'],
      [{ newPassword: 'First2025x', confirmNewPassword: 'First2025x' }, 'modify.new.old.same'],
      [{ newPassword: 'Password1', confirmNewPassword: 'Password1' }, 'password.common'],
      [{ newPassword: 'nodigits', confirmNewPassword: 'nodigits' }, 'field.invalid'],
    ];
    for (const [body, code] of cases) {
      expect(await failed(await change(c, token, body)), code).toMatchObject({ status: 400, code });
    }
  });

  it('change revokes the other sessions and keeps this one', async () => {
    const c = authClient(h);
    const { username, token } = await member(c);
    const other = await c.passwordLogin(username, 'First2025x');
    await okValue(
      await change(c, token, { newPassword: 'Next2025x', confirmNewPassword: 'Next2025x' }),
      v.null(),
    );
    expect(await alive(c, token)).toBe(true);
    expect(await alive(c, other)).toBe(false);
    expect(await failed(await c.login({ type: 'username', username, password: 'First2025x' }))).toMatchObject(
      { status: 401 },
    );
    await c.passwordLogin(username, 'Next2025x');
  });

  const forgot = (c: AuthClient, username: string, email: string, lang = 'EN') =>
    h.app.request(PATHS.forgotEmail, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': c.ip,
        Language: lang,
      },
      body: new URLSearchParams({ username, email }).toString(),
    });
  const mails = async (to: string) =>
    okValue(
      await h.app.request(`${PATHS.opsOutbox}?channel=email&recipient=${encodeURIComponent(to)}`, {
        headers: ops,
      }),
      v.array(OutboxMessageSchema),
    );

  it('forgot by e-mail: a one-time link to the right address, success either way', async () => {
    const c = authClient(h);
    const email = `pw${n + 1}@swerte.test`;
    const { username, token } = await member(c, { email });
    expect(await failed(await forgot(c, username, 'not-an-address'))).toMatchObject({
      status: 400,
      code: 'in_email_incorrect',
    });
    // Wrong address, unknown account: the same success, nothing sent.
    await okValue(await forgot(c, username, 'other@swerte.test'), v.null());
    await okValue(await forgot(c, 'nobody9', email), v.null());
    expect(await mails(email)).toEqual([]);

    await okValue(await forgot(c, username.toUpperCase(), email.toUpperCase()), v.null());
    const [mail] = await mails(email);
    expect(mail?.subject).toMatch(/reset your password/);
    const link = /(http\S+\/m\/forget\?resetToken=([A-Za-z0-9_-]+))/.exec(mail?.body ?? '');
    expect(link?.[1]).toMatch(/^http:\/\/localhost\/m\/forget\?resetToken=/);
    const resetToken = link?.[2] ?? '';

    const reset = (newPassword: string) => c.json('POST', PATHS.resetByEmail, { resetToken, newPassword });
    expect(await failed(await reset('password1'))).toMatchObject({ status: 400, code: 'password.common' });
    const result = await okValue(await reset('Reset2025x'), LoginResultSchema);
    expect(result.userName).toBe(username);
    expect(await alive(c, token)).toBe(false);
    expect(await alive(c, result.token)).toBe(true);
    expect(await okValue(await c.get(PATHS.passwordStatus, result.token), PasswordStatusSchema)).toEqual({
      recentlyAuthenticated: true,
      hasPassword: true,
    });
    expect(await failed(await reset('Again2025x'))).toMatchObject({
      status: 400,
      code: 'reset.token.invalid',
    });
    await c.passwordLogin(username, 'Reset2025x');
  });

  it('forgot by e-mail: Filipino by default, the link expires after 30 minutes, throttled per account', async () => {
    const c = authClient(h);
    const email = `pw${n + 1}@swerte.test`;
    const { username } = await member(c, { email });
    await okValue(await forgot(c, username, email, 'TY'), v.null());
    const [mail] = await mails(email);
    expect(mail?.body).toMatch(/Kumusta/);
    const resetToken = /resetToken=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    h.advance(31 * MINUTE);
    expect(
      await failed(await c.json('POST', PATHS.resetByEmail, { resetToken, newPassword: 'Reset2025x' })),
    ).toMatchObject({
      code: 'reset.token.invalid',
    });
    await okValue(await forgot(c, username, email), v.null());
    await okValue(await forgot(c, username, email), v.null());
    expect(await failed(await forgot(authClient(h), username, email))).toMatchObject({
      status: 429,
      code: 'throttled',
    });
  });

  it('set by phone: code checked, same password refused without spending the code, then all sessions revoked', async () => {
    const c = authClient(h);
    const code = await c.smsCode('9185550101', 'register');
    const res = await c.register({
      method: 'mobile',
      countryDialingCode: '63',
      mobileNum: '9185550101',
      verificationCode: code,
      password: 'First2025x',
      confirmPassword: 'First2025x',
      ...(await c.solvedCaptcha()),
    });
    const { token } = await okValue(res, LoginResultSchema);
    h.advance(SMS_PER_NUMBER_INTERVAL_MS);
    const resetCode = await c.smsCode('9185550101', 'reset');
    const set = (newPassword: string, verificationCode = resetCode) =>
      c.json('POST', PATHS.setPasswordByPhone, {
        newPassword,
        mobileNum: '09185550101',
        countryDialingCode: '63',
        verificationCode,
      });
    const wrong = resetCode === '000000' ? '111111' : '000000';
    expect(await failed(await set('Next2025x', wrong))).toMatchObject({
      status: 400,
      code: 'sms.code.invalid',
    });
    expect(await failed(await set('First2025x'))).toMatchObject({ status: 400, code: 'modify.new.old.same' });
    expect(await failed(await set('qwerty123'))).toMatchObject({ status: 400, code: 'password.common' });
    const result = await okValue(await set('Next2025x'), LoginResultSchema);
    expect(result.userName).toBe('639185550101');
    expect(await alive(c, token)).toBe(false);
    expect(await alive(c, result.token)).toBe(true);
    expect(await failed(await set('Other2025x'))).toMatchObject({ status: 400, code: 'sms.code.invalid' });
    await c.passwordLogin('09185550101', 'Next2025x');
  });

  it('set by phone: five wrong codes burn the code; expired codes say so; unknown numbers look like wrong codes', async () => {
    const c = authClient(h);
    h.advance(SMS_PER_NUMBER_INTERVAL_MS);
    const code = await c.smsCode('9171234567', 'reset');
    const set = (verificationCode: string, mobileNum = '9171234567') =>
      c.json('POST', PATHS.setPasswordByPhone, {
        newPassword: 'Demo2025x',
        mobileNum,
        countryDialingCode: '63',
        verificationCode,
      });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await failed(await set(wrong))).code).toBe('sms.code.invalid');
    expect(await failed(await set(code))).toMatchObject({ code: 'sms.code.invalid' });

    h.advance(SMS_PER_NUMBER_INTERVAL_MS);
    const late = await c.smsCode('9171234567', 'reset');
    h.advance(6 * MINUTE);
    expect(await failed(await set(late))).toMatchObject({ status: 400, code: 'sms.code.expired' });
    expect(await failed(await set('123456', '9189999999'))).toMatchObject({
      status: 400,
      code: 'sms.code.invalid',
    });
  });
  /** Binds a contact through the security centre, as the member would (their session is fresh). */
  async function bindMobile(c: AuthClient, token: string, national: string) {
    await okValue(
      await c.json('POST', PATHS.mobileCode, { countryDialingCode: '63', mobileNo: national }, token),
      v.object({ expiredMinutes: v.number() }),
    );
    const verificationCode = await c.lastSms(`+63${national}`);
    const res = await c.json(
      'POST',
      PATHS.mobileBind,
      { countryDialingCode: '63', mobileNo: national, verificationCode },
      token,
    );
    expect(res.status).toBe(200);
  }
  async function bindEmail(c: AuthClient, token: string, email: string) {
    await okValue(
      await c.json('POST', PATHS.emailCode, { email }, token),
      v.object({ expiredMinutes: v.number() }),
    );
    const code = /\b(\d{6})\b/.exec((await mails(email))[0]?.body ?? '')?.[1] ?? '';
    expect((await c.json('POST', PATHS.emailBind, { email, code }, token)).status).toBe(200);
  }
  const HOUR = 60 * MINUTE;
  /** The refusal of a reset through a contact bound too recently, and when it becomes possible. */
  async function expectHeld(res: Response) {
    const held = await failed(res);
    expect(held).toMatchObject({ status: 403, code: AUTH_CODES.resetHeld });
    const until = Date.parse((held.value as { availableAt: string }).availableAt);
    expect(until - h.services.now()).toBeGreaterThan(23 * HOUR);
    expect(until - h.services.now()).toBeLessThanOrEqual(24 * HOUR);
  }

  it('set by phone through a mobile bound minutes ago is held; 25 hours later it works and the member is told', async () => {
    // Issue 31, case 8: a stolen session binds the thief's number, then resets the password with it.
    const c = authClient(h);
    const email = `pw${n + 1}@swerte.test`;
    const { username, token } = await member(c, { email });
    const national = '9186660202';
    await bindMobile(c, token, national);
    h.advance(SMS_PER_NUMBER_INTERVAL_MS);
    const set = async () =>
      c.json('POST', PATHS.setPasswordByPhone, {
        newPassword: 'Thief2025x',
        mobileNum: national,
        countryDialingCode: '63',
        verificationCode: await c.smsCode(national, 'reset'),
      });
    await expectHeld(await set());
    // Nothing changed: the old password and the session still stand.
    expect(await alive(c, token)).toBe(true);
    await c.passwordLogin(username, 'First2025x');
    h.advance(25 * HOUR);
    const result = await okValue(await set(), LoginResultSchema);
    await c.passwordLogin(username, 'Thief2025x');
    // The member hears of it: in the inbox, and at the address bound before.
    const [notice] = await inboxNotices((path) => c.get(path, result.token));
    expect(notice?.title).toBe('Your account was changed · May pagbabago sa iyong account');
    expect(notice?.text).toContain('The login password of your account was reset with an SMS code.');
    expect(notice?.text).toContain('Na-reset ang login password ng iyong account gamit ang SMS code.');
    // (In Filipino: the server's default language, which this client's calls ask for.)
    expect((await mails(email))[0]?.body).toContain(
      'Na-reset ang login password ng iyong account gamit ang SMS code.',
    );
  });

  it('a reset link to an address bound minutes ago is held; 25 hours later a new link works and the member is told', async () => {
    const c = authClient(h);
    const { username, token } = await member(c);
    const email = `held${n}@swerte.test`;
    await bindEmail(c, token, email);
    const link = async () => {
      await okValue(await forgot(c, username, email), v.null());
      return /resetToken=([A-Za-z0-9_-]+)/.exec((await mails(email))[0]?.body ?? '')?.[1] ?? '';
    };
    const reset = (resetToken: string) =>
      c.json('POST', PATHS.resetByEmail, { resetToken, newPassword: 'Thief2025x' });
    await expectHeld(await reset(await link()));
    await c.passwordLogin(username, 'First2025x');
    h.advance(25 * HOUR);
    const result = await okValue(await reset(await link()), LoginResultSchema);
    await c.passwordLogin(username, 'Thief2025x');
    const [notice] = await inboxNotices((path) => c.get(path, result.token));
    expect(notice?.text).toContain(
      'The login password of your account was reset through your e-mail address.',
    );
    expect(notice?.text).toContain('Na-reset ang login password ng iyong account gamit ang iyong e-mail.');
    expect((await mails(email))[0]?.body).toContain('gamit ang iyong e-mail');
  });
});
