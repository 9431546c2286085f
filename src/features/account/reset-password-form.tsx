import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { fieldMessage, heldToastMs, resetFailureMessage } from '../../lib/messages.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { startSession } from '../../stores/session.ts';
import styles from './account.module.css';
import { passwordRuleQueryOptions, resetByEmailMutationOptions } from './api.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { type ResetField, resetErrors } from './password-rules.ts';

/** The e-mailed reset link's form: a new password; the answer is a session (logged in, then home). */
export function ResetPasswordForm({ resetToken }: { resetToken: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const rule = useQuery(passwordRuleQueryOptions()).data;
  const reset = useMutation(resetByEmailMutationOptions());
  const form = useForm<ResetField>({
    initial: { newPassword: '', confirm: '' },
    validate: (values) => resetErrors(values, rule),
    message: (code) => i18n._(fieldMessage(code)),
    showErrors: 'change',
  });

  const submit = form.handleSubmit((values) => {
    const hide = showToast(msg`Please wait`, TOAST_MS.loading);
    reset.mutate(
      { resetToken, newPassword: values.newPassword },
      {
        onSuccess: (result) => {
          hide();
          showToast(msg`Change saved`, TOAST_MS.successPassword);
          startSession(result);
          void navigate({ to: '/m/home' });
        },
        onError: (err) => {
          hide();
          showToast(resetFailureMessage(err, i18n.locale), heldToastMs(err));
        },
      },
    );
  });

  return (
    <form className={`${styles.page} ${styles.form}`} onSubmit={submit} noValidate>
      <p className={styles.intro}>
        <Trans>Choose a new password for your account.</Trans>
      </p>
      <NewPasswordFields field={form.field} />
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={reset.isPending || reset.isSuccess}
      >
        <Trans>Confirm</Trans>
      </button>
    </form>
  );
}
