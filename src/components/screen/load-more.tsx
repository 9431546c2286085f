import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useOnline } from '../../lib/online.ts';
import { SectionError } from '../section-error.tsx';
import styles from './load-more.module.css';

/** What "load more" needs of an infinite query (useInfiniteQuery's result). */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The foot of a paged list: "load more" while pages are left (offline: disabled, saying why), and a
 * failed next page as a section error with retry that keeps the rows already shown.
 */
export function LoadMore({ query, failed }: { query: NextPages; failed: ReactNode }) {
  const online = useOnline();
  return (
    <>
      {query.hasNextPage ? (
        <div className={styles.more}>
          <button
            type="button"
            className="button-secondary"
            disabled={!online || query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
          </button>
          {online ? null : (
            <p className={styles.muted}>
              <Trans>Loading more needs a connection.</Trans>
            </p>
          )}
        </div>
      ) : null}
      {query.isFetchNextPageError ? (
        <SectionError error={query.error} onRetry={() => void query.fetchNextPage()}>
          {failed}
        </SectionError>
      ) : null}
    </>
  );
}
