// New passwords (registration, change, resets): the merchant's password rule, not one of the 10,000
// most common passwords, not the user name.
import { AUTH_CODES } from '../../src/shared/errors.ts';
import type { FieldRule } from '../../src/shared/schemas/auth.ts';
import { isCommonPassword } from '../lib/common-passwords.ts';
import { PASSWORD_PATTERN, passesRule } from './registration-rules.ts';

const FALLBACK: FieldRule = {
  name: 'password',
  enabled: true,
  required: true,
  regExp: PASSWORD_PATTERN,
  message: 'password.format',
};

export type PasswordProblem =
  | { code: typeof AUTH_CODES.fieldInvalid; field: 'password'; message: string }
  | { code: typeof AUTH_CODES.passwordCommon; message: string };

export function passwordProblem(
  password: string,
  account: string | undefined,
  rule: FieldRule | undefined,
): PasswordProblem | null {
  const r = rule?.enabled ? rule : FALLBACK;
  if (!passesRule(r, password, true))
    return { code: AUTH_CODES.fieldInvalid, field: 'password', message: r.message };
  if (isCommonPassword(password))
    return { code: AUTH_CODES.passwordCommon, message: 'A very common password' };
  if (account && password.trim().toLowerCase() === account.toLowerCase()) {
    return { code: AUTH_CODES.passwordCommon, message: 'The password equals the user name' };
  }
  return null;
}
