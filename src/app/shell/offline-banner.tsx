import { Trans } from '@lingui/react/macro';
import { serverUnreachable, useOnline } from '../../lib/online.ts';
import styles from './offline-banner.module.css';

/**
 * Shown on every page while offline, or while the platform does not answer: what is on screen was
 * saved earlier; network actions wait.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className={styles.banner} role="status">
      {navigator.onLine && serverUnreachable() ? (
        <Trans>The server cannot be reached. Showing what was saved; actions that need it are paused.</Trans>
      ) : (
        <Trans>You are offline. Showing what was saved; actions that need the network are paused.</Trans>
      )}
    </p>
  );
}
