import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { HtmlContent } from '../../components/html-content.tsx';
import { ChevronIcon, CloseIcon } from '../../components/modal/icons.tsx';
import { Modal } from '../../components/modal/modal.tsx';
import type { Announcement } from '../../shared/schemas/announcements.ts';
import styles from './notice-dialog.module.css';

interface DialogProps {
  items: readonly Announcement[];
  onClose: () => void;
  onClosed: () => void;
}

/** The paged pop-up: one announcement per page, previous/next only when there are several. */
export function NoticeDialog({ items, onClose, onClosed }: DialogProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const titleId = useId();
  const [page, setPage] = useState(0);
  const item = items[Math.min(page, items.length - 1)];
  if (!item) return null;
  const count = items.length;
  const current = page + 1;

  return (
    <Modal labelledBy={titleId} onClose={onClose} onClosed={onClosed} className={styles.panel}>
      {(close) => (
        <>
          <div className={styles.head}>
            <p className={styles.kicker}>
              <Trans>Announcement</Trans>
            </p>
            <button
              type="button"
              className={`icon-button ${styles.close}`}
              aria-label={t`Close`}
              onClick={close}
            >
              <CloseIcon />
            </button>
          </div>
          <div className={styles.body}>
            <h2 id={titleId} className={styles.title}>
              {item.title}
            </h2>
            <HtmlContent
              key={item.id}
              html={item.content}
              sanitized={item.contentSanitized}
              onNavigate={close}
            />
            {item.action === 'REWARD_CENTER' ? (
              <button
                type="button"
                className={`button-primary ${styles.action}`}
                onClick={() => {
                  close();
                  void navigate({ to: '/m/rewardCenter' });
                }}
              >
                <Trans>Open Reward Centre</Trans>
              </button>
            ) : null}
          </div>
          {count > 1 ? (
            <footer className={styles.pager}>
              <button
                type="button"
                className={`icon-button ${styles.step}`}
                aria-label={t`Previous announcement`}
                disabled={page === 0}
                onClick={() => setPage((p) => Math.max(0, p - 1))}
              >
                <ChevronIcon direction="left" />
              </button>
              <p className={styles.counter} aria-live="polite">
                <span aria-hidden="true">
                  {current} / {count}
                </span>
                <span className="visually-hidden">
                  <Trans>
                    Announcement {current} of {count}
                  </Trans>
                </span>
              </p>
              <button
                type="button"
                className={`icon-button ${styles.step}`}
                aria-label={t`Next announcement`}
                disabled={page === count - 1}
                onClick={() => setPage((p) => Math.min(count - 1, p + 1))}
              >
                <ChevronIcon direction="right" />
              </button>
            </footer>
          ) : null}
        </>
      )}
    </Modal>
  );
}
