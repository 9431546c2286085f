// Stable machine codes of player protection (issue 13). Apart from general.ts so the first page's chunk
// does not carry them: only lazy screens (and the server) import this module. The app translates each.
// Shared with the time-out / self-exclusion codes (append below, never rewrite).

/** Deposit and loss limits, the reality check. */
export const LIMIT_CODES = {
  /**
   * 409: the deposit would take the period's deposits past the member's limit. The envelope's value is a
   * `LimitRefusal` (src/shared/schemas/protection.ts): which period, the limit and what is left.
   */
  depositExceeded: 'limit.deposit.exceeded',
  /** 409: the bet would take the period's net loss past the member's loss limit (value: a `LimitRefusal`). */
  lossExceeded: 'limit.loss.exceeded',
  /** 404 (operators): no member with that account in the merchant. */
  memberUnknown: 'limit.member.unknown',
} as const;

// --- Time-out, self-exclusion and age (h4) ---
/** Time-out and self-exclusion. */
export const EXCLUSION_CODES = {
  /**
   * 403: the account is on a time-out or self-excluded (login, launch, bets). The envelope's value is
   * `{ kind, until }` (an ExclusionSchema's fields, src/shared/schemas/protection.ts), `until` null = permanent.
   */
  excluded: 'protection.excluded',
  /** 409: a new time-out or self-exclusion must end later than the one running (none is ever shortened). */
  notLonger: 'protection.exclusion.notLonger',
  /** 400: the login password given as proof is wrong. */
  passwordWrong: 'protection.password.wrong',
} as const;

/** Minimum age and date of birth. */
export const AGE_CODES = {
  /** 400: registration without confirming the minimum age. */
  unconfirmed: 'age.unconfirmed',
  /** 400: a date of birth under the configured minimum age. */
  underAge: 'age.under',
  /** 400: not a real calendar date, or in the future. */
  dateInvalid: 'age.date.invalid',
  /** 409: the date of birth is set once. */
  alreadySet: 'age.date.set',
} as const;

/**
 * Refusals of server/protection/bet-guard.ts that are final for a stake: a game round refused with one of
 * these is voided, never retried later (the in-house studio's recovery would otherwise take it once the
 * period turns). Append new guard codes here.
 */
export const BET_GUARD_FINAL_CODES: readonly string[] = [LIMIT_CODES.lossExceeded];
