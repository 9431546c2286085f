// The member's records (deposits, withdrawals, ledger, game rounds, profit and loss): pages and ranges.

export const RECORDS_PAGE_SIZE = 20;
export const RECORDS_MAX_PAGE_SIZE = 50;
/** The widest date range one request may ask for (a quarter): P&L answers one row per day of it. */
export const RECORDS_MAX_RANGE_DAYS = 92;
/** Without `from`, a range starts this many days before `to`. */
export const RECORDS_DEFAULT_RANGE_DAYS = 30;

/** Game record categories: the in-house studio's rounds, lottery sub-orders, other vendors' rounds. */
export const GAME_RECORD_CATEGORIES = ['studio', 'lottery', 'vendor'] as const;
export type GameRecordCategory = (typeof GAME_RECORD_CATEGORIES)[number];
