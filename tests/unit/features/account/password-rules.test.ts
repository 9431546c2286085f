import { describe, expect, it } from 'vitest';
import {
  changePasswordErrors,
  forgotEmailErrors,
  phoneResetErrors,
  resetErrors,
  sameAsOld,
} from '../../../../src/features/account/password-rules.ts';
import { fieldMessage } from '../../../../src/lib/messages.ts';
import { AUTH_CODES } from '../../../../src/shared/errors/auth.ts';
import type { FieldRule } from '../../../../src/shared/schemas/auth.ts';

const rule: FieldRule = {
  name: 'password',
  enabled: true,
  required: false,
  regExp: '^(?=.*[A-Za-z])(?=.*\\d).{6,20}$',
  message: 'password.format',
};

describe('forgot password by e-mail', () => {
  it('needs a login user name and a well-formed e-mail (trimmed)', () => {
    expect(forgotEmailErrors({ username: 'demo', email: ' demo@example.com ' })).toEqual({
      username: null,
      email: null,
    });
    expect(forgotEmailErrors({ username: '', email: '' })).toEqual({
      username: 'username.required',
      email: 'in_email_incorrect',
    });
    expect(forgotEmailErrors({ username: 'has space', email: 'demo@example.com.ph' }).username).toBe(
      'account.format',
    );
    for (const bad of [
      'demo',
      'demo@',
      '@example.com',
      'demo@example.c',
      'demo@example.c0m',
      'demo@exa mple.com',
    ]) {
      expect(forgotEmailErrors({ username: 'demo', email: bad }).email).toBe('in_email_incorrect');
    }
    // Endings of 2-63 letters, not SPEC's 2-3 (docs/decisions/0020-email-endings-2-63-letters.md).
    for (const good of ['a@b.co.uk', 'demo@swerte.test', 'demo@example.online']) {
      expect(forgotEmailErrors({ username: 'demo', email: good }).email).toBeNull();
    }
  });
});

describe('change password', () => {
  const values = (oldPassword: string, newPassword: string, confirm: string) => ({
    oldPassword,
    newPassword,
    confirm,
  });

  it('asks the old password only when the session is not recently authenticated', () => {
    expect(changePasswordErrors(values('', 'abc123', 'abc123'), false, rule)).toEqual({
      oldPassword: null,
      newPassword: null,
      confirm: null,
    });
    expect(changePasswordErrors(values('', 'abc123', 'abc123'), true, rule).oldPassword).toBe(
      'password.required',
    );
  });

  it('checks the new password by the password rule and the confirmation', () => {
    expect(changePasswordErrors(values('', '', ''), false, rule).newPassword).toBe('password.required');
    expect(changePasswordErrors(values('', 'short', ''), false, rule).newPassword).toBe('password.format');
    // Without the merchant's rule the built-in one applies, as on the server (src/shared/password.ts).
    expect(changePasswordErrors(values('', 'short', 'short'), false, undefined).newPassword).toBe(
      'password.format',
    );
    expect(changePasswordErrors(values('', 'short12x', 'short12x'), false, undefined).newPassword).toBeNull();
    expect(changePasswordErrors(values('', 'abc123', ''), false, rule).confirm).toBe('in_incorrect_password');
    expect(changePasswordErrors(values('', 'abc123', 'abc124'), false, rule).confirm).toBe(
      'in_confirmation_correct',
    );
  });

  it('the spec messages: Enter password, Confirmation password not matched, same old and new', () => {
    expect(fieldMessage('in_incorrect_password').message).toBe('Enter password');
    expect(fieldMessage('in_confirmation_correct').message).toBe('Confirmation password not matched.');
    expect(fieldMessage(AUTH_CODES.passwordSame).message).toBe(
      'The new password and the old password cannot be the same.',
    );
    expect(fieldMessage(AUTH_CODES.oldPasswordWrong).message).toBe('The old password is incorrect.');
    expect(fieldMessage(AUTH_CODES.freeReject).message).toBe(
      'Please log in with a real account to use this function.',
    );
  });

  it('the new password must differ from the old one when both are typed', () => {
    expect(sameAsOld(values('abc123', 'abc123', 'abc123'), true)).toBe(true);
    expect(sameAsOld(values('abc123', 'abc124', 'abc124'), true)).toBe(false);
    expect(sameAsOld(values('', '', ''), true)).toBe(false);
    expect(sameAsOld(values('abc123', 'abc123', 'abc123'), false)).toBe(false);
  });
});

describe('set password by phone and reset link', () => {
  it('a short or missing mobile number reads in_mobileNum_error', () => {
    const ok = { mobileNum: '9171234567', verificationCode: '123456', newPassword: 'abc123' };
    expect(phoneResetErrors(ok, rule)).toEqual({
      mobileNum: null,
      verificationCode: null,
      newPassword: null,
    });
    expect(phoneResetErrors({ ...ok, mobileNum: '917' }, rule).mobileNum).toBe('in_mobileNum_error');
    expect(phoneResetErrors({ ...ok, mobileNum: '' }, rule).mobileNum).toBe('in_mobileNum_error');
    expect(phoneResetErrors({ ...ok, verificationCode: '12a' }, rule).verificationCode).toBe(
      'verification.format',
    );
    expect(fieldMessage('in_mobileNum_error').values).toEqual({ min: 7 });
  });

  it('the reset form needs a valid new password and its confirmation', () => {
    expect(resetErrors({ newPassword: 'abc123', confirm: 'abc123' }, rule)).toEqual({
      newPassword: null,
      confirm: null,
    });
    expect(resetErrors({ newPassword: 'abc123', confirm: '' }, rule).confirm).toBe('in_incorrect_password');
  });

  it('every server code the account screens can meet has its own message', () => {
    const unknown = fieldMessage('no.such.code');
    for (const code of Object.values(AUTH_CODES)) expect(fieldMessage(code)).not.toBe(unknown);
  });
});
