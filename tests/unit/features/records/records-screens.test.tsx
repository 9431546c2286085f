import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DepositRecordsPage } from '../../../../src/features/records/deposit-records-page.tsx';
import { GameRecordsPage } from '../../../../src/features/records/game-records-page.tsx';
import { LedgerPage } from '../../../../src/features/records/ledger-page.tsx';
import { PnlPage } from '../../../../src/features/records/pnl-page.tsx';
import { RecordsGate } from '../../../../src/features/records/records-gate.tsx';
import { WithdrawRecordsPage } from '../../../../src/features/records/withdraw-records-page.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import { customProblem, customRange, operatorDay, presetRange } from '../../../../src/lib/record-range.ts';
import { siteConfigQueryOptions } from '../../../../src/lib/site/api.ts';
import type { Switch } from '../../../../src/shared/constants/members.ts';
import { PATHS } from '../../../../src/shared/paths.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import { uiStore } from '../../../../src/stores/ui.ts';
import { renderWithRouter, testQueryClient, until } from '../../components/harness.tsx';
import { siteConfig } from '../../site-config.ts';

const config = (off: Switch[] = []) =>
  siteConfig({
    mobileTemplate: { mem_cen: '1', dep_func: '0' },
    switches: Object.fromEntries(off.map((s) => [s, false])),
  });

const envelope = (value: unknown, status = 200) =>
  new Response(
    JSON.stringify(
      status === 200
        ? { successful: true, code: 'ok', value }
        : { successful: false, code: 'server.error', value: null },
    ),
    { status, headers: { 'content-type': 'application/json' } },
  );

const entry = (id: number, reason: string, amountCents: number, balanceAfterCents: number) => ({
  id,
  reason,
  group: reason === 'deposit' ? 'deposit' : 'bet',
  amountCents,
  balanceAfterCents,
  createdAt: '2026-11-23T04:30:00.000Z',
});

let calls: URL[] = [];
let answer: (url: URL) => Response = () => envelope(null, 500);
let unmount = () => {};

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  calls = [];
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'demo', type: 0, firstTimeLogin: false });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url);
      return answer(url);
    }),
  );
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
});

async function render(ui: () => React.ReactNode, site = config()) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(siteConfigQueryOptions(uiStore.language).queryKey, site);
  const view = await renderWithRouter(ui, queryClient);
  unmount = view.unmount;
  return view;
}
const text = (root: HTMLElement) => root.textContent ?? '';
const button = (root: HTMLElement, label: string) => {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent === label);
  if (!found) throw new Error(`no button ${label}`);
  return found;
};
const click = (el: Element) => act(() => (el as HTMLElement).click());
const setValue = (el: HTMLInputElement | HTMLSelectElement, value: string) =>
  act(() => {
    const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });

describe('date ranges in the operator time zone (Asia/Manila)', () => {
  // 20:00 UTC on 23 November is 04:00 on 24 November in Manila.
  const now = Date.parse('2026-11-23T20:00:00Z');

  it('today starts at midnight in Manila, whatever the device zone', () => {
    expect(operatorDay(now)).toBe('2026-11-24');
    expect(presetRange('today', now)).toEqual({ from: '2026-11-23T16:00:00.000Z' });
    expect(presetRange('7d', now)).toEqual({ from: '2026-11-17T16:00:00.000Z' });
    expect(presetRange('30d', now)).toEqual({ from: '2026-10-25T16:00:00.000Z' });
  });

  it('a custom range runs from the first day’s start to the last day’s end', () => {
    expect(customRange('2026-11-01', '2026-11-02')).toEqual({
      from: '2026-10-31T16:00:00.000Z',
      to: '2026-11-02T16:00:00.000Z',
    });
    expect(customProblem('2026-11-01', '2026-11-02', now)).toBeNull();
    expect(customProblem('', '2026-11-02', now)).toBe('missing');
    expect(customProblem('2026-11-03', '2026-11-02', now)).toBe('order');
    expect(customProblem('2026-11-25', '2026-11-26', now)).toBe('future');
    expect(customProblem('2026-01-01', '2026-11-02', now)).toBe('tooLong');
  });
});

