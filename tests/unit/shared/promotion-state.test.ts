import { describe, expect, it } from 'vitest';
import {
  memberStateOf,
  PROMOTION_EVENTS,
  PROMOTION_MEMBER_STATES,
  PROMOTION_STATE_LABELS,
  TRANSITIONS,
  transition,
} from '../../../src/shared/promotion-state.ts';

describe('promotion member state machine', () => {
  it('labels every state with one of the spec labels, each used once', () => {
    const labels = PROMOTION_MEMBER_STATES.map((s) => PROMOTION_STATE_LABELS[s]);
    expect(new Set(labels)).toEqual(
      new Set([
        'Join',
        'Claim',
        'Applying',
        'Close',
        'Rejected',
        'Issued',
        'Claimed',
        'Process',
        'Joined',
        'coming soon',
        'signed',
      ]),
    );
  });

  // One test per transition of the table.
  it.each([
    ['coming_soon', 'START', 'open'],
    ['coming_soon', 'CLOSE', 'closed'],
    ['open', 'JOIN', 'signed'],
    ['open', 'ENROL', 'joined'],
    ['open', 'APPLY', 'applying'],
    ['open', 'APPLY_UNVERIFIED', 'process'],
    ['open', 'CLOSE', 'closed'],
    ['signed', 'ISSUE', 'claimable'],
    ['signed', 'CLOSE', 'closed'],
    ['joined', 'CREDIT', 'issued'],
    ['joined', 'CLOSE', 'closed'],
    ['process', 'VERIFY', 'applying'],
    ['process', 'REJECT', 'rejected'],
    ['applying', 'APPROVE', 'claimable'],
    ['applying', 'REJECT', 'rejected'],
    ['claimable', 'CLAIM', 'claimed'],
    ['claimable', 'EXPIRE', 'closed'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(transition(from, event)).toBe(to);
  });

  it('has exactly the transitions tested above (a new one needs its test)', () => {
    const all = Object.values(TRANSITIONS).reduce((n, moves) => n + Object.keys(moves).length, 0);
    expect(all).toBe(17);
  });

  it('refuses every move the table does not list', () => {
    for (const state of PROMOTION_MEMBER_STATES)
      for (const event of PROMOTION_EVENTS)
        if (!(event in TRANSITIONS[state])) expect(transition(state, event)).toBeNull();
    // The ones that matter most: no second claim, no claim before approval, nothing after a rejection.
    expect(transition('claimed', 'CLAIM')).toBeNull();
    expect(transition('applying', 'CLAIM')).toBeNull();
    expect(transition('rejected', 'APPLY')).toBeNull();
    expect(transition('coming_soon', 'JOIN')).toBeNull();
  });

  it('final states have no way out', () => {
    for (const s of ['rejected', 'issued', 'claimed', 'closed'] as const)
      expect(Object.keys(TRANSITIONS[s])).toEqual([]);
  });

  it('derives what a member sees from the promotion, the entry and the reward', () => {
    expect(memberStateOf('upcoming', null, null)).toBe('coming_soon');
    expect(memberStateOf('live', null, null)).toBe('open');
    expect(memberStateOf('over', null, null)).toBe('closed');
    expect(memberStateOf('live', 'applying', null)).toBe('applying');
    expect(memberStateOf('over', 'applying', null)).toBe('applying');
    expect(memberStateOf('live', 'claimable', 'unclaimed')).toBe('claimable');
    expect(memberStateOf('over', 'claimable', 'unclaimed')).toBe('claimable');
    expect(memberStateOf('live', 'claimable', 'claimed')).toBe('claimed');
    expect(memberStateOf('live', 'claimable', 'expired')).toBe('closed');
    expect(memberStateOf('over', 'joined', null)).toBe('closed');
    expect(memberStateOf('live', 'rejected', null)).toBe('rejected');
  });
});
