import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { safeRedirect } from '../../lib/account/redirect.ts';
import { signOut } from '../../lib/account/sign-out.ts';
import { errorCode, fieldMessage, messageOf, PASSWORD_SAME_MESSAGE } from '../../lib/messages.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { AUTH_CODES } from '../../shared/errors/auth.ts';
import { sessionStore, setSession } from '../../stores/session.ts';
import styles from './account.module.css';
import { AccountName } from './account-name.tsx';
import { firstPasswordMutationOptions, passwordRuleQueryOptions } from './api.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { type ResetField, resetErrors } from './password-rules.ts';

/**
 * The first password (issue 35, "first password" in SPEC.md section 2): an account an agent opened sets
 * its own before anything else; then on to `redirect`. The route guarantees a session.
 */
export function FirstPasswordPage({ redirect }: { redirect: unknown }) {
  const { session } = useSnapshot(sessionStore);
  return session ? <FirstPasswordForm userName={session.userName} redirect={redirect} /> : null;
}

function FirstPasswordForm({ userName, redirect }: { userName: string; redirect: unknown }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rule = useQuery(passwordRuleQueryOptions()).data;
  const save = useMutation(firstPasswordMutationOptions());
  const [samePopup, setSamePopup] = useState(false);
  const form = useForm<ResetField>({
    initial: { newPassword: '', confirm: '' },
    validate: (values) => resetErrors(values, rule),
    message: (code) => i18n._(fieldMessage(code)),
    showErrors: 'change',
  });

  const done = () => {
    // An ordinary session from now on.
    const session = sessionStore.session;
    if (session) setSession({ ...session, mustSetPassword: false });
    void navigate({ href: safeRedirect(redirect), replace: true });
  };

  const submit = form.handleSubmit(({ newPassword, confirm }) => {
    const hide = showToast(msg`Please wait`, TOAST_MS.loading);
    save.mutate(
      { newPassword, confirmNewPassword: confirm },
      {
        onSuccess: () => {
          hide();
          showToast(msg`Change saved`, TOAST_MS.successPassword);
          done();
        },
        onError: (err) => {
          hide();
          const code = errorCode(err);
          if (code === AUTH_CODES.passwordSame) setSamePopup(true);
          // Set already (another tab): nothing is left to ask.
          else if (code === AUTH_CODES.firstPasswordSet) done();
          else showToast(messageOf(code));
        },
      },
    );
  });

  return (
    <form className={`${styles.page} ${styles.form}`} onSubmit={submit} noValidate>
      <p className={styles.intro}>
        <Trans>
          Your account was opened for you. Before you continue, choose your own password: only you should know
          it.
        </Trans>
      </p>
      <AccountName userName={userName} />
      <NewPasswordFields field={form.field} />
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={save.isPending || save.isSuccess}
      >
        <Trans>Confirm</Trans>
      </button>
      <button type="button" className="button-secondary" onClick={() => void signOut(queryClient)}>
        <Trans>Log out</Trans>
      </button>
      {samePopup ? (
        <ConfirmDialog onClosed={() => setSamePopup(false)}>{i18n._(PASSWORD_SAME_MESSAGE)}</ConfirmDialog>
      ) : null}
    </form>
  );
}
