import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './no-data.module.css';

/** The spec's no-data placeholder: a picture and "No data" (or a more specific text). */
export function NoData({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.box} role="status">
      <svg className={styles.picture} viewBox="0 0 96 80" width="96" height="80" aria-hidden="true">
        <ellipse cx="48" cy="72" rx="34" ry="5" fill="currentColor" opacity="0.15" />
        <path d="M14 30 48 18l34 12v30L48 72 14 60Z" fill="var(--color-surface-2)" />
        <path d="M14 30 48 42l34-12M48 42v30" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M14 30 48 18l34 12" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M14 30 6 40l34 12 8-10M82 30l8 10-34 12-8-10"
          fill="var(--color-surface)"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <circle cx="70" cy="10" r="3" fill="currentColor" opacity="0.6" />
        <circle cx="24" cy="8" r="2" fill="currentColor" opacity="0.4" />
      </svg>
      <p className={styles.text}>{children ?? <Trans>No data</Trans>}</p>
    </div>
  );
}
