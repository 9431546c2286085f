import { EMAIL_MAX_LENGTH } from './constants/ui.ts';

// The one e-mail pattern of the app and the server (forgot password, registration's email rule).
// SPEC.md section 5 asks for domain suffixes of 2-3 letters; that refuses .online, .travel and the
// seed's demo@swerte.test, so the top-level domain is 2-63 letters (RFC 1034 label size). See
// docs/decisions/0020-email-endings-2-63-letters.md.

/**
 * A dot-atom name (letters, digits, `_ + -`, single dots inside), '@', one or more DNS labels (letters
 * and digits, inner hyphens, at most 63 characters) and a 2-63-letter top-level domain. A source
 * string: the registration rules ship it to the app as `regExp`. No nested ambiguity (no backtracking
 * blow-up), and `isEmail` bounds the length before testing.
 */
export const EMAIL_PATTERN =
  '^[A-Za-z0-9_+-]+(\\.[A-Za-z0-9_+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$';

const EMAIL_RE = new RegExp(EMAIL_PATTERN);
/** RFC 5321: the part before '@' is at most 64 characters. */
const LOCAL_MAX_LENGTH = 64;

/** True for an address of at most EMAIL_MAX_LENGTH (254) characters matching EMAIL_PATTERN. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && value.indexOf('@') <= LOCAL_MAX_LENGTH && EMAIL_RE.test(value);
}
