// Stable machine codes of the security centre's contact bindings and session list (issue 13). Apart from
// general.ts so only their lazy screens (and the server) carry them; the app translates each. A change
// without a recent login answers 403 `auth.recent.required` (WITHDRAW_CODES.recentAuthRequired), too
// many sends 429 `throttled`, a provider that failed 502 `server.error`.
export const CONTACT_CODES = {
  /** 400: not an e-mail address (src/shared/email.ts). */
  emailInvalid: 'contact.email.invalid',
  /** 409: that address is the one already bound. */
  emailSame: 'contact.email.same',
  /** 400: not a mobile number (7-15 digits). */
  mobileInvalid: 'contact.mobile.invalid',
  /** 409: that number is the one already bound. */
  mobileSame: 'contact.mobile.same',
  /** 409: another member of the site has bound that number. */
  mobileTaken: 'contact.mobile.taken',
  /** 400: wrong code, no code sent to that address or number, or too many wrong tries (send a new one). */
  codeInvalid: 'contact.code.invalid',
  /** 400: the code's minutes are over (send a new one). */
  codeExpired: 'contact.code.expired',
} as const;

/** The member's sessions. */
export const DEVICE_CODES = {
  /** 404: no live session of this member with that id. */
  unknown: 'devices.session.unknown',
  /** 400: the session asked about is the caller's own (signing out does that). */
  current: 'devices.session.current',
} as const;
