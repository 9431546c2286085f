import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { useSnapshot } from 'valtio';
import { SectionError } from '../../components/section-error.tsx';
import { uiStore } from '../../stores/ui.ts';
import { homeAnnouncementsQueryOptions } from './api.ts';
import { marqueeSeconds, marqueeText } from './marquee.ts';
import styles from './notice-marquee.module.css';

const SpeakerIcon = () => (
  <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path d="M3 10v4h4l5 4V6L7 10H3Z" fill="currentColor" />
    <path
      d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    />
  </svg>
);

/** The announcement marquee (SPEC.md section 2): scrolling titles or "No announcements"; opens /m/notice. */
export function NoticeMarquee() {
  const { t } = useLingui();
  const { language } = useSnapshot(uiStore);
  const query = useQuery({ ...homeAnnouncementsQueryOptions(language), placeholderData: keepPreviousData });

  if (query.isError && !query.data) {
    return (
      <SectionError error={query.error} onRetry={() => void query.refetch()}>
        <Trans>Announcements could not be loaded.</Trans>
      </SectionError>
    );
  }
  if (!query.data) {
    return (
      <div className={styles.bar} aria-busy="true">
        <SpeakerIcon />
        <span className={styles.skeleton} />
      </div>
    );
  }

  const text = marqueeText(query.data);
  const style = text ? ({ '--marquee-duration': `${marqueeSeconds(text)}s` } as CSSProperties) : undefined;
  return (
    <Link to="/m/notice" className={styles.bar}>
      <SpeakerIcon />
      <span className="visually-hidden">{t`Announcements`}: </span>
      {text ? (
        <span className={styles.viewport}>
          <span className={styles.track} style={style}>
            <span className={styles.text}>{text}</span>
            <span className={`${styles.text} ${styles.copy}`} aria-hidden="true">
              {text}
            </span>
          </span>
        </span>
      ) : (
        <span className={styles.empty}>
          <Trans>No announcements</Trans>
        </span>
      )}
    </Link>
  );
}
