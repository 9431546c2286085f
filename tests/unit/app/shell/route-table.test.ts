// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../../../src/app/router.tsx';
import type { ShellMeta } from '../../../../src/components/shell-meta.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';

// SPEC.md section 2, "Routes" (canonical paths, camelCase kept).
const SPEC_ROUTES = [
  '/m/login',
  '/m/register',
  '/m/home',
  '/m/changePsw',
  '/m/forget',
  '/m/agent',
  '/m/mine',
  '/m/notice',
  '/m/moreLottery',
  '/m/service',
  '/m/activity',
  '/m/activityInfo',
  '/m/startLottery',
  '/m/gameLobby',
  '/m/useragreement',
  '/m/set',
  '/m/help',
  '/m/helpDetail',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/inviteFriends',
  '/m/trail',
  '/m/launchGame',
  '/m/maintenance',
  '/m/message',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/gameList',
  '/m/lottery',
  '/m/webEmail',
  '/m/member/notice',
  '/m/rewardCenter',
  '/m/member/benefits',
  '/m/securityCenter',
  '/m/vouReport',
  '/m/withdrawReport',
  '/m/transaction/record',
  '/m/gameRecord',
  '/m/profitandloss',
  '/m/upLine/transfer',
  '/m/member/manualRebate',
  '/m/leaderBoard',
  '/m/member/rebateReport',
  '/m/feedback',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  '/m/agentRegister',
  '/m/member/agent/agentDivident',
  '/m/agent/team/overview',
  '/m/redRain',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/member/team',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
];

// "The footer is hidden on: login, register, trial, launch game, change password, notice, activity,
// forget, service, more lottery, user agreement, maintenance and agent."
const FOOTER_HIDDEN = [
  '/m/login',
  '/m/register',
  '/m/trail',
  '/m/launchGame',
  '/m/changePsw',
  '/m/notice',
  '/m/activity',
  '/m/forget',
  '/m/service',
  '/m/moreLottery',
  '/m/useragreement',
  '/m/maintenance',
  '/m/agent',
];

// "Login, register, mine, agent and help omit the standard header."
const OWN_HEADER = ['/m/login', '/m/register', '/m/mine', '/m/agent', '/m/help'];

const ALIASES: Record<string, string> = {
  '/': '/m/home',
  '/m': '/m/home',
  '/m/': '/m/home',
  '/m/index': '/m/home',
  '/m/index.html': '/m/home',
  '/register.html': '/m/register',
  '/m/register.html': '/m/register',
  '/m/member/home': '/m/mine',
};

const trim = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

function routeTable(): Map<string, ShellMeta | undefined> {
  const router = createAppRouter(new QueryClient(), createMemoryHistory());
  const table = new Map<string, ShellMeta | undefined>();
  for (const route of Object.values(router.routesById)) {
    if (route.isRoot) continue;
    table.set(trim(route.fullPath), route.options.staticData?.shell);
  }
  return table;
}

describe('route table', () => {
  const table = routeTable();

  it('has every SPEC.md route and alias', () => {
    const missing = [...SPEC_ROUTES, ...Object.keys(ALIASES)].filter((p) => !table.has(trim(p)));
    expect(missing).toEqual([]);
  });

  it('every route declares staticData.shell', () => {
    const undeclared = [...table].filter(([, shell]) => !shell).map(([p]) => p);
    expect(undeclared).toEqual([]);
  });

  it('the footer flag matches the spec hidden list on every spec route', () => {
    const wrong = SPEC_ROUTES.filter((p) => table.get(p)?.footer !== !FOOTER_HIDDEN.includes(p));
    expect(wrong).toEqual([]);
  });

  it('login, register, mine, agent and help draw their own header; home has the logo header', () => {
    for (const p of OWN_HEADER) expect(table.get(p)?.header, p).toBe('none');
    expect(table.get('/m/home')?.header).toBe('home');
    expect(table.get('/m/home')?.topBlock).toBe(true);
    expect(table.get('/m/set')?.header).toBe('page');
  });

  it('every inner page has a title', () => {
    const untitled = SPEC_ROUTES.filter((p) => table.get(p)?.header === 'page' && !table.get(p)?.title);
    expect(untitled).toEqual([]);
  });

  it('back from login, register, trial, notice and forget goes home', () => {
    for (const p of ['/m/login', '/m/register', '/m/trail', '/m/notice', '/m/forget']) {
      expect(table.get(p)?.backTo, p).toBe('/m/home');
    }
  });
});

describe('aliases', () => {
  it.each(Object.entries(ALIASES))('%s redirects to %s, replacing the entry', async (from, to) => {
    const history = createMemoryHistory({ initialEntries: [from] });
    const router = createAppRouter(new QueryClient(), history);
    await router.load();
    expect(router.state.location.pathname).toBe(to);
    expect(history.length).toBe(1);
  });

  it('keeps the query string (?lang=EN) across the redirect', async () => {
    const router = createAppRouter(
      new QueryClient(),
      createMemoryHistory({ initialEntries: ['/m/index.html?lang=EN&x=1'] }),
    );
    await router.load();
    expect(router.state.location.pathname).toBe('/m/home');
    expect(router.state.location.searchStr).toBe('?lang=EN&x=1');
  });
});

describe('search validation', () => {
  it('launchGame keeps its four params and drops bad values instead of failing', async () => {
    // Launching needs a session (else login): play a logged-in member.
    setSession({ token: 't', merchantCode: 'SWERTE', userName: 'demo', type: 0, firstTimeLogin: false });
    const router = createAppRouter(
      new QueryClient(),
      createMemoryHistory({
        initialEntries: ['/m/launchGame?playType=trad&prize_mode=Bogus&code=123&pageBack=home'],
      }),
    );
    await router.load();
    const match = router.state.matches.at(-1);
    expect(match?.status).toBe('success');
    expect(match?.search).toEqual({ playType: 'trad', prize_mode: undefined, code: '123', pageBack: 'home' });
    clearSession();
  });

  it('helpDetail ?i= defaults to 0 and rejects negatives', async () => {
    const router = createAppRouter(
      new QueryClient(),
      createMemoryHistory({ initialEntries: ['/m/helpDetail?i=-3'] }),
    );
    await router.load();
    expect(router.state.matches.at(-1)?.search).toEqual({ i: 0 });
  });
});
