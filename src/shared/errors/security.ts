// Stable machine codes of the security centre and profile (nickname, head icon, security questions).
// Apart from general.ts so the first page's chunk does not carry them: only the lazy security screens
// (and the server) import this module. The app translates each.
export const SECURITY_CODES = {
  /** 400: the nickname is too short or long, or holds a forbidden character. */
  nicknameInvalid: 'security.nickname.invalid',
  /** 400: not a PNG or JPEG image (checked by its bytes, not its name or type), or one that cannot be decoded. */
  avatarInvalid: 'security.avatar.invalid',
  /** 413: an image above 5 MB. */
  avatarTooLarge: 'security.avatar.size',
  /** 400: questions not from the list, repeated, the wrong count, or an answer too short or long. */
  questionsInvalid: 'security.questions.invalid',
} as const;
