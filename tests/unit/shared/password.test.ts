import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_RULE,
  loginPassword,
  newPasswordProblem,
  PASSWORD_PATTERN,
  passwordIsAccount,
  passwordRule,
} from '../../../src/shared/password.ts';
import type { FieldRule } from '../../../src/shared/schemas/auth.ts';

const merchant: FieldRule = {
  name: 'password',
  enabled: true,
  required: false,
  regExp: '^[0-9]{4}$',
  message: 'pin.format',
};

describe('new passwords (app forms and server handlers)', () => {
  it("uses the merchant's rule when enabled, else the built-in one; always required", () => {
    expect(passwordRule(merchant)).toEqual({ ...merchant, required: true });
    expect(passwordRule({ ...merchant, enabled: false })).toEqual(DEFAULT_PASSWORD_RULE);
    expect(passwordRule(undefined).regExp).toBe(PASSWORD_PATTERN);
  });

  it("answers the rule's code, 'password.required', or null", () => {
    expect(newPasswordProblem('1234', merchant)).toBeNull();
    expect(newPasswordProblem('12345', merchant)).toBe('pin.format');
    expect(newPasswordProblem('', merchant)).toBe('password.required');
    expect(newPasswordProblem('   ', merchant)).toBe('field.required');
    expect(newPasswordProblem('abcdefgh', undefined)).toBe('password.format');
    expect(newPasswordProblem('abcdefg1', { ...merchant, enabled: false })).toBeNull();
    expect(newPasswordProblem('a1'.repeat(65), undefined)).toBe('password.format');
  });

  it('the login password: present and within 128 characters, not trimmed', () => {
    expect(loginPassword('')).toBe('password.required');
    expect(loginPassword(' ')).toBeNull();
    expect(loginPassword('x'.repeat(129))).toBe('password.format');
  });

  it('the account name is not a password (case-insensitive)', () => {
    expect(passwordIsAccount('Maxi2025x', 'maxi2025X')).toBe(true);
    expect(passwordIsAccount(' maxi2025x ', 'Maxi2025X')).toBe(true);
    expect(passwordIsAccount('Maxi2025y', 'maxi2025X')).toBe(false);
    expect(passwordIsAccount('Maxi2025x', undefined)).toBe(false);
  });
});
