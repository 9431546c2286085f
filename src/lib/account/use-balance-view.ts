import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { uiStore } from '../../stores/ui.ts';
import { walletQueryOptions } from './api.ts';
import { balanceStore, balanceView } from './balance.ts';

/** The member's wallet and what a balance display shows of it (hidden, refreshing, loading, failed). */
export function useBalanceView(userName: string) {
  const { i18n } = useLingui();
  const { balanceHidden } = useSnapshot(uiStore);
  const { refreshing } = useSnapshot(balanceStore);
  const wallet = useQuery(walletQueryOptions(userName));
  const view = balanceView(
    { status: wallet.status, cents: wallet.data?.sumBalance },
    balanceHidden,
    refreshing,
    i18n.locale,
  );
  return { wallet, view, refreshing, hidden: balanceHidden };
}
