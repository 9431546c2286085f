import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../components/toast/toast-store.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import styles from './deposit.module.css';

/** Copies `text` with the Clipboard API and says so in a toast (or that it could not). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(msg`Copied`, TOAST_MS.notice);
    return true;
  } catch {
    showToast(msg`Could not copy. Please select and copy it yourself.`);
    return false;
  }
}

/** One copyable line: its label, the value (selectable), and a copy button naming what it copies. */
export function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.copyRow}>
      <dt className={styles.copyLabel}>{label}</dt>
      <dd className={styles.copyValue}>
        <span className={styles.copyText}>{value}</span>
        <button
          type="button"
          className="button-secondary button-small"
          aria-label={t`Copy ${label}`}
          onClick={() => void copyText(value)}
        >
          {t`Copy`}
        </button>
      </dd>
    </div>
  );
}
