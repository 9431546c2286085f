// Agent rebates (issue 15: /m/member/agent/agentRebeat, /m/member/teamRebate): the share of its team's
// valid turnover an agent earns per rebate category (REBATE_CATEGORIES), settled per Manila day.

/**
 * The highest rate an agent may hold (3 %), like the player rebate's bound (REBATE_MAX_RATE_BP): a
 * top agent's rate bounds its whole team's (a sub-agent never above its upline), so this bounds every
 * stake's total rebate.
 */
export const AGENT_REBATE_MAX_RATE_BP = 300;

/** Settled periods per page of the team rebate income screen. */
export const AGENT_REBATE_PAGE_SIZE = 20;
export const AGENT_REBATE_MAX_PAGE_SIZE = 50;

/** Ended days the settlement job looks back over (a day missed while no process ran is settled later). */
export const AGENT_REBATE_LOOKBACK_DAYS = 3;
