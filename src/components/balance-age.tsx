import { Trans } from '@lingui/react/macro';
import { useOfflineAge } from '../lib/online.ts';
import styles from './balance-age.module.css';

/**
 * Offline, a balance on screen is an old reading: it says how old (money is never shown from
 * cache without its age). Nothing while online, where the wallet is fresh.
 */
export function BalanceAge({ updatedAt }: { updatedAt: number }) {
  const minutes = useOfflineAge(updatedAt);
  if (minutes === null) return null;
  return (
    <small className={styles.age} data-testid="balance-age">
      {minutes < 1 ? (
        <Trans>Offline · as of just now</Trans>
      ) : (
        <Trans>Offline · as of {minutes} min ago</Trans>
      )}
    </small>
  );
}
