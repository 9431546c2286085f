// New passwords (registration, change, resets): the shared policy (src/shared/password.ts: the
// merchant's rule or the built-in one, not the user name) plus the server's own check, not one of the
// 10,000 most common passwords.

import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { newPasswordProblem, passwordIsAccount, passwordRule } from '../../src/shared/password.ts';
import type { FieldRule } from '../../src/shared/schemas/auth.ts';
import { isCommonPassword } from '../lib/common-passwords.ts';

export type PasswordProblem =
  | { code: typeof AUTH_CODES.fieldInvalid; field: 'password'; message: string }
  | { code: typeof AUTH_CODES.passwordCommon; message: string };

export function passwordProblem(
  password: string,
  account: string | undefined,
  rule: FieldRule | undefined,
): PasswordProblem | null {
  if (newPasswordProblem(password, rule))
    return { code: AUTH_CODES.fieldInvalid, field: 'password', message: passwordRule(rule).message };
  if (isCommonPassword(password))
    return { code: AUTH_CODES.passwordCommon, message: 'A very common password' };
  if (passwordIsAccount(password, account))
    return { code: AUTH_CODES.passwordCommon, message: 'The password equals the user name' };
  return null;
}
