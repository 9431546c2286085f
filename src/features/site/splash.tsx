import { useLingui } from '@lingui/react/macro';
import styles from './splash.module.css';

/** The light start-up splash; index.html paints the same markup before any script runs. */
export function Splash() {
  const { t } = useLingui();
  return (
    <div className={styles.splash} role="status" aria-label={t`Loading`}>
      <div className={styles.mark} aria-hidden="true">
        S
      </div>
      <div className={styles.bar} aria-hidden="true" />
    </div>
  );
}
