import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentHomePage } from '../../../../src/features/agent-home/agent-home-page.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import { siteConfigQueryOptions } from '../../../../src/lib/site/api.ts';
import { AGENT_MENU_ITEMS } from '../../../../src/shared/constants/members.ts';
import { PATHS } from '../../../../src/shared/paths.ts';
import type { SiteConfig } from '../../../../src/shared/schemas/site.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import { uiStore } from '../../../../src/stores/ui.ts';
import { renderWithRouter, stubFetch, testQueryClient, until } from '../../components/harness.tsx';
import { envelope, siteConfig } from '../../site-config.ts';

// /m/agent: today's counters from the team KPI, the tiles and footer of the agent menu with their badges,
// and a failed KPI call shown with a retry.

const footer = {
  teamLoginMemberCount: 12,
  teamBetMemberCount: 7,
  teamRegisterMemberCount: 3,
  teamOnlineCount: 5,
};
const summary = {
  startDate: '2026-11-24',
  endDate: '2026-11-24',
  teamSize: 40,
  directMembers: 10,
  subAgents: 2,
  newMembers: 3,
  firstDepositors: 1,
  depositCents: 0,
  withdrawalCents: 0,
  turnoverCents: 0,
  winCents: 0,
  bonusCents: 0,
  rebateCents: 0,
  netCents: 0,
};

let kpiFails = false;
let kpiCalls: URL[] = [];
let unmount = () => {};

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  kpiFails = false;
  kpiCalls = [];
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'agent', type: 1, firstTimeLogin: false });
  stubFetch(({ url }) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === PATHS.agentKpi) {
      kpiCalls.push(u);
      return kpiFails ? envelope(null, 500, 'server.error') : envelope({ footer, summary });
    }
    if (u.pathname === PATHS.agentNoticeUnread) return envelope({ unreadCount: 4 });
    if (u.pathname === PATHS.inboxCount) return envelope({ unread: 2, total: 9 });
    if (u.pathname === PATHS.wallet) return envelope({ sumBalance: 123_456 });
    return envelope(null, 404, 'not.found');
  });
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
});

const menu = (patch: Partial<SiteConfig['agentMenu']> = {}) =>
  ({ ...Object.fromEntries(AGENT_MENU_ITEMS.map((i) => [i, true])), ...patch }) as SiteConfig['agentMenu'];

async function render(agentMenu = menu()) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(siteConfigQueryOptions(uiStore.language).queryKey, siteConfig({ agentMenu }));
  const view = await renderWithRouter(() => <AgentHomePage />, queryClient);
  unmount = view.unmount;
  return view.container;
}
const testId = (root: HTMLElement, id: string) => root.querySelector(`[data-testid="${id}"]`)?.textContent;

describe('agent home', () => {
  it("shows today's four counters, the balance, the tiles and the footer with their badges", async () => {
    const root = await render();
    await until(() => testId(root, 'kpi-teamLoginMemberCount') === '12', 'counters');
    expect(testId(root, 'kpi-teamBetMemberCount')).toBe('7');
    expect(testId(root, 'kpi-teamRegisterMemberCount')).toBe('3');
    expect(testId(root, 'kpi-teamOnlineCount')).toBe('5');
    // Today: one Manila day, asked with size 0.
    expect(kpiCalls[0]?.searchParams.get('startDate')).toBe(kpiCalls[0]?.searchParams.get('endDate'));
    expect(kpiCalls[0]?.searchParams.get('size')).toBe('0');
    await until(() => testId(root, 'notice-badge') === '4', 'announcements badge');
    await until(() => testId(root, 'mail-badge') === '2', 'mail badge');
    await until(() => (testId(root, 'agent-balance') ?? '').includes('1,234.56'), 'balance');
    expect(root.querySelector('h1')?.textContent).toBe('agent');
    const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/m/transaction/record?types=A');
    expect(hrefs).toContain('/m/member/agent/agentDivident');
    expect(hrefs).toContain('/m/voucherCenter');
    expect(hrefs).toContain('/m/withdraw');
    expect(hrefs).toContain('/m/service');
  });

  it('hides what the agent menu turns off: dividends from the footer, tiles from the grid', async () => {
    const root = await render(menu({ dividends: false, teamPnl: false }));
    await until(() => testId(root, 'kpi-teamOnlineCount') === '5');
    const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).not.toContain('/m/member/agent/agentDivident');
    expect(hrefs).not.toContain('/m/agent/team/pnl');
    expect(hrefs).toContain('/m/agentRegister');
  });

  it('a failed KPI call says so with a retry', async () => {
    kpiFails = true;
    const root = await render();
    await until(() => (root.textContent ?? '').includes("Your team's figures could not be loaded."));
    kpiFails = false;
    const retry = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    retry?.click();
    await until(() => testId(root, 'kpi-teamLoginMemberCount') === '12', 'counters after retry');
  });
});
