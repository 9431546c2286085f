// Accounts: registration, SMS, throttles, sessions (SPEC.md sections 3 and 5).

// Accounts (SPEC.md sections 3 and 5)
/** Registration fields the server can rule on (SPEC.md section 3, registration payload). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'affiliateCode',
  'nickname',
  'email',
  'payeeName',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
/** registerMethod: APP (app markers in the user agent), H5 (default), PWA (standalone), WEBCLIP. */
export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];
export const SMS_PURPOSES = ['login', 'register', 'reset'] as const;
/** Codes a signed-in member has sent to their own bound mobile (never through the no-login SMS route). */
export const SESSION_SMS_PURPOSES = ['paypass', 'bind'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
/** Every purpose a stored SMS code may have (server/auth/sms-codes.ts). */
export type SmsCodePurpose = SmsPurpose | (typeof SESSION_SMS_PURPOSES)[number];
/** The dialing-code picker; PH first (the default country). */
export const COUNTRY_DIALING_CODES = [
  { country: 'PH', code: '63' },
  { country: 'SG', code: '65' },
  { country: 'MY', code: '60' },
  { country: 'ID', code: '62' },
  { country: 'TH', code: '66' },
  { country: 'VN', code: '84' },
  { country: 'HK', code: '852' },
  { country: 'US', code: '1' },
] as const;
/** in_mobileNum_error is formatted with this minimum (SPEC.md section 5). */
export const MOBILE_NUM_MIN_LENGTH = 7;
export const SMS_CODE_LENGTH = 6;
/** Login throttles: captcha after this many failures per account in the window, then 429. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_FAILURES_PER_IP_PER_HOUR = 100;
/** SMS throttles: per number per 60 s, per number per day, per IP per hour. */
export const SMS_PER_NUMBER_INTERVAL_MS = 60_000;
export const SMS_PER_NUMBER_PER_DAY = 5;
export const SMS_PER_IP_PER_HOUR = 10;
export const SMS_CODE_TTL_MINUTES = 5;
/** Minutes after a password login during which the password may change without the old one. */
export const RECENT_AUTH_MINUTES = 10;
/**
 * Hours after binding a mobile or e-mail during which a password or payment-password reset through it is
 * held (issue 31): a stolen session that binds the thief's contact cannot turn it into the account at once.
 */
export const CONTACT_RESET_HOLD_HOURS = 24;
export const SESSION_TTL_HOURS = 24;
