// Stable machine codes carried in the envelope's `code`. The app maps them to translated text.
export const CODES = {
  ok: 'ok',
  invalidRequest: 'request.invalid',
  notFound: 'not.found',
  maintenance: 'system.maintenance',
  regionRestricted: 'access.restricted',
  sessionRequired: 'session.required',
  opsUnauthorized: 'ops.unauthorized',
  featureDisabled: 'feature.disabled',
  serverError: 'server.error',
  /** The Merchant header names no merchant this platform knows. */
  merchantUnknown: 'merchant.unknown',
} as const;

/** Account and session codes (SPEC.md section 8 names where it has one). The app translates each. */
export const AUTH_CODES = {
  /** Wrong user name/mobile or password/SMS code, or a disabled account (one message: no user probing). */
  loginFailed: 'login.failed',
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  /** Too many attempts (429): login, SMS. `message` may carry the wait. */
  throttled: 'throttled',
  /** 401: no session, or it expired or was revoked. */
  sessionExpired: 'session.expired',
  /** Type 4 pressing a member-only function: 'free_reject'. */
  freeReject: 'free_reject',
  smsCodeInvalid: 'sms.code.invalid',
  smsCodeExpired: 'sms.code.expired',
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
} as const;
/** Lottery codes (issue 4). */
export const LOTTERY_CODES = {
  unknown: 'lottery.unknown',
  /** The issue is no longer open for orders or cancels (closed, drawn or settled). */
  closed: 'lottery.closed',
  /** No open issue right now (the scheduler has not created one yet). */
  noDraw: 'lottery.draw.none',
  /** A sub-order breaks the lottery's rule; `message` says which. */
  betInvalid: 'lottery.bet.invalid',
  fundsInsufficient: 'funds.insufficient',
  orderUnknown: 'lottery.order.unknown',
  /** The sub-order is already won, lost or cancelled. */
  subOrderSettled: 'lottery.suborder.settled',
  /** Issue 9: the order would take a selection of this draw past the lottery's liability cap (409). */
  liabilityExceeded: 'lottery.liability.exceeded',
} as const;
/** Launching and the in-house studio (issue 4). */
export const STUDIO_CODES = {
  gameUnknown: 'game.unknown',
  /** The game is switched off or has no engine. */
  gameUnavailable: 'game.unavailable',
  /** No adapter is configured for the game's vendor (409). */
  vendorUnavailable: 'vendor.unavailable',
  fundsInsufficient: 'funds.insufficient',
  /** Seamless wallet: missing or wrong signature, or unknown vendor (401). */
  signatureInvalid: 'seamless.signature.invalid',
  playerTokenInvalid: 'player.token.invalid',
  /** A win for a round with no bet, or whose bet was rolled back. */
  roundUnknown: 'round.unknown',
  /** A second bet in the same round. */
  roundConflict: 'round.conflict',
  /** Issue 9: a transaction id seen before with another member, round or amount (409). */
  transactionMismatch: 'transaction.mismatch',
  /** Issue 9: a bet whose rollback arrived first (a tombstone): refused, nothing moves (409). */
  betRolledBack: 'bet.rolled.back',
  /** Issue 9: a rollback of a round that already has its win (409). */
  roundSettled: 'round.settled',
  /** Issue 9: an amount outside the configured limits (400). */
  amountInvalid: 'amount.invalid',
  /** Issue 9: free-trial play money cannot be staked with third-party vendors (403). */
  trialVendorRefused: 'trial.vendor.refused',
  betInvalid: 'bet.invalid',
  /** Verifying a round whose server seed is still live (rotate first). */
  seedLive: 'seed.live',
} as const;
export type Code = (typeof CODES)[keyof typeof CODES];
