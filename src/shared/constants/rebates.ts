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
/**
 * The house edge of the categories whose games the platform itself runs, basis points floored: the least
 * edge of any bet in them (server/studio/rtp.ts computes each exactly; a unit test holds this table to it).
 * INHOUSE: Swerte Dice's 1 %; LOTTERY: PK10 champion's 5 %. No rebate, a player's or an agent's, may be
 * above it: the house would pay more than the game earns. Other categories are vendors' games, bounded by
 * the operators' 3 % alone.
 */
export const HOUSE_EDGE_BP: Partial<Record<RebateCategory, number>> = { INHOUSE: 100, LOTTERY: 500 };

/** The most a rebate rate of `category` may be: `max`, or the category's house edge when lower. */
export const rebateRateMax = (category: RebateCategory, max: number) =>
  Math.min(max, HOUSE_EDGE_BP[category] ?? max);

/** The highest cap per claim and category an operator may set (₱1,000,000). */
export const REBATE_MAX_CAP_CENTS = 100_000_000;

/**
 * The least time between two claims of a member unless the merchant set another (rebate_settings): a
 * category's cap holds per claim, so without an interval claiming often would multiply it. One day.
 */
export const REBATE_DEFAULT_CLAIM_INTERVAL_MINUTES = 1_440;
/** The longest interval an operator may set (a week). */
export const REBATE_MAX_CLAIM_INTERVAL_MINUTES = 10_080;

export const REBATE_PAGE_SIZE = 20;
export const REBATE_MAX_PAGE_SIZE = 50;
