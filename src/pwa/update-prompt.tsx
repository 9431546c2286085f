import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import styles from './update-prompt.module.css';
import { acceptUpdate, dismissUpdate, updateStore } from './update-store.ts';

/**
 * "A new version is ready" bar: the player decides when the page reloads. The live region is always
 * mounted (empty until an offer) so screen readers announce the offer when it appears.
 */
export function UpdatePrompt() {
  const { offered, updating } = useSnapshot(updateStore);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {offered ? (
        <div className={styles.bar}>
          <p className={styles.text}>
            <Trans>A new version of the app is ready.</Trans>
          </p>
          <div className={styles.actions}>
            <button type="button" className="button-secondary button-small" onClick={dismissUpdate}>
              <Trans>Later</Trans>
            </button>
            <button
              type="button"
              className="button-primary button-small"
              onClick={acceptUpdate}
              disabled={updating}
            >
              <Trans>Update</Trans>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
