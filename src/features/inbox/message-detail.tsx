import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { HtmlContent } from '../../components/html-content.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { StatusScreen } from '../../components/page/status-screen.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { inboxKeys, useInboxUnread } from '../../lib/account/inbox-count.ts';
import { ApiError } from '../../lib/http.ts';
import { useOnline } from '../../lib/online.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { INBOX_CODES } from '../../shared/errors/member.ts';
import { sessionStore } from '../../stores/session.ts';
import { deleteMessageMutationOptions, inboxMessageQueryOptions } from './api.ts';
import styles from './inbox.module.css';
import { inboxErrorMessage } from './inbox-messages.ts';

/** One message (/m/message?id=): opening it marks it read, so the red dot and the badge are refreshed. */
export function MessageDetail({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const [confirming, setConfirming] = useState(false);
  // Keeps the app badge in step once this message is read.
  useInboxUnread();
  const query = useQuery({ ...inboxMessageQueryOptions(user, id), enabled: !!user });
  const opened = query.data?.id;
  useEffect(() => {
    if (opened === undefined) return;
    // The message itself stays cached; the count and the lists changed on the server.
    void queryClient.invalidateQueries({
      queryKey: inboxKeys.all(user),
      predicate: (q) => q.queryKey[2] !== 'message',
    });
  }, [opened, user, queryClient]);
  const remove = useMutation({
    ...deleteMessageMutationOptions(),
    onSuccess: async () => {
      showToast(t`Message deleted`);
      queryClient.removeQueries({ queryKey: [...inboxKeys.all(user), 'message', id] });
      await queryClient.invalidateQueries({ queryKey: inboxKeys.all(user) });
      await navigate({ to: '/m/webEmail' });
    },
    onError: (err) => showToast(inboxErrorMessage(err)),
  });

  const back = (
    <Link to="/m/webEmail" className="button-secondary">
      <Trans>All messages</Trans>
    </Link>
  );
  if (!query.data) {
    if (!online && !query.isError) {
      return (
        <p className={`${styles.detail} ${styles.muted}`} role="status">
          <Trans>You are offline. This message shows once you are connected.</Trans>
        </p>
      );
    }
    if (query.isPending) return <div className={`${styles.detail} ${styles.skeleton}`} aria-busy="true" />;
    if (query.error instanceof ApiError && query.error.code === INBOX_CODES.unknown) {
      return (
        <StatusScreen
          icon={<AlertIcon />}
          title={t(inboxErrorMessage(query.error))}
          headingLevel={2}
          role="status"
          actions={back}
        />
      );
    }
    return (
      <div className={styles.detail}>
        <SectionError error={query.error} onRetry={() => void query.refetch()}>
          <Trans>This message could not be loaded.</Trans>
        </SectionError>
        {back}
      </div>
    );
  }

  const m = query.data;
  return (
    <article className={styles.detail}>
      <h2 className={styles.heading}>{m.title}</h2>
      <p className={styles.muted}>{formatOperatorTime(m.createdAt, i18n.locale)}</p>
      <HtmlContent html={m.bodyHtml} />
      <div className={styles.actions}>
        {back}
        <button
          type="button"
          className="button-secondary"
          disabled={!online || remove.isPending}
          onClick={() => setConfirming(true)}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          onClosed={() => setConfirming(false)}
          confirmLabel={<Trans>Delete</Trans>}
          onConfirm={(close) => {
            close();
            remove.mutate(id);
          }}
        >
          <Trans>Delete this message?</Trans>
        </ConfirmDialog>
      ) : null}
    </article>
  );
}
