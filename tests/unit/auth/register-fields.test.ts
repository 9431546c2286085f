import { describe, expect, it } from 'vitest';
import {
  checkRegisterField,
  initialRegisterMethod,
  type RegisterValues,
  registerFields,
} from '../../../src/features/auth/register-fields.ts';
import type { RegistrationSettings } from '../../../src/shared/schemas/auth.ts';

const settings = (over: Partial<RegistrationSettings> = {}): RegistrationSettings => ({
  methods: { username: true, mobile: true },
  smsVerification: false,
  mobilePassword: true,
  captcha: true,
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
