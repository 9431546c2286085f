// Stable machine codes of Google and Facebook sign-in (issue 34). The app translates each; the callback
// page shows them on the login page (or the security centre, for a link), never a blank or JSON page.
export const SOCIAL_CODES = {
  /** The player cancelled or declined at the provider (OAuth `access_denied`). */
  cancelled: 'social.cancelled',
  /** The provider answered with an error, or its answer did not verify (token, ID token, user). */
  failed: 'social.failed',
  /** The round trip's state is unknown, used or past its time (start again). */
  expired: 'social.expired',
  /** 502: the provider could not be reached or did not answer in time. */
  unavailable: 'social.unavailable',
  /** Google said the account's e-mail is not verified: refused (no identity without a verified one). */
  unverified: 'social.unverified',
  /**
   * 409 on complete: a first sign-in that registers needs what the provider did not give; `value` is
   * SocialDetailsNeeded (the ticket stays valid until its time runs out).
   */
  details: 'social.details',
  /** 409 on link: this provider account already signs in another member. */
  linkedElsewhere: 'social.linked.elsewhere',
  /** 409 on link: the member already has an account of this provider linked (unlink it first). */
  alreadyLinked: 'social.linked.already',
  /** 409 on unlink: it is the member's only way to sign in (no password set). */
  lastSignIn: 'social.last',
} as const;
export type SocialCode = (typeof SOCIAL_CODES)[keyof typeof SOCIAL_CODES];
