// "Confirm your login password": what a recently-authenticated call (a withdrawal, a payment password,
// security questions, a new e-mail or mobile) asks for when the server answers that the last login is
// too old. Shared by every feature that makes such calls (features never import each other).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { PasswordField } from '../../components/form/password-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { Modal } from '../../components/modal/modal.tsx';
import { PAYOUT_CODES } from '../../shared/errors/cashier.ts';
import { errorCode, errorMessage, fieldMessage } from '../messages.ts';
import styles from './reauth.module.css';
import { confirmLoginPasswordMutationOptions } from './reauth-api.ts';

interface Props {
  /** The session counts as recently authenticated again: retry what needed it. */
  onConfirmed: () => void;
  /** The dialog is gone (confirmed or cancelled). */
  onClosed: () => void;
}

/** The form's own code (an empty field). */
const REQUIRED = 'reauth.field.password.required';
/** Wrong password answers that belong on the field rather than in a line of their own. */
const FIELD_CODES: readonly string[] = [PAYOUT_CODES.loginPasswordWrong];

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [REQUIRED]: msg`Please enter your login password.`,
  [PAYOUT_CODES.loginPasswordWrong]: msg`The login password is incorrect.`,
};

/**
 * Asks for the login password (DESIGN.md section 5: sensitive changes need a recent login); the server
 * says when it is not recent any more.
 */
export function ConfirmLoginDialog({ onConfirmed, onClosed }: Props) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const confirm = useMutation(confirmLoginPasswordMutationOptions());
  const form = useForm<'password'>({
    initial: { password: '' },
    validate: (values) => ({ password: values.password.trim() ? null : REQUIRED }),
    message: (code) => i18n._(MESSAGES[code] ?? fieldMessage(code)),
  });
  const failure =
    confirm.error && !FIELD_CODES.includes(errorCode(confirm.error)) ? errorMessage(confirm.error) : null;

  return (
    <Modal labelledBy={titleId} onClosed={onClosed}>
      {(close) => (
        <form
          className={styles.body}
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
          <p id={titleId} className={styles.title}>
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
          <div className={styles.actions}>
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
