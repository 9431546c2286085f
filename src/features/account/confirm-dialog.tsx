import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Modal } from '../../components/modal/modal.tsx';
import styles from './account.module.css';

interface Props {
  children: ReactNode;
  onClosed: () => void;
  /** Without it the dialog is a notice with one OK button. */
  onConfirm?: () => void;
  confirmLabel?: ReactNode;
}

/** A small confirmation (sign-out) or notice (same old and new password) in the shared modal. */
export function ConfirmDialog({ children, onClosed, onConfirm, confirmLabel }: Props) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClosed={onClosed}>
      {(close) => (
        <div className={styles.dialogBody}>
          <p id={titleId} className={styles.dialogTitle}>
            {children}
          </p>
          {onConfirm ? (
            <div className={styles.dialogActions}>
              <button type="button" className="button-secondary" onClick={close}>
                <Trans>Cancel</Trans>
              </button>
              <button type="button" className="button-primary" onClick={onConfirm}>
                {confirmLabel}
              </button>
            </div>
          ) : (
            <button type="button" className="button-primary" onClick={close}>
              <Trans>OK</Trans>
            </button>
          )}
        </div>
      )}
    </Modal>
  );
}
