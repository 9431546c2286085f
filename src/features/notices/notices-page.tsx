import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { HtmlContent } from '../../components/html-content.tsx';
import { NoData } from '../../components/no-data.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import type { Notice } from '../../shared/schemas/notices.ts';
import { sessionStore } from '../../stores/session.ts';
import { uiStore } from '../../stores/ui.ts';
import { markNoticeReadMutationOptions, type NoticeKind, noticeKeys, noticeListQueryOptions } from './api.ts';
import { localReadIds, markLocalRead, withLocalRead } from './local-read.ts';
import styles from './notices.module.css';

interface Props {
  /** `player`: /m/notice; `agent`: /m/member/notice?types=A (the route guards agents). */
  kind: NoticeKind;
  /** The announcement open (`?id=`), or none: the list. */
  openId: number | undefined;
  onOpen: (id: number) => void;
  onClose: () => void;
}

function Loading() {
  return (
    <div className={styles.list} aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.skeleton} />
      ))}
    </div>
  );
}

function NoticeDetail({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <article className={styles.detail}>
      <h2 className={styles.detailTitle}>{notice.title}</h2>
      <time className={`${styles.time} ${styles.detailTime}`} dateTime={notice.publishedAt}>
        {formatOperatorTime(notice.publishedAt, i18n.locale)}
      </time>
      <HtmlContent html={notice.content} sanitized={notice.contentSanitized} />
      <button type="button" className={`button-secondary ${styles.back}`} onClick={onClose}>
        <Trans>Back to the list</Trans>
      </button>
    </article>
  );
}

/** The announcement list (SPEC.md section 2 "Announcement marquee" lands here) and one opened. */
export function NoticesPage({ kind, openId, onOpen, onClose }: Props) {
  const { t, i18n } = useLingui();
  const { language } = useSnapshot(uiStore);
  const user = useSnapshot(sessionStore).session?.userName ?? null;
  const queryClient = useQueryClient();
  const query = useQuery(noticeListQueryOptions(kind, language, user));
  // Visitors: read marks of this device (bumped when one is opened).
  const [localRead, setLocalRead] = useState(() => (user ? null : localReadIds()));
  const data = useMemo(
    () => (query.data && localRead ? withLocalRead(query.data, localRead) : query.data),
    [query.data, localRead],
  );
  const open = openId === undefined ? undefined : data?.list.find((n) => n.id === openId);

  const { mutate: markRead } = useMutation({
    ...markNoticeReadMutationOptions(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
  const openUnread = open && !open.read ? open.id : undefined;
  useEffect(() => {
    if (openUnread === undefined) return;
    if (user) markRead(openUnread);
    else {
      markLocalRead(openUnread);
      setLocalRead(localReadIds());
    }
  }, [openUnread, user, markRead]);

  let body: ReactNode;
  if (query.isError && !data) {
    body = (
      <SectionError error={query.error} onRetry={() => void query.refetch()}>
        <Trans>Announcements could not be loaded.</Trans>
      </SectionError>
    );
  } else if (!data) body = <Loading />;
  else if (open) body = <NoticeDetail notice={open} onClose={onClose} />;
  else if (data.list.length === 0)
    body = (
      <NoData>
        <Trans>No announcements</Trans>
      </NoData>
    );
  else
    body = (
      <ul className={styles.list} aria-label={t`Announcements`}>
        {data.list.map((n) => (
          <li key={n.id}>
            <button
              type="button"
              className={`${styles.item} ${n.read ? styles.read : ''}`}
              onClick={() => onOpen(n.id)}
            >
              <span className={styles.itemText}>
                <span className={styles.title}>{n.title}</span>
                <time className={styles.time} dateTime={n.publishedAt}>
                  {formatOperatorTime(n.publishedAt, i18n.locale)}
                </time>
              </span>
              {n.read ? null : (
                <span className={styles.dot} role="img" aria-label={t`Unread`} data-testid="notice-unread" />
              )}
            </button>
          </li>
        ))}
      </ul>
    );

  return <div className={styles.page}>{body}</div>;
}
