import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TeamMembersPage } from '../../../../src/features/agent-team/team-members-page.tsx';
import { TeamPnlPage } from '../../../../src/features/agent-team/team-pnl-page.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import { AGENT_CODES } from '../../../../src/shared/errors/agent.ts';
import { PATHS } from '../../../../src/shared/paths.ts';
import type { TeamMember } from '../../../../src/shared/schemas/agent-team.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import {
  clickText,
  type FetchCall,
  pageHas,
  renderWithRouter,
  stubFetch,
  testQueryClient,
  typeIn,
  until,
} from '../../components/harness.tsx';

// The team screens as an agent sees them: the downline list (search, drill-down way back, refusals) and
// the team's profit and loss (both views of the net, the totals row).

const member = (over: Partial<TeamMember>): TeamMember => ({
  id: 11,
  account: 'pedro',
  level: 1,
  kind: 'member',
  balanceCents: 12_345,
  registeredAt: '2026-11-01T02:00:00.000Z',
  lastLoginAt: null,
  status: 'active',
  teamSize: null,
  ...over,
});

const envelope = (value: unknown, status = 200, code = 'ok') =>
  new Response(JSON.stringify({ successful: status === 200, code, value: status === 200 ? value : null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

let calls: URL[] = [];
let unmount = () => {};

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  calls = [];
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'agent', type: 1, firstTimeLogin: false });
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
});

function answer(respond: (url: URL) => Response) {
  stubFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    calls.push(url);
    return respond(url);
  });
}

async function render(ui: () => React.ReactNode) {
  const view = await renderWithRouter(ui, testQueryClient());
  unmount = view.unmount;
  return view.container;
}

describe('team management', () => {
  it('lists the team with balances, statuses and a way into a sub-agent’s team', async () => {
    answer(() =>
      envelope({
        list: [
          member({ id: 12, account: 'lito', kind: 'agent', teamSize: 7 }),
          member({ status: 'excluded', lastLoginAt: '2026-11-20T02:00:00.000Z' }),
        ],
        pageNo: 1,
        pageSize: 20,
        total: 2,
        path: [],
      }),
    );
    const container = await render(() => <TeamMembersPage />);
    await until(() => pageHas('2 members'));
    expect(calls[0]?.pathname).toBe(PATHS.agentTeamMembers);
    expect(calls[0]?.searchParams.has('parentId')).toBe(false);
    const rows = container.querySelectorAll('[data-testid="team-member"]');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Team size7');
    expect(rows[0]?.querySelector('a')?.textContent).toBe("View lito's team");
    expect(rows[0]?.querySelector('a')?.getAttribute('href')).toBe('/m/member/team?parentId=12');
    expect(rows[0]?.querySelectorAll('a')[1]?.getAttribute('href')).toBe(
      '/m/agent/team/overview?memberId=12',
    );
    expect(rows[1]?.textContent).toContain('₱123.45');
    expect(rows[1]?.textContent).toContain('On a time-out or self-excluded');
    expect(rows[1]?.querySelector('a')).toBeNull();
    // No way back on the agent's own team.
    expect(container.querySelector('nav')).toBeNull();
  });

  it('searches by account, level and type', async () => {
    answer(() => envelope({ list: [], pageNo: 1, pageSize: 20, total: 0, path: [] }));
    const container = await render(() => <TeamMembersPage />);
    await until(() => pageHas('No members match.'));
    typeIn(container.querySelector('input[type="search"]'), ' Ped ');
    const [level, kind] = container.querySelectorAll('select');
    typeIn(level, '2');
    typeIn(kind, 'agent');
    await clickText('Search');
    await until(() => calls.length === 2);
    expect(Object.fromEntries(calls[1]?.searchParams ?? [])).toMatchObject({
      account: 'Ped',
      level: '2',
      kind: 'agent',
    });
    // Clear empties the fields and shows the whole team again (already fetched: no new call).
    await clickText('Clear');
    expect(container.querySelector<HTMLInputElement>('input[type="search"]')?.value).toBe('');
    expect([...container.querySelectorAll('select')].map((s) => s.value)).toEqual(['', '']);
    expect(calls).toHaveLength(2);
  });

  it('drills down with the way back up, and refuses a member outside the team', async () => {
    answer((url) =>
      url.searchParams.get('parentId') === '99'
        ? envelope(null, 403, AGENT_CODES.notInTeam)
        : envelope({
            list: [member({ id: 31, level: 3 })],
            pageNo: 1,
            pageSize: 20,
            total: 1,
            path: [
              { id: 12, account: 'lito' },
              { id: 21, account: 'lito2' },
            ],
          }),
    );
    const container = await render(() => <TeamMembersPage parentId={21} />);
    await until(() => pageHas('1 members'));
    expect(calls[0]?.searchParams.get('parentId')).toBe('21');
    const crumbs = [...container.querySelectorAll('nav li')].map((li) => li.textContent);
    expect(crumbs).toEqual(['My team', 'lito', 'lito2']);
    expect(container.querySelector('nav [aria-current="page"]')?.textContent).toBe('lito2');
    expect(container.querySelector('nav a[href="/m/member/team?parentId=12"]')).not.toBeNull();
    unmount();

    await render(() => <TeamMembersPage parentId={99} />);
    await until(() => pageHas('This member is not in your team.'));
    expect(pageHas('Back to my team')).toBe(true);
  });

  it('a failed call offers a retry', async () => {
    let fail = true;
    answer(() =>
      fail
        ? envelope(null, 500, 'server.error')
        : envelope({ list: [], pageNo: 1, pageSize: 20, total: 0, path: [] }),
    );
    await render(() => <TeamMembersPage />);
    await until(() => pageHas('Your team could not be loaded.'));
    fail = false;
    await clickText('Try again');
    await until(() => pageHas('No members match.'));
  });
});

describe('team profit and loss', () => {
  const sums = {
    betCents: 10_000,
    winCents: 7_000,
    bonusCents: 500,
    rebateCents: 100,
    netCents: -2_400,
    depositCents: 50_000,
    withdrawCents: 0,
  };

  it('shows the totals in both views and the table’s net in the chosen one', async () => {
    answer((url) =>
      envelope({
        list: [
          {
            key: url.searchParams.get('by') === 'member' ? '11' : '2026-11-23',
            account: url.searchParams.get('by') === 'member' ? 'pedro' : null,
            level: url.searchParams.get('by') === 'member' ? 1 : null,
            ...sums,
          },
        ],
        pageNo: 1,
        pageSize: 20,
        total: 1,
        from: '2026-11-17T16:00:00.000Z',
        to: '2026-11-24T08:00:00.000Z',
        by: url.searchParams.get('by') ?? 'day',
        totals: sums,
      }),
    );
    const container = await render(() => <TeamPnlPage />);
    await until(() => pageHas('Per day'));
    const total = (key: string) => container.querySelector(`[data-testid="total-${key}"] dd`)?.textContent;
    expect(total('bet')).toBe('₱100.00');
    expect(total('members-net')).toBe('-₱24.00');
    expect(total('house-net')).toBe('₱24.00');
    const foot = () => [...container.querySelectorAll('tfoot td')].map((td) => td.textContent);
    expect(foot().at(-1)).toBe('-₱24.00');
    expect(container.querySelector('thead')?.textContent).toContain("Members' net");

    await clickText('House view');
    expect(foot().at(-1)).toBe('₱24.00');
    expect(container.querySelector('thead')?.textContent).toContain('House net');

    await clickText('By member');
    await until(() => pageHas('pedro (level 1)'));
    expect(calls.at(-1)?.searchParams.get('by')).toBe('member');
  });
});
