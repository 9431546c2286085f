// Stable machine codes of player rebates (/m/member/manualRebate, /m/member/rebateReport). Apart from
// errors.ts so the first page's chunk does not carry them; the rebates feature translates each.
export const REBATE_CODES = {
  /** 409: nothing to claim: no valid turnover since the last claim in a category with a rate. */
  nothing: 'rebate.nothing',
} as const;
