// The contract state machine (issue 15), written once: the server moves a contract only along these
// edges, each by a conditional UPDATE on the `from` state, so two clicks at once cannot both win.
//
//   pending ──accept (downline)──▶ accepted ──supersede (a newer one accepted)──▶ superseded
//      │ ──reject (downline)──▶ rejected
//      └──cancel (upline)──▶ cancelled
import type { ContractStatus } from '../../src/shared/schemas/agent-contracts.ts';

export type ContractAction = 'accept' | 'reject' | 'cancel' | 'supersede';
/** Who may act: the downline agent the terms are offered to, the upline who offered them, the system. */
export type ContractActor = 'downline' | 'upline' | 'system';

interface Edge {
  from: ContractStatus;
  to: ContractStatus;
  by: ContractActor;
}

export const CONTRACT_EDGES: Record<ContractAction, Edge> = {
  accept: { from: 'pending', to: 'accepted', by: 'downline' },
  reject: { from: 'pending', to: 'rejected', by: 'downline' },
  cancel: { from: 'pending', to: 'cancelled', by: 'upline' },
  supersede: { from: 'accepted', to: 'superseded', by: 'system' },
};

/** The state after `action` by `actor`, or null when the edge does not exist or is not theirs. */
export function nextStatus(
  status: ContractStatus,
  action: ContractAction,
  actor: ContractActor,
): ContractStatus | null {
  const edge = CONTRACT_EDGES[action];
  return edge.from === status && edge.by === actor ? edge.to : null;
}

/** Terminal states: nothing moves a contract out of them. */
export const isFinal = (status: ContractStatus) =>
  status === 'rejected' || status === 'cancelled' || status === 'superseded';
