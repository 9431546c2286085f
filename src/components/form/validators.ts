// Login's own field checks. The checks the account forms share with the server are the contract's
// (src/shared/registration-checks.ts, src/shared/password.ts); the codes are re-exported for the one
// text table (src/lib/messages.ts).
import { type FieldError, VALIDATION_CODES } from '../../shared/registration-checks.ts';

export { type FieldError, VALIDATION_CODES } from '../../shared/registration-checks.ts';

/** Login names: letters, digits and a few separators, no spaces (the server decides the rest). */
const LOGIN_NAME = /^[A-Za-z0-9_.@-]{1,64}$/;

export function loginUsername(value: string): FieldError {
  const v = value.trim();
  if (!v) return VALIDATION_CODES.usernameRequired;
  return LOGIN_NAME.test(v) ? null : VALIDATION_CODES.accountFormat;
}
