import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../src/components/toast/toast-store.ts';
import { MemberCentrePage } from '../../../../src/features/member-centre/member-centre-page.tsx';
import { memberKeys } from '../../../../src/lib/account/api.ts';
import { i18n } from '../../../../src/lib/i18n.ts';
import { FREE_REJECT_MESSAGE } from '../../../../src/lib/messages.ts';
import { siteConfigQueryOptions } from '../../../../src/lib/site/api.ts';
import type { SiteConfig } from '../../../../src/shared/schemas/site.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import { uiStore } from '../../../../src/stores/ui.ts';
import { renderWithRouter, testQueryClient, until } from '../../components/harness.tsx';
import { siteConfig } from '../../site-config.ts';

const config = (memCen: string, switchesOn = true) =>
  siteConfig({ mobileTemplate: { mem_cen: memCen, dep_func: '0' }, allOn: switchesOn });

const MEMBER = {
  id: 7,
  nickname: 'Demo',
  account: 'demo',
  type: 0,
  regDate: '2026-01-01T00:00:00.000Z',
  toUpline: false,
  joinedDays: 12,
  vipLevel: null,
};

const level = (name: string, turnoverCents: number) => ({
  name,
  turnoverCents,
  depositCents: 0,
  upgradeBonusCents: 0,
  monthlyBonusCents: 0,
  rebateNote: '',
  withdrawalNote: '',
});
/** The VIP club's status: Silver, the second of three levels. */
let vipRank = 2;
const vipStatus = () => ({
  periodDays: 30,
  turnoverCents: 60_000,
  depositCents: 0,
  rank: vipRank,
  levels: [level('Bronze', 10_000), level('Silver', 50_000), level('Gold', 100_000)],
  paidBonusCents: 0,
  heldBonusCents: 0,
});

const envelope = (value: unknown) =>
  new Response(JSON.stringify({ successful: true, code: 'ok', value }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

let memberCalls = 0;
let vipCalls = 0;
let unmount = () => {};

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  memberCalls = 0;
  vipCalls = 0;
  vipRank = 2;
  toastStore.toasts = [];
  uiStore.balanceHidden = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/wps/member/info')) {
        memberCalls++;
        return envelope(MEMBER);
      }
      if (url.includes('/wps/member/wallet')) return envelope({ sumBalance: 123_456 });
      if (url.includes('/wps/vip')) {
        vipCalls++;
        return envelope(vipStatus());
      }
      throw new Error(`unexpected call ${url}`);
    }),
  );
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
});

const Popup = ({ onClosed }: { onClosed: () => void }) => (
  <div role="dialog">
    download popup
    <button type="button" onClick={onClosed}>
      close popup
    </button>
  </div>
);

async function render(site: SiteConfig, props: { unreadCount?: number; rewardCount?: number } = {}) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(siteConfigQueryOptions(uiStore.language).queryKey, site);
  const view = await renderWithRouter(
    () => <MemberCentrePage DownloadPopup={Popup} {...props} />,
    queryClient,
  );
  unmount = view.unmount;
  return view;
}

const signIn = (type = 0) =>
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'demo', type, firstTimeLogin: false });
const text = (root: HTMLElement) => root.textContent ?? '';
const link = (root: HTMLElement, href: string) => root.querySelector<HTMLAnchorElement>(`a[href="${href}"]`);
const click = (el: Element | null) =>
  act(() => {
    if (!el) throw new Error('nothing to click');
    (el as HTMLElement).click();
  });

describe('member centre: visitor', () => {
  it('shows the login-or-register prompt, which opens the login coming back here', async () => {
    const { container, router } = await render(config('1'));
    expect(text(container)).toContain('Log in or register');
    expect(container.querySelector('[data-testid="mine-balance"]')).toBeNull();
    const button = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Log in or register',
    );
    await click(button ?? null);
    await until(() => router.state.location.pathname === '/m/login');
    expect(router.state.location.search).toEqual({ redirect: '/m/mine' });
    expect(memberCalls).toBe(0);
  });

  it('sends a visitor pressing an item to the login, coming back to the item', async () => {
    const { container, router } = await render(config('0'));
    await click(link(container, '/m/withdraw'));
    await until(() => router.state.location.pathname === '/m/login');
    expect(router.state.location.search).toEqual({ redirect: '/m/withdraw' });
  });
});

