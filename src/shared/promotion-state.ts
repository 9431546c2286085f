// The member's state in one promotion (SPEC.md section 4, "Activity labels": Join, Claim, Applying, Close,
// Rejected, Issued, Claimed, Process, Joined, coming soon, signed). The spec lists the labels, not their
// order; this is the one machine the app shows and the server moves entries by (server/promotions), as
// data: a move not in TRANSITIONS is refused.
//
//   coming_soon ─START→ open ─JOIN (signup)→ signed ─ISSUE→ claimable ─CLAIM→ claimed
//                        │  └─ENROL (deposit)→ joined ─CREDIT→ issued
//                        ├─APPLY (manual)→ applying ─APPROVE→ claimable
//                        │                    └─REJECT→ rejected
//                        └─APPLY_UNVERIFIED→ process ─VERIFY→ applying (identity pending review first)
//   CLOSE (the promotion paused or ended) from coming_soon, open, joined, signed → closed;
//   EXPIRE (a reward left unclaimed past its expiry) claimable → closed.

export const PROMOTION_MEMBER_STATES = [
  'coming_soon',
  'open',
  'signed',
  'joined',
  'process',
  'applying',
  'rejected',
  'claimable',
  'issued',
  'claimed',
  'closed',
] as const;
export type PromotionMemberState = (typeof PROMOTION_MEMBER_STATES)[number];

/** The spec's label of each state (the app translates them; these are the English source texts). */
export const PROMOTION_STATE_LABELS = {
  coming_soon: 'coming soon',
  open: 'Join',
  signed: 'signed',
  joined: 'Joined',
  process: 'Process',
  applying: 'Applying',
  rejected: 'Rejected',
  claimable: 'Claim',
  issued: 'Issued',
  claimed: 'Claimed',
  closed: 'Close',
} as const satisfies Record<PromotionMemberState, string>;

export const PROMOTION_EVENTS = [
  'START',
  'JOIN',
  'ENROL',
  'APPLY',
  'APPLY_UNVERIFIED',
  'VERIFY',
  'APPROVE',
  'REJECT',
  'ISSUE',
  'CREDIT',
  'CLAIM',
  'EXPIRE',
  'CLOSE',
] as const;
export type PromotionEvent = (typeof PROMOTION_EVENTS)[number];

/** Every allowed move: state → event → next state. */
export const TRANSITIONS: Readonly<
  Record<PromotionMemberState, Partial<Record<PromotionEvent, PromotionMemberState>>>
> = {
  coming_soon: { START: 'open', CLOSE: 'closed' },
  // A signup promotion is joined; a deposit one enrolled in (its bonus comes with a deposit); a manual
  // one applied for, straight to the operator or first through identity verification.
  open: {
    JOIN: 'signed',
    ENROL: 'joined',
    APPLY: 'applying',
    APPLY_UNVERIFIED: 'process',
    CLOSE: 'closed',
  },
  signed: { ISSUE: 'claimable', CLOSE: 'closed' },
  joined: { CREDIT: 'issued', CLOSE: 'closed' },
  process: { VERIFY: 'applying', REJECT: 'rejected' },
  applying: { APPROVE: 'claimable', REJECT: 'rejected' },
  rejected: {},
  claimable: { CLAIM: 'claimed', EXPIRE: 'closed' },
  issued: {},
  claimed: {},
  closed: {},
};

/** The next state, or null when the event does not apply in this state. */
export function transition(state: PromotionMemberState, event: PromotionEvent): PromotionMemberState | null {
  return TRANSITIONS[state][event] ?? null;
}

/** The states an entry row can hold (the others are derived from the promotion and the reward). */
const ENTRY_STATES = ['signed', 'joined', 'process', 'applying', 'rejected', 'claimable', 'issued'] as const;
export type EntryState = (typeof ENTRY_STATES)[number];

export type PromotionPhase = 'upcoming' | 'live' | 'over';
type RewardStatus = 'unclaimed' | 'claimed' | 'expired';

/**
 * What a member sees for a promotion: before any entry, the promotion's phase decides (coming soon, Join,
 * Close); with an entry, the entry's state, refined by its reward (claimed, or expired unclaimed).
 */
export function memberStateOf(
  phase: PromotionPhase,
  entry: EntryState | null,
  reward: RewardStatus | null,
): PromotionMemberState {
  if (entry === null) return phase === 'upcoming' ? 'coming_soon' : phase === 'live' ? 'open' : 'closed';
  if (entry === 'claimable') {
    if (reward === 'claimed') return 'claimed';
    if (reward === 'expired') return 'closed';
    return 'claimable';
  }
  if ((entry === 'signed' || entry === 'joined') && phase === 'over') return 'closed';
  return entry;
}
