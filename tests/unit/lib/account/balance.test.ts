import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { memberKeys } from '../../../../src/lib/account/api.ts';
import {
  balanceStore,
  balanceView,
  refreshBalance,
  toggleBalanceHidden,
  WALLET_QUERY_ROOT,
} from '../../../../src/lib/account/balance.ts';
import { formatMoney } from '../../../../src/lib/money.ts';
import { uiStore } from '../../../../src/stores/ui.ts';

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

const ok = (cents: number) => ({ status: 'success' as const, cents });

describe('balance formatting (cents on the wire, 2 decimals on screen)', () => {
  it('formats cents with exactly two decimals and the locale grouping', () => {
    expect(formatMoney(0, 'en')).toBe('0.00');
    expect(formatMoney(5, 'en')).toBe('0.05');
    expect(formatMoney(123456, 'en')).toBe('1,234.56');
    expect(formatMoney(100_000_000, 'en')).toBe('1,000,000.00');
    expect(formatMoney(-250, 'en')).toBe('-2.50');
    expect(formatMoney(123456, 'fil')).toBe('1,234.56');
  });

  it('shows asterisks when hidden or refreshing, a skeleton while loading, --.-- after a failure', () => {
    expect(balanceView(ok(1050), false, false, 'en')).toEqual({ kind: 'text', text: '10.50' });
    expect(balanceView(ok(1050), true, false, 'en')).toEqual({ kind: 'text', text: '****' });
    expect(balanceView(ok(1050), false, true, 'en')).toEqual({ kind: 'text', text: '****' });
    expect(balanceView({ status: 'pending', cents: undefined }, false, false, 'en')).toEqual({
      kind: 'loading',
    });
    expect(balanceView({ status: 'error', cents: undefined }, false, false, 'en')).toEqual({
      kind: 'text',
      text: '--.--',
    });
    // A failed refresh never leaves a stale figure on screen.
    expect(balanceView({ status: 'error', cents: 1050 }, false, false, 'en')).toEqual({
      kind: 'text',
      text: '--.--',
    });
  });
});

describe('hide/show and refresh', () => {
  afterEach(() => {
    uiStore.balanceHidden = false;
  });

  it('toggles the user choice', () => {
    toggleBalanceHidden();
    expect(uiStore.balanceHidden).toBe(true);
    toggleBalanceHidden();
    expect(uiStore.balanceHidden).toBe(false);
  });

  it('refresh masks the balance until the wallet reload finishes, without touching the hide choice', async () => {
    expect(memberKeys.wallet('demo').slice(0, 1)).toEqual([...WALLET_QUERY_ROOT]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const pending: ((cents: number) => void)[] = [];
    const queryFn = () =>
      new Promise<{ sumBalance: number }>((resolve) =>
        pending.push((cents) => resolve({ sumBalance: cents })),
      );
    // An observed (active) wallet query, as the header holds one.
    const unsubscribe = new QueryObserver(client, {
      queryKey: memberKeys.wallet('demo'),
      queryFn,
    }).subscribe(() => {});
    await until(() => pending.length === 1);
    pending[0]?.(100);
    await until(() => client.getQueryData(memberKeys.wallet('demo')) !== undefined);

    const done = refreshBalance(client);
    expect(balanceStore.refreshing).toBe(true);
    expect(uiStore.balanceHidden).toBe(false);
    await until(() => pending.length === 2);
    expect(balanceStore.refreshing).toBe(true);
    pending[1]?.(250);
    await done;
    expect(balanceStore.refreshing).toBe(false);
    expect(client.getQueryData(memberKeys.wallet('demo'))).toEqual({ sumBalance: 250 });
    unsubscribe();
  });
});
