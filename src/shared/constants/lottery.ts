// The in-house lottery's limits.

// In-house lottery: stakes in cents, order size, list sizes.
export const LOTTERY_MIN_STAKE_CENTS = 100;
export const LOTTERY_MAX_STAKE_CENTS = 1_000_000;
export const LOTTERY_MAX_SUBORDERS = 20;
export const LOTTERY_RESULTS_DEFAULT = 10;
export const LOTTERY_RESULTS_MAX = 50;
export const LOTTERY_ORDERS_PAGE_SIZE = 10;
