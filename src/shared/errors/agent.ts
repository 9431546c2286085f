// Stable machine codes of the agency centre (issue 15). Apart from general.ts so the first page's chunk
// does not carry them; the agent features translate each. A caller who is not an agent gets the module
// gate's 403 `permission.denied` (server/http/module-gate.ts) before any of these.
export const AGENT_CODES = {
  /** 403: the member asked about is not in the caller's team (below it in the upline tree). */
  notInTeam: 'agent.not_in_team',
} as const;
