// The contract state machine: each edge by its party only, nothing out of a final state.
import { describe, expect, it } from 'vitest';
import { isFinal, nextStatus } from '../../../server/agents/contract-state.ts';
import { CONTRACT_STATUSES } from '../../../src/shared/schemas/agent-contracts.ts';

describe('contract state machine', () => {
  it('pending → accepted, by the downline only', () => {
    expect(nextStatus('pending', 'accept', 'downline')).toBe('accepted');
    expect(nextStatus('pending', 'accept', 'upline')).toBeNull();
  });

  it('pending → rejected, by the downline only', () => {
    expect(nextStatus('pending', 'reject', 'downline')).toBe('rejected');
    expect(nextStatus('pending', 'reject', 'upline')).toBeNull();
  });

  it('pending → cancelled, by the upline only', () => {
    expect(nextStatus('pending', 'cancel', 'upline')).toBe('cancelled');
    expect(nextStatus('pending', 'cancel', 'downline')).toBeNull();
  });

  it('accepted → superseded when a newer contract is accepted (the system), and no other move', () => {
    expect(nextStatus('accepted', 'supersede', 'system')).toBe('superseded');
    expect(nextStatus('accepted', 'supersede', 'downline')).toBeNull();
    for (const action of ['accept', 'reject', 'cancel'] as const)
      for (const actor of ['downline', 'upline'] as const)
        expect(nextStatus('accepted', action, actor)).toBeNull();
  });

  it('a pending contract cannot be superseded', () => {
    expect(nextStatus('pending', 'supersede', 'system')).toBeNull();
  });

  it('rejected, cancelled and superseded are final: no action moves them', () => {
    const finals = CONTRACT_STATUSES.filter(isFinal);
    expect(finals).toEqual(['rejected', 'cancelled', 'superseded']);
    for (const status of finals)
      for (const action of ['accept', 'reject', 'cancel', 'supersede'] as const)
        for (const actor of ['downline', 'upline', 'system'] as const)
          expect(nextStatus(status, action, actor)).toBeNull();
  });
});
