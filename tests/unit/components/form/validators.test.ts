import { describe, expect, it } from 'vitest';
import { loginUsername } from '../../../../src/components/form/validators.ts';
import { loginPassword } from '../../../../src/shared/password.ts';
import {
  VALIDATION_CODES as C,
  captchaCode,
  checkFieldRule,
  confirmPassword,
  email,
  mobileNum as loginMobileNum,
  verificationCode,
} from '../../../../src/shared/registration-checks.ts';
import type { FieldRule } from '../../../../src/shared/schemas/auth.ts';

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  name: 'username',
  enabled: true,
  required: false,
  regExp: '^[a-z]{4,8}$',
  message: 'account.format',
  ...over,
});

describe('login validators', () => {
  it('loginUsername: required, no spaces, at most 64', () => {
    expect(loginUsername('')).toBe(C.usernameRequired);
    expect(loginUsername('   ')).toBe(C.usernameRequired);
    expect(loginUsername('demo')).toBeNull();
    expect(loginUsername(' demo ')).toBeNull();
    expect(loginUsername('de mo')).toBe(C.accountFormat);
    expect(loginUsername('a'.repeat(65))).toBe(C.accountFormat);
  });
  it('loginPassword: required, at most 128, never trimmed away', () => {
    expect(loginPassword('')).toBe(C.passwordRequired);
    expect(loginPassword(' ')).toBeNull();
    expect(loginPassword('x'.repeat(128))).toBeNull();
    expect(loginPassword('x'.repeat(129))).toBe(C.passwordFormat);
  });
  it('loginMobileNum: digits, 7 to 20', () => {
    expect(loginMobileNum('')).toBe(C.mobileRequired);
    expect(loginMobileNum('12345')).toBe(C.mobileTooShort);
    expect(loginMobileNum('9171234567')).toBeNull();
    expect(loginMobileNum('917-123')).toBe(C.mobileFormat);
    expect(loginMobileNum('1'.repeat(21))).toBe(C.mobileFormat);
  });
  it('verificationCode: numeric, at most 10', () => {
    expect(verificationCode('')).toBe(C.verificationRequired);
    expect(verificationCode('123456')).toBeNull();
    expect(verificationCode('12a456')).toBe(C.verificationFormat);
    expect(verificationCode('1'.repeat(11))).toBe(C.verificationFormat);
  });
  it('captcha: required (in_vwrite_code), at most 6, numeric unless told otherwise', () => {
    expect(captchaCode('')).toBe('in_vwrite_code');
    expect(captchaCode('1234')).toBeNull();
    expect(captchaCode('1234567')).toBe(C.captchaFormat);
    expect(captchaCode('ab12')).toBe(C.captchaFormat);
    expect(captchaCode('ab12', false)).toBeNull();
  });
  it('confirm password: required then equal', () => {
    expect(confirmPassword('', 'Abcd1234')).toBe('in_incorrect_password');
    expect(confirmPassword('Abcd123', 'Abcd1234')).toBe('in_confirmation_correct');
    expect(confirmPassword('Abcd1234', 'Abcd1234')).toBeNull();
  });
});

describe('e-mail (SPEC.md section 5, endings of 2-63 letters: docs/decisions/0020)', () => {
  it.each([
    'a@example.com',
    'first.last+x@mail.example.com.ph',
    'x_y@ab.co',
    'demo@swerte.test',
    'a@b.online',
  ])('accepts %s', (value) => {
    expect(email(value)).toBeNull();
  });
  it.each(['', 'a@', 'a@b', '@b.com', 'a b@c.com', 'a@b.c', 'a@b.c0m'])('rejects %s', (value) => {
    expect(email(value)).toBe('in_email_incorrect');
  });
  it('rejects over-long addresses without running the pattern', () => {
    expect(email(`${'a'.repeat(250)}@b.com`)).toBe('in_email_incorrect');
  });
});

describe('checkFieldRule', () => {
  it('passes when there is no rule or it is disabled', () => {
    expect(checkFieldRule(undefined, 'x')).toBeNull();
    expect(checkFieldRule(rule({ enabled: false }), '!!')).toBeNull();
  });
  it('an optional empty field passes; a required empty one fails', () => {
    expect(checkFieldRule(rule(), '  ')).toBeNull();
    expect(checkFieldRule(rule({ required: true }), '')).toBe(C.fieldRequired);
  });
  it('tests the trimmed value and answers the rule message code', () => {
    expect(checkFieldRule(rule(), ' abcd ')).toBeNull();
    expect(checkFieldRule(rule(), 'ab')).toBe('account.format');
    expect(checkFieldRule(rule({ message: 'name.format' }), 'ABCDE')).toBe('name.format');
  });
  it('a broken server pattern does not lock the user out', () => {
    expect(checkFieldRule(rule({ regExp: '([' }), 'anything')).toBeNull();
  });
});
