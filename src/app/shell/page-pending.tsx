import { useLingui } from '@lingui/react/macro';
import styles from './page-pending.module.css';

/** Shown while a page's code or data takes longer than the router's pending delay. */
export function PagePending() {
  const { t } = useLingui();
  return (
    <div className={styles.pending} role="status" aria-label={t`Loading`}>
      <span className={styles.spinner} />
    </div>
  );
}
