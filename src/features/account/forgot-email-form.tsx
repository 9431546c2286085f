import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { useBackOr } from '../../lib/back-or.ts';
import { errorMessage, fieldMessage } from '../../lib/messages.ts';
import { EMAIL_MAX_LENGTH, TOAST_MS } from '../../shared/constants/ui.ts';
import styles from './account.module.css';
import { forgotByEmailMutationOptions } from './api.ts';
import { type ForgotEmailField, forgotEmailErrors } from './password-rules.ts';

/** SPEC.md section 4: after 'in_been_out' the screen goes back after 1 s. */
const BACK_AFTER_MS = TOAST_MS.successPassword;

/** Forgot password by e-mail: the server mails a one-time reset link (answers the same either way). */
export function ForgotEmailForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const back = useBackOr(() => void navigate({ to: '/m/home' }));
  const forgot = useMutation(forgotByEmailMutationOptions());
  const form = useForm<ForgotEmailField>({
    initial: { username: '', email: '' },
    validate: forgotEmailErrors,
    message: (code) => i18n._(fieldMessage(code)),
    showErrors: 'change',
  });
  const backTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(backTimer.current), []);

  const submit = form.handleSubmit((values) => {
    // The loading toast stays (TOAST_MS.loadingLong) until the server answers.
    const hide = showToast(msg`Please wait`, TOAST_MS.loadingLong);
    forgot.mutate(
      { username: values.username.trim(), email: values.email.trim() },
      {
        onSuccess: () => {
          hide();
          showToast(msg`If the details match, we have sent you an e-mail with a reset link.`, BACK_AFTER_MS);
          backTimer.current = setTimeout(back, BACK_AFTER_MS);
        },
        onError: (err) => {
          hide();
          showToast(errorMessage(err));
        },
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t`Username`}
        name="username"
        autoComplete="username"
        maxLength={64}
        {...form.field('username')}
        required
      />
      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        {...form.field('email')}
        required
      />
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={forgot.isPending || forgot.isSuccess}
      >
        <Trans>Retrieve password</Trans>
      </button>
    </form>
  );
}
