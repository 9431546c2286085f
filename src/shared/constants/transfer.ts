// Upline transfer limits (SPEC.md section 2 names the screen, not its limits: these are ours).

/** ₱1.00: the smallest transfer to the upline agent. */
export const UPLINE_TRANSFER_MIN_CENTS = 100;
/** ₱500,000.00 per transfer: a typo of extra zeros is caught before it moves a fortune. */
export const UPLINE_TRANSFER_MAX_CENTS = 50_000_000;
/** ₱10,000,000.00: the largest single operator adjustment. */
export const ADJUSTMENT_MAX_CENTS = 1_000_000_000;
/** An operator's note on an adjustment: mandatory, this long at most. */
export const ADJUSTMENT_NOTE_MAX = 200;
export const OPS_AUDIT_PAGE_SIZE = 50;
