// Player rebates (issue 14: /m/member/manualRebate, switch MANPLAYREB3; /m/member/rebateReport, PLYRBT).
import type { GameCategory } from './lobby.ts';

/**
 * The categories a rate is set for: the lobby's, with its two lottery tabs (ELOTT, LOTT) as one
 * LOTTERY (every in-house lottery order counts there).
 */
export const REBATE_CATEGORIES = [
  'RNG',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'PVP',
  'LOTTERY',
  'COCKFIGHT',
  'INHOUSE',
] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];

/** The rebate category of a lobby category. */
export const rebateCategoryOf = (c: GameCategory): RebateCategory =>
  c === 'ELOTT' || c === 'LOTT' ? 'LOTTERY' : c;

/** Rates are basis points of turnover: 100 = 1 %. */
export const REBATE_BP_SCALE = 10_000;
/**
 * The highest rate an operator may set (3 %): above a game's house edge a rebate pays players to play,
 * and the studio's edges start at 1 %.
 */
export const REBATE_MAX_RATE_BP = 300;
/** The highest cap per claim and category an operator may set (₱1,000,000). */
export const REBATE_MAX_CAP_CENTS = 100_000_000;

export const REBATE_PAGE_SIZE = 20;
export const REBATE_MAX_PAGE_SIZE = 50;
