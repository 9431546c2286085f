import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { UserIcon } from '../../components/icons.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { avatarKeys, useAvatarUrl } from '../../lib/account/avatar.ts';
import { useOnline } from '../../lib/online.ts';
import { AVATAR_MAX_BYTES } from '../../shared/constants/security.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { SECURITY_CODES } from '../../shared/errors/security.ts';
import { IMAGE_TYPES } from '../../shared/image-type.ts';
import { sessionStore } from '../../stores/session.ts';
import { removeAvatarMutationOptions, uploadAvatarMutationOptions } from './api.ts';
import styles from './profile.module.css';
import { profileErrorMessage, profileFieldMessage } from './profile-messages.ts';

/** The head icon: a PNG or JPG of at most 5 MB, made square by the server; or back to the default. */
export function AvatarView() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const inputId = useId();
  const queryClient = useQueryClient();
  const { session } = useSnapshot(sessionStore);
  const user = session?.userName ?? '';
  const url = useAvatarUrl(session ? user : undefined);
  const upload = useMutation(uploadAvatarMutationOptions());
  const remove = useMutation(removeAvatarMutationOptions());
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;
  const refresh = () => queryClient.invalidateQueries({ queryKey: avatarKeys.image(user) });

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    // A courtesy before sending: the server reads the type from the bytes and checks the size again.
    if (file.size > AVATAR_MAX_BYTES) return setProblem(SECURITY_CODES.avatarTooLarge);
    if (file.type && !(IMAGE_TYPES as readonly string[]).includes(file.type))
      return setProblem(SECURITY_CODES.avatarInvalid);
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => {
        showToast(msg`Head icon saved`, TOAST_MS.short);
        void refresh();
      },
      onError: (err) => showToast(profileErrorMessage(err)),
    });
  };

  const useDefault = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showToast(msg`The default head icon is back`, TOAST_MS.short);
        void refresh();
      },
      onError: (err) => showToast(profileErrorMessage(err)),
    });

  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>
        <Trans>Head icon</Trans>
      </h2>
      <div className={styles.avatarRow}>
        <span className={styles.avatar}>
          {url ? <img src={url} alt={t`Your head icon`} /> : <UserIcon aria-label={t`Default head icon`} />}
        </span>
        <div className={styles.actions}>
          <input
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={busy || !online}
            onChange={choose}
            aria-label={t`Choose an image`}
          />
          <label
            htmlFor={inputId}
            className={`button-primary ${styles.submit}`}
            aria-disabled={busy || !online || undefined}
          >
            {upload.isPending ? <Trans>Uploading…</Trans> : <Trans>Choose an image</Trans>}
          </label>
          {url ? (
            <button
              type="button"
              className={`button-secondary ${styles.submit}`}
              disabled={busy || !online}
              onClick={useDefault}
            >
              <Trans>Use the default icon</Trans>
            </button>
          ) : null}
        </div>
      </div>
      <p className={styles.text}>
        <Trans>PNG or JPG, at most 5 MB. It is cropped to a square.</Trans>
      </p>
      {problem ? (
        <p className={styles.error} role="alert">
          {i18n._(profileFieldMessage(problem))}
        </p>
      ) : null}
      <OfflineHint />
    </div>
  );
}
