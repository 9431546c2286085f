import { describe, expect, it } from 'vitest';
import {
  AGENT_FOOTER,
  AGENT_TILES,
  type AgentMenu,
  badgeText,
  visibleFooter,
  visibleTiles,
} from '../../../../src/features/agent-home/tiles.ts';
import { AGENT_MENU_ITEMS, type AgentMenuItem } from '../../../../src/shared/constants/members.ts';

// SPEC.md section 2 "Agent home": one test per tile and per footer entry, its destination and its gate.

const menu = (on: boolean) => Object.fromEntries(AGENT_MENU_ITEMS.map((i) => [i, on])) as AgentMenu;
const OPEN = menu(true);
const CLOSED = menu(false);
const without = (item: AgentMenuItem): AgentMenu => ({ ...OPEN, [item]: false });

const tileShown = (m: AgentMenu, id: string) => visibleTiles(m).some((t) => t.id === id);
const footerShown = (m: AgentMenu, id: string) => visibleFooter(m).some((e) => e.id === id);

/** Per tile: its destination and the flag that hides it (null: always shown). */
const TILES: [string, string, AgentMenuItem | null][] = [
  ['teamOverview', '/m/agent/team/overview', 'teamOverview'],
  ['transactionRecord', '/m/transaction/record?types=A', 'transactionRecord'],
  ['teamManagement', '/m/member/team', 'teamManagement'],
  ['redRain', '/m/redRain', 'redRain'],
  ['teamPnl', '/m/agent/team/pnl', 'teamPnl'],
  ['teamBetting', '/m/teamBetting', 'teamBetting'],
  ['agentRebate', '/m/member/agent/agentRebeat', 'agentRebate'],
  ['teamRebate', '/m/member/teamRebate', 'teamRebate'],
  ['securityCenter', '/m/securityCenter', 'securityCenter'],
  ['mail', '/m/webEmail', 'mail'],
  ['service', '/m/service', null],
];

describe('agent home tiles', () => {
  it('has a row here for every tile, in the spec order', () => {
    expect(AGENT_TILES.map((t) => t.id)).toEqual(TILES.map(([id]) => id));
  });

  it.each(TILES)('%s goes to %s, shown by its menu flag %s', (id, to, flag) => {
    expect(AGENT_TILES.find((t) => t.id === id)?.to).toBe(to);
    expect(tileShown(OPEN, id)).toBe(true);
    if (flag) {
      expect(tileShown(without(flag), id)).toBe(false);
      expect(tileShown(CLOSED, id)).toBe(false);
    } else expect(tileShown(CLOSED, id)).toBe(true);
  });

  it('badges the mail tile only', () => {
    expect(AGENT_TILES.filter((t) => t.badge).map((t) => [t.id, t.badge])).toEqual([['mail', 'mail']]);
  });
});

/** Per footer entry: its destination and the flag that hides it (null: always shown). */
const FOOTER: [string, string, AgentMenuItem | null][] = [
  ['home', '/m/home', null],
  ['openAccount', '/m/agentRegister', null],
  ['dividends', '/m/member/agent/agentDivident', 'dividends'],
  ['announcements', '/m/member/notice?types=A', null],
];

describe('agent footer', () => {
  it('has a row here for every entry', () => {
    expect(AGENT_FOOTER.map((e) => e.id)).toEqual(FOOTER.map(([id]) => id));
  });

  it.each(FOOTER)('%s goes to %s, shown by %s', (id, to, flag) => {
    expect(AGENT_FOOTER.find((e) => e.id === id)?.to).toBe(to);
    expect(footerShown(OPEN, id)).toBe(true);
    if (flag) expect(footerShown(without(flag), id)).toBe(false);
    else expect(footerShown(CLOSED, id)).toBe(true);
  });

  it('badges announcements with the unread count above 0', () => {
    expect(AGENT_FOOTER.find((e) => e.badge)?.id).toBe('announcements');
    expect(badgeText(0)).toBeNull();
    expect(badgeText(3)).toBe('3');
    expect(badgeText(120)).toBe('99+');
  });
});
