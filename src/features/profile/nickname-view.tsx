import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { memberInfoQueryOptions, memberKeys } from '../../lib/account/api.ts';
import { errorCode } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { NICKNAME_LENGTH } from '../../shared/constants/security.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { SECURITY_CODES } from '../../shared/errors/security.ts';
import { sessionStore } from '../../stores/session.ts';
import { setNicknameMutationOptions } from './api.ts';
import styles from './profile.module.css';
import { profileErrorMessage, profileFieldMessage } from './profile-messages.ts';
import { nicknameProblem } from './profile-rules.ts';

interface Props {
  /** Saved: back to where it was opened from. */
  onDone: () => void;
}

/** Change the nickname the header shows instead of the account. */
export function NicknameView({ onDone }: Props) {
  const { session } = useSnapshot(sessionStore);
  const user = session?.userName ?? '';
  const member = useQuery({ ...memberInfoQueryOptions(user), enabled: Boolean(session) });
  if (!session) return null;
  if (member.data) return <NicknameForm user={user} current={member.data.nickname ?? ''} onDone={onDone} />;
  if (member.isError) return <ErrorState error={member.error} onRetry={() => void member.refetch()} />;
  return (
    <p className={styles.page} role="status" aria-busy="true">
      <Trans>Loading…</Trans>
    </p>
  );
}

function NicknameForm({ user, current, onDone }: Props & { user: string; current: string }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const save = useMutation(setNicknameMutationOptions());
  const form = useForm<'nickname'>({
    initial: { nickname: current },
    validate: (values) => ({ nickname: nicknameProblem(values.nickname) }),
    message: (code) => i18n._(profileFieldMessage(code)),
  });
  const submit = form.handleSubmit(({ nickname }) => {
    if (!online) return;
    save.mutate(nickname.trim(), {
      onSuccess: () => {
        showToast(msg`Nickname saved`, TOAST_MS.short);
        // The header and the member centre show it: fetched again at once.
        void queryClient.invalidateQueries({ queryKey: memberKeys.info(user) });
        onDone();
      },
      onError: (err) => {
        if (errorCode(err) === SECURITY_CODES.nicknameInvalid) form.setError('nickname', errorCode(err));
        else showToast(profileErrorMessage(err));
      },
    });
  });
  const { min, max } = NICKNAME_LENGTH;
  return (
    <form className={styles.page} onSubmit={submit} noValidate aria-label={t`Nickname`}>
      <h2 className={styles.heading}>
        <Trans>Nickname</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          Shown instead of your account name. {min} to {max} characters.
        </Trans>
      </p>
      <TextField
        {...form.field('nickname')}
        label={t`Nickname`}
        name="nickname"
        autoComplete="nickname"
        maxLength={max}
        required
      />
      <OfflineHint />
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={save.isPending || !online}
      >
        <Trans>Save</Trans>
      </button>
    </form>
  );
}
