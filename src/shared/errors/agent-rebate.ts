// Stable machine codes of agent rebates and account opening (issue 15). Apart from general.ts so the first
// page's chunk does not carry them; the agent features translate each.
export const AGENT_REBATE_CODES = {
  /** 400: a rate that is not a whole number of basis points between 0 and AGENT_REBATE_MAX_RATE_BP. */
  rateBounds: 'agent.rate_bounds',
  /** 400: a rate above the category's house edge (HOUSE_EDGE_BP: the house would pay more than it earns). */
  rateAboveEdge: 'agent.rate_above_edge',
  /** 409: a downline's rate above the agent's own in that category. */
  rateAboveOwn: 'agent.rate_above_own',
  /** 403: the member is in the team but not directly below the caller (only the direct upline sets rates). */
  notDirect: 'agent.not_direct',
  /** 409: the member is a player (type 0, 4 or 40): players have no agent rates. */
  notAgent: 'agent.not_agent',
  /** 409 (operators): the agent has an agent above it, which sets its rates. */
  notTop: 'agent.not_top',
  /**
   * 409: a new account below this agent would be deeper than MAX_TEAM_DEPTH, the depth team queries and
   * rate caps reach (account opening, and registration with this agent's invitation code).
   */
  tooDeep: 'agent.too_deep',
  /** 400 (operators): a day to settle that has not started yet. */
  dayAhead: 'agent.day_ahead',
  /**
   * 409 (operators, team rebates and contracts): a lottery draw due before the period's end (or now) is not
   * settled yet, so stakes that count in the period may still be missing (server/records/stakes.ts).
   */
  stakesOpen: 'agent.stakes_open',
} as const;
