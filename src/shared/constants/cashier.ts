// Withdrawals, payout accounts and payment passwords: the defaults an operator may change, the fixed
// rules, and what the withdraw screen shows and asks.

/** A merchant's withdrawal rules until an operator stores its own (PUT /ops/payments/cashierSettings). */
export const CASHIER_DEFAULTS = {
  /** ₱100.00 */
  withdrawMinCents: 10_000,
  /** ₱50,000.00 */
  withdrawMaxCents: 5_000_000,
  withdrawDailyCount: 3,
  /** 1× the member's deposits must be wagered. */
  turnoverPercent: 100,
} as const;

/** Wrong payment passwords before it locks, and for how long (counted from the oldest wrong one). */
export const PAYMENT_PASSWORD_MAX_WRONG = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 30;

/** While a withdrawal waits for an operator, the screen asks for its status this often. */
export const WITHDRAW_PENDING_POLL_MS = 15_000;

/**
 * Banks offered when adding a bank card (the server takes any name up to 64 characters): the largest
 * Philippine banks by deposits; "other" lets the member type one that is not listed.
 */
export const PAYOUT_BANKS = [
  'BDO Unibank',
  'BPI',
  'Metrobank',
  'Land Bank of the Philippines',
  'PNB',
  'Security Bank',
  'China Bank',
  'UnionBank',
  'RCBC',
  'EastWest Bank',
  'DBP',
  'AUB',
] as const;

/**
 * Deposits a member may have waiting (pending) at once: each may carry a receipt image, and a member
 * opening order after order would fill the operator's queue and the disk.
 */
export const PENDING_DEPOSITS_MAX = 10;
