// What the record screens call each ledger reason, group, game category and status (the reasons and
// groups themselves: src/shared/constants/ledger.ts). Every reason has a label: the compiler asks.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LedgerGroup, LedgerReason } from '../../shared/constants/ledger.ts';
import type { GameRecordCategory } from '../../shared/constants/records.ts';
import type { DepositStatus } from '../../shared/schemas/deposits.ts';
import type { GAME_RECORD_STATUSES } from '../../shared/schemas/records.ts';
import type { WithdrawStatus } from '../../shared/schemas/withdrawals.ts';

export const REASON_LABELS: Record<LedgerReason, MessageDescriptor> = {
  opening: msg`Opening balance`,
  'opening.carried': msg`Balance carried over`,
  'trial.grant': msg`Trial credit`,
  deposit: msg`Deposit`,
  'withdraw.hold': msg`Withdrawal`,
  'withdraw.refund': msg`Withdrawal returned`,
  'lottery.order': msg`Lottery bet`,
  'lottery.payout': msg`Lottery win`,
  'lottery.refund': msg`Lottery bet refunded`,
  'lottery.void': msg`Lottery draw voided`,
  'seamless.bet': msg`Game bet`,
  'seamless.win': msg`Game win`,
  'seamless.rollback': msg`Game bet refunded`,
  'upline.transfer.out': msg`Transfer to upline`,
  'upline.transfer.in': msg`Transfer from downline`,
  'adjust.credit': msg`Adjustment (credit)`,
  'adjust.debit': msg`Adjustment (debit)`,
  'rebate.claim': msg`Rebate`,
  'bonus.rain': msg`Red envelope rain`,
  'bonus.referral': msg`Invite friends reward`,
  'bonus.vip': msg`VIP level-up bonus`,
  'bonus.claim': msg`Promotion reward`,
  'bonus.deposit': msg`Deposit bonus`,
  'bonus.mission': msg`Mission reward`,
  'agent.rebate': msg`Team rebate income`,
  'agent.salary': msg`Daily salary`,
  'agent.salary.pay': msg`Daily salary paid to downline`,
  'agent.hourly': msg`Hourly salary`,
  'agent.hourly.pay': msg`Hourly salary paid to downline`,
  'agent.dividend': msg`Dividend`,
  'agent.dividend.pay': msg`Dividend paid to downline`,
  'bonus.leaderboard': msg`Leaderboard prize`,
};

export const GROUP_LABELS: Record<LedgerGroup, MessageDescriptor> = {
  deposit: msg`Deposits`,
  withdrawal: msg`Withdrawals`,
  bet: msg`Bets`,
  win: msg`Wins`,
  refund: msg`Refunds`,
  bonus: msg`Bonuses`,
  rebate: msg`Rebates`,
  transfer: msg`Transfers`,
  adjustment: msg`Adjustments`,
  agent: msg`Agency`,
  other: msg`Other`,
};

export const CATEGORY_LABELS: Record<GameRecordCategory, MessageDescriptor> = {
  studio: msg`In-house games`,
  lottery: msg`Lottery`,
  vendor: msg`Partner games`,
};

export const GAME_STATUS_LABELS: Record<(typeof GAME_RECORD_STATUSES)[number], MessageDescriptor> = {
  pending: msg`Pending`,
  settled: msg`Settled`,
  refunded: msg`Refunded`,
};

export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, MessageDescriptor> = {
  pending: msg`Awaiting confirmation`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  credited: msg`Credited`,
  cancelled: msg`Cancelled`,
  failed: msg`Failed`,
};

export const WITHDRAW_STATUS_LABELS: Record<WithdrawStatus, MessageDescriptor> = {
  pending: msg`Awaiting approval`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

/**
 * Lottery bet types' names: the same texts (and translations) as the lottery's bet slip, which features
 * may not share; a type without one shows as its code.
 */
export const BET_TYPE_LABELS: Record<string, MessageDescriptor> = {
  one: msg`One number`,
  six: msg`Six numbers`,
  straight: msg`Straight (3 digits)`,
  last2: msg`Last 2 digits`,
  last1: msg`Last digit`,
  champion: msg`Champion`,
  top2: msg`First and second`,
};
