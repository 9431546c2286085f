import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isConnectionError } from '../lib/http.ts';
import { AlertIcon } from './icons.tsx';
import styles from './section-error.module.css';

interface Props {
  error?: unknown;
  onRetry: () => void;
  /** What failed, e.g. "Banners could not be loaded". */
  children?: ReactNode;
}

/** The compact failure of one section of a page: the rest of the page keeps working. */
export function SectionError({ error, onRetry, children }: Props) {
  return (
    <div className={styles.box} role="alert">
      <AlertIcon className={styles.icon} />
      <p className={styles.text}>
        {children ?? <Trans>This section could not be loaded.</Trans>}{' '}
        {isConnectionError(error) ? <Trans>Check your connection.</Trans> : null}
      </p>
      <button type="button" className="button-secondary button-small" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
