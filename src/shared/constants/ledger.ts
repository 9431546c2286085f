// Every reason the server writes on a ledger entry (server/wallet/ledger.ts `reason`), written once, with
// the group the records screens filter by and the profit-and-loss adds up. The ledger's Movement takes
// these alone (the compiler checks every `reason` the server writes); an unknown stored one reads as `other`.

export const LEDGER_GROUPS = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'refund',
  'bonus',
  'rebate',
  'transfer',
  'adjustment',
  'agent',
  'other',
] as const;
export type LedgerGroup = (typeof LEDGER_GROUPS)[number];

export const LEDGER_REASONS = {
  /** A seeded or registered account's starting balance. */
  opening: 'other',
  /** Migration 0008: balances written before the ledger explained them. */
  'opening.carried': 'other',
  /** A free-trial account's play money. */
  'trial.grant': 'other',
  deposit: 'deposit',
  'withdraw.hold': 'withdrawal',
  /** A rejected withdrawal's hold given back. */
  'withdraw.refund': 'withdrawal',
  'lottery.order': 'bet',
  'lottery.payout': 'win',
  /** A cancelled sub-order, or a draw's refund (a push). */
  'lottery.refund': 'refund',
  'lottery.void': 'refund',
  // Vendors' rounds through the seamless wallet, the in-house studio's included.
  'seamless.bet': 'bet',
  'seamless.win': 'win',
  'seamless.rollback': 'refund',
  'upline.transfer.out': 'transfer',
  'upline.transfer.in': 'transfer',
  'adjust.credit': 'adjustment',
  'adjust.debit': 'adjustment',
  /** A member's rebate claim: turnover since the last claim × the category's rate (server/rebates). */
  'rebate.claim': 'rebate',
  /** Invite friends: the referrer's reward for a friend's deposit or turnover (issue 14). */
  'bonus.referral': 'bonus',
  /** The VIP club: a level-up bonus, once per member and level (server/vip). */
  'bonus.vip': 'bonus',
  /** A red envelope grabbed in a rain session (server/rain/rain.ts). */
  'bonus.rain': 'bonus',
  /** A promotion's reward claimed in the reward centre (server/promotions). */
  'bonus.claim': 'bonus',
  /** A deposit promotion's bonus, paid with the deposit it was chosen for (server/promotions/deposit-bonus.ts). */
  'bonus.deposit': 'bonus',
  /** A completed mission's reward (server/missions). */
  'bonus.mission': 'bonus',
  /** A period leaderboard's prize, once per settled period and rank (server/leaderboard). */
  'bonus.leaderboard': 'bonus',
  // The agency centre (issue 15): an agent's team rebate income and what contracts pay. A contract's pay
  // comes from the upline agent's wallet (`.pay`, a debit) to the downline agent's (a credit), so both
  // ledgers show it; a top agent's contracts are paid by the platform (the credit alone).
  /** Team rebate income: the agent's rate (less a sub-agent's own) × the team's turnover (server/agents). */
  'agent.rebate': 'agent',
  'agent.salary': 'agent',
  'agent.salary.pay': 'agent',
  'agent.hourly': 'agent',
  'agent.hourly.pay': 'agent',
  'agent.dividend': 'agent',
  'agent.dividend.pay': 'agent',
} as const satisfies Record<string, LedgerGroup>;
export type LedgerReason = keyof typeof LEDGER_REASONS;

export const LEDGER_REASON_LIST = Object.keys(LEDGER_REASONS) as LedgerReason[];

export const isLedgerReason = (reason: string): reason is LedgerReason =>
  Object.hasOwn(LEDGER_REASONS, reason);

/** The group of a reason as stored (free text): unknown reasons are `other`. */
export const ledgerGroupOf = (reason: string): LedgerGroup =>
  isLedgerReason(reason) ? LEDGER_REASONS[reason] : 'other';

/** The reasons of a group (the records filter sends the group; the server matches these). */
export const reasonsOf = (group: LedgerGroup): LedgerReason[] =>
  LEDGER_REASON_LIST.filter((r) => LEDGER_REASONS[r] === group);
