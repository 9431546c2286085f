// The security centre and profile (issue 13; SPEC.md section 7 "security" and "nickname" groups):
// nickname bounds, the head icon's limits and the fixed list of security questions.

/** Nickname length in characters, as registration's `nickname` rule (server/auth/registration-rules.ts). */
export const NICKNAME_LENGTH = { min: 2, max: 20 } as const;
/** Characters a nickname may not hold: registration's markup-like ones, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
export const NICKNAME_FORBIDDEN = /[<>&"'\\/\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The head icon: png or jpg of at most 5 MB as sent; stored as a square JPEG of this many pixels. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
/** The multipart field of the avatar upload. */
export const AVATAR_FIELD = 'image';

/** The questions a member chooses from (labels translated by the profile feature). */
export const SECURITY_QUESTIONS = [
  'first-school',
  'mother-maiden',
  'first-pet',
  'birth-city',
  'childhood-friend',
  'favourite-teacher',
  'first-street',
  'favourite-food',
] as const;
export type SecurityQuestion = (typeof SECURITY_QUESTIONS)[number];
/** How many different questions a member answers. */
export const SECURITY_QUESTIONS_COUNT = 2;
/** Answer length in characters, after normalising (trim, collapse spaces). */
export const SECURITY_ANSWER_LENGTH = { min: 2, max: 64 } as const;
