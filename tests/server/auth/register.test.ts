import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../server/db/schema.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { registrationProblem } from '../../../src/shared/registration.ts';
import {
  AffiliateCheckResultSchema,
  LoginResultSchema,
  PasswordStatusSchema,
  RegistrationSettingsSchema,
} from '../../../src/shared/schemas/auth.ts';
import { MemberInfoSchema } from '../../../src/shared/schemas/session.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';

const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'Content-Type': 'application/json' };

describe.each(databases)('registration on $kind', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const switches = (s: Record<string, boolean>) =>
    h.app.request(PATHS.opsConfig, { method: 'PATCH', headers: ops, body: JSON.stringify({ switches: s }) });
  const account = (name: string) => ({
    username: name,
    password: 'Swerte2025x',
    confirmPassword: 'Swerte2025x',
  });

  it('publishes the settings: switches, captcha and field rules with message codes', async () => {
    const s = await okValue(await h.get(PATHS.registrationSettings), RegistrationSettingsSchema);
    expect(s).toMatchObject({
      methods: { username: true, mobile: true },
      smsVerification: false,
      captcha: true,
    });
    const rule = (name: string) => s.fields.find((f) => f.name === name);
    expect(rule('username')).toMatchObject({ enabled: true, required: true, message: 'account.format' });
    expect(new RegExp(rule('username')?.regExp ?? '').test('juan2025')).toBe(true);
    expect(new RegExp(rule('password')?.regExp ?? '').test('abcdefgh')).toBe(false);
    expect(rule('payeeName')?.enabled).toBe(false);
    expect(rule('captcha')).toMatchObject({ enabled: true, required: true });
    expect(new Set(s.fields.map((f) => f.message))).toEqual(
      new Set([
        'account.format',
        'password.format',
        'in_incorrect_password',
        'mobile.format',
        'verification.format',
        'affiliate.format',
        'name.format',
        'email.format',
        'in_vwrite_code',
      ]),
    );
    await switches({ MOBILENUMREG3: false, REGMOBVERF3: true });
    const off = await okValue(await h.get(PATHS.registrationSettings), RegistrationSettingsSchema);
    expect(off).toMatchObject({ methods: { username: true, mobile: false }, smsVerification: true });
    await switches({ MOBILENUMREG3: true, REGMOBVERF3: false });
  });

  it('checks invitation codes case-insensitively', async () => {
    const c = authClient(h);
    const check = async (code: string) =>
      (
        await okValue(
          await c.json('POST', PATHS.affiliateCheck, { code, domain: 'swerte.test' }),
          AffiliateCheckResultSchema,
        )
      ).success;
    expect(await check('AGENT01')).toBe(true);
    expect(await check('agent01')).toBe(true);
    expect(await check('NOPE99')).toBe(false);
  });

  it('registers by user name under the invitation code agent, logged in, first time', async () => {
    const c = authClient(h);
    const res = await c.register({
      ...account('Lucky777'),
      affiliateCode: 'agent01',
      nickname: 'Lucky',
      email: 'lucky@swerte.test',
      registerMethod: 'PWA',
      ...(await c.solvedCaptcha()),
    });
    const result = await okValue(res, LoginResultSchema);
    expect(result).toMatchObject({
      userName: 'Lucky777',
      customerType: 0,
      firstTimeLogin: true,
      merchantCode: 'SWERTE',
    });
    const info = await okValue(await c.get(PATHS.memberInfo, result.token), MemberInfoSchema);
    expect(info).toMatchObject({ account: 'Lucky777', nickname: 'Lucky', type: 0 });
    const [row] = await h.database.db.select().from(members).where(eq(members.id, info.id));
    const [agent] = await h.database.db.select().from(members).where(eq(members.account, 'agent'));
    expect(row).toMatchObject({
      parentId: agent?.id,
      registerMethod: 'PWA',
      registerUrl: 'swerte.test',
      email: 'lucky@swerte.test',
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    // Registration counts as a password login: the password may change without the old one.
    expect(await okValue(await c.get(PATHS.passwordStatus, result.token), PasswordStatusSchema)).toEqual({
      recentlyAuthenticated: true,
      hasPassword: true,
    });
    // And the new account logs in.
    await c.passwordLogin('lucky777', 'Swerte2025x');
  });

  it('checks the invitation code first, then every field rule', async () => {
    const c = authClient(h);
    const bad = { ...account('1bad'), email: 'not-an-email', affiliateCode: 'NOPE99' };
    expect(await failed(await c.register(bad))).toMatchObject({ status: 400, code: 'invitation_code_error' });
    const { affiliateCode: _a, ...noCode } = bad;
    expect(await failed(await c.register(noCode))).toMatchObject({
      status: 400,
      code: 'field.invalid',
      value: { field: 'username' },
      message: 'account.format',
    });
    expect(await failed(await c.register({ ...noCode, username: 'Good2025' }))).toMatchObject({
      code: 'field.invalid',
      value: { field: 'email' },
    });
    expect(
      await failed(
        await c.register({ ...account('Good2025'), password: 'short1', confirmPassword: 'short1' }),
      ),
    ).toMatchObject({
      code: 'field.invalid',
      value: { field: 'password' },
      message: 'password.format',
    });
    expect(await failed(await c.register({ username: 'Good2025', password: 'Swerte2025x' }))).toMatchObject({
      code: 'field.invalid',
      value: { field: 'confirmPassword' },
    });
  });

  it('refuses a wrong confirmation, common passwords and the user name as password', async () => {
    const c = authClient(h);
    expect(
      await failed(await c.register({ ...account('Good2025'), confirmPassword: 'Swerte2025y' })),
    ).toMatchObject({
      status: 400,
      code: 'in_confirmation_correct',
    });
    for (const password of ['password1', 'PassWord1', 'qwerty123']) {
      expect(
        await failed(await c.register({ username: 'Good2025', password, confirmPassword: password })),
      ).toMatchObject({
        status: 400,
        code: 'password.common',
      });
    }
    expect(
      await failed(
        await c.register({ ...account('Maxi2025x'), password: 'maxi2025X', confirmPassword: 'maxi2025X' }),
      ),
    ).toMatchObject({
      code: 'password.common',
    });
  });

  it('demands the captcha when the merchant enables it; a wrong answer is refused', async () => {
    const c = authClient(h);
    expect(await failed(await c.register(account('Capt2025')))).toMatchObject({
      status: 400,
      code: 'captcha.required',
    });
    const { captchaId } = await c.solvedCaptcha();
    expect(await failed(await c.register({ ...account('Capt2025'), captchaId, captcha: '0' }))).toMatchObject(
      {
        status: 400,
        code: 'captcha.invalid',
      },
    );
  });

  it('user names are unique case-insensitively', async () => {
    const c = authClient(h);
    expect(
      await failed(await c.register({ ...account('DEMO'), ...(await c.solvedCaptcha()) })),
    ).toMatchObject({
      status: 409,
      code: 'username.taken',
    });
  });

  it('registers by mobile number with an SMS code (used once) and a password', async () => {
    const c = authClient(h);
    const code = await c.smsCode('09185550001', 'register');
    const payload = {
      method: 'mobile' as const,
      countryDialingCode: '63' as const,
      mobileNum: '09185550001',
      password: 'Swerte2025x',
      confirmPassword: 'Swerte2025x',
    };
    expect(
      await failed(await c.register({ ...payload, verificationCode: '12345', ...(await c.solvedCaptcha()) })),
    ).toMatchObject({
      code: 'field.invalid',
      value: { field: 'verificationCode' },
    });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await failed(await c.register({ ...payload, verificationCode: wrong, ...(await c.solvedCaptcha()) })),
    ).toMatchObject({
      status: 400,
      code: 'sms.code.invalid',
    });
    const result = await okValue(
      await c.register({ ...payload, verificationCode: code, ...(await c.solvedCaptcha()) }),
      LoginResultSchema,
    );
    expect(result.userName).toBe('639185550001');
    expect(
      await failed(await c.register({ ...payload, verificationCode: code, ...(await c.solvedCaptcha()) })),
    ).toMatchObject({
      status: 409,
      code: 'username.taken',
    });
    // The number logs in with the password, typed nationally.
    await c.passwordLogin('09185550001', 'Swerte2025x');
  });

  it('REGMOBVERF3: a user-name registration verifies a mobile number too', async () => {
    await switches({ REGMOBVERF3: true });
    const c = authClient(h);
    expect(
      await failed(await c.register({ ...account('Verif2025'), ...(await c.solvedCaptcha()) })),
    ).toMatchObject({
      code: 'field.invalid',
      value: { field: 'mobileNum' },
    });
    const code = await c.smsCode('9185550002', 'register');
    const res = await c.register({
      ...account('Verif2025'),
      countryDialingCode: '63',
      mobileNum: '9185550002',
      verificationCode: code,
      ...(await c.solvedCaptcha()),
    });
    expect((await okValue(res, LoginResultSchema)).userName).toBe('Verif2025');
    await switches({ REGMOBVERF3: false, USERNAMEREG3: false });
    expect(
      await failed(await c.register({ ...account('Off2025'), ...(await c.solvedCaptcha()) })),
    ).toMatchObject({
      status: 403,
      code: 'feature.disabled',
    });
    await switches({ USERNAMEREG3: true });
  });

  it('refuses exactly what the shared registration rules refuse (src/shared/registration.ts)', async () => {
    const settings = await okValue(await h.get(PATHS.registrationSettings), RegistrationSettingsSchema);
    const c = authClient(h);
    const base = { ...account('Shared2025'), countryDialingCode: '63' as const };
    const cases = [
      { username: '1bad' },
      { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      { confirmPassword: '' },
      { mobileNum: '0918abc0001' },
      { mobileNum: '12345' },
      // The e-mail rule's pattern alone accepts a 65-character local part; the shared check does not.
      { email: `${'a'.repeat(65)}@example.com` },
      { nickname: '<b>' },
    ];
    for (const over of cases) {
      const payload = { ...base, ...over };
      const problem = registrationProblem(settings, 'username', payload);
      expect(problem, JSON.stringify(over)).not.toBeNull();
      expect(await failed(await c.register(payload)), JSON.stringify(over)).toMatchObject({
        status: 400,
        code: 'field.invalid',
        value: { field: problem?.field },
      });
    }
    // What the shared rules pass goes on to the captcha.
    const good = { ...base, mobileNum: '09185550009', email: 'shared@example.com', nickname: 'Juan' };
    expect(registrationProblem(settings, 'username', good)).toBeNull();
    expect(await failed(await c.register(good))).toMatchObject({ code: 'captcha.required' });
  });

  // Meaningful on PostgreSQL (PGlite runs one transaction at a time); kept on both as a regression.
  it('10 concurrent registrations of one user name: exactly one succeeds', async () => {
    const clients = Array.from({ length: 10 }, () => authClient(h));
    const captchas = await Promise.all(clients.map((c) => c.solvedCaptcha()));
    const results = await Promise.all(
      clients.map((c, i) => c.register({ ...account('Race2025'), ...captchas[i] })),
    );
    const bodies = await Promise.all(results.map((r) => (r.status === 200 ? { code: 'ok' } : failed(r))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(bodies.filter((b) => b.code === 'username.taken')).toHaveLength(9);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  });
});
