import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useSnapshot } from 'valtio';
import { NoData } from '../../components/no-data.tsx';
import { LoadMore } from '../../components/screen/load-more.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { inboxKeys, useInboxUnread } from '../../lib/account/inbox-count.ts';
import { useOnline } from '../../lib/online.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { INBOX_FILTERS, type InboxFilter, type InboxItem } from '../../shared/schemas/inbox.ts';
import { sessionStore } from '../../stores/session.ts';
import { inboxListQueryOptions, readAllMutationOptions } from './api.ts';
import styles from './inbox.module.css';
import { inboxErrorMessage } from './inbox-messages.ts';

const FILTER_LABELS: Record<InboxFilter, MessageDescriptor> = {
  all: msg`All`,
  unread: msg`Unread`,
  read: msg`Read`,
};

function MessageRow({ item }: { item: InboxItem }) {
  const { t, i18n } = useLingui();
  return (
    <li>
      <Link
        to="/m/message"
        search={{ id: item.id }}
        className={styles.row}
        data-read={item.read}
        data-testid="inbox-row"
        aria-label={item.read ? item.title : t`${item.title}, unread`}
      >
        {item.read ? <span /> : <span className={styles.dot} data-testid="inbox-unread" />}
        <p className={styles.title}>{item.title}</p>
        <p className={styles.time}>{formatOperatorTime(item.createdAt, i18n.locale)}</p>
      </Link>
    </li>
  );
}

/** The message centre (/m/webEmail): the member's messages, unread first, with filters and "mark all read". */
export function InboxPage() {
  const { t } = useLingui();
  const online = useOnline();
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<InboxFilter>('all');
  const unread = useInboxUnread();
  const query = useInfiniteQuery({ ...inboxListQueryOptions(user, filter), enabled: !!user });
  const readAll = useMutation({
    ...readAllMutationOptions(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all(user) }),
    onError: (err) => showToast(inboxErrorMessage(err)),
  });

  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  let body: ReactNode;
  if (!query.data && !online) {
    body = (
      <p className={styles.muted} role="status">
        <Trans>You are offline. Your messages show once you are connected.</Trans>
      </p>
    );
  } else if (query.isPending) {
    body = <div className={styles.skeleton} aria-busy="true" />;
  } else if (!query.data) {
    body = (
      <SectionError error={query.error} onRetry={() => void query.refetch()}>
        <Trans>Your messages could not be loaded.</Trans>
      </SectionError>
    );
  } else if (!rows.length) {
    body = (
      <NoData>{filter === 'unread' ? <Trans>No unread messages</Trans> : <Trans>No messages</Trans>}</NoData>
    );
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {rows.map((item) => (
            <MessageRow key={item.id} item={item} />
          ))}
        </ul>
        <LoadMore query={query} failed={<Trans>Your messages could not be loaded.</Trans>} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <fieldset className={styles.tabs}>
          <legend className="visually-hidden">{t`Show`}</legend>
          {INBOX_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className={styles.tab}
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
            >
              {t(FILTER_LABELS[f])}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          className="button-secondary button-small"
          disabled={unread === 0 || !online || readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          <Trans>Mark all read</Trans>
        </button>
      </div>
      {body}
    </div>
  );
}
