// Stable machine codes of missions (/m/leaderBoard). Apart from general.ts so the first page's chunk does
// not carry them; the missions feature translates each.
export const MISSION_CODES = {
  /** 403: the merchant's MISSION promotion is off. */
  disabled: 'mission.disabled',
  /** 404: no such mission of the merchant (or cancelled). */
  notFound: 'mission.not_found',
  /** 409: the mission is not complete yet (or its period is not open). */
  incomplete: 'mission.incomplete',
  /** 409: the member already claimed this mission. */
  claimed: 'mission.claimed',
  /** 409: the mission's budget cannot pay another reward. */
  budgetExhausted: 'mission.budget_exhausted',
} as const;
