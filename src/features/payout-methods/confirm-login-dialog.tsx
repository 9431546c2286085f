import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { PasswordField } from '../../components/form/password-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { Modal } from '../../components/modal/modal.tsx';
import { errorCode } from '../../lib/messages.ts';
import { PAYOUT_CODES } from '../../shared/cashier-errors.ts';
import { confirmLoginPasswordMutationOptions } from './api.ts';
import styles from './payout.module.css';
import { payoutErrorMessage, payoutFieldMessage } from './payout-messages.ts';
import { PAYOUT_FIELD, requiredProblem } from './payout-rules.ts';

interface Props {
  /** The session counts as recently authenticated again: retry what needed it. */
  onConfirmed: () => void;
  /** The dialog is gone (confirmed or cancelled). */
  onClosed: () => void;
}

/** Wrong password answers that belong on the field rather than in a line of their own. */
const FIELD_CODES: readonly string[] = [PAYOUT_CODES.loginPasswordWrong];

/**
 * "Confirm your login password": withdrawals and payment-password changes need a recent login
 * (DESIGN.md section 5); the server says when it is not recent any more.
 */
export function ConfirmLoginDialog({ onConfirmed, onClosed }: Props) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const confirm = useMutation(confirmLoginPasswordMutationOptions());
  const form = useForm<'password'>({
    initial: { password: '' },
    validate: (values) => ({
      password: requiredProblem(values.password, PAYOUT_FIELD.loginPasswordRequired),
    }),
    message: (code) => i18n._(payoutFieldMessage(code)),
  });
  const failure =
    confirm.error && !FIELD_CODES.includes(errorCode(confirm.error))
      ? payoutErrorMessage(confirm.error)
      : null;

  return (
    <Modal labelledBy={titleId} onClosed={onClosed}>
      {(close) => (
        <form
          className={styles.dialogBody}
          noValidate
          onSubmit={(e) => {
            // A portal's events bubble through the React tree: keep this submit from the form it was opened over.
            e.stopPropagation();
            form.handleSubmit(({ password }) =>
              confirm.mutate(
                { password },
                {
                  onSuccess: () => {
                    onConfirmed();
                    close();
                  },
                  onError: (err) => {
                    const code = errorCode(err);
                    if (FIELD_CODES.includes(code)) form.setError('password', code);
                  },
                },
              ),
            )(e);
          }}
        >
          <p id={titleId} className={styles.dialogTitle}>
            <Trans>Confirm your login password</Trans>
          </p>
          <p className={styles.text}>
            <Trans>For your security, enter the password you log in with before continuing.</Trans>
          </p>
          <PasswordField
            {...form.field('password')}
            label={t`Login password`}
            name="loginPassword"
            autoComplete="current-password"
            required
          />
          {failure ? (
            <p className={styles.error} role="alert">
              {i18n._(failure)}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <button type="button" className="button-secondary" onClick={close}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="button-primary" disabled={confirm.isPending}>
              <Trans>Confirm</Trans>
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