describe('transaction records', () => {
  it('lists entries with reason, signed amount and balance after; "load more" asks for the next page', async () => {
    answer = (url) =>
      url.searchParams.get('pageNo') === '2'
        ? envelope({ list: [entry(1, 'opening', 10_000, 10_000)], pageNo: 2, pageSize: 2, total: 3 })
        : envelope({
            list: [entry(3, 'lottery.order', -1_000, 34_000), entry(2, 'deposit', 25_000, 35_000)],
            pageNo: 1,
            pageSize: 2,
            total: 3,
          });
    const { container } = await render(() => <LedgerPage />);
    await until(() => text(container).includes('Lottery bet'));
    expect(text(container)).toContain('-₱10.00');
    expect(text(container)).toContain('+₱250.00');
    expect(text(container)).toContain('Balance ₱350.00');
    expect(text(container)).toContain('2 of 3');
    expect(calls[0]?.pathname).toBe(PATHS.recordsLedger);
    expect(calls[0]?.searchParams.get('from')).toMatch(/T16:00:00\.000Z$/);
    await click(button(container, 'Load more'));
    await until(() => text(container).includes('Opening balance'));
    expect(calls.at(-1)?.searchParams.get('pageNo')).toBe('2');
    expect(container.querySelectorAll('[data-testid="record-row"]')).toHaveLength(3);
    expect([...container.querySelectorAll('button')].some((b) => b.textContent === 'Load more')).toBe(false);
  });

  it('filters by reason group; the agent view carries its label', async () => {
    answer = () => envelope({ list: [], pageNo: 1, pageSize: 20, total: 0 });
    const { container } = await render(() => <LedgerPage agent />);
    await until(() => text(container).includes('No data'));
    expect(text(container)).toContain('Agent account');
    const select = container.querySelector('select');
    if (!select) throw new Error('no filter');
    await setValue(select, 'bet');
    await until(() => calls.at(-1)?.searchParams.get('group') === 'bet');
  });

  it('a failed load says so with a retry, never a blank screen', async () => {
    answer = () => envelope(null, 500);
    const { container } = await render(() => <LedgerPage />);
    await until(() => text(container).includes('Your transactions could not be loaded.'));
    expect(button(container, 'Try again')).toBeTruthy();
  });

  it('a custom range sends the two days as a range, and explains a wrong one', async () => {
    answer = () => envelope({ list: [], pageNo: 1, pageSize: 20, total: 0 });
    const { container } = await render(() => <LedgerPage />);
    await until(() => calls.length === 1);
    await click(button(container, 'Custom'));
    const [from, to] = [...container.querySelectorAll<HTMLInputElement>('input[type="date"]')];
    if (!from || !to) throw new Error('no date inputs');
    await setValue(from, '2026-11-10');
    await setValue(to, '2026-11-05');
    await click(button(container, 'Show'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'The start date must not be after the end date.',
    );
    await setValue(to, '2026-11-12');
    await click(button(container, 'Show'));
    await until(() => calls.at(-1)?.searchParams.get('to') === '2026-11-12T16:00:00.000Z');
    expect(calls.at(-1)?.searchParams.get('from')).toBe('2026-11-09T16:00:00.000Z');
  });
});

describe('offline', () => {
  const goOffline = (offline: boolean) =>
    act(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
      window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
    });
  afterEach(() => goOffline(false));

  it('records already seen stay with their age; loading more waits for the connection', async () => {
    answer = () =>
      envelope({ list: [entry(2, 'deposit', 25_000, 35_000)], pageNo: 1, pageSize: 1, total: 2 });
    const { container } = await render(() => <LedgerPage />);
    await until(() => text(container).includes('+₱250.00'));
    expect(text(container)).not.toContain('Offline');
    await goOffline(true);
    expect(text(container)).toContain('Offline · updated just now');
    expect(text(container)).toContain('+₱250.00');
    expect(button(container, 'Load more').disabled).toBe(true);
    expect(text(container)).toContain('Loading more needs a connection.');
  });

  it('records never loaded say they need the connection', async () => {
    await goOffline(true);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const { container } = await render(() => <PnlPage />);
    await until(() =>
      text(container).includes('You are offline. These records show once you are connected.'),
    );
  });
});

