// Stable machine codes of invite friends (issue 14). Apart from general.ts so the first page's chunk does
// not carry them: only the lazy screen and the server import this module. The app translates each.
export const REFERRAL_CODES = {
  /** 403: the merchant's REFERRAL promotion is off (the app shows 'contact_service'). */
  disabled: 'referral.disabled',
  /** 400 (operators): the programme's rules do not hold together (a reward without its threshold, a budget below what was paid). */
  rulesInvalid: 'referral.rules.invalid',
} as const;
