// The member centre's item table as data (SPEC.md section 2, "Member centre"; DESIGN.md section 8.5):
// each row is a route, its label, its icon and the gate that decides whether the member sees it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AGENT_EXCLUDED_TYPES, MEMBER_TYPE_TRIAL } from '../../shared/constants/members.ts';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import { uplineTransferAllowed } from '../../shared/upline-transfer.ts';
import type { ItemIconName } from './item-icons.tsx';

export interface GateContext {
  switches: SiteConfig['switches'];
  promotions: SiteConfig['promotions'];
  /** The session's member type; null for a visitor. */
  memberType: number | null;
  /** The member info's toUpline flag; false until it is known. */
  toUpline: boolean;
}

export type ItemPath =
  | '/m/member/benefits'
  | '/m/voucherCenter'
  | '/m/withdraw'
  | '/m/inviteFriends'
  | '/m/securityCenter'
  | '/m/agent'
  | '/m/vouReport'
  | '/m/withdrawReport'
  | '/m/transaction/record'
  | '/m/gameRecord'
  | '/m/profitandloss'
  | '/m/upLine/transfer'
  | '/m/rewardCenter'
  | '/m/member/manualRebate'
  | '/m/leaderBoard'
  | '/m/member/rebateReport'
  | '/m/webEmail'
  | '/m/feedback'
  | '/m/responsibleGaming';

export interface MemberCentreItem {
  to: ItemPath;
  label: MessageDescriptor;
  icon: ItemIconName;
  gate: (ctx: GateContext) => boolean;
  /** The reward centre's badge: the count of unclaimed promotions. */
  badge?: 'rewards';
}

const always = () => true;
const isAgent = (type: number | null) => type !== null && !AGENT_EXCLUDED_TYPES.includes(type);

export const MEMBER_CENTRE_ITEMS: readonly MemberCentreItem[] = [
  { to: '/m/member/benefits', label: msg`VIP benefits`, icon: 'crown', gate: (c) => c.switches.VIPBENEFIT3 },
  { to: '/m/voucherCenter', label: msg`Deposit`, icon: 'deposit', gate: always },
  { to: '/m/withdraw', label: msg`Withdraw`, icon: 'withdraw', gate: always },
  { to: '/m/inviteFriends', label: msg`Invite friends`, icon: 'invite', gate: (c) => c.promotions.REFERRAL },
  { to: '/m/securityCenter', label: msg`Security centre`, icon: 'shield', gate: always },
  { to: '/m/agent', label: msg`Agency centre`, icon: 'agent', gate: (c) => isAgent(c.memberType) },
  { to: '/m/vouReport', label: msg`Deposit records`, icon: 'records', gate: (c) => c.switches.DEPRECM3 },
  {
    to: '/m/withdrawReport',
    label: msg`Withdrawal records`,
    icon: 'records',
    gate: (c) => c.switches.WITHREC3,
  },
  {
    to: '/m/transaction/record',
    label: msg`Transaction records`,
    icon: 'ledger',
    gate: (c) => c.switches.TRANSREC3,
  },
  { to: '/m/gameRecord', label: msg`Bet records`, icon: 'dice', gate: (c) => c.switches.TRANSBETREPMEM3 },
  { to: '/m/profitandloss', label: msg`Profit and loss`, icon: 'chart', gate: (c) => c.switches.PERSREP },
  {
    to: '/m/upLine/transfer',
    label: msg`Transfer to upline`,
    icon: 'transfer',
    gate: (c) =>
      uplineTransferAllowed({
        switchOn: c.switches.AGETRANSFERUP3,
        toUpline: c.toUpline,
        memberType: c.memberType,
      }),
  },
  {
    to: '/m/rewardCenter',
    label: msg`Reward centre`,
    icon: 'gift',
    gate: (c) => c.switches.REWCEN3,
    badge: 'rewards',
  },
  {
    to: '/m/member/manualRebate',
    label: msg`Manual rebate`,
    icon: 'rebate',
    gate: (c) => c.switches.MANPLAYREB3,
  },
  { to: '/m/leaderBoard', label: msg`Leaderboard`, icon: 'trophy', gate: (c) => c.promotions.MISSION },
  {
    to: '/m/member/rebateReport',
    label: msg`Rebate records`,
    icon: 'records',
    gate: (c) => c.switches.PLYRBT,
  },
  { to: '/m/webEmail', label: msg`Message centre`, icon: 'mail', gate: (c) => c.switches.MAILCEN },
  { to: '/m/feedback', label: msg`Feedback`, icon: 'feedback', gate: (c) => c.switches.FEEDBACK3 },
  // Player protection (issue 13; not in SPEC.md): always there, a licensed operator must offer it.
  { to: '/m/responsibleGaming', label: msg`Responsible gaming`, icon: 'shield', gate: always },
];

/** The rows this member (or visitor) sees; gated-off rows are not shown at all. */
export const visibleItems = (ctx: GateContext) => MEMBER_CENTRE_ITEMS.filter((item) => item.gate(ctx));

export type ItemTap =
  | { kind: 'navigate'; to: ItemPath }
  | { kind: 'login'; to: ItemPath }
  | { kind: 'free_reject' };

/** What pressing an item does: items need a session, and a trial account may not use them. */
export function itemTap(to: ItemPath, memberType: number | null): ItemTap {
  if (memberType === null) return { kind: 'login', to };
  if (memberType === MEMBER_TYPE_TRIAL) return { kind: 'free_reject' };
  return { kind: 'navigate', to };
}
