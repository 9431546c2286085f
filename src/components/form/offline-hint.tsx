import { Trans } from '@lingui/react/macro';
import { useOnline } from '../../lib/online.ts';
import styles from './form.module.css';

/** Under a submit that needs the network: says so while offline (the form disables the button). */
export function OfflineHint() {
  return useOnline() ? null : (
    <p className={styles.error} role="status">
      <Trans>You are offline: this needs a connection.</Trans>
    </p>
  );
}
