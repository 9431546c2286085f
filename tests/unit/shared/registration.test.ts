import { describe, expect, it } from 'vitest';
import {
  checkRegisterField,
  initialRegisterMethod,
  type RegisterValues,
  registerFields,
  registrationProblem,
} from '../../../src/shared/registration.ts';
import type { RegistrationSettings } from '../../../src/shared/schemas/auth.ts';

const settings = (over: Partial<RegistrationSettings> = {}): RegistrationSettings => ({
  methods: { username: true, mobile: true },
  smsVerification: false,
  mobilePassword: true,
  captcha: true,
  minimumAge: 21,
  fields: [
    {
      name: 'username',
      enabled: true,
      required: true,
      regExp: '^[a-zA-Z][a-zA-Z0-9]{3,15}$',
      message: 'account.format',
    },
    {
      name: 'password',
      enabled: true,
      required: true,
      regExp: '^(?=.*[A-Za-z])(?=.*\\d).{8,20}$',
      message: 'password.format',
    },
    { name: 'mobileNum', enabled: true, required: false, regExp: '^[0-9]{7,15}$', message: 'mobile.format' },
    {
      name: 'affiliateCode',
      enabled: false,
      required: false,
      regExp: '^[A-Za-z0-9]{4,16}$',
      message: 'affiliate.format',
    },
    { name: 'email', enabled: true, required: false, regExp: '^.+@.+$', message: 'email.format' },
  ],
  ...over,
});
const values = (over: Partial<RegisterValues> = {}): RegisterValues => ({
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  affiliateCode: '',
  nickname: '',
  email: '',
  payeeName: '',
  captcha: '',
  ...over,
});
const names = (s: RegistrationSettings, m: 'username' | 'mobile', aff = false) =>
  registerFields(s, m, aff).map((f) => `${f.name}${f.required ? '*' : ''}`);

describe('registration fields', () => {
  it('initial method is mobile only when username registration is off', () => {
    expect(initialRegisterMethod({ username: true, mobile: true })).toBe('username');
    expect(initialRegisterMethod({ username: false, mobile: true })).toBe('mobile');
    expect(initialRegisterMethod({ username: true, mobile: false })).toBe('username');
  });
  it('username method: core fields required, extras by rule, captcha when on', () => {
    expect(names(settings(), 'username')).toEqual([
      'username*',
      'password*',
      'confirmPassword*',
      'mobileNum',
      'email',
      'captcha*',
    ]);
    expect(names(settings({ smsVerification: true, captcha: false }), 'username')).toEqual([
      'username*',
      'password*',
      'confirmPassword*',
      'mobileNum*',
      'verificationCode*',
      'email',
    ]);
  });
  it('mobile method: number and SMS code, passwords when MOBILENUMPASSREG3; a link code shows the invite field', () => {
    expect(names(settings({ mobilePassword: false }), 'mobile', true)).toEqual([
      'mobileNum*',
      'verificationCode*',
      'email',
      'affiliateCode',
      'captcha*',
    ]);
  });
  it('checks by rule: optional empty passes, invalid shows the rule code, confirm must match', () => {
    const s = settings();
    const f = (name: Parameters<typeof checkRegisterField>[1]['name'], required = false) => ({
      name,
      required,
    });
    expect(checkRegisterField(s, f('email'), values())).toBeNull();
    expect(checkRegisterField(s, f('email'), values({ email: 'nope' }))).toBe('in_email_incorrect');
    expect(checkRegisterField(s, f('username', true), values())).toBe('username.required');
    expect(checkRegisterField(s, f('username', true), values({ username: '1abc' }))).toBe('account.format');
    expect(checkRegisterField(s, f('password', true), values({ password: 'abcdefgh' }))).toBe(
      'password.format',
    );
    expect(checkRegisterField(s, f('confirmPassword', true), values({ password: 'Abcd1234' }))).toBe(
      'in_incorrect_password',
    );
    expect(
      checkRegisterField(
        s,
        f('confirmPassword', true),
        values({ password: 'Abcd1234', confirmPassword: 'x' }),
      ),
    ).toBe('in_confirmation_correct');
    expect(checkRegisterField(s, f('captcha', true), values())).toBe('in_vwrite_code');
    expect(checkRegisterField(s, f('verificationCode', true), values({ verificationCode: '12ab' }))).toBe(
      'verification.format',
    );
  });
});

describe('registration rules shared with the server', () => {
  it('a disabled rule does not apply its pattern, even to a field the method requires', () => {
    const s = settings({
      fields: settings().fields.map((f) => (f.name === 'username' ? { ...f, enabled: false } : f)),
    });
    expect(
      checkRegisterField(s, { name: 'username', required: true }, values({ username: '1abc' })),
    ).toBeNull();
    expect(checkRegisterField(s, { name: 'username', required: true }, values())).toBe('username.required');
  });

  it('the password follows the shared policy: the built-in rule when the merchant switched theirs off', () => {
    const s = settings({
      fields: settings().fields.map((f) => (f.name === 'password' ? { ...f, enabled: false } : f)),
    });
    const pw = (password: string) =>
      checkRegisterField(s, { name: 'password', required: true }, values({ password }));
    expect(pw('abcdefgh')).toBe('password.format');
    expect(pw('abcdefg1')).toBeNull();
    expect(pw('')).toBe('password.required');
  });

  it('built-in checks run before the rule: number digits, e-mail bounds', () => {
    const s = settings();
    const check = (name: 'mobileNum' | 'email', value: string) =>
      checkRegisterField(s, { name, required: false }, values({ [name]: value }));
    expect(check('mobileNum', '0918abc0001')).toBe('mobile.format');
    expect(check('mobileNum', '12345')).toBe('in_mobileNum_error');
    // The rule's pattern alone accepts a 65-character local part; the shared e-mail check does not.
    expect(check('email', `${'a'.repeat(65)}@example.com`)).toBe('in_email_incorrect');
  });

  it('registrationProblem: the first failing field of the method in screen order, captcha left out', () => {
    const s = settings();
    const good = { username: 'juan2025', password: 'Swerte2025x', confirmPassword: 'Swerte2025x' };
    expect(registrationProblem(s, 'username', good)).toBeNull();
    expect(registrationProblem(s, 'username', { ...good, username: '1bad', email: 'nope' })).toEqual({
      field: 'username',
      code: 'account.format',
    });
    expect(registrationProblem(s, 'username', { ...good, email: 'nope' })).toEqual({
      field: 'email',
      code: 'in_email_incorrect',
    });
    expect(registrationProblem(s, 'username', { ...good, confirmPassword: 'other' })).toEqual({
      field: 'confirmPassword',
      code: 'in_confirmation_correct',
    });
    // Without REGMOBVERF3 a user-name sign-up has no SMS code field: a stray value is not judged.
    expect(registrationProblem(s, 'username', { ...good, verificationCode: 'x' })).toBeNull();
    expect(registrationProblem(s, 'mobile', { mobileNum: '09185550001' })).toEqual({
      field: 'verificationCode',
      code: 'verification.required',
    });
  });
});