describe('member centre: member', () => {
  it('new template: header card with account, VIP label, joined days, balance; a grid of tiles', async () => {
    signIn();
    const { container } = await render(config('1'));
    await until(() => text(container).includes('Joined 12 days ago'));
    const card = container.querySelector('section');
    expect(text(card as HTMLElement)).toContain('demo');
    await until(() => text(card as HTMLElement).includes('Silver'), 'VIP label');
    expect(card?.querySelector('[data-testid="vip-label"]')?.textContent).toBe('Silver');
    expect(card?.querySelector('[data-testid="mine-balance"]')).not.toBeNull();
    await until(() => text(container).includes('1,234.56'));
    // Tiles: the 18 rows and Responsible gaming, less the agency centre (type 0) and the upline transfer (toUpline false).
    const grid = container.querySelector('ul');
    expect(grid?.querySelectorAll('a').length).toBe(17);
    expect(link(container, '/m/responsibleGaming')).not.toBeNull();
    expect(link(container, '/m/upLine/transfer')).toBeNull();
    expect(link(container, '/m/agent')).toBeNull();
    expect(link(container, '/m/set')).not.toBeNull();
    expect(link(container, '/m/member/benefits')).not.toBeNull();
  });

  it('no VIP label below the first level', async () => {
    vipRank = 0;
    signIn();
    const { container } = await render(config('1'));
    await until(() => text(container).includes('Joined 12 days ago') && vipCalls === 1);
    await act(async () => {});
    expect(container.querySelector('[data-testid="vip-label"]')).toBeNull();
    expect(link(container, '/m/member/benefits')).not.toBeNull();
  });

  it('base template: flat rows with chevrons, balance apart from the header', async () => {
    signIn();
    const { container } = await render(config('0'));
    await until(() => text(container).includes('Joined 12 days ago'));
    const sections = container.querySelectorAll('section');
    expect(sections.length).toBe(2);
    expect(sections[0]?.querySelector('[data-testid="mine-balance"]')).toBeNull();
    expect(sections[1]?.querySelector('[data-testid="mine-balance"]')).not.toBeNull();
    expect(container.querySelectorAll('ul svg[width="18"]').length).toBe(17);
  });

  it('refreshes the member info on opening even when the cache holds it', async () => {
    signIn();
    const queryClient = testQueryClient();
    queryClient.setQueryData(siteConfigQueryOptions(uiStore.language).queryKey, config('1'));
    queryClient.setQueryData(memberKeys.info('demo'), { ...MEMBER, joinedDays: 1 });
    const view = await renderWithRouter(() => <MemberCentrePage DownloadPopup={Popup} />, queryClient);
    unmount = view.unmount;
    await until(() => text(view.container).includes('Joined 12 days ago'));
    expect(memberCalls).toBe(1);
  });

  it('hides the VIP label and the benefits link when the benefit flag is off', async () => {
    signIn();
    const { container } = await render(config('1', false));
    await until(() => text(container).includes('Joined 12 days ago'));
    expect(container.querySelector('[data-testid="vip-label"]')).toBeNull();
    expect(vipCalls).toBe(0);
    expect(link(container, '/m/member/benefits')).toBeNull();
    // Gated-off items are not shown; ungated ones are.
    expect(link(container, '/m/vouReport')).toBeNull();
    expect(link(container, '/m/withdraw')).not.toBeNull();
  });

  it('hides and shows the balance', async () => {
    signIn();
    const { container } = await render(config('1'));
    await until(() => text(container).includes('1,234.56'));
    await click(container.querySelector('button[aria-label="Hide balance"]'));
    expect(container.querySelector('[data-testid="mine-balance"]')?.textContent).toBe('****');
    await click(container.querySelector('button[aria-label="Show balance"]'));
    expect(text(container)).toContain('1,234.56');
  });

  it('shows the unread dot only above 0, and the reward badge', async () => {
    signIn();
    const none = await render(config('1'));
    await until(() => text(none.container).includes('Joined'));
    expect(none.container.querySelector('[data-testid="unread-dot"]')).toBeNull();
    unmount();
    const some = await render(config('1'), { unreadCount: 3, rewardCount: 2 });
    await until(() => text(some.container).includes('Joined'));
    expect(some.container.querySelector('[data-testid="unread-dot"]')).not.toBeNull();
    expect(some.container.querySelector('a[aria-label="Messages, 3 unread"]')).not.toBeNull();
    expect(text(link(some.container, '/m/rewardCenter') as HTMLElement)).toContain('2');
  });

  it('opens and closes the download popup', async () => {
    signIn();
    const { container } = await render(config('1'));
    const entry = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Download the app');
    await click(entry ?? null);
    await until(() => text(container).includes('download popup'));
    await click(
      [...container.querySelectorAll('button')].find((b) => b.textContent === 'close popup') ?? null,
    );
    expect(text(container)).not.toContain('download popup');
  });

  it('turns a trial account away with free_reject and no navigation', async () => {
    signIn(4);
    const { container, router } = await render(config('1'));
    await click(link(container, '/m/withdraw'));
    expect(toastStore.toasts.map((t) => t.message)).toEqual([FREE_REJECT_MESSAGE]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens an item for a member', async () => {
    signIn();
    const { container, router } = await render(config('1'));
    await click(link(container, '/m/withdraw'));
    await until(() => router.state.location.pathname === '/m/withdraw');
  });
});
