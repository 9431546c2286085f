// Stable machine codes of accounts: log-in, registration, passwords (SPEC.md section 8). Apart from general.ts
// so the first page's chunk does not carry them: only the account screens show them.
/** Account codes (SPEC.md section 8 names where it has one). The app translates each. */
export const AUTH_CODES = {
  /** Wrong user name/mobile or password/SMS code, or a disabled account (one message: no user probing). */
  loginFailed: 'login.failed',
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  /** Too many attempts (429): login, SMS. `message` may carry the wait. */
  throttled: 'throttled',
  /** Type 4 pressing a member-only function: 'free_reject'. */
  freeReject: 'free_reject',
  smsCodeInvalid: 'sms.code.invalid',
  smsCodeExpired: 'sms.code.expired',
  /** 502: the SMS gateway did not take the text; nothing of the limits was used, try again. */
  smsUnsent: 'sms.unsent',
  /** 400: texts are not sent to numbers of this country (SMS_COUNTRIES). */
  smsCountry: 'sms.country',
  usernameTaken: 'username.taken',
  mobileTaken: 'mobile.taken',
  invitationCodeError: 'invitation_code_error',
  /** One registration field broke its rule; `value` is `{ field }`. */
  fieldInvalid: 'field.invalid',
  passwordCommon: 'password.common',
  passwordMismatch: 'in_confirmation_correct',
  passwordSame: 'modify.new.old.same',
  oldPasswordWrong: 'password.old.wrong',
  emailIncorrect: 'in_email_incorrect',
  /** Forgot by e-mail: the user name and e-mail do not belong together (answered only after sending nothing). */
  resetTokenInvalid: 'reset.token.invalid',
  mobileUnknown: 'mobile.unknown',
  /**
   * 403: a password or payment-password reset through a mobile or e-mail bound less than
   * CONTACT_RESET_HOLD_HOURS ago; `value` is `{ availableAt }` (ISO), when it becomes possible.
   */
  resetHeld: 'reset.contact.recent',
  /**
   * 403: the member still has the password an agent chose; everything but reading, the first password,
   * renewal and sign-out waits until it sets its own (decision 50).
   */
  firstPasswordRequired: 'password.first.required',
  /** 409: the first password is set already (a second tab, a double tap): change it as usual. */
  firstPasswordSet: 'password.first.set',
} as const;
