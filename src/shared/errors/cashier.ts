// Stable machine codes of the cashier: deposits, withdrawals, payout accounts, transfers and operator
// adjustments. Apart from general.ts so the first page's chunk, which needs only the platform and account
// codes, does not carry them: only the lazy money screens (and the server) import this module.
/** Deposits and payment gateways. The app translates each. */
export const DEPOSIT_CODES = {
  /** 404: no enabled channel with this id for the merchant. */
  channelUnknown: 'deposit.channel.unknown',
  /** 400: the amount is outside the channel's minimum and maximum. */
  amountOutOfRange: 'deposit.amount.range',
  /** 400 (operators): a channel whose fields do not fit its kind, or min above max. */
  channelInvalid: 'deposit.channel.invalid',
  /** 404: no such deposit of this member (or merchant). */
  orderUnknown: 'deposit.order.unknown',
  /** 409: the order is no longer pending (approved, credited or rejected already). */
  orderClosed: 'deposit.order.closed',
  /** 409: a manual-only step (sender details, approval) on a gateway order, or the other way round. */
  orderKind: 'deposit.order.kind',
  /** 409: the channel's gateway is not configured on this server; 502: it refused the checkout. */
  gatewayUnavailable: 'deposit.gateway.unavailable',
  /** 401: a webhook whose signature is missing, stale or wrong. */
  signatureInvalid: 'payment.signature.invalid',
  /** 409: a webhook's paid amount differs from the order's: nothing is credited. */
  amountMismatch: 'payment.amount.mismatch',
  /** 400: a receipt that is not a PNG or JPEG image (checked by its bytes, not its name or type). */
  receiptInvalid: 'deposit.receipt.invalid',
  /** 413: a receipt image above RECEIPT_MAX_BYTES (5 MB). */
  receiptTooLarge: 'deposit.receipt.size',
  /** 404 (operators): the deposit has no receipt image. */
  receiptMissing: 'deposit.receipt.missing',
  /** 409: the chosen deposit promotion is not live, already paid its bonus, or needs a larger deposit. */
  promotionUnavailable: 'deposit.promotion.unavailable',
  /** 409: the member already has PENDING_DEPOSITS_MAX deposits waiting to be paid or approved. */
  pendingTooMany: 'deposit.pending.limit',
} as const;

/** Withdrawals. The app translates each. */
export const WITHDRAW_CODES = {
  /** 400: the amount is below the merchant's minimum or above its maximum per order. */
  amountOutOfRange: 'withdraw.amount.range',
  /** 400: the amount is more than the balance (nothing was held). */
  insufficientFunds: 'withdraw.balance',
  /** 400: the turnover requirement is not met yet (the overview says how much is left to wager). */
  turnoverUnmet: 'withdraw.turnover',
  /** 409: the member already has a pending withdrawal (one at a time). */
  pendingExists: 'withdraw.pending',
  /** 429: the day's withdrawals are used up (Manila day). */
  dailyLimit: 'withdraw.daily',
  /** 403: the session must confirm the login password first (PATHS.passwordConfirm). */
  recentAuthRequired: 'auth.recent.required',
  /** 404: no such withdrawal of this member (or merchant). */
  orderUnknown: 'withdraw.order.unknown',
  /** 409: the order was already approved or rejected. */
  orderClosed: 'withdraw.order.closed',
  /** 400 (operators): min above max. */
  settingsInvalid: 'withdraw.settings.invalid',
} as const;

/** Payee name, payout accounts and the payment password. The app translates each. */
export const PAYOUT_CODES = {
  /** 409: the payee name is set already (once per member). */
  payeeNameSet: 'payout.payee.set',
  /** 409: set the payee name first (adding an account needs it). */
  payeeNameMissing: 'payout.payee.missing',
  /** 400: the payee name has characters a name does not (letters, spaces, . ' -). */
  payeeNameInvalid: 'payout.payee.invalid',
  /** 400: the account holder is not the payee name. */
  holderMismatch: 'payout.holder.mismatch',
  /** 400: the account number breaks its kind's rule (bank digits and length; e-wallet PH mobile). */
  numberInvalid: 'payout.number.invalid',
  /** 400: an e-wallet that is not offered. */
  providerInvalid: 'payout.provider.invalid',
  /** 409: this account is already added. */
  accountDuplicate: 'payout.account.duplicate',
  /** 409: the most active accounts a member may have (PAYOUT_ACCOUNTS_MAX). */
  accountLimit: 'payout.account.limit',
  /** 404: no such active payout account of this member. */
  accountUnknown: 'payout.account.unknown',
  /** 409: set a payment password first. */
  paymentPasswordMissing: 'payout.paypass.missing',
  /** 409: a payment password is set already (change it with the old one, or reset it by SMS). */
  paymentPasswordSet: 'payout.paypass.set',
  /** 400: the payment password (or the old one) is wrong. */
  paymentPasswordWrong: 'payout.paypass.wrong',
  /** 429: too many wrong payment passwords: locked for a while (`message` carries the wait). */
  paymentPasswordLocked: 'payout.paypass.locked',
  /** 400: the new password and its confirmation differ. */
  paymentPasswordMismatch: 'payout.paypass.mismatch',
  /** 400: the new password equals the old one. */
  paymentPasswordSame: 'payout.paypass.same',
  /** 409: no mobile number is bound to the account (no SMS reset). */
  mobileMissing: 'payout.mobile.missing',
  /** 400: the login password given to confirm the session is wrong. */
  loginPasswordWrong: 'payout.login.wrong',
} as const;

/** Transfers to the upline agent and operators' adjustments. The app translates the transfer codes. */
export const TRANSFER_CODES = {
  /** 403: this member may not transfer to the upline (toUpline flag off, or member type 2). */
  notAllowed: 'transfer.upline.refused',
  /** 409: the member has no upline agent to transfer to. */
  noUpline: 'transfer.upline.none',
  /** 400: the amount is below the minimum or above the maximum per transfer. */
  amountOutOfRange: 'transfer.amount.range',
  /** 400: the amount is more than the balance (nothing moved). */
  insufficientFunds: 'transfer.balance',
  /**
   * 400: the amount is more than what the turnover requirement lets go (the withdrawable amount): money
   * not yet wagered enough stays with the member, or it would leave through the agent.
   */
  turnoverUnmet: 'transfer.turnover',
  /** 409: this requestId already moved another amount (or belongs to another movement). */
  requestReused: 'transfer.request.reused',
  /** 404 (operators): no such member of the merchant. */
  memberUnknown: 'adjust.member.unknown',
  /** 409 (operators): a trial account's play money is not adjusted. */
  memberTrial: 'adjust.member.trial',
  /** 409 (operators): a debit larger than the balance (never overdrawn, nothing moved). */
  adjustInsufficient: 'adjust.balance',
} as const;
