import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BalanceAge } from '../../components/balance-age.tsx';
import styles from '../../components/page/header.module.css';
import { memberInfoQueryOptions } from '../../lib/account/api.ts';
import { useBalanceView } from '../../lib/account/use-balance-view.ts';

/** Nickname (falling back to the account) and the total balance (SPEC.md section 2, header). */
export function Account({ userName }: { userName: string }) {
  const { t } = useLingui();
  const member = useQuery(memberInfoQueryOptions(userName));
  const { wallet, view, refreshing } = useBalanceView(userName);
  return (
    <div className={styles.account}>
      <span className={styles.accountName}>{member.data?.nickname || member.data?.account || userName}</span>
      <span className={styles.balance} aria-busy={view.kind === 'loading' || refreshing || undefined}>
        <span className="visually-hidden">{t`Balance`} </span>
        {view.kind === 'loading' ? <span className={styles.balanceSkeleton} aria-hidden="true" /> : view.text}
      </span>
      {view.kind === 'text' && wallet.isSuccess ? <BalanceAge updatedAt={wallet.dataUpdatedAt} /> : null}
    </div>
  );
}
