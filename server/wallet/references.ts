// Every ledger entry's reference, built here and nowhere else. A reference is the entry's idempotency key
// (unique in wallet_ledger): a replayed callback or a retried job finds its twin instead of paying twice,
// so two flows must never build the same one. `Movement.reference` takes only a `LedgerReference`: the
// compiler refuses a hand-made string. The reconciliation's SQL (reconcile.ts) joins on these shapes.
import type { ReferralRewardKind } from '../../src/shared/constants/referrals.ts';
import type { SeamlessKind } from '../../src/shared/schemas/studio.ts';

export const ledgerRef = {
  /** A new wallet's first credit (seeded and agent-opened accounts, sign-up). */
  opening: (memberId: number) => `opening:${memberId}` as const,
  /** A trial account's play money. */
  trialGrant: (memberId: number) => `trial:grant:${memberId}` as const,
  deposit: (orderId: number) => `deposit:${orderId}` as const,
  /** A deposit promotion's bonus, paid with its deposit; also the reward's idempotency key. */
  depositBonus: (orderId: number) => `bonus:deposit:${orderId}` as const,
  /** A reward-centre reward claimed. */
  bonusClaim: (rewardId: number) => `bonus:claim:${rewardId}` as const,
  withdrawHold: (orderId: number) => `withdraw:hold:${orderId}` as const,
  withdrawRefund: (orderId: number) => `withdraw:refund:${orderId}` as const,
  /** An operator's adjustment; the request id is the operator's retry key. */
  adjust: (memberId: number, requestId: string) => `adjust:${memberId}:${requestId}` as const,
  uplineOut: (requestId: string, memberId: number) => `upline:out:${requestId}:${memberId}` as const,
  uplineIn: (requestId: string, memberId: number) => `upline:in:${requestId}:${memberId}` as const,
  lotteryOrder: (orderId: number) => `lottery:order:${orderId}` as const,
  lotteryRefund: (subOrderId: number) => `lottery:refund:${subOrderId}` as const,
  lotteryPayout: (subOrderId: number) => `lottery:payout:${subOrderId}` as const,
  lotteryVoid: (orderId: number) => `lottery:void:${orderId}` as const,
  /** A vendor's bet, win or rollback: its transaction id is unique per vendor and kind. */
  seamless: (vendor: string, kind: Exclude<SeamlessKind, 'balance'>, transactionId: string) =>
    `seamless:${vendor}:${kind}:${transactionId}` as const,
  rain: (sessionId: number, memberId: number, seq: number) => `rain:${sessionId}:${memberId}:${seq}` as const,
  rebate: (memberId: number, claimId: number) => `rebate:${memberId}:c${claimId}` as const,
  /** An agent's team rebate for one Manila day (YYYY-MM-DD). */
  agentRebate: (agentId: number, day: string) => `agent.rebate:${agentId}:${day}` as const,
  contractPay: (settlementId: number) => `contract:pay:${settlementId}` as const,
  contractCharge: (settlementId: number) => `contract:charge:${settlementId}` as const,
  mission: (missionId: number, memberId: number) => `mission:${missionId}:${memberId}` as const,
  leaderboard: (periodId: number, rank: number) => `leaderboard:${periodId}:${rank}` as const,
  /** A level-up bonus: once per (member, level). */
  vip: (memberId: number, rank: number) => `vip:${memberId}:${rank}` as const,
  /** A friend's reward: once per (friend, kind). */
  referral: (kind: ReferralRewardKind, friendId: number) => `referral:${kind}:${friendId}` as const,
};

export type LedgerReference = ReturnType<(typeof ledgerRef)[keyof typeof ledgerRef]>;
