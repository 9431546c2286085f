// The agent home's tiles and its footer as data (SPEC.md section 2 "Agent home"; DESIGN.md section 8.5):
// each row is a destination, its label, its icon and the white-label agent menu flag that shows it
// (site config `agentMenu`). Online service has no flag: it is always there.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgentMenuItem } from '../../shared/constants/members.ts';
import type { SiteConfig } from '../../shared/schemas/site.ts';

export type AgentMenu = SiteConfig['agentMenu'];

export type TileIconName =
  | 'overview'
  | 'ledger'
  | 'team'
  | 'rain'
  | 'chart'
  | 'bets'
  | 'rebate'
  | 'income'
  | 'shield'
  | 'mail'
  | 'service';

export interface AgentTile {
  id: AgentMenuItem | 'service';
  /** The route and its search, or 'service': opens the customer-service links. */
  to: string;
  label: MessageDescriptor;
  icon: TileIconName;
  /** The agent menu flag that shows the tile; null: always shown. */
  flag: AgentMenuItem | null;
  /** The mail tile's badge: the inbox's unread count. */
  badge?: 'mail';
}

export const AGENT_TILES: readonly AgentTile[] = [
  {
    id: 'teamOverview',
    to: '/m/agent/team/overview',
    label: msg`Team overview`,
    icon: 'overview',
    flag: 'teamOverview',
  },
  {
    id: 'transactionRecord',
    to: '/m/transaction/record?types=A',
    label: msg`Transaction records`,
    icon: 'ledger',
    flag: 'transactionRecord',
  },
  {
    id: 'teamManagement',
    to: '/m/member/team',
    label: msg`Team management`,
    icon: 'team',
    flag: 'teamManagement',
  },
  { id: 'redRain', to: '/m/redRain', label: msg`Red envelope rain`, icon: 'rain', flag: 'redRain' },
  {
    id: 'teamPnl',
    to: '/m/agent/team/pnl',
    label: msg`Team profit and loss`,
    icon: 'chart',
    flag: 'teamPnl',
  },
  { id: 'teamBetting', to: '/m/teamBetting', label: msg`Team betting`, icon: 'bets', flag: 'teamBetting' },
  {
    id: 'agentRebate',
    to: '/m/member/agent/agentRebeat',
    label: msg`Rebate settings`,
    icon: 'rebate',
    flag: 'agentRebate',
  },
  {
    id: 'teamRebate',
    to: '/m/member/teamRebate',
    label: msg`Team rebate income`,
    icon: 'income',
    flag: 'teamRebate',
  },
  {
    id: 'securityCenter',
    to: '/m/securityCenter',
    label: msg`Security centre`,
    icon: 'shield',
    flag: 'securityCenter',
  },
  { id: 'mail', to: '/m/webEmail', label: msg`Mail`, icon: 'mail', flag: 'mail', badge: 'mail' },
  { id: 'service', to: '/m/service', label: msg`Online service`, icon: 'service', flag: null },
];

/** The tiles the white-label agent menu turns on (online service always). */
export const visibleTiles = (menu: AgentMenu) =>
  AGENT_TILES.filter((tile) => tile.flag === null || menu[tile.flag]);

export type FooterEntryId = 'home' | 'openAccount' | 'dividends' | 'announcements';

export interface AgentFooterEntry {
  id: FooterEntryId;
  to: string;
  label: MessageDescriptor;
  /** The agent menu flag that shows the entry; null: always shown. */
  flag: AgentMenuItem | null;
  /** The announcements' badge: the agents' unread announcements. */
  badge?: 'announcements';
}

export const AGENT_FOOTER: readonly AgentFooterEntry[] = [
  { id: 'home', to: '/m/home', label: msg`Home`, flag: null },
  // The footer's own short label: a quarter of a 360 px phone holds a word or two (Filipino: "Bagong account").
  {
    id: 'openAccount',
    to: '/m/agentRegister',
    label: msg({ message: 'Open account', context: 'agent footer' }),
    flag: null,
  },
  { id: 'dividends', to: '/m/member/agent/agentDivident', label: msg`Dividends`, flag: 'dividends' },
  {
    id: 'announcements',
    to: '/m/member/notice?types=A',
    label: msg`Announcements`,
    flag: null,
    badge: 'announcements',
  },
];

/** The footer's entries: dividends only while the agent menu enables them. */
export const visibleFooter = (menu: AgentMenu) =>
  AGENT_FOOTER.filter((entry) => entry.flag === null || menu[entry.flag]);

/** A badge's text: nothing at 0, the count up to 99, then 99+. */
export const badgeText = (count: number) => (count <= 0 ? null : count > 99 ? '99+' : String(count));
