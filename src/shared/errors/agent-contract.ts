// Stable machine codes of agent contracts (salary, hourly salary, dividend; issue 15). Apart fromgeneral.ts
// so the first page's chunk does not carry them; the agent-contracts feature translates each.
export const CONTRACT_CODES = {
  /** 404: no such contract of this kind. */
  unknown: 'agent.contract.unknown',
  /** 409: the contract is no longer pending (accepted, rejected or cancelled meanwhile). */
  notPending: 'agent.contract.not_pending',
  /** 409: this agent already has a pending offer of this kind: cancel it first. */
  pendingExists: 'agent.contract.pending_exists',
  /** 409: contracts are offered to agents only (the member is a player). */
  notAgent: 'agent.contract.not_agent',
  /** 409 (ops): platform contracts are offered to top agents only (no upline agent). */
  notTopAgent: 'agent.contract.not_top_agent',
} as const;