describe('deposit, game and P&L records', () => {
  it('deposits show their channel, amount and status', async () => {
    answer = () =>
      envelope({
        list: [
          {
            id: 5,
            channelId: 1,
            channelName: 'BDO transfer',
            kind: 'manual_bank',
            amountCents: 50_000,
            reference: 'SWABCDEFGH23',
            status: 'rejected',
            senderName: null,
            senderReference: null,
            rejectReason: 'No transfer found',
            hasReceipt: false,
            createdAt: '2026-11-23T04:30:00.000Z',
            submittedAt: null,
            decidedAt: null,
          },
        ],
        pageNo: 1,
        pageSize: 20,
        total: 1,
      });
    const { container } = await render(() => <DepositRecordsPage />);
    await until(() => text(container).includes('BDO transfer'));
    expect(calls[0]?.pathname).toBe(PATHS.depositOrders);
    expect(text(container)).toContain('₱500.00');
    expect(text(container)).toContain('Rejected');
    expect(text(container)).toContain('Reason: No transfer found');
  });

  it('withdrawals show where they are paid, the status, and a rejection refunded', async () => {
    answer = () =>
      envelope({
        list: [
          {
            id: 4,
            amountCents: 100_000,
            status: 'rejected',
            payout: { kind: 'ewallet', provider: 'GCash', holderName: 'Juan', maskedNumber: '****4567' },
            rejectReason: 'Name mismatch',
            createdAt: '2026-11-23T04:30:00.000Z',
            decidedAt: '2026-11-23T05:30:00.000Z',
          },
        ],
        pageNo: 1,
        pageSize: 20,
        total: 1,
      });
    const { container } = await render(() => <WithdrawRecordsPage />);
    await until(() => text(container).includes('GCash ****4567'));
    expect(calls[0]?.pathname).toBe(PATHS.withdrawOrders);
    expect(text(container)).toContain('₱1,000.00');
    expect(text(container)).toContain('Reason: Name mismatch');
    expect(text(container)).toContain('The amount went back to your balance.');
  });

  it('game records switch category by tab', async () => {
    answer = (url) =>
      envelope({
        list:
          url.searchParams.get('category') === 'lottery'
            ? [
                {
                  category: 'lottery',
                  id: '9',
                  game: 'SWERTE-PK10',
                  vendor: 'LOTTERY',
                  betType: 'champion',
                  issue: '20261123-100',
                  betCents: 100,
                  winCents: 980,
                  status: 'settled',
                  createdAt: '2026-11-23T04:30:00.000Z',
                },
              ]
            : [],
        pageNo: 1,
        pageSize: 20,
        total: 0,
      });
    const { container } = await render(() => <GameRecordsPage />);
    await until(() => text(container).includes('No data'));
    expect(calls[0]?.searchParams.get('category')).toBe('studio');
    await click(button(container, 'Lottery'));
    await until(() => text(container).includes('SWERTE-PK10 · Champion'));
    expect(text(container)).toContain('Issue 20261123-100');
    expect(text(container)).toContain('Win ₱9.80');
  });

  it('P&L shows the sums, a chart and the same figures as a table', async () => {
    const sums = { betCents: 1_500, winCents: 980, bonusCents: 0, rebateCents: 0, netCents: -520 };
    answer = () =>
      envelope({
        from: '2026-11-16T16:00:00.000Z',
        to: '2026-11-23T16:00:00.000Z',
        days: [{ day: '2026-11-23', ...sums }],
        categories: [{ category: 'lottery', ...sums }],
        total: sums,
      });
    const { container } = await render(() => <PnlPage />);
    await until(() => text(container).includes('Per category'));
    expect(container.querySelector('[data-testid="pnl-summary"]')?.textContent).toContain('-₱5.20');
    const chart = container.querySelector('svg[role="img"]');
    expect(chart?.getAttribute('aria-label')).toBe('Net per day');
    // Every day of the range has its slot; only the day with movement has a bar.
    const bars = [...(chart?.querySelectorAll('rect') ?? [])];
    expect(bars).toHaveLength(7);
    expect(bars.filter((b) => Number(b.getAttribute('height')) > 0)).toHaveLength(1);
    const table = document.getElementById(chart?.getAttribute('aria-describedby') ?? '');
    expect(table?.textContent).toContain('Nov 23');
    expect(text(container)).toContain('Lottery');
  });

  it('P&L without bets shows the no-data placeholder', async () => {
    const zero = { betCents: 0, winCents: 0, bonusCents: 0, rebateCents: 0, netCents: 0 };
    answer = () =>
      envelope({
        from: '2026-11-16T16:00:00.000Z',
        to: '2026-11-23T16:00:00.000Z',
        days: [],
        categories: [],
        total: zero,
      });
    const { container } = await render(() => <PnlPage />);
    await until(() => text(container).includes('No bets in this period'));
  });

  it('a switched-off item says so and asks nothing of the server', async () => {
    const { container } = await render(
      () => (
        <RecordsGate gate="PERSREP">
          <PnlPage />
        </RecordsGate>
      ),
      config(['PERSREP']),
    );
    expect(text(container)).toContain('Not available');
    expect(calls).toEqual([]);
  });
});
