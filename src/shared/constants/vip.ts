// The VIP club (issue 14): numbers fixed by the product, shared by the app and the server.

/** Levels an operator may define. */
export const VIP_MAX_LEVELS = 10;
/** The longest period thresholds count over. */
export const VIP_MAX_PERIOD_DAYS = 365;
/** The period when a merchant has no programme yet. */
export const VIP_DEFAULT_PERIOD_DAYS = 30;
/** Benefit notes (rebate, withdrawal limits): characters at most. */
export const VIP_NOTE_MAX = 200;
/** The ledger reason of a level-up bonus (group 'bonus'). */
export const VIP_LEDGER_REASON = 'bonus.vip';
