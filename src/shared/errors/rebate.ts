// Stable machine codes of player rebates (/m/member/manualRebate, /m/member/rebateReport). Apart from
// general.ts so the first page's chunk does not carry them; the rebates feature translates each.
export const REBATE_CODES = {
  /** 409: nothing to claim: no settled turnover not yet rebated in a category with a rate. */
  nothing: 'rebate.nothing',
  /** 409: the member's last claim is more recent than the merchant's claim interval. */
  tooSoon: 'rebate.too_soon',
  /** 400 (operators): a rate above the category's house edge (HOUSE_EDGE_BP). */
  rateAboveEdge: 'rebate.rate_above_edge',
} as const;
