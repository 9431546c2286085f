import type { QueryClient } from '@tanstack/react-query';
import { proxy } from 'valtio';
import { uiStore } from '../../stores/ui.ts';
import { formatMoney } from '../money.ts';

/**
 * Root of the wallet's query keys. The account feature builds its key factory on it, so the header's
 * "refresh balance" reaches it without importing a feature.
 */
export const WALLET_QUERY_ROOT = ['wallet'] as const;

/** While a refresh runs the balance is masked (SPEC.md section 4); kept apart from the user's hide choice. */
export const balanceStore = proxy({ refreshing: false });

export const HIDDEN_BALANCE = '****';
export const UNKNOWN_BALANCE = '--.--';

export type BalanceView = { kind: 'text'; text: string } | { kind: 'loading' };

/** What the header shows: hidden or refreshing → asterisks; loading → skeleton; failed → '--.--'. */
export function balanceView(
  wallet: { status: 'pending' | 'error' | 'success'; cents: number | undefined },
  hidden: boolean,
  refreshing: boolean,
  locale: string,
): BalanceView {
  if (hidden || refreshing) return { kind: 'text', text: HIDDEN_BALANCE };
  if (wallet.status === 'pending') return { kind: 'loading' };
  // A failed call shows the unknown mark, never a stale figure.
  if (wallet.status === 'error' || wallet.cents === undefined) return { kind: 'text', text: UNKNOWN_BALANCE };
  return { kind: 'text', text: formatMoney(wallet.cents, locale) };
}

/** Refresh hides the balance until the wallet reload finishes (SPEC.md section 4, balance display). */
export async function refreshBalance(queryClient: QueryClient): Promise<void> {
  balanceStore.refreshing = true;
  try {
    await queryClient.refetchQueries({ queryKey: WALLET_QUERY_ROOT, type: 'active' });
  } finally {
    balanceStore.refreshing = false;
  }
}

/** The user's hide/show choice (menu). */
export function toggleBalanceHidden(): void {
  uiStore.balanceHidden = !uiStore.balanceHidden;
}
