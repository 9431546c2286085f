import type { QueryClient } from '@tanstack/react-query';
import { uiStore } from '../../stores/ui.ts';

/**
 * Root of the wallet's query keys. The wallet feature (a later issue) builds its key factory on it, so
 * the header's "refresh balance" reaches it without importing a feature.
 */
export const WALLET_QUERY_ROOT = ['wallet'] as const;

/** Refresh hides the balance until the wallet reload finishes (SPEC.md section 4). */
export async function refreshBalance(queryClient: QueryClient): Promise<void> {
  const wasHidden = uiStore.balanceHidden;
  uiStore.balanceHidden = true;
  try {
    await queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
  } finally {
    uiStore.balanceHidden = wasHidden;
  }
}
