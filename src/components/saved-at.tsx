import { Trans } from '@lingui/react/macro';
import { useOfflineAge } from '../lib/online.ts';
import styles from './saved-at.module.css';

/** Offline, a list from the persisted cache says how old it is. Nothing while online. */
export function SavedAt({ updatedAt }: { updatedAt: number }) {
  const minutes = useOfflineAge(updatedAt);
  if (minutes === null) return null;
  return (
    <p className={styles.note} role="status">
      {minutes < 1 ? (
        <Trans>Offline · updated just now</Trans>
      ) : (
        <Trans>Offline · updated {minutes} min ago</Trans>
      )}
    </p>
  );
}
