// Timing and input limits the screens follow (SPEC.md section 9).

// Timing
export const POPUP_DELAY_MS = 500;
export const LANGUAGE_RELOAD_DEBOUNCE_MS = 200;
export const PAGE_TRANSITION_MS = 300;
/** A horizontal movement above this many px is a swipe back (SPEC.md section 2, shell). */
export const SWIPE_BACK_MIN_PX = 100;
export const DIALOG_MASK_GUARD_MS = 300;
export const REDIRECT_AFTER_PASSWORD_CHANGE_MS = 1000;

export const TOAST_MS = {
  notice: 1500,
  short: 3000,
  long: 8000,
  default: 3000,
  contactService: 2000,
  successPassword: 1000,
  successSms: 1500,
  successRegister: 1500,
  loading: 10_000,
  loadingLong: 9_999_000,
} as const;

// Input limits
export const CAPTCHA_MAX_LENGTH = 6;
export const SMS_CODE_MAX_LENGTH = 10;
export const MOBILE_NUM_MAX_LENGTH = 20;
export const EMAIL_MAX_LENGTH = 254;
export const SMS_COUNTDOWN_DEFAULT_S = 60;

export const BALANCE_DECIMALS = 2;
/** An invitation (affiliate) or referral code, as the registration payload takes it. */
export const AFFILIATE_CODE_MAX_LENGTH = 32;
