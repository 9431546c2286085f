import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import {
  errorCode,
  FREE_REJECT_MESSAGE,
  fieldMessage,
  messageOf,
  PASSWORD_SAME_MESSAGE,
} from '../../lib/messages.ts';
import { REDIRECT_AFTER_PASSWORD_CHANGE_MS, TOAST_MS } from '../../shared/constants/ui.ts';
import { AUTH_CODES } from '../../shared/errors/auth.ts';
import { sessionStore } from '../../stores/session.ts';
import styles from './account.module.css';
import { AccountName } from './account-name.tsx';
import {
  accountKeys,
  changePasswordMutationOptions,
  passwordRuleQueryOptions,
  passwordStatusQueryOptions,
} from './api.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { type ChangePasswordField, changePasswordErrors, sameAsOld } from './password-rules.ts';

/** Change password (SPEC.md sections 2, 4, 5). The route guarantees a session. */
export function ChangePasswordPage() {
  const { session } = useSnapshot(sessionStore);
  return session ? <ChangePasswordForm userName={session.userName} /> : null;
}

function ChangePasswordForm({ userName }: { userName: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useQuery(passwordStatusQueryOptions(userName));
  const rule = useQuery(passwordRuleQueryOptions()).data;
  const change = useMutation(changePasswordMutationOptions());
  const [samePopup, setSamePopup] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // Asked only when the server does not count the session as recently authenticated (DESIGN.md 5);
  // if the status cannot be read, asking is the safe side.
  const askOld = status.isError || status.data?.recentlyAuthenticated === false;
  const trialRejected = errorCode(status.error) === AUTH_CODES.freeReject;
  const form = useForm<ChangePasswordField>({
    initial: { oldPassword: '', newPassword: '', confirm: '' },
    validate: (values) => {
      const { oldPassword, ...rest } = changePasswordErrors(values, askOld, rule);
      return askOld ? { oldPassword, ...rest } : rest;
    },
    message: (code) => i18n._(fieldMessage(code)),
    showErrors: 'change',
  });

  const submit = form.handleSubmit((values) => {
    if (sameAsOld(values, askOld)) {
      setSamePopup(true);
      return;
    }
    const hide = showToast(msg`Please wait`, TOAST_MS.loading);
    const { oldPassword, newPassword, confirm } = values;
    change.mutate(
      { oldPassword: askOld ? oldPassword : undefined, newPassword, confirmNewPassword: confirm },
      {
        onSuccess: () => {
          hide();
          showToast(msg`Change saved`, TOAST_MS.successPassword);
          queryClient.removeQueries({ queryKey: accountKeys.passwordStatus(userName) });
          redirectTimer.current = setTimeout(
            () => void navigate({ to: '/m/home' }),
            REDIRECT_AFTER_PASSWORD_CHANGE_MS,
          );
        },
        onError: (err) => {
          hide();
          const code = errorCode(err);
          if (code === AUTH_CODES.passwordSame) setSamePopup(true);
          else showToast(messageOf(code));
          // The recent-login window may have closed meanwhile: ask the server again.
          if (!askOld) void status.refetch();
        },
      },
    );
  });

  return (
    <form className={`${styles.page} ${styles.form}`} onSubmit={submit} noValidate>
      {trialRejected ? (
        <p className={styles.intro} role="alert">
          {i18n._(FREE_REJECT_MESSAGE)}
        </p>
      ) : null}
      <AccountName userName={userName} />
      {askOld ? (
        <PasswordField
          label={t`Old password`}
          name="oldPassword"
          autoComplete="current-password"
          {...form.field('oldPassword')}
          required
        />
      ) : null}
      <NewPasswordFields field={form.field} />
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={status.isPending || change.isPending || change.isSuccess}
      >
        <Trans>Confirm</Trans>
      </button>
      {samePopup ? (
        <ConfirmDialog onClosed={() => setSamePopup(false)}>{i18n._(PASSWORD_SAME_MESSAGE)}</ConfirmDialog>
      ) : null}
    </form>
  );
}
