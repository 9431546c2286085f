import { Trans } from '@lingui/react/macro';
import { minutesSince, useOnline } from '../lib/online.ts';
import styles from './saved-at.module.css';

/** Offline, a list from the persisted cache says how old it is (issue 5). Nothing while online. */
export function SavedAt({ updatedAt }: { updatedAt: number }) {
  const online = useOnline();
  if (online || !updatedAt) return null;
  const minutes = minutesSince(updatedAt);
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
