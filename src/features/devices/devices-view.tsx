import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { ApiError } from '../../lib/http.ts';
import { errorMessage } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { DEVICE_CODES } from '../../shared/errors/contact.ts';
import type { DeviceSession } from '../../shared/schemas/devices.ts';
import { sessionStore } from '../../stores/session.ts';
import {
  deviceKeys,
  sessionsQueryOptions,
  signOutOneMutationOptions,
  signOutOthersMutationOptions,
} from './api.ts';
import styles from './devices.module.css';

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [DEVICE_CODES.unknown]: msg`That session has already ended.`,
  [DEVICE_CODES.current]: msg`To end this device's session, sign out.`,
};
const failure = (err: unknown) =>
  (err instanceof ApiError ? MESSAGES[err.code] : undefined) ?? errorMessage(err);

/** Where the account is signed in, with "sign out everywhere else" and signing one other session out. */
export function DevicesView() {
  const { session } = useSnapshot(sessionStore);
  const user = session?.userName ?? '';
  const sessions = useQuery({ ...sessionsQueryOptions(user), enabled: Boolean(session) });
  if (!session) return null;
  if (sessions.data) return <DeviceList user={user} sessions={sessions.data} />;
  if (sessions.isError) return <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />;
  return (
    <p className={styles.page} role="status" aria-busy="true">
      <Trans>Loading…</Trans>
    </p>
  );
}

function DeviceList({ user, sessions }: { user: string; sessions: DeviceSession[] }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const others = useMutation(signOutOthersMutationOptions());
  const one = useMutation(signOutOneMutationOptions());
  const [asking, setAsking] = useState<'others' | DeviceSession | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: deviceKeys.sessions(user) });
  const name = ({ browser, os }: DeviceSession) =>
    browser && os ? t`${browser} on ${os}` : (browser ?? os ?? t`Unknown device`);
  const when = (iso: string) => formatOperatorTime(iso, i18n.locale);
  const otherCount = sessions.filter((s) => !s.current).length;

  const signOutOthers = (close: () => void) =>
    others.mutate(undefined, {
      onSuccess: () => {
        showToast(msg`Signed out everywhere else`, TOAST_MS.short);
        refresh();
        close();
      },
      onError: (err) => {
        showToast(failure(err));
        close();
      },
    });
  const signOutOne = (s: DeviceSession, close: () => void) =>
    one.mutate(s.id, {
      onSuccess: () => {
        showToast(msg`Session signed out`, TOAST_MS.short);
        refresh();
        close();
      },
      onError: (err) => {
        showToast(failure(err));
        refresh();
        close();
      },
    });

  return (
    <section className={styles.page} aria-label={t`Active sessions`}>
      <h2 className={styles.heading}>
        <Trans>Active sessions</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          Where your account is signed in now. Sign out any you do not recognise, then change your password.
        </Trans>
      </p>
      <ul className={styles.list}>
        {sessions.map((s) => (
          <li key={s.id} className={styles.item} aria-current={s.current ? 'true' : undefined}>
            <div className={styles.details}>
              <p className={styles.name}>
                {name(s)}
                {s.current ? (
                  <span className={styles.badge}>
                    <Trans>This device</Trans>
                  </span>
                ) : null}
              </p>
              <p className={styles.meta}>
                <Trans>Signed in {when(s.createdAt)}</Trans>
              </p>
              <p className={styles.meta}>
                <Trans>Last active {when(s.lastSeenAt)}</Trans>
              </p>
              {s.ip ? (
                <p className={styles.meta}>
                  <Trans>Network {s.ip}</Trans>
                </p>
              ) : null}
            </div>
            {s.current ? null : (
              <button
                type="button"
                className="button-secondary button-small"
                disabled={!online || one.isPending}
                onClick={() => setAsking(s)}
                aria-label={t`Sign out ${name(s)}`}
              >
                <Trans>Sign out</Trans>
              </button>
            )}
          </li>
        ))}
      </ul>
      {otherCount > 0 ? (
        <button
          type="button"
          className={`button-primary ${styles.submit}`}
          disabled={!online || others.isPending}
          onClick={() => setAsking('others')}
        >
          <Trans>Sign out everywhere else</Trans>
        </button>
      ) : (
        <p className={styles.text}>
          <Trans>You are signed in on this device only.</Trans>
        </p>
      )}
      {asking === 'others' ? (
        <ConfirmDialog
          onClosed={() => setAsking(null)}
          confirmLabel={<Trans>Sign out</Trans>}
          onConfirm={signOutOthers}
        >
          <Trans>Sign out of every other device? This device stays signed in.</Trans>
        </ConfirmDialog>
      ) : asking ? (
        <ConfirmDialog
          onClosed={() => setAsking(null)}
          confirmLabel={<Trans>Sign out</Trans>}
          onConfirm={(close) => signOutOne(asking, close)}
        >
          <Trans>Sign out {name(asking)}?</Trans>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
