// Texts of the contract screens: kinds, states, calculation lines and the contracts' own codes.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorCode, errorMessage } from '../../lib/messages.ts';
import { AGENT_CODES } from '../../shared/errors/agent.ts';
import { CONTRACT_CODES } from '../../shared/errors/agent-contract.ts';
import type { CalcLine, ContractStatus, SettlementStatus } from '../../shared/schemas/agent-contracts.ts';

export const STATUS_LABELS: Record<ContractStatus, MessageDescriptor> = {
  pending: msg`Waiting for an answer`,
  accepted: msg`In force`,
  rejected: msg`Rejected`,
  cancelled: msg`Cancelled`,
  superseded: msg`Replaced`,
};

export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, MessageDescriptor> = {
  paid: msg`Paid`,
  unpaid: msg`Not paid yet`,
  nothing: msg`Nothing due`,
};

export const LINE_LABELS: Record<CalcLine['key'], MessageDescriptor> = {
  turnover: msg`Team turnover`,
  activePlayers: msg`Active players`,
  loss: msg`Team loss (bets less wins)`,
  tier: msg`Tier reached`,
  salary: msg`Salary of the tier`,
  share: msg`Share of the loss`,
  amount: msg`Pay`,
};

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [CONTRACT_CODES.unknown]: msg`This contract could not be found.`,
  [CONTRACT_CODES.notPending]: msg`This contract is no longer waiting for an answer.`,
  [CONTRACT_CODES.pendingExists]: msg`This agent already has an offer waiting. Cancel it first.`,
  [CONTRACT_CODES.notAgent]: msg`Contracts are offered to agents only.`,
  [CONTRACT_CODES.notTopAgent]: msg`Contracts are offered to your direct sub-agents only.`,
  [AGENT_CODES.notInTeam]: msg`This member is not in your team.`,
};

export const contractErrorMessage = (err: unknown): MessageDescriptor =>
  MESSAGES[errorCode(err)] ?? errorMessage(err);
