import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { toastStore } from './toast-store.ts';
import styles from './toaster.module.css';

/** Renders the toasts in a polite live region, centred above the footer. */
export function Toaster() {
  const { toasts } = useSnapshot(toastStore);
  const { i18n } = useLingui();
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={styles.toast}>
          {typeof t.message === 'string' ? t.message : i18n._(t.message)}
        </div>
      ))}
    </div>
  );
}
