import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Modal } from '../modal/modal.tsx';
import styles from './dialog.module.css';

interface Props {
  children: ReactNode;
  onClosed: () => void;
  /** Without it the dialog is a notice with one OK button. `close` plays the closing animation. */
  onConfirm?: (close: () => void) => void;
  confirmLabel?: ReactNode;
}

/** A small confirmation ("Are you sure?") or notice in the shared modal. */
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
              <button type="button" className="button-primary" onClick={() => onConfirm(close)}>
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
