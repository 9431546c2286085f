import { Trans } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NoData } from '../../components/no-data.tsx';
import { SavedAt } from '../../components/saved-at.tsx';
import { LoadMore } from '../../components/screen/load-more.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { useOnline } from '../../lib/online.ts';
import styles from './records.module.css';

/** Offline, records never loaded in this visit: nothing to show until the connection is back. */
export function OfflineNoData() {
  return (
    <p className={styles.offline} role="status">
      <Trans>You are offline. These records show once you are connected.</Trans>
    </p>
  );
}

interface Page<T> {
  list: T[];
  total: number;
}

interface Props<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  item: (row: T) => ReactNode;
  keyOf: (row: T) => string | number;
  /** The no-data text. */
  empty?: ReactNode;
  /** What failed, e.g. "Your deposits could not be loaded." */
  failed: ReactNode;
}

/**
 * A paged record list: its pages one after the other with "load more", the no-data placeholder, a
 * failure that keeps the rest of the screen, and offline the rows already loaded with their age.
 */
export function RecordList<T>({ query, item, keyOf, empty, failed }: Props<T>) {
  const online = useOnline();
  if (!query.data && !online) return <OfflineNoData />;
  if (query.isPending) return <div className={styles.skeleton} aria-busy="true" />;
  if (!query.data) {
    return (
      <SectionError error={query.error} onRetry={() => void query.refetch()}>
        {failed}
      </SectionError>
    );
  }
  const rows = query.data.pages.flatMap((p) => p.list);
  const total = query.data.pages.at(-1)?.total ?? rows.length;
  return (
    <>
      <SavedAt updatedAt={query.dataUpdatedAt} />
      {rows.length ? (
        <>
          <p className={styles.count}>
            <Trans>
              {rows.length} of {total}
            </Trans>
          </p>
          <ul className={styles.list}>
            {rows.map((row) => (
              <li key={keyOf(row)} className={styles.row} data-testid="record-row">
                {item(row)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <NoData>{empty}</NoData>
      )}
      <LoadMore query={query} failed={failed} />
    </>
  );
}
